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
        #expect(help.contains("│ d         swipe to delete"))

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

    @Test("Help at 80×24 lists every key, q, ^C, ^Z and ? included, and the keys of each modal mode")
    func helpListsEveryKey() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("?")
        let top = try app.waitFor("the whole help box") { $0.contains("Keys · j/k scroll") && $0.contains("└──") }
        #expect(top.statusLine.hasPrefix(" LIST 1/11 "), "the box leaves the status line alone")
        // It says how much is below; scrolling that many lines reaches the end.
        let below = try #require(top.lines.lazy.compactMap(Self.linesBelow).first, "a '↓ N more' mark:\n\(top)")
        var seen = top.text
        for step in 1...below {
            try app.press("j")
            let page = try app.waitFor("help scrolled by \(step)") { $0.contains("↑ \(step) more") }
            seen += page.text
        }
        let bottom = try app.waitFor("the end of the help") {
            $0.lines.allSatisfy { Self.linesBelow($0) == nil } && $0.contains("↑ \(below) more")
        }
        for entry in ["│ q         quit", "│ ^C ", "│ ^Z ", "│ ? F1 ", "│ J         editing: drag", "│ d Enter   delete the row",
                      "│ Esc       put it back", "│ Enter     save", "│ y         yes"] {
            #expect(seen.contains(entry), "help shows \(entry)")
        }
        #expect(bottom.contains("Help"), "the last section: help's own keys\n\(bottom)")
    }

    /// N in a line holding `↓ N more`.
    private static func linesBelow(_ line: String) -> Int? {
        guard let arrow = line.range(of: "↓ ") else { return nil }
        return Int(line[arrow.upperBound...].prefix { $0.isNumber })
    }
}
