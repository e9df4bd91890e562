import Testing
import TestSupport

extension TmuxSession {
    /// The pid of the listedit running on the session's terminal, found by its terminal.
    func listeditPID(sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32 {
        let tty = try paneTTY().replacingOccurrences(of: "/dev/", with: "")
        return try #require(try runningListeditPID(), "no listedit on \(tty)", sourceLocation: sourceLocation)
    }

    /// The pid of the listedit running on the session's terminal, or nil if there is none (yet).
    func runningListeditPID() throws -> Int32? {
        let tty = try paneTTY().replacingOccurrences(of: "/dev/", with: "")
        let found = try runProcess("pgrep", ["-t", tty, "-x", "listedit"])
        return Int32(found.standardOutput.split(separator: "\n").first ?? "")
    }
}
