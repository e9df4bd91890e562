import Testing

/// Checking rows with v and V, then deleting them or moving them as a block, each one undo
/// step, on a real terminal with the file's bytes checked after saving.
@Suite("Multiple selection")
struct SelectionEndToEndTests {
    private func launch() throws -> TmuxSession {
        try TmuxSession.launchListeditOnNumberedLines(8, height: 14)
    }

    @Test("v, then V to a row further down, checks rows; d asks Delete N rows, d deletes them; u brings them all back; saved bytes match")
    func deleteChecked() throws {
        let app = try launch()
        defer { app.close() }

        try app.press("v", "j", "j", "v", "j", "V")
        let checked = try app.waitFor("three rows checked") { $0.statusLine.contains("3 selected") }
        #expect(checked.line(2) == " ◉ line 1" && checked.line(3) == "   line 2" && checked.line(4) == " ◉ line 3" && checked.line(5) == " ◉ line 4")
        try app.press("d")
        try app.waitFor("the question") {
            $0.lines.joined(separator: " ").split(separator: " ").joined(separator: " ").contains("Delete 3 rows? d or Enter deletes them")
        }
        try app.press("d")
        let deleted = try app.waitFor("the rows deleted") { $0.statusLine.contains("/5 [modified]") }
        #expect(deleted.lines(2...6) == ["   line 2", "   line 5", "   line 6", "   line 7", "   line 8"])
        try app.press("u")
        try app.waitFor("one undo brings all three back") { $0.statusLine.hasPrefix(" LIST") && $0.statusLine.contains("/8") }
        try app.press("C-r")
        try app.waitFor("redone") { $0.statusLine.contains("/5") }
        try app.press("w")
        try app.waitFor("saved") { !$0.statusLine.contains("[modified]") }
        #expect(app.bytes(of: "list.txt") == utf8("line 2\nline 5\nline 6\nline 7\nline 8\n"))
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("In editing mode J moves the checked rows as a block, 2J two places as one undo step; check circles replace ⊖")
    func blockMove() throws {
        let app = try launch()
        defer { app.close() }

        try app.press("e", "v", "j", "v")
        let checked = try app.waitFor("two rows checked") { $0.statusLine.contains("2 selected") }
        #expect(checked.line(2).hasPrefix(" ◉ line 1") && checked.line(4).hasPrefix(" ○ line 3"), "\(checked)")
        try app.type("2J")
        let moved = try app.waitFor("the block moved") { $0.statusLine.contains("[modified]") }
        #expect(moved.lines(2...5).map { String($0.prefix(9)) } == [" ○ line 3", " ○ line 4", " ◉ line 1", " ◉ line 2"])
        try app.press("w")
        try app.waitFor("saved") { !$0.statusLine.contains("[modified]") }
        #expect(app.bytes(of: "list.txt") == utf8("line 3\nline 4\nline 1\nline 2\nline 5\nline 6\nline 7\nline 8\n"))
        try app.press("u")
        try app.waitFor("one undo puts the block back") { $0.statusLine.contains("[modified]") }
        try app.press("w")
        try app.waitFor("saved again") { !$0.statusLine.contains("[modified]") }
        #expect(app.bytes(of: "list.txt") == utf8((1...8).map { "line \($0)\n" }.joined()))
        try app.press("Escape")
        let cleared = try app.waitFor("nothing checked") { !$0.statusLine.contains("selected") }
        #expect(cleared.line(2).hasPrefix(" ⊖ line 1"))
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }
}
