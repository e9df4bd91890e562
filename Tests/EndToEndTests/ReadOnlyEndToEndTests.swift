import Testing

/// A file without write permission (0444): listedit says it is read-only and asks before
/// writing it, as vim shows [RO] and refuses `:w` unless forced. The save used to rename a
/// new file over it silently (only the folder's permissions count for that, and root's not
/// even those).
@Suite("A read-only file")
struct ReadOnlyEndToEndTests {
    private static let question = "list.txt is read-only. Write it anyway? [y]es [n]o"
    private static let original = utf8("one\ntwo\nthree\n")

    @Test("The status line says [read-only]; e d d w asks; n writes nothing; w y writes it and keeps 0444")
    func asksBeforeWriting() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: #"printf 'one\ntwo\nthree\n' > list.txt && chmod 444 list.txt"#, width: 120,
            waitingFor: "the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        defer { app.close() }
        let opened = try app.capture()
        #expect(opened.statusLine.hasPrefix(" LIST 1/3 [read-only]"), "\(opened)")
        #expect(opened.statusLine.contains("Read-only: no write permission, a save asks first"), "\(opened)")
        #expect(app.permissions(of: "list.txt") == 0o444)

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/3 ") }
        try app.press("d")
        try app.waitFor("the Delete button") { $0.contains("Delete") }
        try app.press("d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" EDITING 1/2 [modified] [read-only]") }

        try app.press("w")
        let asked = try app.waitFor("the read-only question") { $0.statusLine.contains(Self.question) }
        #expect(asked.statusLine.hasPrefix(" EDITING 1/2 [modified] [read-only]"))
        try app.press("n")
        let declined = try app.waitFor("the question gone") { !$0.contains("Write it anyway?") }
        #expect(declined.statusLine.contains("Not saved"), "\(declined)")
        #expect(declined.statusLine.hasPrefix(" EDITING 1/2 [modified] [read-only]"), "the edits are still unsaved")
        #expect(app.bytes(of: "list.txt") == Self.original, "nothing written, byte for byte")
        #expect(app.permissions(of: "list.txt") == 0o444)

        try app.press("w")
        try app.waitFor("the question again") { $0.statusLine.contains(Self.question) }
        try app.press("y")
        let saved = try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 2 rows to list.txt") }
        #expect(!saved.statusLine.contains("[modified]"))
        #expect(!saved.statusLine.contains("[read-only]"), "the answer holds for the session, as vim's :w!")
        #expect(app.bytes(of: "list.txt") == utf8("two\nthree\n"))
        #expect(app.permissions(of: "list.txt") == 0o444, "the mode is kept")

        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.listeditErrors == "")
    }

    @Test("q on an edited read-only file: y asks too; n leaves the file as it was")
    func quitPromptAsks() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: #"printf 'one\ntwo\nthree\n' > list.txt && chmod 444 list.txt"#, width: 120,
            waitingFor: "the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 [read-only]") }
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified] [read-only]") }
        try app.press("q")
        try app.waitFor("the save question") { $0.statusLine.contains("Save changes? [y]es [n]o [c]ancel") }
        try app.press("y")
        try app.waitFor("the read-only question") { $0.statusLine.contains(Self.question) }
        try app.press("n")
        try app.waitFor("not saved, still open") { $0.statusLine.contains("Not saved") }
        #expect(app.bytes(of: "list.txt") == Self.original)
        try app.press("Z", "Z")
        try app.waitFor("the read-only question") { $0.statusLine.contains(Self.question) }
        try app.press("y")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.bytes(of: "list.txt") == utf8("two\nthree\n"))
        #expect(app.permissions(of: "list.txt") == 0o444)
    }
}
