import Foundation
import Testing

@Suite("Quitting and saving")
struct QuitTests {
    @Test("q with no changes quits at once with status 0")
    func qWithoutChangesQuits() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
        let screen = try app.capture()
        #expect(!screen.contains("Save changes?"))
        #expect(!screen.contains("ListEdit sample"), "the list is gone:\n\(screen)")
    }

    @Test("After a change q asks; c and Esc cancel and the list stays")
    func quitPromptCancels() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }
        try deleteRusty(app)

        try app.press("q")
        let asked = try app.waitFor("the question") { $0.statusLine.contains("Save changes? [y]es [n]o [c]ancel") }
        #expect(asked.statusLine.hasPrefix(" LIST 1/10 [modified]"))
        try app.press("c")
        let cancelled = try app.waitFor("the question gone") { !$0.statusLine.contains("Save changes?") }
        #expect(cancelled.statusLine.hasPrefix(" LIST 1/10 [modified]"))
        #expect(cancelled.line(3) == Sample.shiny)

        try app.press("q")
        try app.waitFor("the question again") { $0.statusLine.contains("Save changes? [y]es [n]o [c]ancel") }
        try app.press("Escape")
        try app.waitFor("the question gone") { !$0.statusLine.contains("Save changes?") }
        // Still running and answering keys.
        try app.press("j")
        let still = try app.waitFor("the cursor on row 2") { $0.statusLine.hasPrefix(" LIST 2/10 [modified]") }
        #expect(still.topBar.hasPrefix(" Edit "))
        #expect(!app.hasExited, "listedit is still running")
    }

    @Test("n at the question quits without saving, status 0")
    func quitPromptNoQuits() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }
        try deleteRusty(app)

        try app.press("q")
        try app.waitFor("the question") { $0.statusLine.contains("Save changes? [y]es [n]o [c]ancel") }
        try app.press("n")
        #expect(try app.waitForExitStatus() == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: app.directory.path).sorted()
        #expect(files == [TmuxSession.exitStatusFile, "run.sh"], "nothing written beside the script")
    }

    @Test("y at the question asks for a file name, writes the items one per line, exits 0")
    func quitPromptYesSaves() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }
        try deleteRusty(app)

        try app.press("q")
        try app.waitFor("the question") { $0.statusLine.contains("Save changes? [y]es [n]o [c]ancel") }
        try app.press("y")
        try app.waitFor("the Save as box") { $0.contains("┌─ Save as ") }
        let target = app.path("saved list.txt")
        try app.type(target)
        try app.waitFor("the file name in the box") { $0.contains("saved list.txt") }
        try app.press("Enter")

        #expect(try app.waitForExitStatus() == 0)
        let expected = """
            Shiny laptop ($1,299)
            Fluffy cat ($0)
            カメラ — camera ($85)
            Milk
            Eggs
            Bread
            お茶 green tea
            ☕ coffee beans

            """
        #expect(app.contents(of: "saved list.txt") == expected)
    }

    /// Swipes Rusty bicycle away: a change, so that q asks.
    private func deleteRusty(_ app: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try app.press("h")
        try app.waitFor("SWIPE", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" SWIPE 1/11 ") }
        try app.press("d")
        try app.waitFor("Rusty bicycle deleted", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 1/10 [modified]") }
    }
}
