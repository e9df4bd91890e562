/// A table was used in a way its API does not allow: a programming error in the caller,
/// reported as a thrown error rather than a crash (UIKit raises `NSInvalidArgumentException`
/// or `NSInternalInconsistencyException` for most of these).
public enum TableUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `endUpdates()` without a matching `beginUpdates()`.
    case endUpdatesWithoutBeginUpdates
    /// An undoable edit was started inside `beginUpdates()`/`endUpdates()`; edits are
    /// batches of their own.
    case editInsideBatchUpdates
    /// The operation needs a data source and the table has none (it is held weakly).
    case noDataSource
    /// ``Table/edit(_:)``, undo and redo need a ``TableUndoableDataSource``.
    case dataSourceNotUndoable
    /// The delegate retargeted a move to an index path that is not a valid destination.
    case invalidMoveTarget(IndexPath, proposed: IndexPath)
    /// An undo or redo step no longer fits the table's counts: something changed the table
    /// without the history knowing. The history is cleared.
    case historyOutOfStep

    public var description: String {
        switch self {
        case .endUpdatesWithoutBeginUpdates:
            "endUpdates() was called without a matching beginUpdates()"
        case .editInsideBatchUpdates:
            "an undoable edit cannot be made inside beginUpdates()/endUpdates(); it is a batch of its own"
        case .noDataSource:
            "the table has no data source"
        case .dataSourceNotUndoable:
            "the data source does not conform to TableUndoableDataSource, so edits cannot be recorded or undone"
        case let .invalidMoveTarget(target, proposed):
            "the delegate retargeted the move proposed to \(proposed) to \(target), which is not a valid destination"
        case .historyOutOfStep:
            "the undo history no longer matches the table's rows (it changed without the history knowing), so it was cleared"
        }
    }
}
