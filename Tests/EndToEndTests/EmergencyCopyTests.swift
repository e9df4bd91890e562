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

    /// Moves to "two" and deletes it: the list is one, three, unsaved.
    private func deleteTwo(_ app: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try app.press("j", sourceLocation: sourceLocation)
        try app.waitFor("the cursor on two", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 2/3 ") }
        try app.press("d", "d", sourceLocation: sourceLocation)
        try app.waitFor("two deleted", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 2/2 [modified]") }
    }

    /// After listedit ended: the edits (one, three) are in a 0600 copy whose path stderr names,
    /// the file is untouched, and the terminal's settings are back.
    private func expectEditsKept(_ app: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(app.unsavedCopy(Self.emergencyFile) == utf8("one\nthree\n"), sourceLocation: sourceLocation)
        #expect(app.permissions(of: Self.emergencyFile) == 0o600, sourceLocation: sourceLocation)
        #expect(app.bytes(of: "list.txt") == utf8("one\ntwo\nthree\n"), "the file itself is untouched", sourceLocation: sourceLocation)
        let message = try #require(app.listeditErrors, sourceLocation: sourceLocation)
        let prefix = "listedit: unsaved changes written to "
        #expect(message.hasPrefix(prefix) && message.hasSuffix("\n"), "stderr: \(message)", sourceLocation: sourceLocation)
        let named = String(message.dropFirst(prefix.count).dropLast())
        #expect(["./" + Self.emergencyFile, Self.emergencyFile, app.path(Self.emergencyFile)].contains(named),
                "the message names the copy: \(message)", sourceLocation: sourceLocation)
        #expect(try runProcess("stty", ["-g", "-F", app.paneTTY()]).standardOutput == app.contents(of: "stty-before"),
                "the terminal's settings are back", sourceLocation: sourceLocation)
    }

    @Test("With unsaved edits: the edits in a 0600 file beside it, a message, death by the signal", arguments: [
        (SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGQUIT, "QUIT"), (SIGUSR1, "USR1"), (SIGUSR2, "USR2"), (SIGALRM, "ALRM"),
        (SIGXCPU, "XCPU"), (SIGPWR, "PWR"),
    ])
    func unsavedEditsAreKept(_ signal: (number: Int32, name: String)) throws {
        let app = try openList()
        defer { app.close() }
        try deleteTwo(app)

        #expect(kill(try app.listeditPID(), signal.number) == 0)
        #expect(try app.waitForExitStatus() == 128 + signal.number, "SIG\(signal.name)")
        try expectEditsKept(app)
        let screen = try app.capture()
        #expect(!screen.lines.contains { $0.hasPrefix(" Edit ") || $0.hasPrefix(" LIST ") }, "the list is gone:\n\(screen)")
    }

    @Test("Closing the terminal with unsaved edits keeps them in the copy")
    func closedTerminalKeepsEdits() throws {
        let app = try openList()
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }

        try app.hangUp()
        let copy = poll(timeout: defaultTimeout) { app.unsavedCopy(Self.emergencyFile).flatMap { $0 == utf8("two\nthree\n") ? $0 : nil } }
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

    @Test("Ctrl-C with unsaved edits: exit 1 and the file untouched, but the edits are kept in the copy and stderr says where")
    func ctrlCKeepsEdits() throws {
        let app = try openList()
        defer { app.close() }
        try deleteTwo(app)

        try app.press("C-c")
        #expect(try app.waitForExitStatus() == 1)
        try expectEditsKept(app)
    }

    @Test("Ctrl-C without unsaved edits (or after saving them) keeps no copy")
    func ctrlCWithNothingUnsaved() throws {
        let app = try openList()
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        try app.press("u")
        try app.waitFor("undone: nothing unsaved") { $0.statusLine.hasPrefix(" LIST 1/3 ") && !$0.statusLine.contains("[modified]") }

        try app.press("C-c")
        #expect(try app.waitForExitStatus() == 1)
        #expect(!app.fileExists(Self.emergencyFile))
        #expect(app.listeditErrors == "")
    }

    @Test("Ctrl-C on a git todo aborts with its edits, as git expects: exit 1, no copy")
    func ctrlCOnAGitTodoKeepsNothing() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["git-rebase-todo"], setUp: #"printf 'pick 1111111 one\npick 2222222 two\n' > git-rebase-todo"#,
            waitingFor: "the todo") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("a pick deleted") { $0.statusLine.hasPrefix(" LIST 1/1 [modified]") }

        try app.press("C-c")
        #expect(try app.waitForExitStatus() == 1)
        #expect(!app.fileExists("git-rebase-todo.listedit-emergency"))
        #expect(app.listeditErrors == "")
        #expect(app.bytes(of: "git-rebase-todo") == utf8("pick 1111111 one\npick 2222222 two\n"))
    }

    @Test("SIGINT from outside is Ctrl-C: the edits of a file are kept, and the program dies by SIGINT")
    func interruptFromOutsideKeepsEdits() throws {
        let app = try openList()
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }

        #expect(kill(try app.listeditPID(), SIGINT) == 0)
        #expect(try app.waitForExitStatus() == 128 + SIGINT)
        #expect(app.unsavedCopy(Self.emergencyFile) == utf8("two\nthree\n"))
        #expect(app.bytes(of: "list.txt") == utf8("one\ntwo\nthree\n"))
    }
}

/// What ends listedit in less usual ways: killed while stopped, a file-size limit, the
/// command after it in a pipe gone.
@Suite("Edits kept in less usual endings")
struct UnusualEndingTests {
    @Test("Ctrl-Z, then `kill %1` from the shell: the edits are kept and the terminal is the shell's, untouched")
    func killedWhileStopped() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.type("printf 'one\\ntwo\\n' > list.txt; stty -g > stty-before; \"$LISTEDIT\" --no-animation list.txt 2> errors.txt")
        try shell.press("Enter")
        try shell.waitFor("the file") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        try shell.press("d", "d")
        try shell.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/1 [modified]") }
        try shell.press("C-z")
        try shell.waitFor("stopped") { $0.contains("Stopped") }
        let pid = try shell.listeditPID()
        try shell.type("kill %1")
        try shell.press("Enter")
        let gone = poll(timeout: defaultTimeout) { kill(pid, 0) != 0 ? true : nil }
        #expect(gone == true, "listedit ended (bash sends SIGCONT after the signal to a stopped job)")
        #expect(shell.unsavedCopy("list.txt.listedit-emergency") == utf8("two\n"))
        // Both outcomes print a line of their own: a bare prompt can be the one before the
        // command is echoed.
        try shell.type("stty -g | cmp -s - stty-before && echo SAME-STTY || echo OTHER-STTY")
        try shell.press("Enter")
        let after = try shell.waitFor("the check") { $0.lines.contains("SAME-STTY") || $0.lines.contains("OTHER-STTY") }
        #expect(after.lines.contains("SAME-STTY"), "the shell's terminal settings were not touched")
        #expect(shell.contents(of: "errors.txt")?.contains("unsaved changes written to") == true)
    }

    @Test("A save past the file-size limit (ulimit -f): Not saved, with the reason; the edits stay")
    func fileSizeLimit() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: "seq 1 30000 > list.txt; ulimit -f 100", waitingFor: "the file") {
                $0.statusLine.hasPrefix(" LIST 1/30,000 ")
            }
        defer { app.close() }
        try app.press("+")
        try app.waitFor("Add") { $0.contains("┌") }
        try app.type(String(repeating: "long row ", count: 400))
        try app.press("Enter")
        try app.waitFor("added") { $0.statusLine.contains("[modified]") }
        try app.press("w")
        let refused = try app.waitFor("the save refused") { $0.contains("Not saved") }
        #expect(refused.contains("File too large"), "\(refused)")
        #expect(refused.statusLine.contains("[modified]"))
        #expect(app.contents(of: "list.txt") == (1...30000).map { "\($0)\n" }.joined(), "the file as it was")
        try app.press("Z", "Q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("In a pipe whose next command is gone: q says the list could not be handed on, keeps the edits, exits 141")
    func closedPipe() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.type("printf 'a\\nb\\nc\\n' | \"$LISTEDIT\" --no-animation 2> errors.txt | true; echo \"status=${PIPESTATUS[*]}\"")
        try shell.press("Enter")
        try shell.waitFor("the rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("d", "d")
        try shell.waitFor("a deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        try shell.press("q")
        let ended = try shell.waitFor("the statuses") { $0.lines.contains { $0.hasPrefix("status=") && $0.count > 7 && !$0.contains("$") } }
        #expect(ended.lines.contains("status=0 141 0"), "\(ended)")
        let errors = shell.contents(of: "errors.txt") ?? ""
        #expect(errors.contains("could not be written to standard output: Broken pipe"), "\(errors)")
        #expect(shell.unsavedCopy("listedit.listedit-emergency") == utf8("b\nc\n"))
    }
}
