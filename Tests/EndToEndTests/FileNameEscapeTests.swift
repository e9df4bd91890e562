import Foundation
import Testing
import TestSupport

/// A file name holding control characters and an escape sequence is data too: the title, the
/// status line and every message on stderr show it escaped (`^[`, `^G`, `^I`), never send it.
@Suite("File names with control characters")
struct FileNameEscapeTests {
    /// ESC [ 31 m (red), BEL and TAB inside the name.
    private static let name = "a\u{1B}[31mred\u{07}\tb.txt"
    private static let shown = "a^[[31mred^G^Ib.txt"

    /// Whether `bytes` hold none of the name's control characters.
    private func hasNoControls(_ bytes: [UInt8]) -> Bool { !bytes.contains { $0 == 0x1B || $0 == 0x07 || $0 == 0x09 } }

    @Test("Title, save message and the Ctrl-C message show the name escaped; the terminal is restored")
    func escapedEverywhere() throws {
        let app = try TmuxSession.launchListeditOnFile(
            [Self.name], setUp: "stty -g > stty-before\nprintf 'one\\ntwo\\nthree\\n' > \(shellQuoted(Self.name))", width: 100,
            waitingFor: "the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        defer { app.close() }
        let opened = try app.capture()
        #expect(opened.topBar.contains(Self.shown), "the title:\n\(opened)")

        try app.press("d", "d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        try app.press("w")
        let saved = try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 2 rows to") }
        #expect(saved.statusLine.contains("Wrote 2 rows to \(Self.shown)"), "\(saved)")
        #expect(app.bytes(of: Self.name) == utf8("two\nthree\n"))

        try app.press("d", "d")
        try app.waitFor("two deleted") { $0.statusLine.hasPrefix(" LIST 1/1 [modified]") }
        try app.press("C-c")
        #expect(try app.waitForExitStatus() == 1)
        let errors = try #require(app.bytes(of: TmuxSession.listeditErrorFile))
        #expect(hasNoControls(errors), "stderr sends no control character: \(errors)")
        #expect(String(decoding: errors, as: UTF8.self).contains("unsaved changes written to ./\(Self.shown).listedit-emergency"),
                "stderr: \(String(decoding: errors, as: UTF8.self))")
        #expect(app.unsavedCopy(Self.name + ".listedit-emergency") == utf8("three\n"), "the copy has the real name")
        #expect(try runProcess("stty", ["-g", "-F", app.paneTTY()]).standardOutput == app.contents(of: "stty-before"))
    }

    @Test("A refusal on stderr shows the name escaped")
    func refusalEscaped() throws {
        let command = try listeditCommand([Self.name])
        let session = try TmuxSession(script: TmuxSession.recordingExitStatus(of: """
            mkdir \(shellQuoted(Self.name))
            \(command) 2> stderr.txt
            """))
        defer { session.close() }
        #expect(try session.waitForExitStatus() == 1)
        let errors = try #require(session.bytes(of: "stderr.txt"))
        #expect(hasNoControls(errors))
        #expect(String(decoding: errors, as: UTF8.self) == "listedit: \(Self.shown) is a folder, not a file\n")
    }
}
