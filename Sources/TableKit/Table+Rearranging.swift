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
    ///
    /// A rearrangement of more than ``rearrangementReloadThreshold`` operations (a sort of
    /// a long list) is made as one reload of each section it touches instead, when the data
    /// source keeps its sections as ``TableSection`` values and takes section reloads: a
    /// million moves cost the table and the data source far more than the sections' rows.
    /// - Parameters:
    ///   - source: the data source, which applies the edit.
    ///   - slots: the places rearranged, ascending and distinct.
    ///   - rows: what goes there; each existing row at most once.
    /// - Returns: the update applied.
    /// - Throws: ``TableUsageError`` for slots that are not ascending, distinct rows of the
    ///   table, or rows that name another place or one twice; whatever ``edit(of:_:)`` throws.
    /// - Complexity: O(n + m log m) for n rows in the slots' sections and m rows moved.
    @inlinable @discardableResult
    public func rearrangeRows<Source: TableUndoableDataSource>(
        of source: Source, at slots: [IndexPath], to rows: [RearrangedRow<Source.Row>]
    ) throws -> TableUpdate {
        let plan = try RearrangementPlan(slots: slots, rows: rows.map { $0.existingPath }, in: self)
        if plan.operationCount > Self.rearrangementReloadThreshold,
           let update = try? reloadSections(of: source, as: plan, rows: rows) {
            return update
        }
        return try edit(of: source) { edit in
            if !plan.deleted.isEmpty { edit.deleteRows(at: plan.deleted) }
            for move in plan.moves { edit.moveRow(at: move.from, to: move.to) }
            for (index, row) in rows.enumerated() {
                if case let .new(value) = row, let destination = plan.destinations[index] { edit.insertRow(value, at: destination) }
            }
        }
    }

    /// How many deletes, moves and inserts a rearrangement makes as such; above it, it
    /// reloads its sections (docs/DECISIONS.md, 2026-11-27).
    public static let rearrangementReloadThreshold = 10_000

    /// The rearrangement as one reload of each section it touches; nil when the data source's
    /// sections are not ``TableSection`` values.
    @inlinable
    func reloadSections<Source: TableUndoableDataSource>(
        of source: Source, as plan: RearrangementPlan, rows: [RearrangedRow<Source.Row>]
    ) throws -> TableUpdate? {
        // Each section's rows archived at once (a copy on write), not row by row.
        // As arrays: the rows are taken in any order, and an array's index costs less than a
        // segmented array's.
        var archived: [Int: [Source.Row]] = [:]
        func archive(_ section: Int) -> [Source.Row]? {
            if let rows = archived[section] { return rows }
            // Chunk by chunk: each is one bulk copy, even where this code runs unspecialised.
            let rows = (source.table(self, archiveSection: section) as? TableSection<Source.Row>).map { archived in
                var rows: [Source.Row] = []
                rows.reserveCapacity(archived.rows.count)
                for chunk in archived.rows.chunks { rows += chunk }
                return rows
            }
            archived[section] = rows
            return rows
        }
        var values: [(section: Int, value: Source.Section, count: Int)] = []
        for (section, tokens) in plan.finalRows {
            guard let own = archive(section) else { return nil }
            var contents: [Source.Row] = []
            contents.reserveCapacity(tokens.count)
            // Rows that are plain words (a document's row is one) are gathered as such: this
            // runs unspecialised when the caller is generic over the data source, and a
            // million copies through the type's witness cost a tenth of a second.
            if let gathered = Self.gatheredWords(own, tokens) {
                contents = gathered
                for (index, token) in tokens.enumerated() where token < 0 {
                    switch rows[-token - 1] {
                    case let .existing(path):
                        guard let other = path.section == section ? own : archive(path.section) else { return nil }
                        contents[index] = other[path.row]
                    case let .new(value):
                        contents[index] = value
                    }
                }
                let value = TableSection(
                    header: titleForHeader(inSection: section), footer: titleForFooter(inSection: section), rows: contents)
                guard let value = value as? Source.Section else { return nil }
                values.append((section, value, contents.count))
                continue
            }
            for token in tokens {
                if token >= 0 {
                    contents.append(own[token])
                    continue
                }
                switch rows[-token - 1] {
                case let .existing(path):
                    guard let other = path.section == section ? own : archive(path.section) else { return nil }
                    contents.append(other[path.row])
                case let .new(value):
                    contents.append(value)
                }
            }
            let value = TableSection(
                header: titleForHeader(inSection: section), footer: titleForFooter(inSection: section), rows: contents)
            guard let value = value as? Source.Section else { return nil }
            values.append((section, value, contents.count))
        }
        return try edit(of: source) { edit in
            for (section, value, count) in values { edit.reloadSection(section, with: value, rowCount: count, animation: .none) }
        }
    }
}

extension Table {
    /// `rows[tokens[k]]` for each k (a negative token: `rows[0]`, for the caller to replace),
    /// copied as 64-bit words, when a row is one trivially copied word; nil otherwise.
    @usableFromInline
    static func gatheredWords<Row>(_ rows: [Row], _ tokens: [Int]) -> [Row]? {
        guard _isPOD(Row.self), MemoryLayout<Row>.size == 8, MemoryLayout<Row>.stride == 8, !rows.isEmpty else { return nil }
        return rows.withUnsafeBytes { source in
            let words = source.bindMemory(to: UInt64.self)
            let gathered = [UInt64](unsafeUninitializedCapacity: tokens.count) { buffer, count in
                for (index, token) in tokens.enumerated() { buffer[index] = words[token >= 0 ? token : 0] }
                count = tokens.count
            }
            return gathered.withUnsafeBytes { Array($0.bindMemory(to: Row.self)) }
        }
    }
}

extension RearrangedRow {
    @usableFromInline var existingPath: IndexPath? {
        if case let .existing(path) = self { return path }
        return nil
    }
}

/// The deletes, moves and destinations of a rearrangement, worked out from the rows' places
/// with arrays of integers (a million index paths hashed or compared cost more than the
/// rearrangement itself).
@usableFromInline
struct RearrangementPlan {
    /// Where each new row goes (by its index in the rows given).
    @usableFromInline var destinations: [Int: IndexPath] = [:]
    @usableFromInline var deleted: [IndexPath] = []
    var insertedCount = 0
    /// Each section touched, its rows as they end: an old row of the section (its row, ≥ 0)
    /// or a row put in place (`-1 - index` into the rows given).
    @usableFromInline var finalRows: [(section: Int, rows: [Int])] = []
    /// Per section touched, the old rows that stay in it and where they end, and which of
    /// them keep their place (a longest run in order).
    private var staying: [(section: Int, oldRows: [Int], finalRows: [Int], stays: [Bool])] = []
    /// The rows that come from another section, and where they go.
    private var crossing: [(from: IndexPath, to: IndexPath)] = []
    private var stayingMoveCount = 0

    /// The operations an edit of moves makes.
    @usableFromInline var operationCount: Int { deleted.count + crossing.count + stayingMoveCount + insertedCount }

    /// The moves of an edit of moves: the rows from other sections, and the rows of each
    /// section outside its longest run in order.
    @usableFromInline var moves: [(from: IndexPath, to: IndexPath)] {
        var moves = crossing
        for (section, oldRows, finalRows, stays) in staying {
            for index in stays.indices where !stays[index] {
                moves.append((IndexPath(row: oldRows[index], section: section), IndexPath(row: finalRows[index], section: section)))
            }
        }
        return moves
    }

    /// - Parameter rows: for each row put in place, the existing row it is, or nil for a new one.
    @usableFromInline init(slots: [IndexPath], rows: [IndexPath?], in table: Table) throws {
        guard !slots.isEmpty else { return }
        // The slots' sections, each with the slot index of its rows (-1: not a slot).
        var slotOfRow: [Int: [Int32]] = [:]
        var runStart = 0
        while runStart < slots.count {
            let section = slots[runStart].section
            guard section >= 0, section < table.numberOfSections else {
                throw TableUsageError.rearrangement("\(slots[runStart]) is not a row of the table")
            }
            let count = table.numberOfRows(inSection: section)
            var indexOfRow = [Int32](repeating: -1, count: count)
            var previous = -1
            var k = runStart
            while k < slots.count, slots[k].section == section {
                let row = slots[k].row
                guard row >= 0, row < count else { throw TableUsageError.rearrangement("\(slots[k]) is not a row of the table") }
                guard row > previous else {
                    throw TableUsageError.rearrangement("the places must be ascending and distinct (\(slots[k - 1]), then \(slots[k]))")
                }
                indexOfRow[row] = Int32(k)
                previous = row
                k += 1
            }
            guard slotOfRow[section] == nil else {
                throw TableUsageError.rearrangement("the places must be ascending (section \(section) comes twice)")
            }
            slotOfRow[section] = indexOfRow
            runStart = k
        }
        var named = [Bool](repeating: false, count: slots.count)
        for path in rows {
            guard let path else {
                insertedCount += 1
                continue
            }
            guard let k = slotOfRow[path.section].flatMap({ path.row >= 0 && path.row < $0.count ? $0[path.row] : nil }), k >= 0 else {
                throw TableUsageError.rearrangement("\(path) is not one of the places rearranged")
            }
            guard !named[Int(k)] else { throw TableUsageError.rearrangement("\(path) is put in two places") }
            named[Int(k)] = true
        }
        deleted = slots.indices.filter { !named[$0] }.map { slots[$0] }

        // Each affected section as it ends: its old rows outside the slots, the rows put in
        // the slots, and any rows beyond the slots after the last one.
        for section in slotOfRow.keys.sorted() {
            let indexOfRow = slotOfRow[section]!
            var final: [Int] = []
            final.reserveCapacity(indexOfRow.count)
            var stayingOld: [Int] = []
            var stayingFinal: [Int] = []
            stayingOld.reserveCapacity(indexOfRow.count)
            stayingFinal.reserveCapacity(indexOfRow.count)
            func place(_ index: Int) {
                if let from = rows[index] {
                    if from.section == section {
                        stayingOld.append(from.row)
                        stayingFinal.append(final.count)
                    } else {
                        crossing.append((from, IndexPath(row: final.count, section: section)))
                    }
                } else {
                    destinations[index] = IndexPath(row: final.count, section: section)
                }
                final.append(-1 - index)
            }
            for row in indexOfRow.indices {
                let k = Int(indexOfRow[row])
                if k < 0 {
                    stayingOld.append(row)
                    stayingFinal.append(final.count)
                    final.append(row)
                    continue
                }
                if k < rows.count { place(k) }
                if k == slots.count - 1, rows.count > slots.count {
                    for extra in slots.count..<rows.count { place(extra) }
                }
            }
            let stays = longestIncreasingSubsequence(stayingOld)
            stayingMoveCount += stays.count { !$0 }
            staying.append((section, stayingOld, stayingFinal, stays))
            finalRows.append((section, final))
        }
    }
}
