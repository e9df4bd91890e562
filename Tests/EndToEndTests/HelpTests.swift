import Testing

@Suite("Help")
struct HelpTests {
    @Test("? shows the keys; any other key closes it and the list is back")
    func helpOpensAndCloses() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("?")
        // The whole box: its title, and its bottom edge drawn too.
        let help = try app.waitFor("the help box") { $0.contains("Keys · j/k scroll · other keys close") && $0.contains("└──") }
        #expect(help.contains("│ j ↓       next row"))
        #expect(help.contains("│ e         enter editing mode (Edit)"))
        #expect(help.contains("│ u         undo"))

        try app.press("x")
        let closed = try app.waitFor("the help box gone") { !$0.contains("Keys · j/k scroll") }
        #expect(!closed.contains("next row"))
        #expect(closed.topBar.hasPrefix(" Edit "))
        // Rows with wide characters are checked in RenderingTests: a known issue.
        #expect(closed.lines(2...5) == [Sample.homepwner, Sample.rusty, Sample.shiny, Sample.fluffy])
        #expect(closed.line(7) == Sample.noMoreItems)
        #expect(closed.statusLine.hasPrefix(" LIST 1/11 "))
        #expect(closed.statusLine.hasSuffix("? help"))
    }

    @Test("Help at 80×24 lists every key, q, ^C, ^Z and ? included")
    func helpListsEveryKey() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("?")
        let top = try app.waitFor("the whole help box") { $0.contains("Keys · j/k scroll") && $0.contains("└──") }
        #expect(top.contains("↓ 8 more"), "it says how much is below:\n\(top)")
        #expect(top.statusLine.hasPrefix(" LIST 1/11 "), "the box leaves the status line alone")
        for _ in 0..<8 { try app.press("j") }
        let bottom = try app.waitFor("the end of the help") { $0.contains("│ ? F1 ") }
        #expect(bottom.contains("│ q         quit"), "\(bottom)")
        #expect(bottom.contains("│ ^C "))
        #expect(bottom.contains("│ ^Z "))
        #expect(bottom.contains("↑ 8 more"))
        #expect(!bottom.contains("↓"), "nothing more below")
    }
}
