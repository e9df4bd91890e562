import Foundation
import Testing

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
}
