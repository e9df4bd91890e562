import Testing

@Suite("Swipe to delete")
struct SwipeTests {
    @Test("d in normal mode swipes: the button without controls, SWIPE, Done; Esc dismisses; h then d deletes")
    func swipeShowsDismissesAndDeletes() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("d")
        let swiped = try app.waitFor("SWIPE on the status line") { $0.statusLine.hasPrefix(" SWIPE 1/11 ") }
        #expect(swiped.showsDeleteButton(3, label: "Remove", prefix: Sample.rusty), "Rusty shows Remove:\n\(swiped)")
        #expect(swiped.topBar.hasPrefix(" Done "))
        let rows = swiped.lines(2...15)
        #expect(!rows.contains { $0.contains("⊖") || $0.contains("⊕") || $0.contains("≡") }, "no controls anywhere:\n\(swiped)")
        #expect(swiped.line(4) == Sample.shiny)

        try app.press("Escape")
        let dismissed = try app.waitFor("LIST on the status line") { $0.statusLine.hasPrefix(" LIST 1/11 ") }
        #expect(dismissed.topBar.hasPrefix(" Edit "))
        #expect(dismissed.lines(2...16) == Sample.body)
        #expect(!dismissed.contains("[modified]"))

        try app.press("h")
        let again = try app.waitFor("SWIPE again after h") { $0.statusLine.hasPrefix(" SWIPE 1/11 ") }
        #expect(again.showsDeleteButton(3, label: "Remove", prefix: Sample.rusty))

        try app.press("d")
        let deleted = try app.waitFor("LIST with 10 rows, modified") { $0.statusLine.hasPrefix(" LIST 1/10 [modified]") }
        #expect(deleted.topBar.hasPrefix(" Edit "))
        #expect(!deleted.contains("Rusty bicycle"))
        #expect(deleted.lines(3...6) == [Sample.shiny, Sample.fluffy, Sample.camera, Sample.noMoreItems])
    }
}
