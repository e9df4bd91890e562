/// Where a row of a rearrangement comes from (``Table/rearrangeRows(of:at:to:)``).
public enum RearrangedRow<Row> {
    /// The row now at this index path (one of the places rearranged).
    case existing(IndexPath)
    /// A new row with these contents.
    case new(Row)
}

extension RearrangedRow: Sendable where Row: Sendable {}

extension Table {
    /// Puts `rows` in the places `slots`, in order, as one undoable edit: a computed reorder
    /// (a sort, a filter through a command) that animates as moves, the update a diffable
    /// snapshot's apply would make.
    ///
    /// `rows[k]` goes to the place of `slots[k]`: an ``RearrangedRow/existing(_:)`` row (one
    /// of the slots) moves there, a ``RearrangedRow/new(_:)`` row is inserted there. A slot's
    /// row that `rows` does not name is deleted; when `rows` is longer than `slots`, the rest
    /// go right after the last slot, in its section; when it is shorter, the last slots are
    /// left empty. Rows outside the slots keep their order. Of the rows that stay in their
    /// section, a longest run already in order keeps its place and only the others move.
    /// - Parameters:
    ///   - source: the data source, which applies the edit.
    ///   - slots: the places rearranged, ascending and distinct.
    ///   - rows: what goes there; each existing row at most once.
    /// - Returns: the update applied.
    /// - Throws: ``TableUsageError`` for slots that are not ascending, distinct rows of the
    ///   table, or rows that name another place or one twice; whatever ``edit(of:_:)`` throws.
    /// - Complexity: O(n + m log m) for n rows in the slots' sections and m rows moved.
    @discardableResult
    public func rearrangeRows<Source: TableUndoableDataSource>(
        of source: Source, at slots: [IndexPath], to rows: [RearrangedRow<Source.Row>]
    ) throws -> TableUpdate {
        let plan = try RearrangementPlan(slots: slots, rows: rows.map(\.existingPath), in: self)
        return try edit(of: source) { edit in
            if !plan.deleted.isEmpty { edit.deleteRows(at: plan.deleted) }
            for (from, to) in plan.moves { edit.moveRow(at: from, to: to) }
            for (index, row) in rows.enumerated() {
                if case let .new(value) = row { edit.insertRow(value, at: plan.destinations[index]) }
            }
        }
    }
}

extension RearrangedRow {
    var existingPath: IndexPath? {
        if case let .existing(path) = self { return path }
        return nil
    }
}

/// The deletes, moves and destinations of a rearrangement, worked out from the rows' places.
struct RearrangementPlan {
    /// Where each of the rows ends, in the order given.
    var destinations: [IndexPath] = []
    var deleted: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []

    /// - Parameter rows: for each row put in place, the existing row it is, or nil for a new one.
    init(slots: [IndexPath], rows: [IndexPath?], in table: Table) throws {
        for (index, slot) in slots.enumerated() {
            guard table.containsRow(at: slot) else { throw TableUsageError.rearrangement("\(slot) is not a row of the table") }
            if index > 0, !(slots[index - 1] < slot) {
                throw TableUsageError.rearrangement("the places must be ascending and distinct (\(slots[index - 1]), then \(slot))")
            }
        }
        var slotIndex: [IndexPath: Int] = [:]
        for (index, slot) in slots.enumerated() { slotIndex[slot] = index }
        var named = Set<IndexPath>()
        for path in rows.compactMap({ $0 }) {
            guard slotIndex[path] != nil else { throw TableUsageError.rearrangement("\(path) is not one of the places rearranged") }
            guard named.insert(path).inserted else { throw TableUsageError.rearrangement("\(path) is put in two places") }
        }
        guard let lastSlot = slots.last else { return }
        deleted = slots.filter { !named.contains($0) }

        // Each affected section as it ends: its old rows outside the slots, the rows put in
        // the slots, and any rows beyond the slots after the last one.
        destinations = [IndexPath](repeating: IndexPath(row: 0, section: 0), count: rows.count)
        let sections = Array(Set(slots.map(\.section))).sorted()
        for section in sections {
            var finalRow = 0
            // The old rows of this section that stay in it, in their final order.
            var stayingOldRows: [Int] = []
            var stayingFinalRows: [Int] = []
            func place(_ index: Int) {
                let destination = IndexPath(row: finalRow, section: section)
                destinations[index] = destination
                if let from = rows[index] {
                    if from.section == section {
                        stayingOldRows.append(from.row)
                        stayingFinalRows.append(finalRow)
                    } else {
                        moves.append((from, destination))
                    }
                }
                finalRow += 1
            }
            for row in 0..<table.numberOfRows(inSection: section) {
                let path = IndexPath(row: row, section: section)
                if let k = slotIndex[path] {
                    if k < rows.count { place(k) }
                    if path == lastSlot, rows.count > slots.count {
                        for extra in slots.count..<rows.count { place(extra) }
                    }
                } else {
                    stayingOldRows.append(row)
                    stayingFinalRows.append(finalRow)
                    finalRow += 1
                }
            }
            let stays = longestIncreasingSubsequence(stayingOldRows)
            for (index, stay) in stays.enumerated() where !stay {
                moves.append((IndexPath(row: stayingOldRows[index], section: section),
                              IndexPath(row: stayingFinalRows[index], section: section)))
            }
        }
    }
}
