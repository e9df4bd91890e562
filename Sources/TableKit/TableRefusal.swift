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
        }
    }
}
