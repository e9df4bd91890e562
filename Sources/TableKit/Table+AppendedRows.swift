/// Rows that arrive rather than being added: a file still being read, a feed. They go after
/// every row the table has, so no index path anyone holds changes, and nothing is undone.
extension Table {
    /// Tells the table that the data source has `count` more rows at the end of `section`
    /// that no edit made (the rest of a file being read in the background).
    ///
    /// Unlike ``insertRows(at:with:)``, this keeps the undo history, the selection, a Delete
    /// button, a swipe and a drag as they are: every row they name comes before the new ones,
    /// and stays where it was. (Only a step that inserted, deleted or reloaded the section
    /// whole cannot be kept, its recorded contents lacking the new rows: the history is then
    /// cleared, as after any update that cannot be undone.) Observers hear of it through
    /// ``TableObserver/table(_:didAppendRows:toSection:)``, with the range of the new rows,
    /// not an update listing each (a million rows arriving cost O(1) here).
    /// - Throws: ``TableUsageError/batchIsOpen(pendingOperations:)`` inside a batch;
    ///   ``TableUpdateError/sectionOutOfRange(_:section:sectionCount:)`` for a section the
    ///   table does not have; ``TableUpdateError/invalidRowCount(section:after:before:inserted:deleted:movedIn:movedOut:)``
    ///   when the data source's count for the section is not the table's plus `count`.
    /// - Complexity: O(log S) for S sections.
    public func appendRows(_ count: Int, toSection section: Int) throws {
        guard batchDepth == 0 else { throw TableUsageError.batchIsOpen(pendingOperations: pending.count) }
        guard let dataSource else { throw TableUsageError.noDataSource }
        guard section >= 0, section < counts.sectionCount else {
            throw TableUpdateError.sectionOutOfRange(.insert, section: section, sectionCount: counts.sectionCount)
        }
        let before = counts[section]
        let reported = dataSource.table(self, numberOfRowsInSection: section)
        guard count >= 0, reported == before + count else {
            throw TableUpdateError.invalidRowCount(
                section: section, after: reported, before: before, inserted: count, deleted: 0, movedIn: 0, movedOut: 0)
        }
        guard count > 0 else { return }
        counts.set(reported, forSection: section)
        if !historyTakesAppendedRows(count, toSection: section) { clearUndoHistory(because: .updateNotUndoable) }
        notifyObservers { $0.table(self, didAppendRows: before..<reported, toSection: section) }
    }

    /// Rewrites the undo and redo steps as if the rows appended had been there all along:
    /// each step's counts for the section (followed through the steps' section moves) grow
    /// by `count`. Whether it could: a step that inserted, deleted or reloaded the section
    /// whole recorded contents without these rows, so the history cannot be kept.
    private func historyTakesAppendedRows(_ count: Int, toSection section: Int) -> Bool {
        // Back in time from now: the open group's changes, then the undo steps, newest first.
        var place: Int? = section
        for index in openUndoGroup.indices.reversed() {
            guard let current = place else { break }
            guard let (update, before) = openUndoGroup[index].update.appending(count, toSection: current, numberedAt: .after)
            else { return false }
            openUndoGroup[index] = openUndoGroup[index].replacingUpdate(update)
            place = before
        }
        for step in undoStack.indices.reversed() {
            for index in undoStack[step].changes.indices.reversed() {
                guard let current = place else { break }
                let change = undoStack[step].changes[index]
                guard let (update, before) = change.update.appending(count, toSection: current, numberedAt: .after) else { return false }
                undoStack[step].changes[index] = change.replacingUpdate(update)
                place = before
            }
        }
        // Forward from now: the redo steps, the next one first.
        place = section
        for step in redoStack.indices.reversed() {
            for index in redoStack[step].changes.indices {
                guard let current = place else { break }
                let change = redoStack[step].changes[index]
                guard let (update, after) = change.update.appending(count, toSection: current, numberedAt: .before) else { return false }
                redoStack[step].changes[index] = change.replacingUpdate(update)
                place = after
            }
        }
        return true
    }
}
