import Foundation
import Testing
import TestSupport

/// Signals from outside, and a crash: each time the terminal is restored first, then the
/// program ends by the signal (status 128 + n), as a shell expects.
@Suite("Signals and crashes")
struct SignalTests {
    /// The pid of the listedit running in the session's pane, found by its terminal.
    private func listeditPID(in app: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32 {
        let tty = try app.paneTTY().replacingOccurrences(of: "/dev/", with: "")
        let found = try runProcess("pgrep", ["-t", tty, "-x", "listedit"])
        let pid = Int32(found.standardOutput.split(separator: "\n").first ?? "")
        return try #require(pid, "no listedit on \(tty): \(found.standardError)", sourceLocation: sourceLocation)
    }

    @Test("SIGTERM, SIGHUP and SIGINT from outside restore the terminal, then end by the signal", arguments: [
        (SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGINT, "INT"),
    ])
    func signalFromOutside(_ signal: (number: Int32, name: String)) throws {
        let app = try TmuxSession.launchListedit(setUp: "stty -g > stty-before", tearDown: "stty -g > stty-after")
        defer { app.close() }
        try app.waitFor("the sample list") { $0.statusLine.hasPrefix(" LIST 1/11 ") }
        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING ") }

        #expect(kill(try listeditPID(in: app), signal.number) == 0)
        #expect(try app.waitForExitStatus() == 128 + signal.number, "SIG\(signal.name)")
        #expect(app.contents(of: "stty-after") == app.contents(of: "stty-before"), "the terminal's settings are back")
        #expect(!(try app.capture()).contains("ListEdit sample"), "the alternate screen is gone")
    }

    @Test("A Swift runtime trap (SIGILL) restores the terminal, prints the backtrace and dies by SIGILL")
    func crash() throws {
        // Every Swift trap raises SIGILL; the guard cannot tell one sent with kill from one
        // raised by the program, so this is the same path.
        let app = try TmuxSession.launchListedit(setUp: "stty -g > stty-before", tearDown: "stty -g > stty-after")
        defer { app.close() }
        try app.waitFor("the sample list") { $0.statusLine.hasPrefix(" LIST 1/11 ") }

        #expect(kill(try listeditPID(in: app), SIGILL) == 0)
        #expect(try app.waitForExitStatus() == 128 + SIGILL)
        #expect(app.contents(of: "stty-after") == app.contents(of: "stty-before"), "the terminal's settings are back")
        let screen = try app.capture()
        #expect(screen.contains("Backtrace took"), "the backtrace prints on the normal screen:\n\(screen)")
        #expect(screen.lines.joined().contains("Illegal instruction"), "and the shell reports the signal (its line may wrap)")
        #expect(!screen.contains("Homepwner"))
    }

    @Test("A crash without SWIFT_BACKTRACE set exits at once (no 30 s wait for a key), keeps the unsaved edits and says where in one line")
    func crashExitsAtOnce() throws {
        let shell = try TmuxSession.interactiveShell(width: 160)
        defer { shell.close() }
        try shell.type("printf 'one\\ntwo\\nthree\\n' > list.txt; env -u SWIFT_BACKTRACE \"$LISTEDIT\" --no-animation list.txt; echo \"EXIT=$?\"")
        try shell.press("Enter")
        try shell.waitFor("the file") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("d", "d")
        try shell.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        let start = ContinuousClock.now
        #expect(kill(try shell.listeditPID(), SIGILL) == 0)
        let ended = try shell.waitFor("the exit, with no wait for a key") { $0.lines.contains("EXIT=132") }
        #expect(ContinuousClock.now - start < .seconds(5), "no wait for a key")
        let said = ended.lines.filter { $0.hasPrefix("listedit: ") }
        #expect(said == ["listedit: crashed (illegal instruction); unsaved edits written to ./list.txt.listedit-emergency "
            + "(SWIFT_BACKTRACE=enable=yes for a backtrace)"], "\(ended)")
        #expect(!ended.contains("Press space"))
        #expect(shell.unsavedCopy("list.txt.listedit-emergency") == utf8("two\nthree\n"))
        #expect(shell.bytes(of: "list.txt") == utf8("one\ntwo\nthree\n"))
    }
}
