import Foundation
import Testing

extension TmuxSession {
    /// Where ``launchListeditOnFile(_:setUp:width:height:waitingFor:sourceLocation:until:)``
    /// sends listedit's standard error, in the scratch folder.
    static let listeditErrorFile = "stderr.txt"

    /// Starts a session whose pane runs `setUp` in the scratch folder (shell lines that write
    /// the file to edit, e.g. with `printf`), then `listedit --no-animation arguments` with
    /// its stderr to ``listeditErrorFile``, records its exit status, and waits for the first
    /// screen `firstScreen` accepts.
    static func launchListeditOnFile(
        _ arguments: [String], setUp: String = "", width: Int = 80, height: Int = 24,
        waitingFor what: String, sourceLocation: SourceLocation = #_sourceLocation,
        until firstScreen: (Screen) -> Bool
    ) throws -> TmuxSession {
        let command = try listeditCommand(["--no-animation"] + arguments, sourceLocation: sourceLocation)
        let script = recordingExitStatus(of: """
            \(setUp)
            \(command) 2> \(listeditErrorFile)
            """)
        let session = try TmuxSession(script: script, width: width, height: height, sourceLocation: sourceLocation)
        do {
            try session.waitFor(what, sourceLocation: sourceLocation, firstScreen)
        } catch {
            session.close()
            throw error
        }
        return session
    }

    /// listedit on `list.txt` of `lines` lines `line 1`, `line 2`, …, once its first screen
    /// shows them.
    static func launchListeditOnNumberedLines(
        _ lines: Int, width: Int = 60, height: Int = 12, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TmuxSession {
        try launchListeditOnFile(
            ["list.txt"], setUp: "seq -f 'line %g' 1 \(lines) > list.txt", width: width, height: height,
            waitingFor: "the list", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 1/\(lines) ") }
    }

    /// What listedit wrote to standard error, once it has exited.
    var listeditErrors: String? { contents(of: Self.listeditErrorFile) }
}
