/// Which kind of editing a table is in.
public enum EditingMode: Hashable, Sendable {
    /// Not editing: rows show no controls.
    case normal
    /// Editing mode, entered with ``Table/setEditing(_:animated:)``: rows show their editing
    /// and reorder controls.
    case editing
    /// A row swiped from one edge: the table is editing (``Table/isEditing``), but shows no
    /// controls, only that row's swipe actions (``Table/swipeActions``), by default the
    /// trailing Delete button. Swipe-to-delete is the trailing swipe.
    case swipe(IndexPath, SwipeEdge)
}

extension Table {
    /// The table's editing mode.
    public var mode: EditingMode { modeStorage }

    /// Whether the table is editing, in editing mode or in swipe-to-delete. (An Edit button
    /// reads `Done`, and Listing 7-1's Add button is disabled, exactly when this is true.)
    ///
    /// Setting it is UIKit's `editing` property: the same as
    /// ``setEditing(_:animated:)`` with `animated: false`.
    public var isEditing: Bool {
        get { modeStorage != .normal }
        set { setEditing(newValue, animated: false) }
    }

    /// The row whose Delete confirmation button is showing, if any. At most one row shows it.
    public var deleteConfirmationIndexPath: IndexPath? { deleteConfirmationStorage }

    // MARK: - Editing mode

    /// Enters or leaves editing mode (the Edit/Done button).
    ///
    /// Entering does no per-row work: each row's controls are derived when it is shown, by
    /// ``controls(forRowAt:)``. Entering during a swipe turns the swipe into full editing
    /// mode; leaving dismisses any Delete button and cancels a drag.
    ///
    /// Selection follows UIKit: editing mode starts with no row selected, and the rows
    /// selected before are put aside; leaving it deselects the rows selected while editing
    /// and gives back the ones put aside (where their rows are now).
    /// - Parameters:
    ///   - editing: `true` to enter editing mode, `false` to leave it.
    ///   - animated: whether the view should animate the change; the observer is told with
    ///     ``TableObserver/tableDidChangeEditingMode(_:animated:)``.
    /// - Complexity: O(1).
    public func setEditing(_ editing: Bool, animated: Bool = true) {
        if editing {
            if case let .swipe(row, _) = modeStorage { endSwipe(at: row, leavingEditing: false) }
            deleteConfirmationStorage = nil
            guard modeStorage != .editing else { return }
            putSelectionAsideForEditing()
            modeStorage = .editing
            notifyObservers { $0.tableDidChangeEditingMode(self, animated: animated) }
        } else {
            switch modeStorage {
            case .normal: return
            case let .swipe(row, _): endSwipe(at: row, animated: animated)
            case .editing:
                deleteConfirmationStorage = nil
                dragStorage = nil
                restoreSelectionAfterEditing()
                modeStorage = .normal
                notifyObservers { $0.tableDidChangeEditingMode(self, animated: animated) }
            }
        }
    }

    /// The controls the row at `indexPath` shows, derived as in Figures 7-1 and 8-2, and
    /// whether it is selected.
    ///
    /// Only in editing mode (not during a swipe) does a row show controls. Its editing
    /// control needs a ``TableEditingDataSource`` whose `canEditRowAt` allows it; the control
    /// is the delegate's editing style (default ``EditingStyle/delete``). Its reorder control
    /// needs a ``TableMovingDataSource`` whose `canMoveRowAt` allows it. With
    /// ``allowsMultipleSelectionDuringEditing``, a row that can be edited (or any row,
    /// without an editing data source) shows a selection check instead of its editing
    /// control, as UIKit's rows show a check circle.
    ///
    /// The data source and delegate are asked on every call, in that order:
    /// `canEditRowAt`, `editingStyleForRowAt` (not under multiple selection), `canMoveRowAt`.
    /// A view calls this for the rows it shows.
    public func controls(forRowAt indexPath: IndexPath) -> RowControls {
        guard containsRow(at: indexPath) else { return .none }
        let isSelected = !selectionStorage.isEmpty && selectionStorage.contains(RowPath(indexPath))
        guard modeStorage == .editing else {
            return isSelected ? RowControls(editingControl: .none, showsReorderControl: false, isSelected: true) : .none
        }
        if allowsMultipleSelectionDuringEditing {
            let showsCheck = editingSource.map { $0.table(self, canEditRowAt: indexPath) } ?? true
            return RowControls(
                editingControl: .none, showsReorderControl: canMoveRow(at: indexPath), showsSelectionCheck: showsCheck,
                isSelected: isSelected)
        }
        return RowControls(
            editingControl: editingStyle(forRowAt: indexPath), showsReorderControl: canMoveRow(at: indexPath),
            isSelected: isSelected)
    }

    /// The title of the row's Delete confirmation button: the delegate's, or `Delete`.
    public func titleForDeleteConfirmationButton(forRowAt indexPath: IndexPath) -> String {
        delegate?.table(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    // MARK: - Deletion and insertion controls

    /// Taps the row's deletion control ⊖: its Delete confirmation button appears (replacing
    /// any other row's), or, if it was showing, disappears.
    /// - Throws: ``TableRefusal`` if the table is not in editing mode, the data source is not a
    ///   ``TableEditingDataSource``, or the row shows no deletion control (under multiple
    ///   selection during editing, no row does).
    public func tapDeletionControl(at indexPath: IndexPath) throws {
        try requireEditingMode(row: indexPath)
        guard editingSource != nil else { throw TableRefusal.noEditingDataSource }
        guard !allowsMultipleSelectionDuringEditing, editingStyle(forRowAt: indexPath) == .delete else {
            throw TableRefusal.noDeletionControl(indexPath)
        }
        deleteConfirmationStorage = deleteConfirmationStorage == indexPath ? nil : indexPath
    }

    /// Taps the row's insertion control ⊕: the data source is asked to commit an insertion
    /// at the row (one undo step).
    /// - Throws: ``TableRefusal`` if the table is not in editing mode, the data source is not
    ///   a ``TableEditingDataSource``, or the row shows no insertion control;
    ///   ``TableUsageError/batchIsOpen(pendingOperations:)`` inside a batch; otherwise whatever the data source's
    ///   commit throws.
    public func tapInsertionControl(at indexPath: IndexPath) throws {
        try requireEditingMode(row: indexPath)
        guard let source = editingSource else { throw TableRefusal.noEditingDataSource }
        guard !allowsMultipleSelectionDuringEditing, editingStyle(forRowAt: indexPath) == .insert else {
            throw TableRefusal.noInsertionControl(indexPath)
        }
        try requireNoOpenBatch()
        deleteConfirmationStorage = nil
        try withUndoGroup { try source.table(self, commit: .insert, forRowAt: indexPath) }
    }

    /// Taps the Delete confirmation button: the data source is asked to commit the deletion
    /// (one undo step). During a swipe this performs the trailing default Delete
    /// (``performSwipeAction(at:)``): the table then leaves editing mode and tells the
    /// delegate the row's editing ended.
    /// - Throws: ``TableRefusal/noDeleteConfirmation`` if no Delete button is showing;
    ///   ``TableUsageError/batchIsOpen(pendingOperations:)`` inside a batch; otherwise whatever the data source's
    ///   commit throws.
    public func confirmDeletion() throws {
        guard let indexPath = deleteConfirmationStorage, editingSource != nil else { throw TableRefusal.noDeleteConfirmation }
        if case .swipe = modeStorage {
            try performSwipeAction(at: 0)
            return
        }
        try requireNoOpenBatch()
        deleteConfirmationStorage = nil
        try performAsUserAction(on: indexPath, archivingFirst: true) { try commitDeletion(at: indexPath) }
    }

    /// Hides the Delete confirmation button without deleting (Esc, moving away). During a
    /// swipe this dismisses the swipe actions, whatever they are.
    public func dismissDeleteConfirmation() {
        if case let .swipe(row, _) = modeStorage {
            endSwipe(at: row)
        } else {
            deleteConfirmationStorage = nil
        }
    }

    /// Runs `body` as one user action (one undo step) on the row at `indexPath`, archiving the
    /// row first when the action may remove it, so that a UIKit-style deletion is undoable.
    func performAsUserAction(on indexPath: IndexPath, archivingFirst: Bool, _ body: () throws -> Void) throws {
        try withUndoGroup {
            if archivingFirst { preArchiveRow(at: indexPath) }
            try body()
        }
    }

    /// Asks the data source to commit the deletion of the row, as the Delete button does.
    /// - Throws: ``TableRefusal/noEditingDataSource`` without an editing data source; what
    ///   its commit throws.
    func commitDeletion(at indexPath: IndexPath) throws {
        guard let source = editingSource else { throw TableRefusal.noEditingDataSource }
        try source.table(self, commit: .delete, forRowAt: indexPath)
    }

    // MARK: - Asking the data source and delegate

    /// The editing control the row shows in editing mode, whatever the mode now: asks
    /// `canEditRowAt`, then the delegate's editing style; `.none` without an editing data
    /// source. (A view uses it to let a placeholder row with an insertion control add a row
    /// when tapped outside editing mode too.)
    public func editingStyle(forRowAt indexPath: IndexPath) -> EditingStyle {
        guard let source = editingSource,
            source.table(self, canEditRowAt: indexPath)
        else { return .none }
        return delegate?.table(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Whether the data source lets the row move (`canMoveRowAt`); false without a moving
    /// data source.
    public func canMoveRow(at indexPath: IndexPath) -> Bool {
        guard let source = movingSource else { return false }
        return source.table(self, canMoveRowAt: indexPath)
    }

    /// The rows of `section` that the data source lets move (``canMoveRow(at:)`` of each),
    /// ascending, as ``TableMovingDataSource/table(_:movableRowsInSection:)`` works them out;
    /// none without a moving data source.
    public func movableRows(inSection section: Int) -> [Int] {
        guard let source = movingSource else { return [] }
        return source.table(self, movableRowsInSection: section)
    }

    private func requireEditingMode(row indexPath: IndexPath) throws(TableRefusal) {
        switch modeStorage {
        case .normal: throw .notEditing
        case .swipe: throw .swipeInProgress
        case .editing: break
        }
        guard containsRow(at: indexPath) else { throw .noSuchRow(indexPath) }
    }

    /// A user action updates the table at once; inside a batch its update would wait for an
    /// `endUpdates()` that a batch left open by a throw never gets.
    func requireNoOpenBatch() throws(TableUsageError) {
        guard batchDepth == 0 else { throw .batchIsOpen(pendingOperations: pending.count) }
    }
}
