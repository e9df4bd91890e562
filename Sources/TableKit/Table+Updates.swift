/// Where an applied update came from, which decides what happens to the undo history.
enum UpdateOrigin {
    /// The UIKit-style calls: recorded inside a user action when the table can have the
    /// contents of what they changed; otherwise the history is cleared.
    case direct
    /// An edit (``Table/edit(of:_:)``), recorded with its contents.
    case recorded(any RecordedChange)
    /// A drop: the table moved the row on its own authority; recorded if the data source
    /// can undo.
    case tableMove
    /// Undo or redo replaying a recorded step.
    case replay
}

extension Table {
    // MARK: - Batches

    /// Opens a batch: the updates until the matching ``endUpdates()`` are validated and
    /// applied together, with UIKit's index rules (deletes and reloads name rows before the
    /// batch, inserts after it; deletes happen before inserts whatever the call order).
    /// Batches nest; only the outermost one counts.
    public func beginUpdates() {
        batchDepth += 1
    }

    /// Closes a batch. When it closes the outermost batch, the table asks the data source for
    /// its new counts, checks them against the batch, and applies it.
    /// - Throws: ``TableUpdateError`` if the batch is inconsistent (the table is then exactly
    ///   as before the batch); ``TableUsageError`` without a matching ``beginUpdates()``.
    /// - Complexity: O(u log u) for u operations, plus one data source call per touched section.
    public func endUpdates() throws {
        guard batchDepth > 0 else { throw TableUsageError.endUpdatesWithoutBeginUpdates }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let batch = pending
        pending = PendingUpdates()
        try completingBatch { try apply(batch, origin: .direct) }
    }

    /// Runs `updates` inside ``beginUpdates()`` and ``endUpdates()``. If `updates` throws, the
    /// batch is discarded (the table is unchanged) and the error rethrown; either way the
    /// batch is closed, even if `updates` opened batches of its own and left them open.
    /// - Parameters:
    ///   - updates: the data source's changes and the calls that tell the table about them.
    ///   - completion: called once: with `true` after the update is applied (for a batch
    ///     nested in another, after the outermost one is), with `false` if it is not (this
    ///     call or the outermost batch throws).
    /// - Throws: what `updates` throws, or ``TableUpdateError`` if the batch is inconsistent.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
        let depth = batchDepth
        beginUpdates()
        do {
            try updates()
        } catch {
            batchDepth = depth
            if depth == 0 {
                pending = PendingUpdates()
                discardBatchCompletions()
            }
            completion?(false)
            throw error
        }
        if let completion { batchCompletions.append(completion) }
        batchDepth = depth + 1
        try endUpdates()
    }

    // MARK: - Rows

    /// Tells the table that the data source inserted rows at `indexPaths` (index paths after
    /// the update). Outside a batch it is a batch of its own.
    /// - Throws: ``TableUpdateError`` if the update is inconsistent with the data source.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws {
        try enqueue { $0.append(indexPaths, as: PendingUpdates.Operation.insertRow, animation: animation) }
    }

    /// Tells the table that the data source deleted the rows at `indexPaths` (index paths
    /// before the update).
    /// - Throws: ``TableUpdateError`` if the update is inconsistent with the data source.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws {
        try enqueue { $0.append(indexPaths, as: PendingUpdates.Operation.deleteRow, animation: animation) }
    }

    /// Tells the table that the contents of the rows at `indexPaths` (before the update) changed.
    /// - Throws: ``TableUpdateError`` if the update is inconsistent with the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) throws {
        try enqueue { $0.append(indexPaths, as: PendingUpdates.Operation.reloadRow, animation: animation) }
    }

    /// Tells the table that the data source moved the row at `indexPath` (before the update)
    /// to `newIndexPath` (after it).
    /// - Throws: ``TableUpdateError`` if the update is inconsistent with the data source.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
        try enqueue { $0.append(.moveRow(from: RowPath(indexPath), to: RowPath(newIndexPath))) }
    }

    // MARK: - Sections

    /// Tells the table that the data source inserted `sections` (indexes after the update).
    /// - Throws: ``TableUpdateError`` if the update is inconsistent with the data source.
    public func insertSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
        try enqueue { $0.append(sections, as: { .insertSection($0, $1, rowCount: nil) }, animation: animation) }
    }

    /// Tells the table that the data source deleted `sections` (indexes before the update),
    /// with their rows.
    /// - Throws: ``TableUpdateError`` if the update is inconsistent with the data source.
    public func deleteSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
        try enqueue { $0.append(sections, as: PendingUpdates.Operation.deleteSection, animation: animation) }
    }

    /// Tells the table that all rows of `sections` (indexes before the update) changed; their
    /// row counts may differ afterwards.
    /// - Throws: ``TableUpdateError`` if the update is inconsistent with the data source.
    public func reloadSections(_ sections: [Int], with animation: RowAnimation = .automatic) throws {
        try enqueue { $0.append(sections, as: { .reloadSection($0, $1, rowCount: nil) }, animation: animation) }
    }

    /// Tells the table that the data source moved section `section` (before the update) to
    /// `newSection` (after it), with its rows.
    /// - Throws: ``TableUpdateError`` if the update is inconsistent with the data source.
    public func moveSection(_ section: Int, toSection newSection: Int) throws {
        try enqueue { $0.append(.moveSection(from: section, to: newSection)) }
    }

    // MARK: - Applying

    private func enqueue(_ add: (inout PendingUpdates) -> Void) throws {
        add(&pending)
        guard batchDepth == 0 else { return }
        let batch = pending
        pending = PendingUpdates()
        try apply(batch, origin: .direct)
    }

    /// Validates `batch` against the data source's counts and, if it holds, applies it.
    @discardableResult
    func apply(_ batch: PendingUpdates, origin: UpdateOrigin) throws -> TableUpdate {
        guard let dataSource else { throw TableUsageError.noDataSource }
        let reported = ReportedCounts(asking: dataSource, for: self)
        let update = try UpdateValidator(old: counts, batch: batch, countsAfter: .reported(reported)).validate()
        try ConsistencyCheck(update: update, old: counts).verify(reported)
        commit(update, origin: origin)
        return update
    }

    /// Applies a validated update: the undo history, the cached counts, the editing state,
    /// then the observer.
    func commit(_ update: TableUpdate, origin: UpdateOrigin) {
        switch origin {
        case .direct:
            if let change = changeMadeInUserAction(update) {
                recordForUndo(change)
            } else {
                clearUndoHistory(because: .updateNotUndoable)
            }
        case let .recorded(change): recordForUndo(change)
        case .tableMove:
            if let change = contentlessChange(update) {
                recordForUndo(change)
            } else {
                clearUndoHistory(because: .updateNotUndoable)
            }
        case .replay: break
        }
        updateCounts(for: update)
        remapEditingState(through: update)
        remapSelection(through: update)
        remapPreArchivedRows(through: update)
        assert(invariantViolations().isEmpty, "after \(update): \(invariantViolations())")
        notifyObservers { $0.table(self, didApply: update) }
    }

    private func updateCounts(for update: TableUpdate) {
        let sectionsChanged = !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
            || !update.movedSections.isEmpty || !update.reloadedSections.isEmpty
        guard sectionsChanged else {
            for change in update.rowCountChanges { counts.set(change.after, forSection: change.newSection) }
            return
        }
        var newCounts = [Int](repeating: 0, count: update.sectionCountAfter)
        for section in newCounts.indices {
            if let old = update.oldSection(forNewSection: section) { newCounts[section] = counts[old] }
        }
        for section in update.insertedSections { newCounts[section.section] = section.rowCount }
        for section in update.reloadedSections { newCounts[section.to] = section.rowCountAfter }
        for change in update.rowCountChanges { newCounts[change.newSection] = change.after }
        counts.replaceAll(with: newCounts)
    }

    /// Keeps the Delete button, the swipe actions and the drag on the same rows after an
    /// update; if their row is gone they end (a drag is cancelled, a swipe ends with
    /// `didEndEditingRowAt(nil)`).
    private func remapEditingState(through update: TableUpdate) {
        if let row = deleteConfirmationStorage {
            deleteConfirmationStorage = update.newIndexPath(forOldIndexPath: row)
        }
        if case let .swipe(row, edge) = modeStorage {
            if let moved = update.newIndexPath(forOldIndexPath: row) {
                modeStorage = .swipe(moved, edge)
            } else {
                endSwipe(at: nil)
            }
        }
        if let drag = dragStorage {
            // The destination was relative to the old rows; start again from the row itself.
            dragStorage = update.newIndexPath(forOldIndexPath: drag.source).map { Drag(source: $0, destination: $0) }
        }
    }
}
