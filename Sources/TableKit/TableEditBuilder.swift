/// Describes one undoable edit for ``Table/edit(_:)``: the same operations as a batch
/// update, with the same index rules, plus the contents of what is inserted or reloaded.
///
/// The contents are opaque to the table; the data source receives them back in
/// ``TableUndoableDataSource/table(_:apply:)``.
public struct TableEditBuilder: Sendable {
    var pending = PendingUpdates()
    /// The contents of inserted rows by their new place, reloaded rows by their old place,
    /// inserted sections by their new index and reloaded sections by their old index.
    var insertedRowValues: [RowPath: any Sendable] = [:]
    var reloadedRowValues: [RowPath: any Sendable] = [:]
    var insertedSectionValues: [Int: any Sendable] = [:]
    var reloadedSectionValues: [Int: any Sendable] = [:]

    init() {}

    /// Deletes the rows at `indexPaths` (before the edit).
    public mutating func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        pending.append(indexPaths, as: PendingUpdates.Operation.deleteRow, animation: animation)
    }

    /// Inserts a row holding `value` at `indexPath` (after the edit).
    public mutating func insertRow(_ value: any Sendable, at indexPath: IndexPath, with animation: RowAnimation = .automatic) {
        pending.append(.insertRow(RowPath(indexPath), animation))
        insertedRowValues[RowPath(indexPath)] = value
    }

    /// Replaces the contents of the row at `indexPath` (before the edit) with `value`.
    public mutating func reloadRow(at indexPath: IndexPath, with value: any Sendable, animation: RowAnimation = .automatic) {
        pending.append(.reloadRow(RowPath(indexPath), animation))
        reloadedRowValues[RowPath(indexPath)] = value
    }

    /// Moves the row at `indexPath` (before the edit) to `newIndexPath` (after it).
    public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pending.append(.moveRow(from: RowPath(indexPath), to: RowPath(newIndexPath)))
    }

    /// Deletes `sections` (before the edit) with their rows.
    public mutating func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) {
        pending.append(sections, as: PendingUpdates.Operation.deleteSection, animation: animation)
    }

    /// Inserts a section holding `value`, with `rowCount` rows, at `section` (after the edit).
    public mutating func insertSection(
        _ value: any Sendable, rowCount: Int, at section: Int, with animation: RowAnimation = .automatic
    ) {
        pending.append(.insertSection(section, animation, rowCount: rowCount))
        insertedSectionValues[section] = value
    }

    /// Replaces section `section` (before the edit) with `value`, which has `rowCount` rows.
    public mutating func reloadSection(
        _ section: Int, with value: any Sendable, rowCount: Int, animation: RowAnimation = .automatic
    ) {
        pending.append(.reloadSection(section, animation, rowCount: rowCount))
        reloadedSectionValues[section] = value
    }

    /// Moves section `section` (before the edit) to `newSection` (after it).
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        pending.append(.moveSection(from: section, to: newSection))
    }
}

extension TableEditBuilder {
    /// Puts the contents this builder was given into the validated `update`.
    func fillAddedContents(of update: inout TableUpdate) {
        for (i, row) in update.rows.inserted.enumerated() { update.insertedRows[i].value = insertedRowValues[row.path] }
        for (i, row) in update.rows.reloaded.enumerated() { update.reloadedRows[i].newValue = reloadedRowValues[row.from] }
        for i in update.insertedSections.indices {
            update.insertedSections[i].value = insertedSectionValues[update.insertedSections[i].section]
        }
        for i in update.reloadedSections.indices {
            update.reloadedSections[i].newValue = reloadedSectionValues[update.reloadedSections[i].from]
        }
    }
}
