/// One undo step: the changes of one user action, and the marker of the content it leads to.
struct UndoStep {
    let serial: Int
    var changes: [any RecordedChange]
}

/// A recorded ``TableChange``, whatever its content types: what an undo step holds.
@usableFromInline
protocol RecordedChange {
    var update: TableUpdate { get }
    func inverse() -> any RecordedChange
    /// Hands the change to `source`'s `apply`.
    /// - Throws: ``TableUsageError/historyOutOfStep`` if `source` keeps other content types
    ///   (it replaced the data source the change was recorded with); whatever `apply` throws.
    func apply(through source: any TableUndoableDataSource, of table: Table) throws
    /// The same change with `update` instead (the same operations, other counts).
    func replacingUpdate(_ update: TableUpdate) -> any RecordedChange
}

extension TableChange: RecordedChange {
    @usableFromInline
    func replacingUpdate(_ update: TableUpdate) -> any RecordedChange {
        TableChange(update: update, deletedSections: deletedSections, insertedSections: insertedSections,
                    reloadedSections: reloadedSections, deletedRows: deletedRows, insertedRows: insertedRows,
                    reloadedRows: reloadedRows)
    }

    @usableFromInline
    func inverse() -> any RecordedChange { inverted() }

    @usableFromInline
    func apply(through source: any TableUndoableDataSource, of table: Table) throws {
        try apply(throughOpened: source, of: table)
    }

    /// The data source opened as its own type, whose change type this must be. Not a cast to
    /// `any TableUndoableDataSource<Row, Section>`: the runtime decodes a constrained
    /// existential's requirements afresh on every such cast (a quarter of a delete's time in
    /// the terminal view); comparing two concrete types is a pointer comparison.
    private func apply<Source: TableUndoableDataSource>(throughOpened source: Source, of table: Table) throws {
        guard let change = self as? TableChange<Source.Row, Source.Section> else { throw TableUsageError.historyOutOfStep }
        try source.table(table, apply: change)
    }
}

extension Table {
    // MARK: - Undoable edits

    /// Makes an undoable edit: checks it against the table, archives what it removes from
    /// `source`, has `source` apply it, checks the data source's new counts, and records it
    /// as an undo step.
    ///
    /// ```swift
    /// try table.edit(of: self) { edit in
    ///     edit.deleteRows(at: [IndexPath(row: 2, section: 0)])
    ///     edit.insertRow("Georgia", at: IndexPath(row: 3, section: 0))
    /// }
    /// ```
    /// Nothing reaches the data source if the edit is inconsistent with the table.
    /// - Parameters:
    ///   - source: the table's data source; it gives the edit its content types.
    ///   - build: describes the edit.
    /// - Returns: the applied update.
    /// - Throws: ``TableUsageError`` inside a batch (``TableUsageError/batchIsOpen(pendingOperations:)``) or if
    ///   `source` is not the table's data source; ``TableUpdateError`` if the edit is
    ///   inconsistent (the model is then untouched), or if the data source's counts disagree
    ///   after applying it; whatever `source`'s `apply` throws.
    /// - Complexity: O(u log u) for u operations, plus the data source's work.
    @inlinable
    @discardableResult
    public func edit<Source: TableUndoableDataSource>(
        of source: Source, _ build: (inout TableEditBuilder<Source.Row, Source.Section>) throws -> Void
    ) throws -> TableUpdate {
        try checkEditCanBegin(of: source)
        var builder = TableEditBuilder<Source.Row, Source.Section>()
        try build(&builder)
        let update = try validateEdit(builder.pending)
        try applyEdit(builder.change(for: update, archivingFrom: source, in: self), through: source)
        return update
    }

    // The parts of `edit` that do not depend on the content types, so that only the builder's
    // work is specialised in the caller's module.

    @usableFromInline
    func checkEditCanBegin(of source: AnyObject) throws {
        try requireNoOpenBatch()
        guard let dataSource else { throw TableUsageError.noDataSource }
        guard dataSource === source else { throw TableUsageError.editOfAnotherDataSource }
    }

    @usableFromInline
    func validateEdit(_ batch: PendingUpdates) throws -> TableUpdate {
        try UpdateValidator(old: counts, batch: batch, countsAfter: .predicted).validate()
    }

    @usableFromInline
    func applyEdit(_ change: any RecordedChange, through source: any TableUndoableDataSource) throws {
        try replay(change, through: source, recording: true)
    }

    // MARK: - Undo and redo

    /// Whether there is an undo step.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a redo step.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last step: inverts each of its changes, last first, and replays them through
    /// the data source.
    /// - Throws: ``TableRefusal/nothingToUndo``; ``TableUsageError/batchIsOpen(pendingOperations:)`` inside a
    ///   batch; a ``TableUsageError`` or ``TableUpdateError``, or the data source's own error,
    ///   if the data source cannot replay it (the history is then cleared).
    public func undo() throws {
        guard let step = undoStack.last else { throw TableRefusal.nothingToUndo }
        try requireNoOpenBatch()
        undoStack.removeLast()
        try replay(step.changes.reversed().map { $0.inverse() })
        redoStack.append(step)
    }

    /// Redoes the last undone step.
    /// - Throws: ``TableRefusal/nothingToRedo``; otherwise as ``undo()``.
    public func redo() throws {
        guard let step = redoStack.last else { throw TableRefusal.nothingToRedo }
        try requireNoOpenBatch()
        redoStack.removeLast()
        try replay(step.changes)
        undoStack.append(step)
    }

    /// Identifies the table's content as its history knows it: undoing back to a state, or
    /// redoing forward to it, gives back that state's marker; any other change gives a new
    /// one. A program remembers the marker when it saves and compares it later to know
    /// whether there are unsaved changes (so undoing every change since a save leaves none).
    public var historyMarker: Int { undoStack.last?.serial ?? historyBase }

    /// Runs `body` as one user action: every edit, drop and UIKit-style update it makes is
    /// one undo step. The table does this around each user action it drives: a confirmed
    /// deletion, a tapped insertion control, a drop.
    ///
    /// Inside a user action, a UIKit-style update (the model changed first, then
    /// ``insertRows(at:with:)`` or ``deleteRows(at:with:)``) is recorded when the table can
    /// have the contents of what it changed: rows and sections it adds are archived from the
    /// data source once they are there; rows it removes must have been archived before the
    /// model lost them, which the table does for the row a confirmed deletion names. An
    /// update that removes or reloads anything else cannot be undone, and clears the
    /// history (the observer is told). Outside a user action, UIKit-style updates always
    /// clear the history.
    ///
    /// An app's own action (Homepwner's New button) is recorded the same way when wrapped:
    /// `try table.withUndoGroup { store.createItem(); try table.insertRows(at: [last]) }`.
    public func withUndoGroup<Result>(_ body: () throws -> Result) rethrows -> Result {
        undoGroupDepth += 1
        defer {
            undoGroupDepth -= 1
            if undoGroupDepth == 0 {
                preArchivedRows.removeAll()
                if !openUndoGroup.isEmpty {
                    undoStack.append(UndoStep(serial: takeHistorySerial(), changes: openUndoGroup))
                    openUndoGroup = []
                }
            }
        }
        return try body()
    }

    /// Forgets every undo and redo step. The content is then a new state in the history
    /// (``historyMarker`` changes), since the steps that led to it are gone.
    public func clearUndoHistory() {
        clearUndoHistory(because: .requested)
    }

    /// The number of undo steps recorded.
    public var undoStepCount: Int { undoStack.count }

    // MARK: - Internals

    /// Forgets every step and, if there were any, tells the observer why.
    func clearUndoHistory(because reason: UndoHistoryClearing) {
        let hadSteps = !undoStack.isEmpty || !redoStack.isEmpty || !openUndoGroup.isEmpty
        undoStack.removeAll()
        redoStack.removeAll()
        openUndoGroup.removeAll()
        historyBase = takeHistorySerial()
        if hadSteps { notifyObservers { $0.tableDidClearUndoHistory(self, because: reason) } }
    }

    func recordForUndo(_ change: any RecordedChange) {
        if undoGroupDepth > 0 {
            openUndoGroup.append(change)
        } else {
            undoStack.append(UndoStep(serial: takeHistorySerial(), changes: [change]))
        }
        redoStack.removeAll()
    }

    private func takeHistorySerial() -> Int {
        defer { nextHistorySerial += 1 }
        return nextHistorySerial
    }

    private func replay(_ changes: [any RecordedChange]) throws {
        guard dataSource != nil else { throw TableUsageError.noDataSource }
        guard let source = undoableSource else { throw TableUsageError.dataSourceNotUndoable }
        do {
            for change in changes { try replay(change, through: source, recording: false) }
        } catch {
            clearUndoHistory(because: .replayFailed)
            throw error
        }
    }

    /// Hands a validated change to the data source, checks the data source's new counts
    /// against it, and applies it to the table (recording it for an edit, not for undo or redo).
    private func replay(_ change: any RecordedChange, through source: any TableUndoableDataSource, recording: Bool) throws {
        let update = change.update
        // Before the model changes: a recorded step that no longer fits the table never reaches it.
        guard update.fits(counts) else { throw TableUsageError.historyOutOfStep }
        try change.apply(through: source, of: self)
        try ConsistencyCheck(update: update, old: counts).verify(ReportedCounts(asking: source, for: self))
        commit(update, origin: recording ? .recorded(change) : .replay)
    }
}
