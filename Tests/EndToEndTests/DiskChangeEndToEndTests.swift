import Foundation
import Testing
import TestSupport

/// Changes on disk seen while editing: the status line says so without a key, a save never
/// claims there is nothing to save while the disk differs, `:e!` reads the file again, and a
/// second listedit on the same file is warned.
@Suite("Changes on disk, end to end")
struct DiskChangeEndToEndTests {
    private func openList(lines: Int = 3, width: Int = 100, sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: "seq -f 'line %g' 1 \(lines) > list.txt", width: width, waitingFor: "the file",
            sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 1/\(lines.formatted()) ") }
    }

    @Test("Another program truncates the file: [changed on disk] shows with no key pressed; w asks, never 'No changes to save'")
    func truncatedWhileOpen() throws {
        let app = try openList(lines: 1000)
        defer { app.close() }
        #expect(try runProcess("truncate", ["-s", "0", app.path("list.txt")]).status == 0)
        let seen = try app.waitFor("the mark, within about a second") { $0.statusLine.contains("[changed on disk]") }
        #expect(seen.line(2) == "   line 1", "the rows read are still shown")
        try app.press("w")
        let asked = try app.waitFor("the question") { $0.contains("changed on disk since it was read. Overwrite it?") }
        #expect(!asked.contains("No changes to save"))
        try app.press("y")
        try app.waitFor("written") { $0.contains("Wrote 1,000 rows") }
        #expect(app.contents(of: "list.txt") == (1...1000).map { "line \($0)\n" }.joined())
        let after = try app.capture()
        #expect(!after.statusLine.contains("[changed on disk]"))
        try app.press("w")
        try app.waitFor("now nothing to save") { $0.contains("No changes to save") }
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test(":e! with edits asks, then reads the file again; :e with edits refuses; :e without edits reads it again")
    func readAgain() throws {
        let app = try openList()
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("row 1 deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        try app.overwrite("list.txt", with: utf8("alpha\nbeta\ngamma\ndelta\n"))
        try app.type(":e")
        try app.press("Enter")
        try app.waitFor("refused") { $0.contains("No write since the last change") }
        try app.type(":e!")
        try app.press("Enter")
        try app.waitFor("the question") { $0.contains("Drop the unsaved edits and read the file again? [y]es [n]o") }
        try app.press("y")
        let again = try app.waitFor("read again") { $0.contains("Read list.txt again: 4 rows") }
        #expect(again.lines(2...5) == ["   alpha", "   beta", "   gamma", "   delta"])
        #expect(!again.statusLine.contains("[modified]") && !again.statusLine.contains("[changed on disk]"))
        try app.overwrite("list.txt", with: utf8("just one\n"))
        try app.type(":e")
        try app.press("Enter")
        try app.waitFor("read again, no question") { $0.contains("Read list.txt again: 1 row") && $0.line(2) == "   just one" }
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("A second listedit on the same file is warned: o opens read-only (a save asks), q quits; a dead one's mark is ignored")
    func secondInstance() throws {
        let first = try openList(width: 120)
        defer { first.close() }
        let firstPID = try first.listeditPID()
        let list = first.path("list.txt")
        let second = try TmuxSession.launchListeditOnFile([list], width: 120, waitingFor: "the warning") {
            $0.contains("list.txt is open in another listedit (process \(firstPID), since ")
        }
        defer { second.close() }
        #expect(try second.capture().contains("[o]pen read-only [e]dit anyway [q]uit"))
        try second.press("j")
        let waiting = try second.capture()
        #expect(waiting.contains("[o]pen read-only"), "other keys wait for an answer")
        try second.press("o")
        let readOnly = try second.waitFor("read-only") { $0.statusLine.contains("[read-only]") }
        #expect(readOnly.contains("Opened read-only"))
        try second.press("d", "d")
        try second.press("w")
        try second.waitFor("the question") { $0.contains("list.txt is open in another listedit. Write it anyway?") }
        try second.press("n")
        try second.press("Z", "Q")
        #expect(try second.waitForExitStatus() == 0)

        let third = try TmuxSession.launchListeditOnFile([list], width: 120, waitingFor: "the warning") {
            $0.contains("is open in another listedit")
        }
        defer { third.close() }
        try third.press("q")
        #expect(try third.waitForExitStatus() == 0)

        try first.press("q")
        #expect(try first.waitForExitStatus() == 0)
        // A mark left by a listedit that was killed (its process gone) asks nothing.
        let fourth = try TmuxSession.launchListeditOnFile(
            [list], setUp: ": > \(shellQuoted(first.path(".list.txt.listedit-open-999999")))", width: 120,
            waitingFor: "the file, no question"
        ) { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        defer { fourth.close() }
        #expect(!(try fourth.capture().contains("another listedit")))
        try fourth.press("q")
        #expect(try fourth.waitForExitStatus() == 0)
    }
}
