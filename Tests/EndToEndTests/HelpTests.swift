import Testing

@Suite("Help")
struct HelpTests {
    @Test("? shows the keys; any other key closes it and the list is back")
    func helpOpensAndCloses() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("?")
        let help = try app.waitFor("the help box") { $0.contains("Keys · any other key closes") }
        #expect(help.contains("│ j ↓       next row"))
        #expect(help.contains("│ e         enter editing mode (Edit)"))
        #expect(help.contains("│ u         undo"))

        try app.press("x")
        let closed = try app.waitFor("the help box gone") { !$0.contains("Keys · any other key closes") }
        #expect(!closed.contains("next row"))
        #expect(closed.topBar.hasPrefix(" Edit "))
        #expect(closed.lines(2...7) == Sample.body[0...5].map { $0 })
        #expect(closed.statusLine.hasPrefix(" LIST 1/11 "))
        #expect(closed.statusLine.hasSuffix("? help"))
    }

    @Test("Help at 80×24 lists every key, q, ^C, ^Z and ? included")
    func helpListsEveryKey() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("?")
        let help = try app.waitFor("the whole help box") { $0.contains("Keys · any other key closes") && $0.contains("└──") }
        withKnownIssue("The help box has 28 lines for 22 rows: it is cut after `w ^S save`, over the status line") {
            #expect(help.contains("│ q         quit"), "\(help)")
            #expect(help.contains("│ ^C "))
            #expect(help.contains("│ ^Z "))
            #expect(help.contains("│ ? F1 "))
        }
    }
}
