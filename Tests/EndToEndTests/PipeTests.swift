import Testing

/// `cmd | listedit | cmd2`: rows from stdin, the screen on /dev/tty, the list on stdout.
@Suite("Pipes")
struct PipeTests {
    /// Runs `pipeline` at the interactive shell's prompt, then prints `status=` and bash's
    /// PIPESTATUS on their own line.
    private func type(_ pipeline: String, in shell: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try shell.type(pipeline + "; echo \"status=${PIPESTATUS[*]}\"", sourceLocation: sourceLocation)
        try shell.press("Enter", sourceLocation: sourceLocation)
    }

    /// The statuses the pipeline printed (`0 130 0`), once it has: a line `status=` and digits,
    /// not the typed command's echo.
    private func pipeStatus(_ screen: Screen) -> String? {
        screen.lines.lazy.compactMap { line -> String? in
            guard line.hasPrefix("status="), line.count > 7 else { return nil }
            let statuses = line.dropFirst(7)
            return statuses.allSatisfy { $0.isNumber || $0 == " " } ? String(statuses) : nil
        }.first
    }

    /// The listedit command as typed at the interactive shell's prompt.
    private let listedit = "SWIFT_BACKTRACE=interactive=no \"$LISTEDIT\" --no-animation"

    @Test("printf | listedit | od -c: e J e q hands on the reordered rows, and not one escape byte")
    func reorderedRowsGoToStandardOutput() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }

        try type("printf 'b\\na\\n' | \(listedit) | od -c | tee od.txt", in: shell)
        let opened = try shell.waitFor("the piped rows") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        #expect(opened.topBar.contains("standard input"))
        #expect(opened.lines(2...3) == ["   b", "   a"])

        try shell.press("e")
        try shell.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/2 ") }
        try shell.press("J")
        try shell.waitFor("b moved below a") { $0.statusLine.hasPrefix(" EDITING 2/2 [modified]") }
        try shell.press("e")
        try shell.waitFor("editing mode left") { $0.statusLine.hasPrefix(" LIST 2/2 [modified]") }

        // No question: q hands the list on.
        try shell.press("q")
        let after = try shell.waitFor("the pipeline's statuses") { pipeStatus($0) != nil }
        #expect(pipeStatus(after) == "0 0 0 0", "printf, listedit, od, tee:\n\(after)")
        #expect(!after.contains("Save changes?"))
        #expect(after.lines.contains(#"0000000   a  \n   b  \n"#), "od's dump on the terminal:\n\(after)")
        #expect(shell.contents(of: "od.txt") == "0000000   a  \\n   b  \\n\n0000004\n")
        #expect(!(shell.contents(of: "od.txt") ?? "").contains("033"), "no escape byte reached stdout")
    }

    @Test("On a terminal that gets SGR mouse reports asked for by listedit (tmux-256color), not one byte of that reaches stdout")
    func mouseModeStaysOnTheTerminal() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }

        try type("printf 'f1\\nf2' | TERM=tmux-256color \(listedit) > out", in: shell)
        try shell.waitFor("the piped rows") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        #expect(try shell.paneFormat("#{mouse_sgr_flag}") == "1", "asked of the terminal")
        try shell.press("q")
        let after = try shell.waitFor("the pipeline's statuses") { pipeStatus($0) != nil }
        #expect(pipeStatus(after) == "0 0", "printf, listedit:\n\(after)")
        #expect(shell.bytes(of: "out") == utf8("f1\nf2"), "the input, and nothing after its last line")
    }

    @Test("printf 'b\\r\\na\\r\\n' | listedit > out, q without edits: out is the input, byte for byte")
    func unchangedInputPassesThroughByteExact() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }

        try type("printf 'b\\r\\na\\r\\n' | \(listedit) > out", in: shell)
        let opened = try shell.waitFor("the piped rows") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        #expect(opened.lines(2...3) == ["   b", "   a"], "\\r is the line ending, not shown")

        try shell.press("q")
        let after = try shell.waitFor("the pipeline's statuses") { pipeStatus($0) != nil }
        #expect(pipeStatus(after) == "0 0", "printf, listedit:\n\(after)")
        #expect(shell.bytes(of: "out") == utf8("b\r\na\r\n"))
    }

    @Test("listedit - reads standard input as a pipe, as cat - does; with the terminal as stdin it says why not")
    func dashIsStandardInput() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }

        try type("printf 'x\\ny\\n' | \(listedit) - > out", in: shell)
        let opened = try shell.waitFor("the piped rows") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        #expect(opened.topBar.contains("standard input"))
        try shell.press("q")
        let after = try shell.waitFor("the pipeline's statuses") { pipeStatus($0) != nil }
        #expect(pipeStatus(after) == "0 0", "printf, listedit:\n\(after)")
        #expect(shell.bytes(of: "out") == utf8("x\ny\n"))
        #expect(shell.contents(of: "-") == nil, "no file named -")

        try shell.type("\(listedit) - 2> err; echo \"refused=$?\"")
        try shell.press("Enter")
        try shell.waitFor("the refusal's status") { $0.lines.contains("refused=2") }
        #expect(shell.contents(of: "err") == "listedit: -: standard input is a terminal; pipe text in (cmd | listedit -)\n")
    }

    @Test("Ctrl-C in a pipe writes nothing to stdout and exits 130")
    func ctrlCWritesNothing() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }

        try type("printf 'b\\na\\n' | \(listedit) | od -c | tee od.txt", in: shell)
        try shell.waitFor("the piped rows") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        try shell.press("e")
        try shell.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/2 ") }
        try shell.press("J")
        try shell.waitFor("a change") { $0.statusLine.hasPrefix(" EDITING 2/2 [modified]") }

        try shell.press("C-c")
        let after = try shell.waitFor("the pipeline's statuses") { pipeStatus($0) != nil }
        #expect(pipeStatus(after) == "0 130 0 0", "printf, listedit, od, tee:\n\(after)")
        #expect(shell.contents(of: "od.txt") == "0000000\n", "od read nothing")
        #expect(!after.contains("Save changes?"))
    }

    @Test("Over 64 MiB on stdin: the message on stderr and exit 1, before any screen")
    func inputOverTheLimit() throws {
        let command = try listeditCommand()
        let session = try TmuxSession(script: TmuxSession.recordingExitStatus(
            of: "head -c 70000000 /dev/zero | tr '\\0' x | \(command) > stdout.txt 2> stderr.txt"))
        defer { session.close() }

        #expect(try session.waitForExitStatus() == 1)
        #expect(session.contents(of: "stderr.txt")
            == "listedit: standard input: the input is larger than 64 MiB, the most listedit reads from a pipe\n")
        #expect(session.bytes(of: "stdout.txt") == [])
        let screen = try session.capture()
        #expect(screen.lines.allSatisfy { $0.isEmpty }, "nothing drawn:\n\(screen)")
    }
}
