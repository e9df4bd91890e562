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
}
