import LibC

/// A terminal in memory, for tests: input comes from a script, and every frame shown is
/// kept. When the script runs out it reports SIGHUP, as a real terminal does when it goes
/// away, so a run loop driven by it always ends.
public final class MemoryTerminal: Terminal {
    /// The size; a `.resize` in the script takes the size that follows it.
    public private(set) var size: Size
    /// What was put on the clipboard (OSC 52), oldest first.
    public private(set) var clipboard: [String] = []
    /// Every frame shown, oldest first.
    public private(set) var frames: [Frame] = []
    /// The cursor of the last frame, if shown.
    public private(set) var cursor: Point?
    /// How many times the program suspended itself.
    public private(set) var suspensions = 0
    /// How many times the whole screen was asked to be drawn again (Ctrl-L).
    public private(set) var redraws = 0
    /// How many times the bell rang.
    public private(set) var bells = 0
    /// How many inputs have been read.
    public private(set) var inputsRead = 0
    /// The timeouts the run loop waited with, one per read (`nil`: forever).
    public private(set) var timeouts: [Int?] = []
    private var script: [ScriptedInput]

    /// One step of a script: an input, or a new size followed by its `.resize`.
    public enum ScriptedInput: Hashable, Sendable {
        /// An input, read as it is.
        case input(TerminalInput)
        /// The terminal becomes `size`, and reports `.resize`.
        case resize(Size)
        /// A wait that times out (an animation frame's time passing).
        case timeout
    }

    /// A terminal of `size` that will deliver `script`.
    public init(size: Size = Size(width: 80, height: 24), script: [ScriptedInput] = []) {
        self.size = size
        self.script = script
    }

    /// Adds to the script.
    public func feed(_ inputs: [ScriptedInput]) { script += inputs }

    /// Adds keys to the script.
    public func type(_ keys: Key...) { script += keys.map { .input(.key($0)) } }

    /// Adds each character of `text` to the script as a key.
    public func type(_ text: String) { script += text.map { .input(.key(.character($0))) } }

    /// The last frame shown.
    public var frame: Frame? { frames.last }

    public func show(_ frame: Frame, cursor: Point?) {
        frames.append(frame)
        self.cursor = cursor
    }

    /// Whether the script's next step is an input or a resize (a wait is not).
    public func hasPendingInput() -> Bool {
        switch script.first {
        case .input?, .resize?: true
        case .timeout?, nil: false
        }
    }

    public func readInput(timeout milliseconds: Int?) -> TerminalInput? {
        timeouts.append(milliseconds)
        guard !script.isEmpty else { return .signal(SIGHUP) }
        inputsRead += 1
        switch script.removeFirst() {
        case let .input(input): return input
        case let .resize(newSize):
            size = newSize
            return .resize
        case .timeout: return nil
        }
    }

    public func suspend() { suspensions += 1 }

    public func bell() { bells += 1 }

    public func redraw() { redraws += 1 }

    public func copyToClipboard(_ text: String) { clipboard.append(text) }

    /// What runs a shell command on this terminal (a test gives it the real runner, or a
    /// stand-in); nil: none runs.
    public var shell: ((String, [UInt8]) -> ShellCommandResult)?

    public func runShellCommand(_ command: String, input: [UInt8]) -> ShellCommandResult {
        shell?(command, input) ?? .notRun("this terminal runs no commands")
    }
}
