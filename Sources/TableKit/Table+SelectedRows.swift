extension Table {
    // MARK: - Deleting the selected rows

    /// Deletes every selected row (`d` with a selection, after the view's "Delete N rows?"):
    /// one update and one undo step.
    ///
    /// Each selected row must be deletable as its Delete button would be (`canEditRowAt`,
    /// then the delegate's editing style is delete), or nothing is deleted. An undoable data
    /// source is handed the deletion as one change (``Table/edit(of:_:)``, its `apply`: the
    /// path undo and redo take, since its own commit may itself make an edit, which cannot
    /// run inside a batch); another editing data source is asked to commit each row's
    /// deletion, last row first (so each index path is still right when its turn comes),
    /// inside one batch, so the table validates and applies one update.
    /// - Returns: the number of rows deleted.
    /// - Throws: ``TableRefusal/noSelection``; ``TableRefusal/noEditingDataSource``;
    ///   ``TableRefusal/swipeInProgress`` or ``TableRefusal/dragInProgress``;
    ///   ``TableRefusal/cannotDeleteSelectedRow(_:)``;
    ///   ``TableUsageError/batchIsOpen(pendingOperations:)`` inside a batch; a
    ///   ``TableUpdateError`` or the data source's own error (nothing is then deleted).
    /// - Complexity: O(k) questions to the data source and delegate for k selected rows, plus
    ///   one update of k deletions (O(k log k) to validate).
    @discardableResult
    public func deleteSelectedRows() throws -> Int {
        guard !selectionStorage.isEmpty else { throw TableRefusal.noSelection }
        guard let source = editingSource else { throw TableRefusal.noEditingDataSource }
        try requireNoGestureUnderWay()
        try requireNoOpenBatch()
        let paths = selectionStorage.sortedPaths.map(\.indexPath)
        if let row = paths.first(where: { editingStyle(forRowAt: $0) != .delete }) {
            throw TableRefusal.cannotDeleteSelectedRow(row)
        }
        deleteConfirmationStorage = nil
        try withUndoGroup {
            if let undoable = undoableSource {
                try deleteRows(at: paths, of: undoable)
            } else {
                try performBatchUpdates {
                    for path in paths.reversed() { try source.table(self, commit: .delete, forRowAt: path) }
                }
            }
        }
        return paths.count
    }

    private func deleteRows<Source: TableUndoableDataSource>(at paths: [IndexPath], of source: Source) throws {
        try edit(of: source) { $0.deleteRows(at: paths, with: .fade) }
    }

    // MARK: - Moving the selected rows

    /// Moves the selected rows one place up or down as blocks (`J`/`K` with a selection):
    /// each run of consecutive selected rows passes the row beside it, or joins the
    /// neighbouring section at a section's end, as one dragged row would; one update and one
    /// undo step.
    ///
    /// The delegate's `targetIndexPathForMoveFromRowAt` is asked about each row of a block, in
    /// the order of travel: from where the row is, to the place the block lands, as a drag of
    /// that row to the same place would propose it in the table as it is now (so a delegate
    /// that consults its model judges the place right). A block moves only where every row's
    /// proposal is accepted as proposed; when one is retargeted, the block tries the place
    /// beyond, as a dragged row steps past a row the delegate keeps in place (up to
    /// ``maximumStepProposals`` places), and never passes another block. A block that finds
    /// no place, or is at the table's end, stays. For a single selected row this is
    /// ``dragAndDropRow(at:step:)``, except that a retargeted row tries the place beyond
    /// instead of going where the delegate sends it.
    ///
    /// An undoable data source is handed the moves as one change (its `apply`); another
    /// moving data source is sent `moveRowAt` once per moved row, in the order the rows moved,
    /// each against the rows the moves before it left. The selection follows the rows.
    /// - Parameter step: ``DragStep/up`` or ``DragStep/down``.
    /// - Returns: the number of rows moved (0 if no block could move).
    /// - Throws: ``TableRefusal/noSelection``; ``TableRefusal/notEditing`` (moving needs
    ///   editing mode, as a drag does) or ``TableRefusal/dragInProgress``;
    ///   ``TableRefusal/noMovingDataSource``; ``TableRefusal/cannotMove(_:)`` if a selected
    ///   row shows no reorder control (nothing moves);
    ///   ``TableUsageError/batchIsOpen(pendingOperations:)`` inside a batch; a
    ///   ``TableUpdateError`` if the data source's counts disagree afterwards.
    /// - Complexity: O(k) questions to the data source and delegate for k selected rows (up
    ///   to ``maximumStepProposals`` more per block the delegate turns away), plus one update
    ///   of the moved rows.
    @discardableResult
    public func moveSelectedRows(_ step: DragStep) throws -> Int {
        guard !selectionStorage.isEmpty else { throw TableRefusal.noSelection }
        guard modeStorage == .editing else {
            throw modeStorage == .normal ? TableRefusal.notEditing : TableRefusal.swipeInProgress
        }
        guard dragStorage == nil else { throw TableRefusal.dragInProgress }
        guard let source = movingSource else { throw TableRefusal.noMovingDataSource }
        try requireNoOpenBatch()
        let paths = selectionStorage.sortedPaths.map(\.indexPath)
        if let row = paths.first(where: { !canMoveRow(at: $0) }) { throw TableRefusal.cannotMove(row) }
        let plan = SelectedRowsMove(
            counts: counts, selection: selectionStorage, step: step, maximumProposals: Self.maximumStepProposals
        ) { source, proposal in
            (delegate?.table(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal) ?? proposal) == proposal
        }
        guard !plan.batchMoves.isEmpty else { return 0 }
        deleteConfirmationStorage = nil
        try withUndoGroup {
            if let undoable = undoableSource {
                try moveRows(plan.batchMoves, of: undoable)
            } else {
                for move in plan.sequentialMoves { source.table(self, moveRowAt: move.source, to: move.destination) }
                var batch = PendingUpdates()
                for move in plan.batchMoves { batch.append(.moveRow(from: RowPath(move.source), to: RowPath(move.destination))) }
                try apply(batch, origin: .tableMove)
            }
        }
        return plan.batchMoves.count
    }

    private func moveRows<Source: TableUndoableDataSource>(_ moves: [SelectedRowsMove.Move], of source: Source) throws {
        try edit(of: source) { edit in
            for move in moves { edit.moveRow(at: move.source, to: move.destination) }
        }
    }

    /// Acting on the selection waits until a swipe or a drag is over.
    private func requireNoGestureUnderWay() throws(TableRefusal) {
        if case .swipe = modeStorage { throw .swipeInProgress }
        guard dragStorage == nil else { throw .dragInProgress }
    }
}
