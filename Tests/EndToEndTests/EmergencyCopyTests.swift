import Foundation
import Testing
import TestSupport

/// SIGTERM or SIGHUP while a file has unsaved edits: the edits go to FILE.listedit-emergency.
@Suite("Emergency copies")
struct EmergencyCopyTests {
    private static let emergencyFile = "list.txt.listedit-emergency"

    private func openList(sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: "stty -g > stty-before\n" + #"printf 'one\ntwo\nthree\n' > list.txt"#,
            waitingFor: "the file's rows", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 1/3 ") }
    }

    @Test("With unsaved edits: the edits in a 0600 file beside it, a message, death by the signal", arguments: [
        (SIGTERM, "TERM"), (SIGHUP, "HUP"),
    ])
    func unsavedEditsAreKept(_ signal: (number: Int32, name: String)) throws {
        let app = try openList()
        defer { app.close() }
        try app.press("j")
        try app.waitFor("the cursor on two") { $0.statusLine.hasPrefix(" LIST 2/3 ") }
        try app.press("d", "d")
        try app.waitFor("two deleted") { $0.statusLine.hasPrefix(" LIST 2/2 [modified]") }

        #expect(kill(try app.listeditPID(), signal.number) == 0)
        #expect(try app.waitForExitStatus() == 128 + signal.number, "SIG\(signal.name)")

        #expect(app.bytes(of: Self.emergencyFile) == utf8("one\nthree\n"))
        #expect(app.permissions(of: Self.emergencyFile) == 0o600)
        #expect(app.bytes(of: "list.txt") == utf8("one\ntwo\nthree\n"), "the file itself is untouched")
        let message = try #require(app.listeditErrors)
        let prefix = "listedit: unsaved changes written to "
        #expect(message.hasPrefix(prefix) && message.hasSuffix("\n"), "stderr: \(message)")
        let named = String(message.dropFirst(prefix.count).dropLast())
        #expect(["./" + Self.emergencyFile, Self.emergencyFile, app.path(Self.emergencyFile)].contains(named),
                "the message names the copy: \(message)")
        let screen = try app.capture()
        #expect(!screen.lines.contains { $0.hasPrefix(" Edit ") || $0.hasPrefix(" LIST ") }, "the list is gone:\n\(screen)")
        #expect(try runProcess("stty", ["-g", "-F", app.paneTTY()]).standardOutput == app.contents(of: "stty-before"),
                "the terminal's settings are back")
    }

    @Test("Closing the terminal with unsaved edits keeps them in the copy")
    func closedTerminalKeepsEdits() throws {
        let app = try openList()
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }

        try app.hangUp()
        let copy = poll(timeout: defaultTimeout) { app.bytes(of: Self.emergencyFile).flatMap { $0 == utf8("two\nthree\n") ? $0 : nil } }
        #expect(copy != nil, "the copy: \(String(decoding: app.bytes(of: Self.emergencyFile) ?? [], as: UTF8.self))")
        #expect(app.permissions(of: Self.emergencyFile) == 0o600)
        #expect(app.bytes(of: "list.txt") == utf8("one\ntwo\nthree\n"))
    }

    @Test("SIGTERM without edits writes no copy and nothing on stderr; exit 143")
    func noEditsNoCopy() throws {
        let app = try openList()
        defer { app.close() }

        #expect(kill(try app.listeditPID(), SIGTERM) == 0)
        #expect(try app.waitForExitStatus() == 143)
        #expect(!app.fileExists(Self.emergencyFile))
        #expect(app.listeditErrors == "")
        #expect(app.bytes(of: "list.txt") == utf8("one\ntwo\nthree\n"))
    }

    @Test("SIGTERM after edits that were saved writes no copy")
    func savedEditsNoCopy() throws {
        let app = try openList()
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 2 rows to list.txt") }

        #expect(kill(try app.listeditPID(), SIGTERM) == 0)
        #expect(try app.waitForExitStatus() == 143)
        #expect(!app.fileExists(Self.emergencyFile))
        #expect(app.listeditErrors == "")
        #expect(app.bytes(of: "list.txt") == utf8("two\nthree\n"))
    }
}
