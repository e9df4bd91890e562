/// A table of rows in sections, with UIKit's editing model: editing mode and editing styles,
/// the Delete confirmation, swipe-to-delete, reordering with retargeting, batch updates with
/// UIKit's index rules and consistency checks, and undo.
///
/// `Table` holds no row contents. Like `UITableView`, it asks its ``dataSource`` for counts
/// and text, and caches the counts so that every update can be checked against the data
/// source's new counts. Its ``delegate`` refines editing behaviour. Both are held weakly.
///
/// Everything a user does maps onto an intent method (``setEditing(_:animated:)``,
/// ``tapDeletionControl(at:)``, ``confirmDeletion()``, ``swipeToDelete(at:)``,
/// ``showSwipeActions(_:forRowAt:)``, ``tapRow(at:)``, ``beginDrag(at:)``, ``undo()``, …)
/// that follows the calling sequences of the seeds' Figures 7-1 and 8-2, and UIKit's for
/// selection and swipe actions.
///
/// ## Errors
///
/// Every throwing method is declared `throws`, and throws one of three TableKit errors or
/// passes on an error the data source threw from its own `commit` or `apply`:
/// - ``TableRefusal``: the user asked for something the table does not offer there (no
///   such control, the wrong mode, nothing to undo). Not a bug; worded for a status line.
/// - ``TableUpdateError``: an update and the data source disagree, or the update
///   contradicts itself (UIKit's `NSInternalInconsistencyException`). The table is left
///   exactly as it was.
/// - ``TableUsageError``: the API was used in a way it does not allow (a programming error
///   UIKit would raise an exception for), such as `endUpdates()` without `beginUpdates()`.
///
/// A table is not thread-safe: use it from one isolation domain, like the view it serves.
public final class Table {
    /// Supplies the sections and rows. Setting it reloads the table. When the data source is
    /// released (it is held weakly), the table has no sections and no rows, as UIKit's.
    public weak var dataSource: (any TableDataSource)? {
        didSet {
            learnCapabilities()
            reloadData()
        }
    }
    /// Whether the table last learned its counts from a data source, so that it notices when
    /// that data source has been released.
    private var countsCameFromDataSource = false
    /// The data source as each of its optional protocols, cast once when it is set: the view
    /// asks them for every visible row of every frame, and a dynamic cast each time showed
    /// in the profile.
    weak var editingSource: (any TableEditingDataSource)?
    weak var movingSource: (any TableMovingDataSource)?
    weak var undoableSource: (any TableUndoableDataSource)?
    /// Refines editing behaviour: editing styles, the Delete button's title, swipe
    /// notifications, move retargeting.
    public weak var delegate: (any TableDelegate)?
    /// Learns about every applied update, to animate it. More can listen: see
    /// ``addObserver(_:)``.
    public weak var observer: (any TableObserver)?
    /// Observers besides ``observer``, held weakly.
    var moreObservers: [WeakObserver] = []

    /// The row counts last learned from the data source. Read for every row a view draws;
    /// written only by the table's own update and reload paths, which call nothing while
    /// they write it, so the run-time exclusivity check on each read (a quarter of the
    /// instructions `numberOfRows(inSection:)` took) is left out.
    @exclusivity(unchecked) var counts = RowCounts()

    // Editing state (Table+Editing.swift, Table+Dragging.swift). Its readers are not
    // inlinable: inlined into another module, every read of a class's stored property pays
    // a run-time exclusivity check (measured: 3 % more instructions per frame).
    var modeStorage: EditingMode = .normal
    var deleteConfirmationStorage: IndexPath?
    var dragStorage: Drag?

    // Swipe actions (Table+SwipeActions.swift): what the swiped row shows, and which swipe
    // it is, so that a completion arriving after the swipe ended changes nothing.
    var swipeConfigurationStorage: SwipeActionsConfiguration?
    var swipeShowsDefaultDelete = false
    var swipeSerial = 0

    // Selection (Table+Selection.swift): the rows selected in the current mode, the rows
    // selected outside editing mode while the table is editing (UIKit gives them back when
    // editing ends), and the row the last tap selected or deselected.
    var selectionStorage = RowSelection()
    var selectionOutsideEditing = RowSelection()
    var selectionAnchorStorage: RowPath?

    /// Whether the user can select rows outside editing mode (UIKit's `allowsSelection`).
    /// Defaults to `true`. Turning it off deselects every row selected outside editing mode.
    public var allowsSelection = true { didSet { trimSelectionToWhatIsAllowed() } }
    /// Whether the user can select rows in editing mode (UIKit's
    /// `allowsSelectionDuringEditing`). Defaults to `false`.
    public var allowsSelectionDuringEditing = false { didSet { trimSelectionToWhatIsAllowed() } }
    /// Whether the user can select several rows outside editing mode, each tap toggling a row
    /// (UIKit's `allowsMultipleSelection`). Defaults to `false`. It allows selection even
    /// when ``allowsSelection`` is `false`.
    public var allowsMultipleSelection = false { didSet { trimSelectionToWhatIsAllowed() } }
    /// Whether the user can select several rows in editing mode (UIKit's
    /// `allowsMultipleSelectionDuringEditing`). Defaults to `false`. Rows then show a check
    /// instead of their editing control (``RowControls/showsSelectionCheck``). It allows
    /// selection even when ``allowsSelectionDuringEditing`` is `false`.
    public var allowsMultipleSelectionDuringEditing = false { didSet { trimSelectionToWhatIsAllowed() } }

    // Batch updates (Table+Updates.swift).
    var batchDepth = 0
    var pending = PendingUpdates()
    /// The completions of `performBatchUpdates` calls waiting for the outermost batch to end.
    var batchCompletions: [(Bool) -> Void] = []

    // Undo (Table+Undo.swift).
    var undoStack: [UndoStep] = []
    var redoStack: [UndoStep] = []
    var undoGroupDepth = 0
    var openUndoGroup: [any RecordedChange] = []
    /// Rows a user action archived before asking the data source to remove them, by their
    /// current place (kept current across updates inside the action).
    var preArchivedRows: [RowPath: Any] = [:]
    /// The marker of the content before the oldest undo step.
    var historyBase = 0
    var nextHistorySerial = 1

    /// Creates a table, optionally with its data source and delegate (held weakly: keep
    /// them alive yourself).
    public init(dataSource: (any TableDataSource)? = nil, delegate: (any TableDelegate)? = nil) {
        self.delegate = delegate
        self.dataSource = dataSource
        learnCapabilities()
        reloadData()
    }

    private func learnCapabilities() {
        editingSource = dataSource as? any TableEditingDataSource
        movingSource = dataSource as? any TableMovingDataSource
        undoableSource = dataSource as? any TableUndoableDataSource
    }

    // MARK: - Counts

    /// Forgets the counts if the data source they came from has been released since.
    @inline(__always)
    private func noticeReleasedDataSource() {
        if countsCameFromDataSource, dataSource == nil { forgetReleasedDataSource() }
    }

    /// The number of sections, as last learned from the data source.
    public var numberOfSections: Int {
        noticeReleasedDataSource()
        return counts.sectionCount
    }

    /// The number of rows in `section`, as last learned from the data source; 0 once the
    /// data source has been released (as ``numberOfSections`` is), or for a section past the
    /// last.
    public func numberOfRows(inSection section: Int) -> Int {
        noticeReleasedDataSource()
        return section >= 0 && section < counts.sectionCount ? counts[section] : 0
    }

    /// The number of rows in all sections.
    /// - Complexity: O(1).
    public var totalNumberOfRows: Int {
        noticeReleasedDataSource()
        return counts.total
    }

    /// Whether there is a row at `indexPath`.
    public func containsRow(at indexPath: IndexPath) -> Bool {
        noticeReleasedDataSource()
        let section = indexPath.section
        return isIndex(section, below: counts.sectionCount) && isIndex(indexPath.row, below: counts[section])
    }

    /// The position of the row at `indexPath` among all rows of the table, counting from 0
    /// (the `12` of a `12/4,000` status line, minus one).
    /// - Complexity: O(log S) for S sections.
    public func globalRow(of indexPath: IndexPath) -> Int {
        counts.rowsBefore(section: indexPath.section) + indexPath.row
    }

    /// The index path of the row at `globalRow` among all rows, or `nil` if there is none.
    /// - Complexity: O(log S) for S sections.
    public func indexPath(forGlobalRow globalRow: Int) -> IndexPath? {
        noticeReleasedDataSource()
        return counts.place(ofGlobalRow: globalRow)?.indexPath
    }

    /// The number of rows in the sections before `section`.
    /// - Complexity: O(log S) for S sections.
    public func numberOfRows(beforeSection section: Int) -> Int {
        counts.rowsBefore(section: section)
    }

    // MARK: - Contents, passed through from the data source

    /// The text of the row at `indexPath`, or `nil` without a data source.
    public func text(forRowAt indexPath: IndexPath) -> String? {
        guard let dataSource else { return nil }
        return dataSource.table(self, textForRowAt: indexPath)
    }

    /// The title of the header of `section`, if it has one.
    public func titleForHeader(inSection section: Int) -> String? {
        dataSource?.table(self, titleForHeaderInSection: section)
    }

    /// The title of the footer of `section`, if it has one.
    public func titleForFooter(inSection section: Int) -> String? {
        dataSource?.table(self, titleForFooterInSection: section)
    }

    // MARK: - Reloading

    /// Forgets everything cached and asks the data source for all counts again, without any
    /// consistency check (UIKit's `reloadData`).
    ///
    /// Ends a swipe, dismisses a Delete button, cancels a drag, deselects every row and
    /// clears the undo history: after a reload, no earlier index path can be trusted.
    /// - Complexity: O(S) calls to the data source for S sections.
    public func reloadData() {
        var newCounts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            newCounts.reserveCapacity(sections)
            for section in 0..<sections {
                newCounts.append(max(0, dataSource.table(self, numberOfRowsInSection: section)))
            }
        }
        countsCameFromDataSource = dataSource != nil
        replaceCounts(with: newCounts)
    }

    /// The data source went away without the table being told (it is held weakly): the
    /// table has no rows, as UIKit's would, and says so as a reload.
    private func forgetReleasedDataSource() {
        countsCameFromDataSource = false
        learnCapabilities()
        replaceCounts(with: [])
    }

    private func replaceCounts(with newCounts: [Int]) {
        counts.replaceAll(with: newCounts)
        deleteConfirmationStorage = nil
        dragStorage = nil
        forgetSelection()
        if case .swipe = modeStorage { endSwipe(at: nil) }
        clearUndoHistory(because: .reloadData)
        notifyObservers { $0.tableDidReloadData(self) }
    }
}
