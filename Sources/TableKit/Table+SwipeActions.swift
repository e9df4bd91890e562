extension Table {
    /// The swipe actions a row is showing, if any: the row (where it is now), the edge, and
    /// the actions, for a view to draw beside the row.
    public var swipeActions: ShownSwipeActions? {
        guard case let .swipe(row, edge) = modeStorage, let configuration = swipeConfigurationStorage else { return nil }
        return ShownSwipeActions(indexPath: row, edge: edge, configuration: configuration, isDefaultDelete: swipeShowsDefaultDelete)
    }

    // MARK: - Showing

    /// Swipes across the row from its trailing edge: the same as
    /// ``showSwipeActions(_:forRowAt:)`` with ``SwipeEdge/trailing``. Without a trailing
    /// configuration from the delegate, that is the Delete button, shown if the data source
    /// can commit deletions and the row can be deleted (`canEditRowAt`, then the delegate's
    /// editing style is delete); ``deleteConfirmationIndexPath`` names the row, and
    /// ``confirmDeletion()`` deletes it.
    /// - Throws: as ``showSwipeActions(_:forRowAt:)``.
    public func swipeToDelete(at indexPath: IndexPath) throws {
        try showSwipeActions(.trailing, forRowAt: indexPath)
    }

    /// Swipes the row from `edge`: the table asks for the row's actions, tells the delegate
    /// the row will begin editing, enters editing mode without showing any controls
    /// (``EditingMode/swipe(_:_:)``) and shows the actions (``swipeActions``).
    ///
    /// The calling sequence: `canEditRowAt` (with an editing data source; a row that cannot be
    /// edited cannot be swiped), the delegate's leading or trailing swipe actions
    /// configuration; without a trailing configuration, the default, which asks
    /// `editingStyleForRowAt` (it must be delete) and the Delete button's title; then
    /// `willBeginEditingRowAt`. A row with no actions is refused before anything is sent to
    /// the delegate about editing: `willBeginEditingRowAt` and `didEndEditingRowAt` bracket
    /// only a swipe that happens.
    ///
    /// Swiping another row, or the same row from the other edge, first ends the current
    /// swipe; swiping the row from the edge it already shows changes nothing. The actions
    /// follow their row through every update, and end (`didEndEditingRowAt(nil)`) when it is
    /// deleted.
    /// - Parameters:
    ///   - edge: the edge whose actions to show: ``SwipeEdge/leading`` (`l`, →) or
    ///     ``SwipeEdge/trailing`` (`h`, ←, the Delete button by default).
    ///   - indexPath: the row.
    /// - Throws: ``TableRefusal`` if there is no such row, the table is in editing mode, or
    ///   the row has no actions at that edge (``TableRefusal/cannotSwipeToDelete(_:)`` for a
    ///   trailing swipe without configuration, ``TableRefusal/noEditingDataSource`` if the
    ///   data source cannot commit the default Delete, ``TableRefusal/noSwipeActions(_:_:)``
    ///   otherwise).
    public func showSwipeActions(_ edge: SwipeEdge, forRowAt indexPath: IndexPath) throws {
        // Without a delegate the trailing actions can only be the default Delete: the missing
        // conformance is the most useful thing to say, whatever the mode.
        if edge == .trailing, delegate == nil, editingSource == nil { throw TableRefusal.noEditingDataSource }
        guard containsRow(at: indexPath) else { throw TableRefusal.noSuchRow(indexPath) }
        switch modeStorage {
        case .editing: throw TableRefusal.alreadyEditing
        case let .swipe(row, shownEdge):
            if row == indexPath, shownEdge == edge { return }
            endSwipe(at: row)
        case .normal: break
        }
        let (configuration, isDefaultDelete) = try swipeActionsConfiguration(edge, forRowAt: indexPath)
        delegate?.table(self, willBeginEditingRowAt: indexPath)
        swipeSerial += 1
        swipeConfigurationStorage = configuration
        swipeShowsDefaultDelete = isDefaultDelete
        modeStorage = .swipe(indexPath, edge)
        deleteConfirmationStorage = isDefaultDelete ? indexPath : nil
        notifyObservers { $0.tableDidChangeEditingMode(self, animated: true) }
    }

    /// The row's actions at `edge`: the delegate's configuration, or the default (none
    /// leading; Delete trailing).
    private func swipeActionsConfiguration(_ edge: SwipeEdge, forRowAt indexPath: IndexPath) throws -> (SwipeActionsConfiguration, isDefaultDelete: Bool) {
        if let source = editingSource, !source.table(self, canEditRowAt: indexPath) {
            throw edge == .trailing ? TableRefusal.cannotSwipeToDelete(indexPath) : TableRefusal.noSwipeActions(indexPath, edge)
        }
        let configured = switch edge {
        case .leading: delegate?.table(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing: delegate?.table(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        if let configured {
            guard !configured.actions.isEmpty else { throw TableRefusal.noSwipeActions(indexPath, edge) }
            return (configured, false)
        }
        guard edge == .trailing else { throw TableRefusal.noSwipeActions(indexPath, edge) }
        guard editingSource != nil else { throw TableRefusal.noEditingDataSource }
        guard (delegate?.table(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else {
            throw TableRefusal.cannotSwipeToDelete(indexPath)
        }
        let delete = ContextualAction.delete(title: titleForDeleteConfirmationButton(forRowAt: indexPath))
        return (SwipeActionsConfiguration(actions: [delete]), true)
    }

    // MARK: - Performing

    /// Performs the shown action at `index` (a tap on its button): runs its handler on the
    /// row, as one user action (one undo step; a destructive action's row is archived first,
    /// so a deletion it makes the UIKit way is undoable). When the handler calls its
    /// completion, with `true` or `false`, the actions are dismissed: the table leaves
    /// editing mode and tells the delegate the row's editing ended (with `nil` if the
    /// handler deleted the row, which already ended the swipe).
    /// - Parameter index: the action's index in ``ShownSwipeActions/actions``, from the edge.
    /// - Returns: what the handler reported, or ``SwipeActionCompletion/pending`` if it has
    ///   not called its completion yet (the actions then stay shown until it does).
    /// - Throws: ``TableRefusal/noSwipeActionsShown`` when no actions are shown;
    ///   ``TableUsageError/noSuchSwipeAction(_:actionCount:)`` for an index out of range;
    ///   ``TableUsageError/batchIsOpen(pendingOperations:)`` inside a batch; whatever the
    ///   handler throws (the actions are then dismissed).
    @discardableResult
    public func performSwipeAction(at index: Int) throws -> SwipeActionCompletion {
        guard let shown = swipeActions else { throw TableRefusal.noSwipeActionsShown }
        guard shown.actions.indices.contains(index) else {
            throw TableUsageError.noSuchSwipeAction(index, actionCount: shown.actions.count)
        }
        try requireNoOpenBatch()
        let action = shown.actions[index]
        let serial = swipeSerial
        var outcome = SwipeActionCompletion.pending
        let completion: (Bool) -> Void = { [weak self] performed in
            guard outcome == .pending else { return }
            outcome = performed ? .performed : .notPerformed
            self?.endSwipe(serial: serial)
        }
        do {
            try performAsUserAction(on: shown.indexPath, archivingFirst: action.style == .destructive) {
                try action.handler(self, shown.indexPath, completion)
            }
        } catch {
            endSwipe(serial: serial)
            throw error
        }
        return outcome
    }

    /// Performs the shown action whose key hint is `key` (a letter typed while the actions
    /// are shown).
    /// - Returns: as ``performSwipeAction(at:)``.
    /// - Throws: ``TableRefusal/noSwipeActionsShown``; ``TableRefusal/noSwipeAction(forKey:)``
    ///   if no shown action has that key; otherwise as ``performSwipeAction(at:)``.
    @discardableResult
    public func performSwipeAction(forKey key: Character) throws -> SwipeActionCompletion {
        guard let shown = swipeActions else { throw TableRefusal.noSwipeActionsShown }
        guard let index = shown.index(ofActionWithKey: key) else { throw TableRefusal.noSwipeAction(forKey: key) }
        return try performSwipeAction(at: index)
    }

    /// A full swipe (Enter, or the edge's key again): performs the first shown action if the
    /// configuration allows it (``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``).
    /// - Returns: as ``performSwipeAction(at:)``.
    /// - Throws: ``TableRefusal/noSwipeActionsShown``; ``TableRefusal/noFullSwipe`` if the
    ///   configuration does not allow it; otherwise as ``performSwipeAction(at:)``.
    @discardableResult
    public func performFullSwipe() throws -> SwipeActionCompletion {
        guard let shown = swipeActions else { throw TableRefusal.noSwipeActionsShown }
        guard shown.configuration.performsFirstActionWithFullSwipe else { throw TableRefusal.noFullSwipe }
        return try performSwipeAction(at: 0)
    }

    /// Hides the swipe actions without performing any (Esc, a tap elsewhere): the table
    /// leaves editing mode and tells the delegate the row's editing ended. Does nothing when
    /// no actions are shown.
    public func dismissSwipeActions() {
        if case let .swipe(row, _) = modeStorage { endSwipe(at: row) }
    }

    // MARK: - Ending

    /// Ends the swipe a performed action belonged to, if it is still the one shown.
    private func endSwipe(serial: Int) {
        guard serial == swipeSerial, case let .swipe(row, _) = modeStorage else { return }
        endSwipe(at: row)
    }

    /// Leaves the swipe: hides its actions (and the Delete button), leaves editing mode
    /// (unless the caller is entering full editing mode, which tells the observer itself) and
    /// tells the delegate.
    func endSwipe(at indexPath: IndexPath?, leavingEditing: Bool = true, animated: Bool = true) {
        deleteConfirmationStorage = nil
        swipeConfigurationStorage = nil
        swipeShowsDefaultDelete = false
        if leavingEditing {
            modeStorage = .normal
            notifyObservers { $0.tableDidChangeEditingMode(self, animated: animated) }
        }
        delegate?.table(self, didEndEditingRowAt: indexPath)
    }
}
