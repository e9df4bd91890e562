import Testing

/// The filter as an fzf user reaches for it: `/`, a few letters, Enter, then edits that act on
/// the rows shown, checked in the file's bytes after each save.
@Suite("Filter")
struct FilterEndToEndTests {
    private static let fruit = ["apple", "banana", "cherry", "date", "elderberry", "fig"]

    private func bytes(_ rows: [String]) -> [UInt8] { utf8(rows.map { $0 + "\n" }.joined()) }

    @Test("/er narrows the rows live; Enter keeps FILTER; dd deletes the row shown; J moves it past the next row shown; u undoes; Esc clears")
    func filterThenEdit() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["fruit.txt"], setUp: "printf '%s\\n' \(Self.fruit.joined(separator: " ")) > fruit.txt", width: 60, height: 12,
            waitingFor: "the list") { $0.statusLine.hasPrefix(" LIST 1/6 ") }
        defer { app.close() }

        try app.type("/e")
        try app.waitFor("narrowed by e") { $0.statusLine.hasPrefix("/e") && $0.statusLine.hasSuffix(" 4 of 6") }
        try app.type("r")
        let narrowed = try app.waitFor("narrowed by er") { $0.statusLine.hasSuffix(" 2 of 6") }
        #expect(narrowed.lines(2...3) == ["   cherry", "   elderberry"], "\(narrowed)")
        try app.press("Enter")
        try app.waitFor("the filter kept") { $0.statusLine.hasPrefix(" LIST 1/2 FILTER \"er\" 2 of 6") }

        try app.press("j", "d", "d")
        try app.waitFor("elderberry deleted") { $0.statusLine.contains("FILTER \"er\" 1 of 5 [modified]") }
        try app.press("w")
        try app.waitFor("saved") { !$0.statusLine.contains("[modified]") }
        #expect(app.bytes(of: "fruit.txt") == bytes(["apple", "banana", "cherry", "date", "fig"]))

        try app.press("u")
        let back = try app.waitFor("elderberry back, shown") { $0.statusLine.contains("2 of 6") }
        #expect(back.lines(2...3) == ["   cherry", "   elderberry"])
        try app.press("k", "e", "J")
        try app.waitFor("cherry moved") { $0.statusLine.hasPrefix(" EDITING 2/2 FILTER") }
        try app.press("w")
        try app.waitFor("saved") { !$0.statusLine.contains("[modified]") }
        #expect(app.bytes(of: "fruit.txt") == bytes(["apple", "banana", "date", "elderberry", "cherry", "fig"]),
                "cherry went past elderberry, the next row shown, not just past date")

        // Undone first, then saved: the status line before the undo already reads as saved.
        try app.press("u")
        try app.waitFor("undone") { $0.statusLine.contains("[modified]") }
        try app.press("w")
        try app.waitFor("undone and saved") { !$0.statusLine.contains("[modified]") && $0.statusLine.contains("2 of 6") }
        #expect(app.bytes(of: "fruit.txt") == bytes(Self.fruit), "the file as it was")
        try app.press("Escape")
        let cleared = try app.waitFor("every row again") { $0.statusLine.hasPrefix(" EDITING 3/6 ") }
        #expect(!cleared.statusLine.contains("FILTER"))
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("On millions of rows, keys typed in one burst after / 5 Enter: Esc clears the filter at once; dd deletes the row the filter put the cursor on")
    func burstsAfterEnterOnMillions() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["big.txt"], setUp: "seq 1 2500000 > big.txt", waitingFor: "every row") { $0.statusLine.hasPrefix(" LIST 1/2,500,000 ") }
        defer { app.close() }
        try app.type("300G")
        try app.waitFor("row 300") { $0.statusLine.hasPrefix(" LIST 300/2,500,000 ") }
        // The search of 2.5 million rows goes in rounds that stop for the keys typed after it;
        // the Esc is told from a sequence once its moment has passed, however often it is asked.
        try app.press("/", "5", "Enter", "Escape")
        let cleared = try app.waitFor("the filter cleared, on row 300 again") {
            $0.statusLine.hasPrefix(" LIST 300/2,500,000 ") && !$0.statusLine.contains("FILTER")
        }
        #expect(cleared.line(2).hasSuffix(" 300") || cleared.contains("   300"), "\(cleared)")
        try app.press("/", "5", "Enter", "d", "d")
        let deleted = try app.waitFor("5 deleted") { $0.statusLine.contains("[modified]") }
        #expect(deleted.statusLine.contains("of 2,499,999"), "\(deleted.statusLine)")
        try app.press("Escape")
        try app.waitFor("every row") { $0.statusLine.hasPrefix(" LIST ") && $0.statusLine.contains("/2,499,999 [modified]") }
        try app.press("w")
        try app.waitFor("saved") { !$0.statusLine.contains("[modified]") }
        // From row 300, the first row the filter keeps is 305: that one, not 300, is deleted.
        let saved = app.contents(of: "big.txt") ?? ""
        #expect(saved.contains("\n299\n300\n301\n302\n303\n304\n306\n"), "305 deleted")
        #expect(saved.utf8.count == (1...2_500_000).map { "\($0)\n".utf8.count }.reduce(0, +) - 4)
    }
}
