/// Describes one undoable edit for ``Table/edit(_:)``: the same operations as a batch
/// update, with the same index rules, plus the contents of what is inserted or reloaded.
///
/// The contents are opaque to the table; the data source receives them back in
/// ``TableUndoableDataSource/table(_:apply:)``.
public struct TableEditBuilder: Sendable {
    var pending = PendingUpdates()

    init() {}

    /// Deletes the rows at `indexPaths` (before the edit).
    public mutating func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        pending.deletedRows += indexPaths.map { .init(indexPath: $0, animation: animation) }
    }

    /// Inserts a row holding `value` at `indexPath` (after the edit).
    public mutating func insertRow(_ value: any Sendable, at indexPath: IndexPath, with animation: RowAnimation = .automatic) {
        pending.insertedRows.append(.init(indexPath: indexPath, animation: animation, value: value))
    }

    /// Replaces the contents of the row at `indexPath` (before the edit) with `value`.
    public mutating func reloadRow(at indexPath: IndexPath, with value: any Sendable, animation: RowAnimation = .automatic) {
        pending.reloadedRows.append(.init(indexPath: indexPath, animation: animation, value: value))
    }

    /// Moves the row at `indexPath` (before the edit) to `newIndexPath` (after it).
    public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pending.movedRows.append(.init(from: indexPath, to: newIndexPath))
    }

    /// Deletes `sections` (before the edit) with their rows.
    public mutating func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) {
        pending.deletedSections += sections.map { .init(section: $0, animation: animation) }
    }

    /// Inserts a section holding `value`, with `rowCount` rows, at `section` (after the edit).
    public mutating func insertSection(
        _ value: any Sendable, rowCount: Int, at section: Int, with animation: RowAnimation = .automatic
    ) {
        pending.insertedSections.append(.init(section: section, animation: animation, value: value, rowCount: rowCount))
    }

    /// Replaces section `section` (before the edit) with `value`, which has `rowCount` rows.
    public mutating func reloadSection(
        _ section: Int, with value: any Sendable, rowCount: Int, animation: RowAnimation = .automatic
    ) {
        pending.reloadedSections.append(.init(section: section, animation: animation, value: value, rowCount: rowCount))
    }

    /// Moves section `section` (before the edit) to `newSection` (after it).
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        pending.movedSections.append(.init(from: section, to: newSection))
    }
}
