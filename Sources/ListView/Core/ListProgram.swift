import TerminalScreen
import TableKit

/// The list view as a running program: the state, the table it shows, the host around it,
/// the clock, and the renderer's memo. ``send(_:)`` steps the state with an event and
/// returns its effects; ``render()`` draws the current frame. ``RunLoop`` drives it on a
/// ``Terminal``; tests drive it directly or through the loop on a ``MemoryTerminal``.
public final class ListProgram {
    /// The table shown (its data source and delegate are the caller's to keep).
    public let table: Table
    /// The view's state.
    public private(set) var state: ListState
    /// How it looks and behaves.
    public var options: ViewOptions
    /// The program around the view: what it knows, and saving.
    public weak var host: (any ListHost)?
    /// The time, in seconds; injected so that tests control animations.
    public let clock: () -> Double
    /// What the renderer remembers between frames.
    public let memo: RenderMemo
    /// Keys the app binds to its own actions (see ``AppKeyBinding``); `?` help lists them.
    public var appKeys: [AppKeyBinding] = [] {
        didSet { options.appKeysHelp = appKeys.map { .binding(keys: $0.label, text: $0.help) } }
    }
    /// Where yanked and deleted rows go, and puts take them from: by default the program's
    /// own; listedit shares one between its instances.
    public var pasteboard: any ListPasteboard = MemoryPasteboard()
    /// Runs preview commands (`--preview`) in the background; without one, a preview pane
    /// says that no command runs.
    public var previewRunner: (any PreviewRunner)?
    /// Whether the user typed something not yet read: ``RunLoop`` sets it to its terminal's
    /// ``Terminal/hasPendingInput()``, so that a long search stops for the next key.
    public var inputIsPending: (() -> Bool)?
    /// Whether the user typed Esc or Ctrl-C: ``RunLoop`` sets it to read what was typed,
    /// keeping other input for after the work, so that `n` through millions of rows stops only
    /// when asked to and the keys typed after it act on the row it finds.
    public var interruptIsPending: (() -> Bool)?
    /// Input read while the run loop waited for the file or a search, to be handled, in
    /// order, before the terminal is read again.
    var typeahead: [TerminalInput] = []
    /// What the app does every so often (see ``every(_:_:)``), and when next.
    var ticker: (interval: Double, next: Double, action: (ListProgram) -> Void)?
    private let changes: TableChangeLog

    /// Creates the view over `table` on a screen of `size`; it becomes the table's observer.
    public init(
        table: Table, options: ViewOptions, host: (any ListHost)? = nil, size: Size = Size(width: 80, height: 24),
        memo: RenderMemo = RenderMemo(), clock: @escaping () -> Double
    ) {
        self.table = table
        self.options = options
        self.host = host
        self.clock = clock
        self.memo = memo
        changes = TableChangeLog(observing: table)
        state = ListState(table: table, size: size)
        state.scrollIntoView(table)
    }

    /// What `update` reads, as of now.
    public var environment: ListEnvironment {
        ListEnvironment(
            table: table, host: host, options: options, now: clock(), changes: changes, pasteboard: pasteboard,
            inputIsPending: inputIsPending, interruptIsPending: interruptIsPending)
    }

    /// Steps the state with `event`.
    /// - Returns: the effects for the run loop to perform.
    @discardableResult
    public func send(_ event: ListEvent) -> [ListEffect] {
        // What changed the table since the last event (an app's action or timer, the host
        // reloading) is an event of its own, so that the state follows it before this one.
        let outside = changes.take()
        if !outside.isEmpty { _ = state.update(.tableChanged(outside), in: environment) }
        if case let .key(key) = event, let binding = appBinding(for: key) { return perform(binding) }
        return state.update(event, in: environment)
    }

    /// Sends each key in turn; returns the effects of all of them.
    @discardableResult
    public func send(keys: [Key]) -> [ListEffect] {
        keys.flatMap { send(.key($0)) }
    }

    /// Shows a message on the status line until the next key (a program's notice at start-up:
    /// "New file", "Read-only").
    public func show(_ message: StatusMessage) {
        send(.notice(message))
    }

    /// Asks a question on the status line, which stays until one of its answers is typed;
    /// the host acts on the answer (a file's unsaved copy at start-up: recover, delete, ignore).
    public func ask(_ question: HostQuestion) {
        send(.ask(question))
    }

    /// Submits the text typed into an open Add, Insert or retype field, as Enter would: for a
    /// program told to stop (SIGHUP, SIGTERM) with a field open, so that what was typed is in
    /// the list when its unsaved edits are kept.
    /// - Returns: whether there was text to submit.
    @discardableResult
    public func submitTypedRow() -> Bool {
        guard case let .textField(field, purpose) = state.overlay, !field.text.isEmpty else { return false }
        switch purpose {
        case .add, .addNear, .edit, .insert:
            send(.key(.enter))
            return true
        case .saveAs, .command, .filter:
            return false
        }
    }

    /// The frame for the current state.
    public func render() -> RenderedFrame {
        ListRenderer.render(
            state, table: table, options: options, marks: FileMarks(host), now: clock(), memo: memo)
    }
}
