import Testing

/// Scrolling as a reader of less and vim expects it: the screen is always full, a page key
/// moves the screen by a page and keeps the cursor's line, and a section's header stays in
/// view while its rows scroll under it.
@Suite("Scrolling")
struct ScrollingTests {
    @Test("After the window grows, the whole list fits again and shows from its first line")
    func growingWindowScrollsBack() throws {
        let app = try TmuxSession.launchListedit(width: 40, height: 8)
        defer { app.close() }

        try app.press("G")
        try app.waitFor("the last row") { $0.statusLine.hasPrefix(" LIST 11/11") }
        try app.resize(width: 100, height: 30)
        // The whole frame, not one caught half drawn (the top bar comes first).
        let grown = try app.waitFor("the window at 100×30, drawn") {
            $0.lines.count == 30 && $0.topBar.count > 80 && $0.statusLine.hasPrefix(" LIST 11/11")
                && $0.contains(Sample.addItem.trimmingCharacters(in: .whitespaces))
        }
        #expect(grown.line(2) == Sample.homepwner, "the list starts at its first line again\n\(grown)")
        #expect(grown.contains(Sample.addItem.trimmingCharacters(in: .whitespaces)))
    }

    @Test("Deleting the last rows of a long file leaves no blank lines at the bottom while rows above are hidden")
    func deletingAtTheEndKeepsTheScreenFull() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: "seq -f 'line %g' 1 40 > list.txt", width: 60, height: 12, waitingFor: "the list") {
                $0.statusLine.hasPrefix(" LIST 1/40 ")
            }
        defer { app.close() }

        try app.press("G")
        for _ in 0..<5 { try app.press("d", "d") }
        let screen = try app.waitFor("35 rows left") { $0.statusLine.hasPrefix(" LIST 35/35 ") }
        #expect(screen.line(11) == "   line 35", "the last row is on the last body line\n\(screen)")
        #expect(screen.line(2) == "   line 26", "ten rows fill the body\n\(screen)")
    }

    @Test("PgDn moves the screen by a page and the cursor keeps its line; PgUp comes back")
    func pageKeysScrollAPage() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: "seq -f 'line %g' 1 200 > list.txt", width: 60, height: 12, waitingFor: "the list") {
                $0.statusLine.hasPrefix(" LIST 1/200 ")
            }
        defer { app.close() }

        try app.press("j", "j", "j")
        try app.waitFor("the cursor on line 4") { $0.statusLine.hasPrefix(" LIST 4/200 ") }
        try app.press("NPage")
        let paged = try app.waitFor("a page down") { $0.statusLine.hasPrefix(" LIST 13/200 ") }
        #expect(paged.line(2) == "   line 10", "9 lines went by (a page of 10 less one)\n\(paged)")
        #expect(paged.line(5) == "   line 13", "the cursor is still on the 4th body line")
        try app.press("PPage")
        let back = try app.waitFor("a page up") { $0.statusLine.hasPrefix(" LIST 4/200 ") }
        #expect(back.line(2) == "   line 1")
    }

    @Test("A section's header stays pinned over its rows as they scroll")
    func stickyHeader() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["todo.md"], setUp: "{ echo '# Chores'; seq -f '- chore %g' 1 30; echo '# Errands'; seq -f '- errand %g' 1 30; } > todo.md",
            width: 60, height: 12, waitingFor: "the list") { $0.statusLine.hasPrefix(" LIST 1/60 ") }
        defer { app.close() }

        for _ in 0..<15 { try app.press("j") }
        let scrolled = try app.waitFor("chore 16 under the cursor") { $0.statusLine.hasPrefix(" LIST 16/60 ") }
        #expect(scrolled.line(2) == " Chores", "the header is pinned\n\(scrolled)")
        #expect(!scrolled.contains("chore 1\n") && scrolled.contains("chore 16"))
        for _ in 0..<25 { try app.press("j") }
        let next = try app.waitFor("errand 11 under the cursor") { $0.statusLine.hasPrefix(" LIST 41/60 ") }
        #expect(next.line(2) == " Errands", "the next section's header took over\n\(next)")
        #expect(next.line(11) == "   - errand 11", "an item shows its marker")
    }
}
