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
    /// ``rearrangeRows(of:at:order:newRows:)`` does the same with the rows named by their
    /// slots' indexes, with no value a row.
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
        let newRows = rows.compactMap { row -> Source.Row? in
            if case let .new(value) = row { return value }
            return nil
        }
        return try rearrange(of: source, as: plan, newRows: newRows)
    }

    /// Puts rows in the places `slots`, in order, as one undoable edit, as
    /// ``rearrangeRows(of:at:to:)`` does, with each row named by an integer: `order[k]`, when
    /// it is 0 or more, is the index in `slots` of the row that goes to the place of
    /// `slots[k]`; when it is negative, `newRows[-1 - order[k]]` is inserted there. For a
    /// sort of a million rows: an index path and an enum a row cost more than the sort.
    /// - Parameters:
    ///   - source: the data source, which applies the edit.
    ///   - slots: the places rearranged, ascending and distinct.
    ///   - order: what goes in each place; each slot index at most once.
    ///   - newRows: the new rows that `order` names.
    /// - Returns: the update applied.
    /// - Throws: as ``rearrangeRows(of:at:to:)``; also for an index that is not a slot's.
    /// - Complexity: O(n + m log m) for n rows in the slots' sections and m rows moved.
    @inlinable @discardableResult
    public func rearrangeRows<Source: TableUndoableDataSource>(
        of source: Source, at slots: [IndexPath], order: [Int], newRows: [Source.Row] = []
    ) throws -> TableUpdate {
        if let n = order.first(where: { $0 < 0 && -1 - $0 >= newRows.count }) {
            throw TableUsageError.rearrangement("\(n) names no new row (there are \(newRows.count))")
        }
        return try rearrange(of: source, as: RearrangementPlan(slots: slots, order: order, in: self), newRows: newRows)
    }

    /// Makes `plan` as one reload of each section it touches, when it is large and the data
    /// source takes that, else as an edit of deletes, moves and inserts.
    @inlinable
    func rearrange<Source: TableUndoableDataSource>(
        of source: Source, as plan: RearrangementPlan, newRows: [Source.Row]
    ) throws -> TableUpdate {
        if plan.makesMoreOperations(than: Self.rearrangementReloadThreshold),
           let update = try? reloadSections(of: source, as: plan, newRows: newRows) {
            return update
        }
        return try edit(of: source) { edit in
            if !plan.deleted.isEmpty { edit.deleteRows(at: plan.deleted) }
            for move in plan.moves { edit.moveRow(at: move.from, to: move.to) }
            for (newRow, destination) in plan.destinations { edit.insertRow(newRows[newRow], at: destination) }
        }
    }

    /// How many deletes, moves and inserts a rearrangement makes as such; above it, it
    /// reloads its sections (docs/DECISIONS.md, 2026-11-27).
    public static let rearrangementReloadThreshold = 10_000

    /// The rearrangement as one reload of each section it touches; nil when the data source's
    /// sections are not ``TableSection`` values.
    @inlinable
    func reloadSections<Source: TableUndoableDataSource>(
        of source: Source, as plan: RearrangementPlan, newRows: [Source.Row]
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
            // The section's own rows, the most of a sort's, are gathered as plain words when
            // a row is one (a document's is): this runs unspecialised when the caller is
            // generic over the data source, and a million copies through the type's witness
            // cost a tenth of a second. Rows from elsewhere are put in after.
            func placed(_ token: Int) -> Source.Row? {
                let place = -token - 1
                guard let path = plan.existingRow(ofPlace: place) else { return newRows[-1 - plan.order[place]] }
                return (path.section == section ? own : archive(path.section))?[path.row]
            }
            var contents: [Source.Row] = []
            if let gathered = Self.gatheredWords(own, tokens) {
                contents = gathered
                for (index, token) in tokens.enumerated() where token < 0 {
                    guard let row = placed(token) else { return nil }
                    contents[index] = row
                }
            } else {
                contents.reserveCapacity(tokens.count)
                for token in tokens {
                    guard let row = token >= 0 ? own[token] : placed(token) else { return nil }
                    contents.append(row)
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
