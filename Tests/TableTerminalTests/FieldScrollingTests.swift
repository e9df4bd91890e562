import Testing
import TableKit
import TableTerminal

/// A field's text longer than the field: it scrolls sideways so that the cursor stays in
/// view, wide characters whole.
@Suite("A text field's text, scrolled sideways")
struct FieldScrollingTests {
    /// The `:` command line on a 20-column screen holding `text`, then `keys` pressed: the
    /// line shown, and the cursor's column.
    private func commandLine(_ text: String, then keys: [Key] = []) -> (line: String, cursor: Int?) {
        let f = ViewFixture(size: Size(width: 20, height: 8))
        f.type(":")
        f.send(.paste(text))
        for key in keys { f.press(key) }
        let rendered = f.rendered(20, 8)
        return (rendered.frame.lines[7], rendered.cursor?.x)
    }

    @Test("The end of a long text shows with the cursor after it; Home shows its start")
    func longText() {
        let text = (0..<60).map { String($0 % 10) }.joined()
        let end = commandLine(text)
        #expect(end.line == ":" + String(text.suffix(18)))
        #expect(end.cursor == 19)
        let start = commandLine(text, then: [.home])
        #expect(start.line == ":" + String(text.prefix(18)))
        #expect(start.cursor == 1)
        let middle = commandLine(text, then: [.home] + Array(repeating: Key.right, count: 30))
        #expect(middle.line == ":" + String(Array(text)[12..<30]), "the cursor at the right edge of the room")
        #expect(middle.cursor == 19)
    }

    @Test("Wide characters scroll whole")
    func wideAndEscapes() {
        let wide = commandLine(String(repeating: "界", count: 30))
        #expect(wide.line == ":" + String(repeating: "界", count: 9))
        #expect(wide.cursor == 19)
        let oddWide = commandLine("a" + String(repeating: "界", count: 30))
        #expect(oddWide.line.hasPrefix(":界"))
        #expect(oddWide.cursor == 19)
    }
}
