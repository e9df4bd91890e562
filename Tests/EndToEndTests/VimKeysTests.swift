import Testing

/// Counts, half pages, ZZ, :wq and unknown keys as a vim user types them, on a real terminal.
@Suite("Counts and vim commands")
struct VimKeysEndToEndTests {
    private func launch(_ lines: Int = 60) throws -> TmuxSession {
        try TmuxSession.launchListeditOnNumberedLines(lines)
    }

    @Test("3j, 12G, Ctrl-D and Ctrl-U move as in vim")
    func motions() throws {
        let app = try launch()
        defer { app.close() }

        try app.type("3j")
        try app.waitFor("row 4") { $0.statusLine.hasPrefix(" LIST 4/60 ") }
        try app.type("12G")
        let twelve = try app.waitFor("row 12") { $0.statusLine.hasPrefix(" LIST 12/60 ") }
        #expect(twelve.contains("   line 12"))
        try app.press("C-d")
        let half = try app.waitFor("half a page down") { $0.statusLine.hasPrefix(" LIST 17/60 ") }
        #expect(half.contains("   line 17"))
        try app.press("C-u")
        try app.waitFor("half a page up") { $0.statusLine.hasPrefix(" LIST 12/60 ") }
    }

    @Test("dd then ZZ saves the file and quits with status 0")
    func zzSavesAndQuits() throws {
        let app = try launch(3)
        defer { app.close() }

        try app.press("d", "d")
        try app.waitFor("line 1 deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        try app.type("ZZ")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.bytes(of: "list.txt") == utf8("line 2\nline 3\n"))
    }

    @Test(":wq saves and quits; :q! quits and leaves the file as it was")
    func colonCommands() throws {
        let app = try launch(3)
        defer { app.close() }

        try app.press("j", "d", "d")
        try app.waitFor("line 2 deleted") { $0.statusLine.hasPrefix(" LIST 2/2 [modified]") }
        try app.type(":wq")
        let typed = try app.waitFor("the command line") { $0.statusLine == ":wq" }
        #expect(typed.lines(2...3) == ["   line 1", "   line 3"])
        try app.press("Enter")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.bytes(of: "list.txt") == utf8("line 1\nline 3\n"))
    }

    @Test("An unknown key and an unknown command say so on the status line")
    func unknownKeyAndCommand() throws {
        let app = try launch()
        defer { app.close() }

        try app.type("X")
        try app.waitFor("the unknown key's message") { $0.statusLine.contains("Unknown key: X") }
        try app.type(":bogus")
        try app.press("Enter")
        let said = try app.waitFor("the unknown command's message") { $0.contains("Not a command: :bogus") }
        #expect(said.statusLine.hasPrefix(" LIST 1/60 "))
        try app.type(":q!")
        try app.press("Enter")
        #expect(try app.waitForExitStatus() == 0)
    }
}
