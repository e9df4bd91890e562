/// One undo step: the updates of one user action, and the marker of the content it leads to.
struct UndoStep {
    let serial: Int
    var updates: [TableUpdate]
}

extension Table {
    // MARK: - Undoable edits

    /// Makes an undoable edit: checks it against the table, archives what it removes from
    /// the data source, has the data source apply it, checks the data source's new counts,
    /// and records it as an undo step.
    ///
    /// ```swift
    /// try table.edit { edit in
    ///     edit.deleteRows(at: [IndexPath(row: 2, section: 0)])
    ///     edit.insertRow("Georgia", at: IndexPath(row: 3, section: 0))
    /// }
    /// ```
    /// Nothing reaches the data source if the edit is inconsistent with the table.
    /// - Returns: the applied update, contents included.
    /// - Throws: ``TableUsageError`` inside a batch (``TableUsageError/batchIsOpen``) or without
    ///   an undoable data source;
    ///   ``TableUpdateError`` if the edit is inconsistent (the model is then untouched), or if
    ///   the data source's counts disagree after applying it.
    @discardableResult
    public func edit(_ build: (inout TableEditBuilder) throws -> Void) throws -> TableUpdate {
        try requireNoOpenBatch()
        let source = try undoableDataSource()
        var builder = TableEditBuilder()
        try build(&builder)
        var update = try UpdateValidator(old: counts, batch: builder.pending, countsAfter: .predicted).validate()
        builder.fillAddedContents(of: &update)
        archiveRemovedContents(of: &update, from: source)
        return try replay(update, through: source, origin: .edit)
    }

    // MARK: - Undo and redo

    /// Whether there is an undo step.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a redo step.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last step: inverts each of its updates, last first, and replays them through
    /// the data source.
    /// - Throws: ``TableRefusal/nothingToUndo``; a ``TableUsageError`` or
    ///   ``TableUpdateError`` if the data source cannot replay it (the history is then cleared).
    public func undo() throws {
        guard let step = undoStack.last else { throw TableRefusal.nothingToUndo }
        try requireNoOpenBatch()
        undoStack.removeLast()
        try replay(step.updates.reversed().map { $0.inverted() })
        redoStack.append(step)
    }

    /// Redoes the last undone step.
    /// - Throws: ``TableRefusal/nothingToRedo``; otherwise as ``undo()``.
    public func redo() throws {
        guard let step = redoStack.last else { throw TableRefusal.nothingToRedo }
        try requireNoOpenBatch()
        redoStack.removeLast()
        try replay(step.updates)
        undoStack.append(step)
    }

    /// Identifies the table's content as its history knows it: undoing back to a state, or
    /// redoing forward to it, gives back that state's marker; any other change gives a new
    /// one. A program remembers the marker when it saves and compares it later to know
    /// whether there are unsaved changes (so undoing every change since a save leaves none).
    public var historyMarker: Int { undoStack.last?.serial ?? historyBase }

    /// Runs `body` so that every edit and move it makes is one undo step (the table does
    /// this around each user action: a confirmed deletion, a tapped insertion control, a drop).
    public func withUndoGroup<Result>(_ body: () throws -> Result) rethrows -> Result {
        undoGroupDepth += 1
        defer {
            undoGroupDepth -= 1
            if undoGroupDepth == 0, !openUndoGroup.isEmpty {
                undoStack.append(UndoStep(serial: takeHistorySerial(), updates: openUndoGroup))
                openUndoGroup = []
            }
        }
        return try body()
    }

    /// Forgets every undo and redo step. The content is then a new state in the history
    /// (``historyMarker`` changes), since the steps that led to it are gone.
    public func clearUndoHistory() {
        clearUndoHistory(because: .requested)
    }

    /// Forgets every step and, if there were any, tells the observer why.
    func clearUndoHistory(because reason: UndoHistoryClearing) {
        let hadSteps = !undoStack.isEmpty || !redoStack.isEmpty || !openUndoGroup.isEmpty
        undoStack.removeAll()
        redoStack.removeAll()
        openUndoGroup.removeAll()
        historyBase = takeHistorySerial()
        if hadSteps { observer?.tableDidClearUndoHistory(self, because: reason) }
    }

    /// The number of undo steps recorded.
    package var undoStepCount: Int { undoStack.count }

    // MARK: - Internals

    func recordForUndo(_ update: TableUpdate) {
        if undoGroupDepth > 0 {
            openUndoGroup.append(update)
        } else {
            undoStack.append(UndoStep(serial: takeHistorySerial(), updates: [update]))
        }
        redoStack.removeAll()
    }

    private func takeHistorySerial() -> Int {
        defer { nextHistorySerial += 1 }
        return nextHistorySerial
    }

    private func undoableDataSource() throws -> any TableUndoableDataSource {
        guard dataSource != nil else { throw TableUsageError.noDataSource }
        guard let source = undoableSource else { throw TableUsageError.dataSourceNotUndoable }
        return source
    }

    private func replay(_ updates: [TableUpdate]) throws {
        let source = try undoableDataSource()
        do {
            for update in updates { try replay(update, through: source, origin: .replay) }
        } catch {
            clearUndoHistory(because: .replayFailed)
            throw error
        }
    }

    /// Hands a validated `update` to the data source, checks the data source's new counts
    /// against it, and applies it to the table.
    @discardableResult
    private func replay(_ update: TableUpdate, through source: any TableUndoableDataSource, origin: UpdateOrigin) throws -> TableUpdate {
        // Before the model changes: a recorded step that no longer fits the table never reaches it.
        guard update.fits(counts) else { throw TableUsageError.historyOutOfStep }
        try source.table(self, apply: update)
        try ConsistencyCheck(update: update, old: counts).verify(ReportedCounts(asking: source, for: self))
        commit(update, origin: origin)
        return update
    }

    /// Fills in the contents of what the update removes or replaces, while the model still has them.
    private func archiveRemovedContents(of update: inout TableUpdate, from source: any TableUndoableDataSource) {
        for i in update.deletedSections.indices {
            update.deletedSections[i].value = source.table(self, archiveSection: update.deletedSections[i].section)
        }
        for i in update.reloadedSections.indices {
            update.reloadedSections[i].oldValue = source.table(self, archiveSection: update.reloadedSections[i].from)
        }
        for i in update.deletedRows.indices {
            update.deletedRows[i].value = source.table(self, archiveRowAt: update.deletedRows[i].indexPath)
        }
        for i in update.reloadedRows.indices {
            update.reloadedRows[i].oldValue = source.table(self, archiveRowAt: update.reloadedRows[i].from)
        }
    }
}
