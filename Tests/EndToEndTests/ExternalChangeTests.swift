import Testing

/// A file another program changes while listedit has it open: `w` asks before overwriting.
@Suite("A file changed on disk")
struct ExternalChangeTests {
    private static let question = "list.txt changed on disk since it was read. Overwrite it? [y]es [n]o"

    /// Opens list.txt (one, two, three) at `width` columns, deletes "one" with d d, then
    /// replaces the file from outside.
    private func editThenChangeOutside(width: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: #"printf 'one\ntwo\nthree\n' > list.txt"#, width: width,
            waitingFor: "the file's rows", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        do {
            try app.press("d", "d", sourceLocation: sourceLocation)
            try app.waitFor("one deleted", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
            try app.overwrite("list.txt", with: utf8("changed outside\n"))
        } catch {
            app.close()
            throw error
        }
        return app
    }

    @Test("w asks; n keeps the other version on disk; w y overwrites it with the edited list")
    func overwriteQuestion() throws {
        // Wide enough for the whole question (see questionFitsIn80Columns).
        let app = try editThenChangeOutside(width: 120)
        defer { app.close() }

        try app.press("w")
        let asked = try app.waitFor("the overwrite question") { $0.statusLine.contains(Self.question) }
        #expect(asked.statusLine.hasPrefix(" LIST 1/2 [modified]"))
        try app.press("n")
        let declined = try app.waitFor("the question gone") { !$0.contains("Overwrite it?") }
        #expect(declined.statusLine.hasPrefix(" LIST 1/2 [modified]"), "the edits are still unsaved")
        #expect(declined.lines(2...3) == ["   two", "   three"])
        #expect(app.bytes(of: "list.txt") == utf8("changed outside\n"), "the other version stays")

        try app.press("w")
        try app.waitFor("the question again") { $0.statusLine.contains(Self.question) }
        try app.press("y")
        let saved = try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 2 rows to list.txt") }
        #expect(!saved.statusLine.contains("[modified]"))
        #expect(app.bytes(of: "list.txt") == utf8("two\nthree\n"))

        // Saved, and the file is now the version listedit knows: w has nothing to do.
        try app.press("w")
        try app.waitFor("nothing to save") { $0.statusLine.contains("No changes to save") }
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.bytes(of: "list.txt") == utf8("two\nthree\n"))
    }

    /// A question too long for the status line is not cut: it takes a line of its own above
    /// it, the question first and its answers last (it once read "… Overwr…").
    @Test("At 80 columns the overwrite question is shown whole on a line above the status line")
    func questionFitsIn80Columns() throws {
        let app = try editThenChangeOutside(width: 80)
        defer { app.close() }

        try app.press("w")
        let asked = try app.waitFor("the overwrite question") { $0.contains("Overwrite it?") }
        #expect(asked.line(23) == " " + Self.question, "\(asked)")
        #expect(asked.statusLine.hasPrefix(" LIST 1/2 [modified]"), "the status line keeps the mode and position")
        #expect(asked.lines(2...3) == ["   two", "   three"], "the rows are still there")
        try app.press("n")
        try app.waitFor("the question gone") { !$0.contains("Overwrite it?") }
        #expect(app.bytes(of: "list.txt") == utf8("changed outside\n"))
        try app.press("C-c")
        #expect(try app.waitForExitStatus() == 1)
    }

    @Test("A change that keeps the size and sets the modification time back is still asked about")
    func sameSizeWithTimeKept() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: #"printf 'one\ntwo\nthree\n' > list.txt"#, width: 120,
            waitingFor: "the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        let theirs = utf8("ONE\nTWO\nthree\n")
        #expect(app.overwriteKeepingTimes("list.txt", with: theirs))

        try app.press("w")
        let asked = try app.waitFor("the overwrite question") { $0.contains("Overwrite it?") }
        #expect(asked.contains("list.txt changed on disk since it was read (time stamp kept). Overwrite it? [y]es [n]o"),
                "\(asked)")
        try app.press("n")
        try app.waitFor("the question gone") { !$0.contains("Overwrite it?") }
        #expect(app.bytes(of: "list.txt") == theirs, "their version stays")
        try app.press("w")
        try app.waitFor("the question again") { $0.contains("Overwrite it?") }
        try app.press("y")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 2 rows to list.txt") }
        #expect(app.bytes(of: "list.txt") == utf8("two\nthree\n"))
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }
}
