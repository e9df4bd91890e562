import TerminalScreen

/// Runs preview commands in the background, one at a time, so that keys never wait for
/// one: starting another, or cancelling, stops the one still running. The run loop asks for
/// a finished run between keys.
public protocol PreviewRunner: AnyObject {
    /// Starts `command` with `sh -c`, stopping any run still going.
    func start(_ command: String)
    /// Stops the run still going, if any; its output is never delivered.
    func cancel()
    /// Whether a run is going: the run loop then looks for its end every few milliseconds.
    var isRunning: Bool { get }
    /// The run that ended since the last call, if one did: its command and what it printed.
    func takeFinished() -> (command: String, result: ShellCommandResult)?
}
