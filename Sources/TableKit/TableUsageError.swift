/// A table was used in a way its API does not allow: a programming error in the caller,
/// reported as a thrown error rather than a crash (UIKit raises `NSInvalidArgumentException`
/// or `NSInternalInconsistencyException` for most of these).
public enum TableUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `endUpdates()` without a matching `beginUpdates()`.
    case endUpdatesWithoutBeginUpdates
    /// An edit, undo, redo or user action (which updates the table at once) was asked for
    /// while a batch opened with `beginUpdates()` is still open: inside the batch, or after a
    /// throw left it open. `pendingOperations` are waiting in it.
    case batchIsOpen(pendingOperations: Int)
    /// The operation needs a data source and the table has none (it is held weakly).
    case noDataSource
    /// Undo and redo need a ``TableUndoableDataSource``.
    case dataSourceNotUndoable
    /// ``Table/edit(of:_:)`` was given an object that is not the table's data source.
    case editOfAnotherDataSource
    /// The delegate retargeted a move to an index path that is not a valid destination.
    case invalidMoveTarget(IndexPath, proposed: IndexPath)
    /// ``Table/dragOver(_:)`` was given a destination the dragged row cannot land on: in its
    /// own section rows `0...lastRow` (its rows but one, since it leaves its place), in
    /// another `0...lastRow` (that section's rows, since the row is added). `lastRow` is
    /// `nil` when the section does not exist.
    case invalidDragProposal(IndexPath, from: IndexPath, lastRow: Int?, sectionCount: Int)
    /// An undo or redo step no longer fits the table's counts: something changed the table
    /// without the history knowing. The history is cleared.
    case historyOutOfStep
    /// ``Table/performSwipeAction(at:)`` was given an index beyond the shown actions.
    case noSuchSwipeAction(Int, actionCount: Int)
    /// The delegate's `willSelectRowAt` or `willDeselectRowAt` answered with a row the table
    /// does not have.
    case invalidSelectionTarget(IndexPath, proposed: IndexPath)
    /// A programmatic selection (``Table/selectRow(at:)``, ``Table/selectRows(from:through:)``)
    /// named a row the table does not have.
    case noSuchRow(IndexPath)
    /// ``Table/rearrangeRows(of:at:to:)`` was given places or rows that do not fit: what is
    /// wrong, in words.
    case rearrangement(String)

    /// What was wrong, for the developer.
    public var description: String {
        switch self {
        case .endUpdatesWithoutBeginUpdates:
            "endUpdates() was called without a matching beginUpdates()"
        case let .batchIsOpen(pending):
            "a batch opened with beginUpdates() is still open (\(pending) operations wait in it): an edit, undo, redo "
                + "or user action updates the table at once, so it cannot be made inside a batch; call endUpdates() first"
        case .noDataSource:
            "the table has no data source"
        case .dataSourceNotUndoable:
            "the data source does not conform to TableUndoableDataSource, so edits cannot be recorded or undone"
        case .editOfAnotherDataSource:
            "edit(of:) was given an object that is not the table's data source"
        case let .invalidMoveTarget(target, proposed):
            "the delegate retargeted the move proposed to \(proposed) to \(target), which is not a valid destination"
        case let .invalidDragProposal(proposal, source, lastRow?, _):
            "dragOver(\(proposal)): the row dragged from \(source) can land in section \(proposal.section) "
                + "at rows 0 to \(lastRow) only"
        case let .invalidDragProposal(proposal, source, nil, sectionCount):
            "dragOver(\(proposal)): the row dragged from \(source) cannot land in section \(proposal.section); "
                + "the table has \(sectionCount) sections"
        case .historyOutOfStep:
            "the undo history no longer matches the table's rows (it changed without the history knowing), so it was cleared"
        case let .noSuchSwipeAction(index, count):
            "performSwipeAction(at: \(index)): the row shows \(count) action\(count == 1 ? "" : "s")"
        case let .invalidSelectionTarget(target, proposed):
            "the delegate answered the selection of \(proposed) with \(target), which is not a row of the table"
        case let .noSuchRow(path):
            "there is no row at \(path)"
        case let .rearrangement(problem):
            "rearrangeRows(of:at:to:): \(problem)"
        }
    }
}
