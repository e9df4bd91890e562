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
}
