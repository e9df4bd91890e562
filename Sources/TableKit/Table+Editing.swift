/// Which kind of editing a table is in.
public enum EditingMode: Hashable, Sendable {
    /// Not editing: rows show no controls.
    case normal
    /// Editing mode, entered with ``Table/setEditing(_:animated:)``: rows show their editing
    /// and reorder controls.
    case editing
    /// Swipe-to-delete on one row: the table is editing, but shows no controls, only that
    /// row's Delete button.
    case swipeToDelete(IndexPath)
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
    /// - Parameters:
    ///   - editing: `true` to enter editing mode, `false` to leave it.
    ///   - animated: whether the view should animate the change; the observer is told with
    ///     ``TableObserver/tableDidChangeEditingMode(_:animated:)``.
    /// - Complexity: O(1).
    public func setEditing(_ editing: Bool, animated: Bool = true) {
        if editing {
            if case let .swipeToDelete(row) = modeStorage { endSwipe(at: row, leavingEditing: false) }
            deleteConfirmationStorage = nil
            guard modeStorage != .editing else { return }
            modeStorage = .editing
            observer?.tableDidChangeEditingMode(self, animated: animated)
        } else {
            switch modeStorage {
            case .normal: return
            case let .swipeToDelete(row): endSwipe(at: row, animated: animated)
            case .editing:
                deleteConfirmationStorage = nil
                dragStorage = nil
                modeStorage = .normal
                observer?.tableDidChangeEditingMode(self, animated: animated)
            }
        }
    }

    /// The controls the row at `indexPath` shows, derived as in Figures 7-1 and 8-2.
    ///
    /// Only in editing mode (not in swipe-to-delete) does a row show controls. Its editing
    /// control needs a ``TableEditingDataSource`` whose `canEditRowAt` allows it; the control
    /// is the delegate's editing style (default ``EditingStyle/delete``). Its reorder control
    /// needs a ``TableMovingDataSource`` whose `canMoveRowAt` allows it.
    ///
    /// The data source and delegate are asked on every call, in that order:
    /// `canEditRowAt`, `editingStyleForRowAt`, `canMoveRowAt`. A view calls this for the
    /// rows it shows.
    public func controls(forRowAt indexPath: IndexPath) -> RowControls {
        guard modeStorage == .editing, containsRow(at: indexPath) else { return .none }
        return RowControls(editingControl: editingStyle(forRowAt: indexPath), showsReorderControl: canMoveRow(at: indexPath))
    }

    /// The title of the row's Delete confirmation button: the delegate's, or `Delete`.
    public func titleForDeleteConfirmationButton(forRowAt indexPath: IndexPath) -> String {
        delegate?.table(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    // MARK: - Deletion and insertion controls

    /// Taps the row's deletion control ⊖: its Delete confirmation button appears (replacing
    /// any other row's), or, if it was showing, disappears.
    /// - Throws: ``TableRefusal`` if the table is not in editing mode, the data source is not a
    ///   ``TableEditingDataSource``, or the row shows no deletion control.
    public func tapDeletionControl(at indexPath: IndexPath) throws {
        try requireEditingMode(row: indexPath)
        guard editingSource != nil else { throw TableRefusal.noEditingDataSource }
        guard editingStyle(forRowAt: indexPath) == .delete else { throw TableRefusal.noDeletionControl(indexPath) }
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
        guard editingStyle(forRowAt: indexPath) == .insert else { throw TableRefusal.noInsertionControl(indexPath) }
        try requireNoOpenBatch()
        deleteConfirmationStorage = nil
        try withUndoGroup { try source.table(self, commit: .insert, forRowAt: indexPath) }
    }

    /// Taps the Delete confirmation button: the data source is asked to commit the deletion
    /// (one undo step). In swipe-to-delete, the table then leaves editing mode and tells the
    /// delegate the row's editing ended.
    /// - Throws: ``TableRefusal/noDeleteConfirmation`` if no Delete button is showing;
    ///   ``TableUsageError/batchIsOpen(pendingOperations:)`` inside a batch; otherwise whatever the data source's
    ///   commit throws.
    public func confirmDeletion() throws {
        guard let indexPath = deleteConfirmationStorage,
            let source = editingSource
        else { throw TableRefusal.noDeleteConfirmation }
        try requireNoOpenBatch()
        deleteConfirmationStorage = nil
        defer {
            // The row may be gone (then the update already ended the swipe) or still there.
            if case let .swipeToDelete(row) = modeStorage { endSwipe(at: row) }
        }
        try withUndoGroup {
            preArchiveRow(at: indexPath)
            try source.table(self, commit: .delete, forRowAt: indexPath)
        }
    }

    /// Hides the Delete confirmation button without deleting (Esc, moving away). In
    /// swipe-to-delete this also ends the swipe.
    public func dismissDeleteConfirmation() {
        if case let .swipeToDelete(row) = modeStorage {
            endSwipe(at: row)
        } else {
            deleteConfirmationStorage = nil
        }
    }

    // MARK: - Swipe to delete

    /// Swipes across the row: if the data source can commit deletions and the row can be
    /// deleted (`canEditRowAt`, then the delegate's editing style is delete), the table tells
    /// the delegate the row will begin editing, enters editing mode without showing any
    /// controls, and shows the row's Delete button.
    ///
    /// Swiping another row first ends the current swipe. A row that cannot be deleted is
    /// refused before anything is sent to the delegate: `willBeginEditingRowAt` and
    /// `didEndEditingRowAt` bracket only a swipe that happens.
    /// - Throws: ``TableRefusal`` if the data source cannot commit deletions, the table is in
    ///   editing mode, or the row cannot be deleted.
    public func swipeToDelete(at indexPath: IndexPath) throws {
        guard editingSource != nil else { throw TableRefusal.noEditingDataSource }
        guard containsRow(at: indexPath) else { throw TableRefusal.noSuchRow(indexPath) }
        switch modeStorage {
        case .editing: throw TableRefusal.alreadyEditing
        case let .swipeToDelete(row):
            if row == indexPath { return }
            endSwipe(at: row)
        case .normal: break
        }
        guard editingStyle(forRowAt: indexPath) == .delete else { throw TableRefusal.cannotSwipeToDelete(indexPath) }
        delegate?.table(self, willBeginEditingRowAt: indexPath)
        modeStorage = .swipeToDelete(indexPath)
        deleteConfirmationStorage = indexPath
        observer?.tableDidChangeEditingMode(self, animated: true)
    }

    /// Leaves swipe-to-delete: hides the Delete button, leaves editing mode (unless the
    /// caller is entering full editing mode, which tells the observer itself) and tells the
    /// delegate.
    func endSwipe(at indexPath: IndexPath?, leavingEditing: Bool = true, animated: Bool = true) {
        deleteConfirmationStorage = nil
        if leavingEditing {
            modeStorage = .normal
            observer?.tableDidChangeEditingMode(self, animated: animated)
        }
        delegate?.table(self, didEndEditingRowAt: indexPath)
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

    /// `canMoveRowAt`; false without a moving data source.
    func canMoveRow(at indexPath: IndexPath) -> Bool {
        guard let source = movingSource else { return false }
        return source.table(self, canMoveRowAt: indexPath)
    }

    private func requireEditingMode(row indexPath: IndexPath) throws(TableRefusal) {
        switch modeStorage {
        case .normal: throw .notEditing
        case .swipeToDelete: throw .swipeInProgress
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
