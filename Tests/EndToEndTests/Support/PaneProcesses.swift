import Testing
import TestSupport

extension TmuxSession {
    /// The pid of the listedit running on the session's terminal, found by its terminal.
    func listeditPID(sourceLocation: SourceLocation = #_sourceLocation) throws -> Int32 {
        let tty = try paneTTY().replacingOccurrences(of: "/dev/", with: "")
        let found = try runProcess("pgrep", ["-t", tty, "-x", "listedit"])
        let pid = Int32(found.standardOutput.split(separator: "\n").first ?? "")
        return try #require(pid, "no listedit on \(tty): \(found.standardError)", sourceLocation: sourceLocation)
    }
}
