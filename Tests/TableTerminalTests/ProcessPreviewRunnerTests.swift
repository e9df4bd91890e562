import Testing
import LibC
import TableTerminal

@Suite("Preview commands in the background")
struct ProcessPreviewRunnerTests {
    /// The finished run, waited for at most `seconds`.
    private func finished(_ runner: ProcessPreviewRunner, within seconds: Double = 10) -> (command: String, result: ShellCommandResult)? {
        let deadline = TerminalClock.seconds() + seconds
        while TerminalClock.seconds() < deadline {
            if let done = runner.takeFinished() { return done }
            var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
            nanosleep(&pause, nil)
        }
        return nil
    }

    /// Whether a process named in `pidFile` is alive.
    private func isAlive(pidFile: String) -> Bool? {
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
              let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return kill(pid, 0) == 0
    }

    @Test("A command's output comes back with its status; starting does not wait for it")
    func output() throws {
        let runner = ProcessPreviewRunner()
        let before = TerminalClock.seconds()
        runner.start("sleep 0.2; echo hello; echo oops >&2; exit 3")
        #expect(TerminalClock.seconds() - before < 0.1, "start returns at once")
        #expect(runner.isRunning)
        let done = try #require(finished(runner))
        #expect(done.command == "sleep 0.2; echo hello; echo oops >&2; exit 3")
        #expect(done.result.output == Array("hello\n".utf8))
        #expect(done.result.errorOutput == Array("oops\n".utf8))
        #expect(done.result.status == 3)
        #expect(!runner.isRunning)
    }

    @Test("A new command stops the one still running, and everything it started; only the new one's output comes")
    func replaced() throws {
        let runner = ProcessPreviewRunner()
        let pidFile = "/tmp/listedit-preview-\(getpid()).pid"
        defer { unlink(pidFile) }
        runner.start("sleep 30 & echo $! > \(pidFile); wait")
        let deadline = TerminalClock.seconds() + 10
        while isAlive(pidFile: pidFile) != true, TerminalClock.seconds() < deadline {}
        #expect(isAlive(pidFile: pidFile) == true)
        runner.start("echo second")
        let done = try #require(finished(runner))
        #expect(done.command == "echo second")
        let gone = TerminalClock.seconds() + 10
        while isAlive(pidFile: pidFile) == true, TerminalClock.seconds() < gone {}
        #expect(isAlive(pidFile: pidFile) == false, "the first command's child was killed with it")
        #expect(runner.takeFinished() == nil, "the first one's output never comes")
    }

    @Test("A command that never stops printing is read up to the limit, then ends")
    func endless() throws {
        let runner = ProcessPreviewRunner(outputLimit: 100_000)
        runner.start("yes")
        let done = try #require(finished(runner))
        #expect(done.result.output.count >= 100_000 && done.result.output.count < 100_000 + 65_536)
        #expect(done.result.outputWasCut && done.result.status == 141, "yes ends by SIGPIPE once reading stops")
    }
}
