import LibC

/// Every part's table of a ``RowTextIndex``, in one block, and each row's next row of the same text.
struct RowTextParts {
    /// A slot a distinct text; all zeros when empty, so that the tables are made of zeroed
    /// memory the kernel lends lazily.
    struct Slot {
        var hash: UInt64
        /// One more than the place (among the rows' entries) of a row of the text, whose
        /// bytes are compared; 0 while the slot is empty.
        var first: Int32
        /// One more than the place of the text's next row not yet taken; 0 when every one is.
        var head: Int32
    }

    private var slots = UnsafeMutableBufferPointer<Slot>(start: nil, count: 0)
    /// Part `p`'s table is `tableStarts[p]..<tableStarts[p] + tableSizes[p]` of `slots`.
    private var tableStarts: [Int] = []
    private var tableSizes: [Int] = []
    /// For the row entry at each place, one more than the place of the next row of its
    /// text, or 0.
    private var next = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
    private var rows = RowTextEntries?.none

    init() {}

    /// Tables at most half full for the parts of `rows`, which they keep.
    init(_ rows: RowTextEntries) {
        var total = 0
        for p in 0..<(rows.partStarts.count - 1) {
            let count = rows.partStarts[p + 1] - rows.partStarts[p]
            var size = 16
            while size < 2 * count { size <<= 1 }
            tableStarts.append(total)
            tableSizes.append(size)
            total += size
        }
        let memory = calloc(total, MemoryLayout<Slot>.stride)!
        slots = UnsafeMutableBufferPointer(start: memory.bindMemory(to: Slot.self, capacity: total), count: total)
        next = .allocate(capacity: max(1, rows.entries.count))
        self.rows = rows
    }

    /// Empties the tables, to be filled again.
    func reset() {
        slots.update(repeating: Slot(hash: 0, first: 0, head: 0))
    }

    func deallocate() {
        free(slots.baseAddress)
        next.deallocate()
        rows?.deallocate()
    }

    /// Puts part `part`'s rows into its table, each text's rows in order: the rows go in last
    /// first, each at its text's head.
    func fill(_ part: Int, rowBase: UnsafeRawPointer) {
        guard let rows else { return }
        let table = tableStarts[part], mask = tableSizes[part] - 1
        for place in stride(from: rows.partStarts[part + 1] - 1, through: rows.partStarts[part], by: -1) {
            let entry = rows.entries[place]
            let slot = table + find(entry, rowBase + entry.start, in: table, mask: mask, rows: rows, rowBase: rowBase)
            if slots[slot].first == 0 {
                slots[slot] = Slot(hash: entry.hash, first: Int32(place + 1), head: 0)
            }
            next[place] = slots[slot].head
            slots[slot].head = Int32(place + 1)
        }
    }

    /// Sets `matched[k]` for every line `k` in part `part`, taking rows from its table.
    func match(
        _ lines: RowTextEntries, inPart part: Int, rowBase: UnsafeRawPointer, lineBase: UnsafeRawPointer, exact: Bool,
        into matched: UnsafeMutableBufferPointer<Int>, rowStarts: UnsafeMutableBufferPointer<Int>
    ) {
        guard let rows else { return }
        let table = tableStarts[part], mask = tableSizes[part] - 1
        let end = lines.partStarts[part + 1]
        var sink = 0
        for place in lines.partStarts[part]..<end {
            // The bytes of the row a line a few places on will be compared with, and the
            // line's, are read now, so that the waits for them overlap this line's.
            if exact, place + Self.ahead < end {
                let later = lines.entries[place + Self.ahead]
                let home = slots[table + Int(truncatingIfNeeded: later.hash) & mask]
                if home.first > 0 {
                    let row = rows.entries[Int(home.first) - 1]
                    if row.count > 0 { sink &+= Int(rowBase.load(fromByteOffset: row.start, as: UInt8.self)) }
                }
                if later.count > 0 { sink &+= Int(lineBase.load(fromByteOffset: later.start, as: UInt8.self)) }
            }
            let line = lines.entries[place]
            let slot = table + find(line, exact ? lineBase + line.start : nil, in: table, mask: mask, rows: rows, rowBase: rowBase)
            let head = slots[slot].head
            guard head > 0 else {
                matched[Int(line.number)] = -1
                continue
            }
            let row = rows.entries[Int(head) - 1]
            matched[Int(line.number)] = Int(row.number)
            rowStarts[Int(line.number)] = row.start
            slots[slot].head = next[Int(head) - 1]
        }
        withExtendedLifetime(sink) {}
    }

    /// How many lines ahead of the one being matched their bytes are read.
    private static let ahead = 8

    /// The slot (from `table`) of the text of `entry`, whose bytes are at `bytes`: the one
    /// holding it, or the empty one where it goes; without `bytes`, the first of its hash and
    /// length. The slot's place in its table is the hash's low bits (its top bits chose the part).
    private func find(
        _ entry: RowTextEntries.Entry, _ bytes: UnsafeRawPointer?, in table: Int, mask: Int, rows: RowTextEntries, rowBase: UnsafeRawPointer
    ) -> Int {
        var index = Int(truncatingIfNeeded: entry.hash) & mask
        while true {
            let slot = slots[table + index]
            if slot.first == 0 { return index }
            if slot.hash == entry.hash {
                let row = rows.entries[Int(slot.first) - 1]
                if row.count == entry.count,
                   entry.count == 0 || bytes.map({ memcmp(rowBase + row.start, $0, entry.count) == 0 }) ?? true {
                    return index
                }
            }
            index = (index + 1) & mask
        }
    }
}
