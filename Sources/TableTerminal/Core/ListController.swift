import TableKit

/// The list view's state and behaviour, without a terminal: keys and mouse events go in,
/// intents change the table and the view state, and ``render(size:)`` draws a frame from
/// that state. The run loop around it only reads keys and shows frames.
public final class ListController {
    /// The table shown.
    public let table: Table
    /// How it looks.
    public var options: ViewOptions {
        didSet {
            rowLines.removeAll()
            symbols = MeasuredSymbols(options)
        }
    }
    /// The program around the view: saving and quitting.
    public weak var host: (any ListHost)?

    /// The row the cursor is on, or `nil` when the table has no rows.
    public internal(set) var cursor: IndexPath?
    /// What is shown over the table.
    public internal(set) var overlay: Overlay = .none
    /// The status line's message, until the next key.
    public internal(set) var status: StatusMessage?

    /// The first body line on screen.
    var top: BodyItem?
    /// The size of the last frame drawn, for paging and mouse hits.
    var size = Size(width: 80, height: 24)
    /// Where things were on the last frame drawn, for the mouse.
    var layout = ScreenLayout()
    /// The time, in seconds; injected so that tests control animations.
    let clock: () -> Double
    var animations = Animations()
    /// The last frame's row lines, which the next frame copies where it can.
    let rowLines = RowLineCache()
    /// The symbols measured for the options.
    var symbols: MeasuredSymbols
    /// Whether a mouse drag of a reorder control is in progress.
    var mouseDragging = false
    /// The rows the updates since the current key put in place (inserted, moved, reloaded),
    /// so that undo and redo can show where they acted.
    var rowsTouchedByKey: [IndexPath] = []

    /// Creates the view over `table` (whose data source and delegate the caller keeps),
    /// observing its updates to keep the cursor on the same row.
    public init(table: Table, options: ViewOptions, host: (any ListHost)? = nil, clock: @escaping () -> Double) {
        self.table = table
        self.options = options
        symbols = MeasuredSymbols(options)
        self.host = host
        self.clock = clock
        cursor = table.indexPath(forGlobalRow: 0)
        table.observer = self
    }

    var walker: BodyWalker { BodyWalker(table: table) }
    var editingSource: (any ListEditingSource)? { table.dataSource as? any ListEditingSource }
    /// Lines between the top bar and the status line.
    var bodyHeight: Int { max(0, size.height - 2) }
    /// Whether anything is still moving, so the run loop should wake up for the next frame.
    public var isAnimating: Bool { !animations.isEmpty }

    // MARK: - Keys

    /// Handles one key (or mouse event, or resize).
    public func handle(_ key: Key) -> ControllerAction {
        if key != .resize {
            status = nil
            // A key finishes every animation at once: typing never waits for one.
            animations = Animations()
        }
        rowsTouchedByKey = []
        switch key {
        case .resize: return .continue
        case let .mouse(event): handleMouse(event); return .continue
        case .control("c"): return .exit(.abort)
        case .control("z"): return .suspend
        default: break
        }
        switch overlay {
        case .none: break
        case let .help(scroll): return handleHelp(key, scroll: scroll)
        case let .textField(field, purpose): return handleField(key, field: field, purpose: purpose)
        case .quitPrompt: return handleQuitPrompt(key)
        case let .confirmOverwrite(_, thenQuit): return handleOverwriteQuestion(key, thenQuit: thenQuit)
        }
        if table.drag != nil { handlePickedUp(key); return .continue }
        if table.deleteConfirmationIndexPath != nil {
            switch key {
            case .char("d"), .enter: confirmDeletion(); return .continue
            case .escape, .char("l"), .right: table.dismissDeleteConfirmation(); return .continue
            default: table.dismissDeleteConfirmation()  // moving away, or anything else
            }
        }
        guard let intent = KeyMap.intent(for: key) else { return .continue }
        return perform(intent)
    }

    private func handleHelp(_ key: Key, scroll: Int) -> ControllerAction {
        switch key {
        case .char("j"), .down: overlay = .help(scroll: scroll + 1)
        case .char("k"), .up: overlay = .help(scroll: max(0, scroll - 1))
        case .pageDown, .char(" "): overlay = .help(scroll: scroll + max(1, bodyHeight - 2))
        case .pageUp: overlay = .help(scroll: max(0, scroll - max(1, bodyHeight - 2)))
        default: overlay = .none
        }
        return .continue
    }

    private func handleField(_ key: Key, field: TextField, purpose: FieldPurpose) -> ControllerAction {
        var field = field
        switch field.handle(key) {
        case .editing:
            overlay = .textField(field, purpose: purpose)
            return .continue
        case .cancel:
            overlay = .none
            return .continue
        case .submit:
            overlay = .none
            return submit(field.text, for: purpose)
        }
    }

    private func handleQuitPrompt(_ key: Key) -> ControllerAction {
        switch key {
        case .char("y"), .char("Y"):
            overlay = .none
            return save(thenQuit: true)
        case .char("n"), .char("N"):
            overlay = .none
            return .exit(.quit)
        case .char("c"), .char("C"), .escape:
            overlay = .none
        default:
            break  // the prompt stays until it is answered
        }
        return .continue
    }

    private func handleOverwriteQuestion(_ key: Key, thenQuit: Bool) -> ControllerAction {
        switch key {
        case .char("y"), .char("Y"):
            overlay = .none
            return save(as: nil, thenQuit: thenQuit, overwriting: true)
        case .char("n"), .char("N"), .escape:
            overlay = .none
            report("Not saved")
        default: break
        }
        return .continue
    }

    /// While a picked-up row is being dragged: j/k move it, Space/Enter drop it, Esc puts it back.
    private func handlePickedUp(_ key: Key) {
        do {
            switch key {
            case .char("j"), .down, .char("J"): cursor = try table.dragStep(.down)
            case .char("k"), .up, .char("K"): cursor = try table.dragStep(.up)
            case .char(" "), .enter, .char("m"): cursor = try table.dropDrag()
            case .escape:
                cursor = table.drag?.source
                table.cancelDrag()
            default:
                report("Moving a row: j/k move it, Space or Enter drops it, Esc puts it back")
            }
        } catch {
            report(error)
        }
    }

    // MARK: - Status

    /// Shows a message on the status line until the next key (a program's notice at start-up:
    /// "New file", "Read-only").
    public func show(_ message: StatusMessage) { status = message }

    func report(_ text: String) { status = StatusMessage(text: text, isError: false) }

    func report(_ error: any Error) {
        if error is TableRefusal || error is HintError {
            status = StatusMessage(text: "\(error)", isError: false)
        } else {
            status = StatusMessage(text: "\(error)", isError: true)
        }
    }
}
