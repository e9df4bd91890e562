import Testing

/// Paths listedit refuses: a message on stderr and exit 1, before the screen is touched.
@Suite("Files that cannot be edited")
struct OpenFailureTests {
    /// A path, the shell lines that make it, and how listedit's one line on stderr starts.
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var setUp: String
        var message: String
        var testDescription: String { path }
    }

    @Test("A folder, a FIFO, a device and invalid JSON: the message on stderr, exit 1, no screen", arguments: [
        Case(path: "folder", setUp: "mkdir folder", message: "listedit: folder is a folder, not a file\n"),
        Case(path: "pipe", setUp: "mkfifo pipe", message: "listedit: pipe is a FIFO (named pipe), not a regular file\n"),
        Case(path: "/dev/null", setUp: "", message: "listedit: /dev/null is a device, not a regular file\n"),
        Case(
            path: "list.json", setUp: #"printf '[1, 2,\n  oops]\n' > list.json"#,
            message: "listedit: list.json: invalid JSON at line 2, column 3: "),
    ])
    func refusedPath(_ refused: Case) throws {
        let command = try listeditCommand(["--no-animation", refused.path])
        let session = try TmuxSession(script: TmuxSession.recordingExitStatus(of: """
            \(refused.setUp)
            \(command) > stdout.txt 2> stderr.txt
            """))
        defer { session.close() }

        #expect(try session.waitForExitStatus() == 1)
        let message = session.contents(of: "stderr.txt") ?? ""
        #expect(message.hasPrefix(refused.message), "stderr: \(message)")
        #expect(message.hasSuffix("\n") && message.filter { $0 == "\n" }.count == 1, "one line: \(message)")
        #expect(session.bytes(of: "stdout.txt") == [])
        let screen = try session.capture()
        #expect(screen.lines.allSatisfy { $0.isEmpty }, "nothing drawn:\n\(screen)")
    }
}
