/// The deletes, moves and destinations of a rearrangement (``Table/rearrangeRows(of:at:order:newRows:)``),
/// worked out from the rows' places with arrays of integers: a million index paths hashed or
/// compared cost more than the rearrangement itself.
@usableFromInline
struct RearrangementPlan {
    /// The places rearranged.
    @usableFromInline let slots: [IndexPath]
    /// What goes in each place, in order: a slot index (the row there moves), or
    /// `-1 - n` for the n-th new row.
    @usableFromInline let order: [Int]
    /// The new rows' places, in the order of the places given.
    @usableFromInline var destinations: [(newRow: Int, at: IndexPath)] = []
    @usableFromInline var deleted: [IndexPath] = []
    /// Each section touched, its rows as they end: an old row of the section (its row, ≥ 0)
    /// or a row from elsewhere (`-1 - k` for the k-th place: a new row, or one of another
    /// section).
    @usableFromInline var finalRows: [(section: Int, rows: [Int])] = []
    /// Per section touched, the old rows that stay in it and where they end; which of them
    /// keep their place (a longest run in order) is worked out only for an edit of moves.
    private var staying: [(section: Int, oldRows: [Int], finalRows: [Int])] = []
    /// The rows that come from another section, and where they go.
    private var crossing: [(from: IndexPath, to: IndexPath)] = []
    /// At least as many as the rows of `staying` that move (disjoint pairs out of order).
    private var stayingMovesAtLeast = 0

    /// A plan for rows named by index path (one of the slots) or new (nil), the n-th nil
    /// being the n-th new row.
    @usableFromInline init(slots: [IndexPath], rows: [IndexPath?], in table: Table) throws {
        let layout = try SlotLayout(slots, in: table)
        var order: [Int] = []
        order.reserveCapacity(rows.count)
        var newRows = 0
        for path in rows {
            guard let path else {
                newRows += 1
                order.append(-newRows)
                continue
            }
            guard let k = layout.slot(of: path) else {
                throw TableUsageError.rearrangement("\(path) is not one of the places rearranged")
            }
            order.append(k)
        }
        try self.init(layout, order: order, slots: slots)
    }

    /// A plan for rows named by slot index (`order[k] >= 0`) or new (`-1 - n`: the n-th new row).
    @usableFromInline init(slots: [IndexPath], order: [Int], in table: Table) throws {
        let layout = try SlotLayout(slots, in: table)
        if let k = order.first(where: { $0 >= slots.count }) {
            throw TableUsageError.rearrangement("\(k) is not the index of a place (there are \(slots.count))")
        }
        try self.init(layout, order: order, slots: slots)
    }

    private init(_ layout: SlotLayout, order: [Int], slots: [IndexPath]) throws {
        self.slots = slots
        self.order = order
        guard !slots.isEmpty else { return }
        // Read once: an index path's parts cost a switch each. Their sections only when there
        // are several: read in the order of the rows put in place (a sort's is random), each
        // read is a cache miss.
        let slotRows = SlotRows(slots, inOneSection: layout.sections.count == 1)
        let slotSections = layout.sections.count > 1 ? slots.map(\.section) : nil
        var named = [Bool](repeating: false, count: slots.count)
        for k in order where k >= 0 {
            guard !named[k] else { throw TableUsageError.rearrangement("\(slots[k]) is put in two places") }
            named[k] = true
        }
        deleted = slots.indices.filter { !named[$0] }.map { slots[$0] }

        // Each affected section as it ends: its old rows outside the slots, the rows put in
        // the slots, and any rows beyond the slots after the last one.
        for (section, slotOfRow) in layout.sections {
            var end = SectionEnd(capacity: slotOfRow.count)
            var sink = 0
            for row in slotOfRow.indices {
                let k = Int(slotOfRow[row])
                // The row that goes some places ahead is read now, so that the waits overlap.
                if !slotRows.isRun, k >= 0, k + Self.ahead < order.count, order[k + Self.ahead] >= 0 {
                    sink &+= slotRows[order[k + Self.ahead]]
                }
                if k < 0 {
                    end.keep(row)
                    continue
                }
                if k < order.count { place(k, in: section, &end, slotSections, slotRows) }
                if k == slots.count - 1, order.count > slots.count {
                    for extra in slots.count..<order.count { place(extra, in: section, &end, slotSections, slotRows) }
                }
            }
            withExtendedLifetime(sink) {}
            stayingMovesAtLeast += Self.disjointPairsOutOfOrder(end.stayingOld)
            staying.append((section, end.stayingOld, end.stayingFinal))
            finalRows.append((section, end.final))
        }
    }

    /// Puts what goes in place `index` at the end of `section`'s rows: a new row, a row of
    /// the section (which stays in it), or a row of another section.
    private mutating func place(_ index: Int, in section: Int, _ end: inout SectionEnd, _ slotSections: [Int]?, _ slotRows: SlotRows) {
        let k = order[index]
        if k < 0 {
            destinations.append((-1 - k, IndexPath(row: end.final.count, section: section)))
            end.final.append(-1 - index)
        } else if slotSections?[k] ?? section == section {
            end.keep(slotRows[k])
        } else {
            crossing.append((slots[k], IndexPath(row: end.final.count, section: section)))
            end.final.append(-1 - index)
        }
    }

    /// How many places ahead a row's place is read.
    private static let ahead = 32

    /// The row of each slot. When the slots are one run of rows (a whole section sorted),
    /// the row is worked out, not read: read in a sort's order, each read is a cache miss,
    /// most of the plan's time for a million rows.
    private struct SlotRows {
        private let rows: [Int]
        /// The first slot's row when the slots are consecutive rows of one section.
        private let runStart: Int?

        /// Slots ascending and distinct within each section (as the layout checked).
        init(_ slots: [IndexPath], inOneSection: Bool) {
            let rows = slots.map(\.row)
            self.rows = rows
            let isRun = inOneSection && rows.last.map { $0 - rows[0] == rows.count - 1 } == true
            runStart = isRun ? rows.first : nil
        }

        var isRun: Bool { runStart != nil }

        subscript(slot: Int) -> Int { runStart.map { $0 + slot } ?? rows[slot] }
    }

    /// A section's rows as they end, being put together: a struct, not variables a nested
    /// function captures, which would box them (a million appends through a box).
    private struct SectionEnd {
        var final: [Int] = []
        var stayingOld: [Int] = []
        var stayingFinal: [Int] = []

        init(capacity: Int) {
            final.reserveCapacity(capacity)
            stayingOld.reserveCapacity(capacity)
            stayingFinal.reserveCapacity(capacity)
        }

        /// The section's own row `row` goes next.
        mutating func keep(_ row: Int) {
            stayingOld.append(row)
            stayingFinal.append(final.count)
            final.append(row)
        }
    }

    /// Whether an edit of moves would make more than `limit` deletes, moves and inserts.
    /// Worked out without the longest run in order (which costs a tenth of a second for a
    /// million rows) when the rows out of order already say so.
    @usableFromInline func makesMoreOperations(than limit: Int) -> Bool {
        let fixed = deleted.count + crossing.count + destinations.count
        if fixed + stayingMovesAtLeast > limit { return true }
        return fixed + moves.count > limit
    }

    /// The moves of an edit of moves: the rows from other sections, and the rows of each
    /// section outside a longest run in order.
    @usableFromInline var moves: [(from: IndexPath, to: IndexPath)] {
        var moves = crossing
        for (section, oldRows, finalRows) in staying {
            let stays = longestIncreasingSubsequence(oldRows)
            for index in stays.indices where !stays[index] {
                moves.append((IndexPath(row: oldRows[index], section: section), IndexPath(row: finalRows[index], section: section)))
            }
        }
        return moves
    }

    /// The row a place's token (`-1 - k` in ``finalRows``) names when it is an existing row
    /// of another section; nil for a new row.
    @usableFromInline func existingRow(ofPlace index: Int) -> IndexPath? {
        order[index] >= 0 ? slots[order[index]] : nil
    }

    /// How many of `values` (distinct) must leave their place for the rest to be in order, at
    /// least: of two neighbours out of order, one leaves; pairs that share no element count
    /// apart.
    private static func disjointPairsOutOfOrder(_ values: [Int]) -> Int {
        var count = 0
        var i = 0
        while i + 1 < values.count {
            if values[i] > values[i + 1] {
                count += 1
                i += 2
            } else {
                i += 1
            }
        }
        return count
    }
}

/// The sections of a rearrangement's slots, each with the slot index of each of its rows.
private struct SlotLayout {
    /// By section, ascending: for each row of the section, its slot index, or -1.
    private(set) var sections: [(section: Int, slotOfRow: [Int32])] = []
    /// Where each section is in `sections`.
    private var position: [Int: Int] = [:]

    init(_ slots: [IndexPath], in table: Table) throws {
        var runStart = 0
        while runStart < slots.count {
            let section = slots[runStart].section
            guard section >= 0, section < table.numberOfSections else {
                throw TableUsageError.rearrangement("\(slots[runStart]) is not a row of the table")
            }
            let count = table.numberOfRows(inSection: section)
            var slotOfRow = [Int32](repeating: -1, count: count)
            var previous = -1
            var k = runStart
            while k < slots.count, slots[k].section == section {
                let row = slots[k].row
                guard row >= 0, row < count else { throw TableUsageError.rearrangement("\(slots[k]) is not a row of the table") }
                guard row > previous else {
                    throw TableUsageError.rearrangement("the places must be ascending and distinct (\(slots[k - 1]), then \(slots[k]))")
                }
                slotOfRow[row] = Int32(k)
                previous = row
                k += 1
            }
            guard position[section] == nil else {
                throw TableUsageError.rearrangement("the places must be ascending (section \(section) comes twice)")
            }
            position[section] = sections.count
            sections.append((section, slotOfRow))
            runStart = k
        }
        sections.sort { $0.section < $1.section }
        for (index, entry) in sections.enumerated() { position[entry.section] = index }
    }

    /// The slot index of the row at `path`, or nil if it is not a slot.
    func slot(of path: IndexPath) -> Int? {
        guard let index = position[path.section] else { return nil }
        let slotOfRow = sections[index].slotOfRow
        guard path.row >= 0, path.row < slotOfRow.count, slotOfRow[path.row] >= 0 else { return nil }
        return Int(slotOfRow[path.row])
    }
}
