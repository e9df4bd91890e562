import Testing
import TableTerminal

/// The part of a line the terminal is handed again: only the columns that changed, never
/// half of a wide character.
@Suite("Changed columns of a line")
struct ChangedColumnsTests {
    private func line(_ text: String, width: Int = 12) -> Frame {
        _ = TestLocale.ready
        var frame = Frame(size: Size(width: width, height: 1))
        frame.draw(text, x: 0, y: 0, style: .plain)
        return frame
    }

    @Test("Only the columns between the first and last difference; nil for the same line")
    func span() {
        #expect(line("12/1,000").changedColumns(ofLine: 0, since: line("11/1,000")) == 1..<2)
        #expect(line("ab cd").changedColumns(ofLine: 0, since: line("xb cx")) == 0..<5)
        #expect(line("same").changedColumns(ofLine: 0, since: line("same")) == nil)
        var styled = line("same")
        styled.draw("s", x: 0, y: 0, style: Style(reverse: true))
        #expect(styled.changedColumns(ofLine: 0, since: line("same")) == 0..<1, "a style is a change")
    }

    @Test("A change next to a wide character takes in the whole character, in either frame")
    func wideCharacters() {
        // 界 takes columns 2 and 3.
        #expect(line("ab界x").changedColumns(ofLine: 0, since: line("ab界y")) == 4..<5)
        #expect(line("ab界x").changedColumns(ofLine: 0, since: line("abc x")) == 2..<4, "the new 界 starts at 2")
        #expect(line("abcdx").changedColumns(ofLine: 0, since: line("ab界x")) == 2..<4, "the old 界's half at 3 goes too")
        #expect(line("a界").changedColumns(ofLine: 0, since: line("ab ")) == 1..<3)
    }
}
