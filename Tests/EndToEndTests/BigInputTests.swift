import Foundation
import Testing
import TestSupport

/// Inputs at the edges of what listedit takes: a line of 100 MB, an endless pipe, a file of
/// 2 GB. Each opens or is refused with a clear message, never killed for memory, and the
/// terminal is restored after it.
@Suite("Big inputs")
struct BigInputTests {
    /// The process's peak resident memory so far, in bytes (`VmHWM` in /proc).
    private func peakMemory(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }

    @Test("A 100 MB line opens, shows cut, saves byte for byte, with memory at most twice the file")
    func hundredMegabyteLine() throws {
        let lineLength = 100_000_000
        let setUp = """
            stty -g > stty-before
            head -c \(lineLength) /dev/zero | tr '\\0' x > big.txt
            printf '\\nlast\\n' >> big.txt
            """
        let app = try TmuxSession.launchListeditOnFile(["big.txt"], setUp: setUp, waitingFor: "the two rows") {
            $0.statusLine.hasPrefix(" LIST 1/2 ")
        }
        defer { app.close() }
        let screen = try app.capture()
        #expect(screen.line(2) == "   " + String(repeating: "x", count: 75) + "…", "the line is cut at the edge:\n\(screen)")
        #expect(screen.line(3) == "   last")

        try app.press("j")
        try app.waitFor("the cursor on last") { $0.statusLine.hasPrefix(" LIST 2/2 ") }
        try app.press("d", "d")
        try app.waitFor("last deleted") { $0.statusLine.hasPrefix(" LIST 1/1 [modified]") }
        try app.press("w")
        try app.waitFor("the save's message", timeout: .seconds(30)) { $0.statusLine.contains("Wrote 1 row to big.txt") }

        let pid = try app.listeditPID()
        let peak = try #require(peakMemory(of: pid))
        let fileSize = lineLength + 6
        #expect(peak <= 2 * fileSize, "peak memory \(peak / 1_000_000) MB for a file of \(fileSize / 1_000_000) MB")

        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
        let saved = try #require(app.bytes(of: "big.txt"))
        #expect(saved.count == lineLength + 1)
        #expect(saved.last == 0x0A && saved.dropLast().allSatisfy { $0 == UInt8(ascii: "x") }, "the line, byte for byte, and its newline")
        #expect(try runProcess("stty", ["-g", "-F", app.paneTTY()]).standardOutput == app.contents(of: "stty-before"),
                "the terminal's settings are back")
    }

    @Test("A 2 GB file with less memory than it needs is refused with the reason and exit 1, before any screen")
    func twoGigabytesWithTooLittleMemory() throws {
        let command = try listeditCommand(["big.bin"])
        // 1.5 GB of address space: enough for listedit, not for a file of 2 GB read whole.
        let session = try TmuxSession(script: TmuxSession.recordingExitStatus(of: """
            stty -g > stty-before
            truncate -s 2G big.bin
            (ulimit -v 1500000; \(command) 2> stderr.txt)
            """))
        defer { session.close() }
        #expect(try session.waitForExitStatus(timeout: .seconds(30)) == 1, "refused, not killed")
        let message = try #require(session.contents(of: "stderr.txt"))
        #expect(message.hasPrefix("listedit: big.bin is 2.0 GiB: listedit reads a file whole and needs about 2.5 GiB of memory for it, but only "),
                "stderr: \(message)")
        #expect(message.hasSuffix(" is available\n"))
        let screen = try session.capture()
        #expect(screen.lines.allSatisfy { $0.isEmpty }, "nothing drawn:\n\(screen)")
        #expect(try runProcess("stty", ["-g", "-F", session.paneTTY()]).standardOutput == session.contents(of: "stty-before"))
    }

    @Test("yes | listedit stops at the pipe's cap: the reason on stderr, exit 1, memory bounded")
    func endlessPipe() throws {
        let command = try listeditCommand()
        let session = try TmuxSession(script: TmuxSession.recordingExitStatus(of: """
            stty -g > stty-before
            yes | /usr/bin/time -f %M -o peak-kb.txt \(command) > stdout.txt 2> stderr.txt
            """))
        defer { session.close() }
        #expect(try session.waitForExitStatus(timeout: .seconds(30)) == 1)
        #expect(session.contents(of: "stderr.txt")
            == "listedit: standard input: the input is larger than 64 MiB, the most listedit reads from a pipe\n")
        #expect(session.bytes(of: "stdout.txt") == [])
        // GNU time writes "Command exited with non-zero status 1", then the peak in KiB.
        let report = session.contents(of: "peak-kb.txt") ?? ""
        let peak = try #require(report.split(separator: "\n").last.flatMap { Int($0) }, "time's report: \(report)")
        #expect(peak * 1024 <= 2 * (64 << 20), "peak memory \(peak / 1024) MiB reading an endless pipe")
        let screen = try session.capture()
        #expect(screen.lines.allSatisfy { $0.isEmpty }, "nothing drawn:\n\(screen)")
        #expect(try runProcess("stty", ["-g", "-F", session.paneTTY()]).standardOutput == session.contents(of: "stty-before"))
    }
}
