/// Describes one undoable edit for ``Table/edit(of:_:)``: the same operations as a batch
/// update, with the same index rules, plus the contents of what is inserted or reloaded, of
/// the data source's own row and section types.
///
/// The data source receives the contents back in ``TableUndoableDataSource/table(_:apply:)``.
///
/// Its methods are inlinable, so that a client module specialises them for its own types.
public struct TableEditBuilder<Row, Section> {
    @usableFromInline var pending = PendingUpdates()
    /// The contents of inserted rows with their new places, and of reloaded rows with their
    /// old places, in call order: arrays, not dictionaries by place, since a put of a hundred
    /// thousand rows hashed each place twice, in code that runs unspecialised when the caller
    /// is generic over its data source. ``ContentsOrder`` pairs them with the update's rows.
    @usableFromInline var insertedRowPaths: [RowPath] = []
    @usableFromInline var insertedRowValues: [Row] = []
    @usableFromInline var reloadedRowPaths: [RowPath] = []
    @usableFromInline var reloadedRowValues: [Row] = []
    /// The contents of inserted sections by their new index and of reloaded sections by their
    /// old index.
    @usableFromInline var insertedSectionValues: [Int: Section] = [:]
    @usableFromInline var reloadedSectionValues: [Int: Section] = [:]

    @inlinable init() {}

    /// Deletes the rows at `indexPaths` (before the edit).
    @inlinable
    public mutating func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        pending.append(indexPaths, as: PendingUpdates.Operation.deleteRow, animation: animation)
    }

    /// Inserts a row holding `value` at `indexPath` (after the edit).
    @inlinable
    public mutating func insertRow(_ value: Row, at indexPath: IndexPath, with animation: RowAnimation = .automatic) {
        pending.append(.insertRow(RowPath(indexPath), animation))
        insertedRowPaths.append(RowPath(indexPath))
        insertedRowValues.append(value)
    }

    /// Inserts rows holding `values`, one after another from `indexPath` (after the edit):
    /// row `indexPath.row + k` holds `values[k]`. The same as inserting each, with room made
    /// for all of them at once (a put of a hundred thousand rows).
    @inlinable
    public mutating func insertRows(_ values: [Row], at indexPath: IndexPath, with animation: RowAnimation = .automatic) {
        let first = RowPath(indexPath)
        pending.reserveCapacity(forMore: values.count)
        insertedRowPaths.reserveCapacity(insertedRowPaths.count + values.count)
        for offset in values.indices {
            let path = RowPath(row: first.row + offset, section: first.section)
            pending.append(.insertRow(path, animation))
            insertedRowPaths.append(path)
        }
        insertedRowValues.append(contentsOf: values)
    }

    /// Replaces the contents of the row at `indexPath` (before the edit) with `value`.
    @inlinable
    public mutating func reloadRow(at indexPath: IndexPath, with value: Row, animation: RowAnimation = .automatic) {
        pending.append(.reloadRow(RowPath(indexPath), animation))
        reloadedRowPaths.append(RowPath(indexPath))
        reloadedRowValues.append(value)
    }

    /// Moves the row at `indexPath` (before the edit) to `newIndexPath` (after it).
    @inlinable
    public mutating func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pending.append(.moveRow(from: RowPath(indexPath), to: RowPath(newIndexPath)))
    }

    /// Deletes `sections` (before the edit) with their rows.
    @inlinable
    public mutating func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) {
        pending.append(sections, as: PendingUpdates.Operation.deleteSection, animation: animation)
    }

    /// Inserts a section holding `value`, with `rowCount` rows, at `section` (after the edit).
    @inlinable
    public mutating func insertSection(
        _ value: Section, rowCount: Int, at section: Int, with animation: RowAnimation = .automatic
    ) {
        pending.append(.insertSection(section, animation, rowCount: rowCount))
        insertedSectionValues[section] = value
    }

    /// Replaces section `section` (before the edit) with `value`, which has `rowCount` rows.
    @inlinable
    public mutating func reloadSection(
        _ section: Int, with value: Section, rowCount: Int, animation: RowAnimation = .automatic
    ) {
        pending.append(.reloadSection(section, animation, rowCount: rowCount))
        reloadedSectionValues[section] = value
    }

    /// Moves section `section` (before the edit) to `newSection` (after it).
    @inlinable
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        pending.append(.moveSection(from: section, to: newSection))
    }
}

extension TableEditBuilder where Section == TableSection<Row> {
    /// Inserts `value` at `section` (after the edit), with as many rows as it holds.
    @inlinable
    public mutating func insertSection(_ value: TableSection<Row>, at section: Int, with animation: RowAnimation = .automatic) {
        insertSection(value, rowCount: value.rows.count, at: section, with: animation)
    }

    /// Replaces section `section` (before the edit) with `value`.
    @inlinable
    public mutating func reloadSection(_ section: Int, with value: TableSection<Row>, animation: RowAnimation = .automatic) {
        reloadSection(section, with: value, rowCount: value.rows.count, animation: animation)
    }
}

extension TableEditBuilder: Sendable where Row: Sendable, Section: Sendable {}

extension TableEditBuilder {
    /// The change the validated `update` makes: the contents this builder was given for what
    /// it adds, and what `source` archives of what it removes (while the model still has it).
    @inlinable
    func change<Source: TableUndoableDataSource>(
        for update: TableUpdate, archivingFrom source: Source, in table: Table
    ) -> TableChange<Row, Section> where Source.Row == Row, Source.Section == Section {
        let reloadedRows = ContentsOrder(of: update.rows.reloaded.map(\.from), given: reloadedRowPaths)
        return TableChange(
            update: update,
            deletedSections: update.deletedSections.map { source.table(table, archiveSection: $0.section) },
            insertedSections: update.insertedSections.map { Self.given(insertedSectionValues[$0.section]) },
            reloadedSections: update.reloadedSections.map {
                TableReplacement(old: source.table(table, archiveSection: $0.from), new: Self.given(reloadedSectionValues[$0.from]))
            },
            deletedRows: update.rows.deleted.map { source.table(table, archiveRowAt: $0.path.indexPath) },
            insertedRows: ContentsOrder(of: update.rows.inserted.map(\.path), given: insertedRowPaths).arranged(insertedRowValues),
            reloadedRows: update.rows.reloaded.indices.map { k in
                TableReplacement(
                    old: source.table(table, archiveRowAt: update.rows.reloaded[k].from.indexPath),
                    new: reloadedRowValues[reloadedRows.index(k)])
            })
    }

    /// Every row and section the validated update adds was given contents by one of the
    /// methods above, under the place the update lists it by.
    @inlinable
    static func given<Value>(_ value: Value?) -> Value {
        guard let value else { preconditionFailure("an edit's inserted or reloaded row or section has no contents") }
        return value
    }
}
