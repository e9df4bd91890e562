import Testing
import TableTerminal

@Suite("Text field")
struct TextFieldTests {
    private func typed(_ keys: [Key], into start: String = "") -> TextField {
        var field = TextField(start)
        for key in keys { _ = field.handle(key) }
        return field
    }

    @Test("Typing inserts at the cursor; arrows, Home and End move it")
    func typingAndMoving() {
        var field = typed("hello".map { .character($0) })
        #expect(field.text == "hello" && field.cursor == 5)
        field = typed([.left, .left, .character("X"), .home, .character("<"), .end, .character(">")], into: "hello")
        #expect(field.text == "<helXlo>")
        #expect(field.cursor == 8)
    }

    @Test("Backspace, Delete, Ctrl-U, Ctrl-K and Ctrl-W delete")
    func deleting() {
        #expect(typed([.backspace], into: "abc").text == "ab")
        #expect(typed([.home, .delete], into: "abc").text == "bc")
        #expect(typed([.left, .control("u")], into: "abc").text == "c")
        #expect(typed([.home, .right, .control("k")], into: "abc").text == "a")
        #expect(typed([.control("w")], into: "milk and eggs").text == "milk and ")
        #expect(typed([.backspace, .backspace], into: "").text == "", "nothing to delete is not an error")
    }

    @Test("UTF-8 input: wide characters are one character; a combining mark joins the one before")
    func unicode() {
        var field = typed([.character("界"), .character("e")])
        _ = field.handle(.character("\u{301}"))
        #expect(field.text == "界é")
        #expect(field.text.count == 2 && field.cursor == 2)
        _ = field.handle(.backspace)
        #expect(field.text == "界", "one backspace removes the whole é")
    }

    @Test("Enter submits, Esc cancels")
    func outcomes() {
        var field = TextField("x")
        #expect(field.handle(.enter) == .submit)
        #expect(field.handle(.escape) == .cancel)
        #expect(field.handle(.character("y")) == .editing)
    }
}
