/// A row being dragged by its reorder control.
public struct Drag: Hashable, Sendable {
    /// Where the row was when the drag began.
    public var source: IndexPath
    /// Where the row would land if dropped now, after the delegate's retargeting. Index
    /// paths here are those the table will have after the move.
    public var destination: IndexPath

    /// Creates a drag.
    public init(source: IndexPath, destination: IndexPath) {
        self.source = source
        self.destination = destination
    }
}

/// A direction to drag a row in, one place at a time.
public enum DragStep: Sendable {
    /// One place towards the end of the table.
    case down
    /// One place towards the start of the table.
    case up
}

extension Table {
    /// The drag in progress, if any.
    public var drag: Drag? { dragStorage }

    /// Picks up the row by its reorder control (Figure 8-2): asks `canMoveRowAt`.
    /// - Throws: ``TableRefusal`` if the table is not in editing mode, a drag is already in
    ///   progress, the data source is not a ``TableMovingDataSource``, or the row shows no
    ///   reorder control.
    public func beginDrag(at indexPath: IndexPath) throws {
        guard modeStorage == .editing else {
            throw modeStorage == .normal ? TableRefusal.notEditing : TableRefusal.swipeInProgress
        }
        guard dragStorage == nil else { throw TableRefusal.dragInProgress }
        guard containsRow(at: indexPath) else { throw TableRefusal.noSuchRow(indexPath) }
        guard movingSource != nil else { throw TableRefusal.noMovingDataSource }
        guard canMoveRow(at: indexPath) else { throw TableRefusal.cannotMove(indexPath) }
        deleteConfirmationStorage = nil
        dragStorage = Drag(source: indexPath, destination: indexPath)
    }

    /// Moves the dragged row over `proposedIndexPath`: asks the delegate's
    /// `targetIndexPathForMoveFromRowAt` (which may retarget) and returns the destination.
    /// - Parameter proposedIndexPath: a destination in the index space after the move: in the
    ///   row's own section, `0..<rows`; in another section, `0...rows`.
    /// - Throws: ``TableRefusal/noDrag`` without a drag;
    ///   ``TableUsageError/invalidDragProposal(_:from:lastRow:sectionCount:)`` if the proposal
    ///   is not a place the row can land (the delegate is not asked);
    ///   ``TableUsageError/invalidMoveTarget(_:proposed:)`` if the delegate's answer is not.
    @discardableResult
    public func dragOver(_ proposedIndexPath: IndexPath) throws -> IndexPath {
        guard var drag = dragStorage else { throw TableRefusal.noDrag }
        guard isValidDestination(proposedIndexPath, forRowFrom: drag.source) else {
            let section = proposedIndexPath.section
            throw TableUsageError.invalidDragProposal(
                proposedIndexPath, from: drag.source,
                lastRow: isIndex(section, below: counts.sectionCount)
                    ? lastDestinationRow(inSection: section, forRowFrom: drag.source) : nil,
                sectionCount: counts.sectionCount)
        }
        let target = delegate?.table(self, targetIndexPathForMoveFromRowAt: drag.source, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
        guard isValidDestination(target, forRowFrom: drag.source) else {
            throw TableUsageError.invalidMoveTarget(target, proposed: proposedIndexPath)
        }
        drag.destination = target
        dragStorage = drag
        return target
    }

    /// Moves the dragged row one place up or down from where it would land now (so the
    /// delegate is asked about the neighbouring place), crossing into the next or previous
    /// section at a section's end. If the delegate retargets a place back to where the row
    /// already lands (a pinned last row it may not pass), the place beyond is proposed, so a
    /// row can still step past such a row into the next section, as a finger dragging it
    /// would. Returns the new destination, unchanged at the table's ends.
    /// - Complexity: one question to the delegate, or a few more past rows it keeps in place
    ///   (at most ``maximumStepProposals``).
    /// - Throws: as ``dragOver(_:)``.
    @discardableResult
    public func dragStep(_ step: DragStep) throws -> IndexPath {
        guard let drag = dragStorage else { throw TableRefusal.noDrag }
        var proposal = destination(after: drag.destination, step, forRowFrom: drag.source)
        for _ in 0..<Self.maximumStepProposals {
            guard let place = proposal else { break }
            let target = try dragOver(place)
            if target != drag.destination { return target }
            proposal = destination(after: place, step, forRowFrom: drag.source)
        }
        dragStorage = drag
        return drag.destination
    }

    /// How many places one step proposes at most when the delegate keeps retargeting them back.
    public static let maximumStepProposals = 64

    /// Drops the dragged row where it would land. If that is not where it started, the data
    /// source's `moveRowAt(_:to:)` is sent (once) and the table moves the row (one undo
    /// step). A drop on the starting place sends nothing (see docs/DECISIONS.md).
    /// - Returns: where the row is now.
    /// - Throws: ``TableRefusal/noDrag`` without a drag; ``TableUsageError/batchIsOpen(pendingOperations:)``
    ///   inside a batch; a ``TableUpdateError`` if the data source's counts disagree with the
    ///   move afterwards.
    @discardableResult
    public func dropDrag() throws -> IndexPath {
        guard let drag = dragStorage else { throw TableRefusal.noDrag }
        try requireNoOpenBatch()
        dragStorage = nil
        guard drag.destination != drag.source, let source = movingSource else {
            return drag.source
        }
        try withUndoGroup {
            source.table(self, moveRowAt: drag.source, to: drag.destination)
            var move = PendingUpdates()
            move.append(.moveRow(from: RowPath(drag.source), to: RowPath(drag.destination)))
            try apply(move, origin: .tableMove)
        }
        return drag.destination
    }

    /// Puts the dragged row back where it started; nothing is sent to the data source.
    public func cancelDrag() {
        dragStorage = nil
    }

    /// The user drags the row one place up or down and drops it (the `J` and `K` keys): a
    /// gesture, so the delegate may retarget it, the data source is sent `moveRowAt` once,
    /// and it is one undo step. (UIKit's ``moveRow(at:to:)`` is something else: the data
    /// source telling the table about a move it already made.)
    /// - Returns: where the row is now (its old place if the delegate retargeted it back or
    ///   it is at the table's end).
    /// - Throws: as ``beginDrag(at:)``, ``dragOver(_:)`` and ``dropDrag()``.
    @discardableResult
    public func dragAndDropRow(at indexPath: IndexPath, step: DragStep) throws -> IndexPath {
        try beginDrag(at: indexPath)
        do {
            try dragStep(step)
        } catch {
            cancelDrag()
            throw error
        }
        return try dropDrag()
    }

    // MARK: - Destinations

    /// Whether `destination` is a place the row from `source` can land: in its own section,
    /// `0..<rows`; in another, `0...rows` (the row is added to it).
    func isValidDestination(_ destination: IndexPath, forRowFrom source: IndexPath) -> Bool {
        guard (0..<counts.sectionCount).contains(destination.section) else { return false }
        return (0...lastDestinationRow(inSection: destination.section, forRowFrom: source)).contains(destination.row)
    }

    func lastDestinationRow(inSection section: Int, forRowFrom source: IndexPath) -> Int {
        section == source.section ? counts[section] - 1 : counts[section]
    }

    /// The destination one place up or down from `current`, or `nil` at the table's ends.
    func destination(after current: IndexPath, _ step: DragStep, forRowFrom source: IndexPath) -> IndexPath? {
        switch step {
        case .down:
            if current.row < lastDestinationRow(inSection: current.section, forRowFrom: source) {
                return IndexPath(row: current.row + 1, section: current.section)
            }
            let next = current.section + 1
            return next < counts.sectionCount ? IndexPath(row: 0, section: next) : nil
        case .up:
            if current.row > 0 { return IndexPath(row: current.row - 1, section: current.section) }
            let previous = current.section - 1
            guard previous >= 0 else { return nil }
            return IndexPath(row: lastDestinationRow(inSection: previous, forRowFrom: source), section: previous)
        }
    }
}
