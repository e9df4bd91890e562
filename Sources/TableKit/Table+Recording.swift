extension Table {
    /// Archives the row a user action is about to ask the data source to remove, while the
    /// model still has it, so that a UIKit-style commit (the model first, then
    /// ``deleteRows(at:with:)``) can be undone.
    func preArchiveRow(at indexPath: IndexPath) {
        guard let source = undoableSource else { return }
        preArchivedRows[RowPath(indexPath)] = archivedRow(at: indexPath, from: source)
    }

    /// The change a UIKit-style update made inside a user action, with its contents, or
    /// `nil` if it was made outside one or the table cannot have its contents (see
    /// ``withUndoGroup(_:)``).
    func changeMadeInUserAction(_ update: TableUpdate) -> (any RecordedChange)? {
        guard undoGroupDepth > 0, let source = undoableSource else { return nil }
        return change(update, madeBy: source)
    }

    /// A drop's change: moves only, so it needs no contents.
    func contentlessChange(_ update: TableUpdate) -> (any RecordedChange)? {
        guard !update.needsContents, let source = undoableSource else { return nil }
        return contentlessChange(update, for: source)
    }

    /// Keeps the archived rows of the current user action under their rows' places.
    func remapPreArchivedRows(through update: TableUpdate) {
        guard !preArchivedRows.isEmpty else { return }
        var remapped: [RowPath: Any] = [:]
        for (place, row) in preArchivedRows {
            if let newPlace = update.map.newPlace(ofOld: place) { remapped[newPlace] = row }
        }
        preArchivedRows = remapped
    }

    // The data source's content types, opened from the existential.

    private func archivedRow<Source: TableUndoableDataSource>(at indexPath: IndexPath, from source: Source) -> Any {
        source.table(self, archiveRowAt: indexPath)
    }

    private func contentlessChange<Source: TableUndoableDataSource>(_ update: TableUpdate, for source: Source) -> any RecordedChange {
        TableChange<Source.Row, Source.Section>(update: update)
    }

    /// Rows and sections the update added are archived now, since the model has them; rows it
    /// removed must have been archived before. Nothing else it could have removed or replaced
    /// can be had any more.
    private func change<Source: TableUndoableDataSource>(_ update: TableUpdate, madeBy source: Source) -> (any RecordedChange)? {
        guard update.deletedSections.isEmpty, update.reloadedSections.isEmpty, update.rows.reloaded.isEmpty else { return nil }
        var deletedRows: [Source.Row] = []
        deletedRows.reserveCapacity(update.rows.deleted.count)
        for row in update.rows.deleted {
            guard let archived = preArchivedRows[row.path] as? Source.Row else { return nil }
            deletedRows.append(archived)
        }
        return TableChange<Source.Row, Source.Section>(
            update: update,
            insertedSections: update.insertedSections.map { source.table(self, archiveSection: $0.section) },
            deletedRows: deletedRows,
            insertedRows: update.rows.inserted.map { source.table(self, archiveRowAt: $0.path.indexPath) })
    }
}
