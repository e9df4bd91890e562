import TerminalText
import TerminalScreen

/// The preview pane's state: whether it shows, for which command, what that printed, and
/// how far it is scrolled. Outputs are kept per command (so per row), so that going back to
/// a row shows its preview at once.
public struct PreviewPane: Equatable, Sendable {
    /// Where the pane goes.
    public internal(set) var window: PreviewWindow
    /// Whether it is on screen (a key hides and shows it).
    public internal(set) var isShown: Bool
    /// The command for the cursor's row, whose output shows or is awaited; nil with no row.
    public internal(set) var command: String?
    /// What the command printed (or, when it failed, its error output).
    public internal(set) var output: PreviewOutput?
    /// Whether the command is still running.
    public internal(set) var isWaiting = false
    /// The first output line on show.
    public internal(set) var scroll = 0
    /// Outputs of the last commands, by command.
    var cache = PreviewCache()

    init(window: PreviewWindow) {
        self.window = window
        isShown = !window.isHidden
    }

    /// The pane's rectangle on a screen of `screen`, or nil when it is hidden or the screen
    /// leaves no room for it beside a usable list.
    func area(on screen: Size) -> Rect? {
        guard isShown else { return nil }
        switch window.side {
        case .right:
            let width = screen.width * window.percent / 100
            guard width >= 3, screen.width - width >= 20 else { return nil }
            return Rect(x: screen.width - width, y: 0, width: width, height: screen.height)
        case .bottom:
            let height = screen.height * window.percent / 100
            guard height >= 2, screen.height - height >= 5 else { return nil }
            return Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
        }
    }
}

/// What a preview command printed, as the pane shows it.
public struct PreviewOutput: Equatable, Sendable {
    /// Its lines, colours kept and controls escaped.
    public var lines: [[Glyph]]
    /// Whether the command failed: the lines are then its error output.
    public var failed: Bool
    /// Its exit status.
    public var status: Int32
    /// Whether there was more than the lines kept (the pane says `5000+`).
    public var isCut: Bool

    /// The pane's lines for a command's `result`: its output, or when it failed (or printed
    /// nothing but errors) its error output. An output cut at the runner's limit is shown,
    /// whatever the status its command then ended with.
    init(_ result: ShellCommandResult, escapeStyle: Style) {
        failed = !result.outputWasCut && (result.status != 0 || (result.output.isEmpty && !result.errorOutput.isEmpty))
        status = result.status
        var lines = ColoredText.lines(
            failed ? result.errorOutput : result.output, escapeStyle: escapeStyle, maxLines: Self.maxLines + 1)
        isCut = result.outputWasCut || lines.count > Self.maxLines
        if lines.count > Self.maxLines { lines.removeLast() }
        self.lines = lines
    }

    /// The most lines kept of one output.
    static let maxLines = 5000
}

/// The outputs of the last few preview commands, the oldest forgotten first.
struct PreviewCache: Equatable, Sendable {
    private var outputs: [String: PreviewOutput] = [:]
    private var order: [String] = []

    /// How many outputs are kept.
    static let capacity = 64

    subscript(command: String) -> PreviewOutput? { outputs[command] }

    mutating func keep(_ output: PreviewOutput, for command: String) {
        if outputs.updateValue(output, forKey: command) == nil { order.append(command) }
        if order.count > Self.capacity { outputs[order.removeFirst()] = nil }
    }
}
