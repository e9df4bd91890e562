import Testing
import TableTerminal

@Suite("Text field")
struct TextFieldTests {
    /// The field after `keys`, each read through the text field's key table as the view
    /// reads it: a bound key edits the field, any other character is typed.
    private func typed(_ keys: [Key], into start: String = "") -> TextField {
        var field = TextField(start)
        for key in keys { type(key, into: &field) }
        return field
    }

    private func type(_ key: Key, into field: inout TextField) {
        switch KeyMap.textField.intent(for: key) {
        case let .editField(edit)?: field.apply(edit)
        case nil: if case let .character(c) = key { field.apply(.insert(c)) }
        default: break
        }
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

    @Test("Alt-Backspace, Alt-d, Alt-b and Alt-f work on words, as in readline; the field stays open")
    func altWordKeys() {
        #expect(typed([.alt(.backspace)], into: "some new text").text == "some new ")
        #expect(typed([.home, .alt(.character("d"))], into: "some new text").text == " new text")
        let left = typed([.alt(.character("b")), .alt(.character("b")), .character("X")], into: "some new text")
        #expect(left.text == "some Xnew text")
        let right = typed([.home, .alt(.character("f")), .character("!")], into: "some new text")
        #expect(right.text == "some! new text")
        #expect(KeyMap.textField.intent(for: .alt(.character("x"))) == nil, "other Alt keys are not bound")
    }

    @Test("UTF-8 input: wide characters are one character; a combining mark joins the one before")
    func unicode() {
        var field = typed([.character("界"), .character("e")])
        type(.character("\u{301}"), into: &field)
        #expect(field.text == "界é")
        #expect(field.text.count == 2 && field.cursor == 2)
        type(.backspace, into: &field)
        #expect(field.text == "界", "one backspace removes the whole é")
    }

    @Test("Enter submits, Esc cancels, other characters are typed")
    func outcomes() {
        #expect(KeyMap.textField.intent(for: .enter) == .submitField)
        #expect(KeyMap.textField.intent(for: .escape) == .cancelField)
        #expect(KeyMap.textField.intent(for: .character("y")) == nil)
        #expect(KeyMap.textField.unboundKeys == .typeText)
    }

    @Test("Pasted text goes in at the cursor as one line: line breaks and tabs are spaces, a final break and control characters are dropped")
    func paste() {
        var field = TextField("ab")
        field.apply(.left)
        field.apply(.paste("one\ntwo\r\nthree\tfour\n"))
        #expect(field.text == "aone two three fourb")
        #expect(field.cursor == 19, "after the pasted text")
        field = TextField()
        field.apply(.paste("\u{1B}[A\u{7}ok\n\n"))
        #expect(field.text == "[Aok", "ESC and BEL dropped, the rest is text")
        field = TextField("x")
        field.apply(.paste("界e\u{301}"))
        #expect(field.text == "x界é" && field.cursor == 3)
    }
}
