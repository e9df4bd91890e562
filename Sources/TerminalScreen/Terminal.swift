/// What a terminal delivers to the run loop.
public enum TerminalInput: Hashable, Sendable {
    /// A key.
    case key(Key)
    /// A mouse event.
    case mouse(MouseEvent)
    /// Text the user pasted (a terminal that brackets pastes says where it starts and ends),
    /// as it came: it is text to insert, never keys to run.
    case paste(String)
    /// The terminal changed size; ``Terminal/size`` is already the new one.
    case resize
    /// A signal asked the program to stop (SIGTERM, SIGHUP, SIGINT from outside), or the
    /// terminal went away (SIGHUP).
    case signal(Int32)
}

/// Where the list view runs: a terminal shows frames and delivers input. The ncurses
/// terminal is the real one; the in-memory terminal plays input from a script and keeps
/// every frame, so that tests drive the whole run loop without a terminal.
///
/// Rendering never touches a terminal: it fills a ``Frame``, which the terminal then shows.
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Shows `frame`; `cursor` is where the terminal's cursor goes, or `nil` to hide it.
    func show(_ frame: Frame, cursor: Point?)
    /// Waits for input: forever, or at most `milliseconds`. Returns `nil` when the time is up.
    func readInput(timeout milliseconds: Int?) -> TerminalInput?
    /// Whether input is waiting to be read, without waiting or reading it: long work (a
    /// filter's search of a hundred million rows) stops for a key typed meanwhile.
    func hasPendingInput() -> Bool
    /// Hands the terminal back to the shell until the program is continued (Ctrl-Z, `fg`);
    /// the next frame is then drawn in full.
    func suspend()
    /// Rings the terminal's bell.
    func bell()
    /// Forgets what the screen is thought to show, so that the next frame is drawn whole
    /// (Ctrl-L, after another program wrote over it).
    func redraw()
    /// Puts `text` on the terminal's clipboard (OSC 52), where the terminal accepts it.
    func copyToClipboard(_ text: String)
    /// Runs `command` with `sh -c`, `input` on its standard input, with the terminal handed
    /// back to it meanwhile (so that Ctrl-C stops the command, not the program); then the
    /// next frame is drawn in full.
    func runShellCommand(_ command: String, input: [UInt8]) -> ShellCommandResult
}

extension Terminal {
    /// A terminal that keeps nothing between frames has nothing to forget.
    public func redraw() {}
    /// A terminal that cannot tell says nothing is waiting: long work runs to its end.
    public func hasPendingInput() -> Bool { false }
    /// A terminal without a clipboard ignores it.
    public func copyToClipboard(_ text: String) {}
    /// A terminal that runs no commands says so.
    public func runShellCommand(_ command: String, input: [UInt8]) -> ShellCommandResult {
        .notRun("this terminal runs no commands")
    }
}
