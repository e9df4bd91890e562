import Testing
import TestSupport

@Suite("Starting without a usable terminal, and the command line")
struct StartupTests {
    @Test("Without a terminal (setsid, stdin /dev/null) it says why on stderr and exits 2")
    func withoutATerminal() throws {
        let binary = try Binary.listedit()
        let result = try runProcess("setsid", ["-w", binary, "--no-animation"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("listedit: "), "stderr: \(result.standardError)")
        #expect(result.standardError.hasSuffix("\n"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("With no controlling terminal but a terminal on stdin it says so and exits 2")
    func noControllingTerminal() throws {
        let command = try listeditCommand()
        let session = try TmuxSession(script: TmuxSession.recordingExitStatus(of: "setsid -w \(command) 2> stderr.txt"))
        defer { session.close() }

        #expect(try session.waitForExitStatus() == 2)
        #expect(session.contents(of: "stderr.txt") == "listedit: no terminal: /dev/tty cannot be opened\n")
    }

    @Test("An unusable TERM: a clear message on stderr, exit 2, the screen left alone", arguments: [
        TerminalType.dumb, .unset, .empty, .unknown,
    ])
    func unusableTerm(_ terminal: TerminalType) throws {
        let command = try listeditCommand(terminal: terminal)
        let session = try TmuxSession(script: TmuxSession.recordingExitStatus(of: "\(command) 2> stderr.txt"))
        defer { session.close() }

        #expect(try session.waitForExitStatus() == 2)
        let message = try #require(session.contents(of: "stderr.txt"))
        #expect(message.hasPrefix("listedit: "), "stderr: \(message)")
        #expect(message.contains("TERM"), "the message names TERM: \(message)")
        #expect(message.hasSuffix("\n"))
        #expect(message.split(separator: "\n").count == 1)
        let screen = try session.capture()
        #expect(!screen.contains("ListEdit sample"))
        #expect(screen.lines.allSatisfy { $0.isEmpty }, "nothing drawn:\n\(screen)")
    }

    @Test("--help prints the usage and exits 0")
    func helpOption() throws {
        let result = try runProcess(try Binary.listedit(), ["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: listedit"))
        #expect(result.standardOutput.contains("--no-animation"))
    }

    @Test("An unknown option is bad usage: exit 2 and a message on stderr")
    func unknownOption() throws {
        let result = try runProcess(try Binary.listedit(), ["--bogus"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("Unknown option '--bogus'"))
        #expect(result.standardOutput.isEmpty)
    }
}
