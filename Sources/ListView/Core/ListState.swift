import TerminalScreen
import TableKit

/// Everything the list view shows besides the table itself: where the cursor is, which line
/// is at the top of the screen, what is open over the list, the status line's message and
/// the animations under way.
///
/// It changes only through ``update(_:in:)``: an event goes in, the state changes and the
/// table is told what the user did, and the effects that need the world outside (saving,
/// leaving, suspending) come out for the run loop to perform. Rendering reads it and never
/// changes it, so a frame is a function of the state, the table and the time.
public struct ListState: Equatable, Sendable {
    /// The row the cursor is on, or `nil` when the table has no rows.
    public internal(set) var cursor: IndexPath?
    /// The first body line on screen, kept so that the cursor stays visible.
    public internal(set) var top: BodyItem?
    /// The list's size: the screen's, less the preview pane's when one shows.
    public internal(set) var size: Size
    /// The screen's size, as the last resize reported it.
    public internal(set) var screenSize: Size
    /// The preview pane (`--preview`), when the options ask for one.
    public internal(set) var preview: PreviewPane?
    /// What is shown over the table.
    public internal(set) var overlay: Overlay = .none
    /// The status line's message, until the next key.
    public internal(set) var status: StatusMessage?
    /// The lines at the bottom for the status line and a message too long for it.
    public internal(set) var statusLines = 1
    /// The deletes, inserts and moves still animating.
    var animations = Animations()
    /// Whether a mouse drag of a reorder control is in progress.
    var mouseDragging = false
    /// The count typed so far for the next motion or move (`3` of `3j`).
    public internal(set) var pendingCount: Int?
    /// The first key of two (`Z`, `y`, `g`) waiting for its second, as the mode that reads it.
    public internal(set) var pendingPrefix: InputMode?
    /// The count typed before that first key (`3` of `3yy`), for the second.
    var prefixCount: Int?
    /// Whether `Z` waits for its second key.
    public var pendingZ: Bool { pendingPrefix == .zPrefix }
    /// The modes in which the view turned on the table's multiple selection (`v`), to turn
    /// it off again once no row is checked.
    var raisedSelectionFlags: Set<SelectionFlag> = []
    /// The rows the user had checked before a question checked others to delete (`3dd`,
    /// `:g/re/d`), checked again if it is dismissed; nil when no such question is open.
    var checkedBeforeQuestion: [IndexPath]?
    /// The last filter query typed, for `n` and `N` (it outlives the filter, as vim's last
    /// search outlives its highlighting).
    public internal(set) var lastQuery: FilterQuery?
    /// The keys of the last change, for `.` to repeat.
    var repeatTracking = RepeatTracking()
    /// Where the cursor was when the filter field opened, for Esc to go back to.
    var cursorBeforeFilterField: IndexPath?
    /// The rows a filter keeps, while one is on (`/`).
    public internal(set) var filter: FilteredRows?
    /// A query typed while the search for an earlier one was still running, and stopped for
    /// it: searched at the next tick (the filter shows the last query searched meanwhile).
    public internal(set) var unsearchedFilter: String?
    /// The rows folded (`za`), whose descendants are hidden while no filter is on.
    public internal(set) var folds = FoldedRows()
    /// How far the list's file has been read, while the rest is still being read.
    public internal(set) var reading: ReadingProgress?
    /// The file's last rows, shown by `G` while its middle is still being read.
    public internal(set) var fileEnd: FileEnd?
    /// `G` pressed while the file was being read: the motion to make once it is whole.
    var motionAfterReading: MotionAfterReading?
    /// The rows the updates since the current key put in place (inserted, moved, reloaded),
    /// so that undo and redo can show where they acted.
    var rowsTouchedByKey: [IndexPath] = []

    /// The state of a view just opened on `table`, on a screen of `size`: the cursor on the
    /// first row, the list scrolled to its start.
    public init(table: Table, size: Size) {
        self.size = size
        screenSize = size
        cursor = table.indexPath(forGlobalRow: 0)
    }

    /// The body's lines as they are walked: the table's, with a picked-up row where it would
    /// land, or only the rows the filter keeps, or those no fold hides.
    func walker(_ table: Table) -> BodyWalker {
        let shown = visibleRows(table)
        return BodyWalker(table: table, drag: table.drag, shown: shown.hidesRows ? shown : nil)
    }

    /// The rows the filter keeps (or all), folded or not: what a search (`n`) and a command
    /// over rows (`:g`) go through, as vim's do whatever is folded; a row found in a fold
    /// opens it (``keepCursorShown(_:)``).
    func unfoldedRows(_ table: Table) -> VisibleRows { VisibleRows(table: table, filter: filter) }

    /// The rows on show, for counting places among them. Folds open while a row is picked
    /// up, so that every place it can land is in view.
    func visibleRows(_ table: Table) -> VisibleRows {
        VisibleRows(table: table, filter: filter, folds: table.drag == nil ? folds : nil)
    }

    /// Lines between the top bar and the status line (and a long message above it).
    var bodyHeight: Int { max(0, size.height - 1 - statusLines) }

    /// Whether anything is still moving, so the run loop should wake up for the next frame.
    public var isAnimating: Bool { !animations.isEmpty }

    /// When the next frame would look different from one drawn at `now`, if anything
    /// animates: the run loop sleeps until then.
    public func nextFrameChange(after now: Double) -> Double? { animations.nextChange(after: now) }

    /// The mode whose key table reads the next key.
    func inputMode(_ table: Table) -> InputMode {
        switch overlay {
        case .help: return .help
        case .textField: return .textField
        case .quitPrompt, .confirmReload, .confirmOverwrite, .hostQuestion: return .prompt
        case .confirmSelectionDeletion: return .deleteSelection
        case .none: break
        }
        if let pendingPrefix { return pendingPrefix }
        if table.drag != nil { return .drag }
        if table.deleteConfirmationIndexPath != nil { return .deleteButton }
        if table.swipeActions != nil { return .rowActions }
        if table.numberOfSelectedRows > 0 { return .selection }
        return listMode(table)
    }

    /// The list's own mode, under whatever is showing.
    func listMode(_ table: Table) -> InputMode {
        table.mode == .editing ? .editing : .list
    }

    // MARK: - Status

    mutating func report(_ text: String) { status = StatusMessage(text: text, isError: false) }

    /// An error on the status line: a refusal or a hint reads as a notice, anything else as
    /// a failure.
    mutating func report(_ error: any Error) {
        let isNotice = error is TableRefusal || error is HintError
        status = StatusMessage(text: "\(error)", isError: !isNotice)
    }
}

/// A short explanation for the status line when a key cannot do anything here.
struct HintError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
