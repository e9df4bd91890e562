/// Learns about what a ``Table`` does, so that a view can animate it and keep its cursor on
/// the same row. Every method but the first has a default that does nothing.
public protocol TableObserver: AnyObject {
    /// Sent after the table has validated and applied `update`.
    func table(_ table: Table, didApply update: TableUpdate)
    /// Sent after ``Table/reloadData()``, and when the table finds its data source gone:
    /// every index path may have changed.
    func tableDidReloadData(_ table: Table)
    /// Sent after the table's ``Table/mode`` changed: editing mode entered or left, a swipe
    /// begun or ended. `animated` is what ``Table/setEditing(_:animated:)`` was given (`false`
    /// for ``Table/isEditing`` set directly; `true` for a swipe, which is a gesture).
    func tableDidChangeEditingMode(_ table: Table, animated: Bool)
    /// Sent when the table discarded undo or redo steps it had: after ``Table/reloadData()``,
    /// an update it cannot undo, an undo or redo that failed, or ``Table/clearUndoHistory()``.
    func tableDidClearUndoHistory(_ table: Table, because reason: UndoHistoryClearing)
    /// Sent after ``Table/appendRows(_:toSection:)``: `rows` of `section` arrived after every
    /// row it had (no index path changed).
    func table(_ table: Table, didAppendRows rows: Range<Int>, toSection section: Int)
}

extension TableObserver {
    /// Does nothing.
    public func tableDidReloadData(_ table: Table) {}
    /// Does nothing.
    public func tableDidChangeEditingMode(_ table: Table, animated: Bool) {}
    /// Does nothing.
    public func tableDidClearUndoHistory(_ table: Table, because reason: UndoHistoryClearing) {}
    /// Does nothing.
    public func table(_ table: Table, didAppendRows rows: Range<Int>, toSection section: Int) {}
}

/// Why a table discarded its undo and redo steps.
public enum UndoHistoryClearing: Hashable, Sendable {
    /// ``Table/reloadData()`` was called, or the data source was replaced or released: no
    /// earlier index path can be trusted.
    case reloadData
    /// An update the table cannot undo was applied: a UIKit-style update outside a user
    /// action, or inside one but removing rows or sections whose contents were not archived
    /// beforehand (see ``Table/withUndoGroup(_:)``), or a drop with a data source that is
    /// not a ``TableUndoableDataSource``.
    case updateNotUndoable
    /// An undo or redo failed (the data source refused it, or its counts disagreed after it).
    case replayFailed
    /// ``Table/clearUndoHistory()`` was called.
    case requested
}
