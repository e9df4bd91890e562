/// Why a table did not carry out something the user asked for: the row has no such control,
/// the table is not in the right mode, there is nothing to undo. Not a bug, just a no; the
/// ``description`` is worded for a status line.
public enum TableRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The action needs editing mode.
    case notEditing
    /// The action is not available in swipe-to-delete mode.
    case swipeInProgress
    /// The action (a swipe) is not available in editing mode.
    case alreadyEditing
    /// There is no row at the index path.
    case noSuchRow(IndexPath)
    /// No row can be deleted or inserted: the data source does not conform to
    /// ``TableEditingDataSource`` (it may implement `commit` under that name, but the table
    /// offers editing controls and swipe-to-delete only for the conformance).
    case noEditingDataSource
    /// No row can be moved: the data source does not conform to ``TableMovingDataSource``.
    case noMovingDataSource
    /// The row shows no deletion control.
    case noDeletionControl(IndexPath)
    /// The row shows no insertion control.
    case noInsertionControl(IndexPath)
    /// The row cannot be swiped to delete: its `canEditRowAt` is false or its editing style
    /// is not delete.
    case cannotSwipeToDelete(IndexPath)
    /// No Delete confirmation button is showing.
    case noDeleteConfirmation
    /// The row shows no reorder control.
    case cannotMove(IndexPath)
    /// A drag is already in progress.
    case dragInProgress
    /// No drag is in progress.
    case noDrag
    /// There is nothing to undo.
    case nothingToUndo
    /// There is nothing to redo.
    case nothingToRedo
    /// The row has no swipe actions at that edge: its `canEditRowAt` is false, the delegate
    /// gave an empty configuration, or (leading) none at all.
    case noSwipeActions(IndexPath, SwipeEdge)
    /// No swipe actions are showing.
    case noSwipeActionsShown
    /// None of the shown swipe actions has this key hint.
    case noSwipeAction(forKey: Character)
    /// The shown actions' configuration does not perform its first action on a full swipe.
    case noFullSwipe
    /// Rows cannot be selected in the table's current mode (``Table/allowsSelection`` and the
    /// like), or not while a drag is under way.
    case selectionNotAllowed
    /// No rows are selected.
    case noSelection
    /// A selected row cannot be deleted: its `canEditRowAt` is false or its editing style is
    /// not delete. Nothing was deleted.
    case cannotDeleteSelectedRow(IndexPath)

    /// The refusal worded for a status line: "This row can't be moved".
    public var description: String {
        switch self {
        case .notEditing: "Not in editing mode"
        case .swipeInProgress: "Finish the swipe first"
        case .alreadyEditing: "Not available in editing mode"
        case let .noSuchRow(path): "No row at \(path)"
        case .noEditingDataSource: "Rows can't be deleted or inserted: the data source does not conform to TableEditingDataSource"
        case .noMovingDataSource: "Rows can't be moved: the data source does not conform to TableMovingDataSource"
        case .noDeletionControl: "This row can't be deleted"
        case .noInsertionControl: "This row has no insertion control"
        case .cannotSwipeToDelete: "This row can't be deleted"
        case .noDeleteConfirmation: "No Delete button is showing"
        case .cannotMove: "This row can't be moved"
        case .dragInProgress: "A row is already being dragged"
        case .noDrag: "No row is being dragged"
        case .nothingToUndo: "Nothing to undo"
        case .nothingToRedo: "Nothing to redo"
        case .noSwipeActions(_, .leading): "This row has no actions on that side"
        case .noSwipeActions(_, .trailing): "This row has no actions"
        case .noSwipeActionsShown: "No actions are showing"
        case let .noSwipeAction(key): "No action for \(key)"
        case .noFullSwipe: "Choose an action"
        case .selectionNotAllowed: "Rows can't be selected here"
        case .noSelection: "No rows are selected"
        case let .cannotDeleteSelectedRow(path): "A selected row can't be deleted (\(path)); nothing was deleted"
        }
    }
}
