import Dispatch
import LibC

/// The rows a command reads, by their texts, for pairing the lines it prints back with rows of
/// the same text, first come first served: the k-th line of a text takes the k-th row of that
/// text (what `:!cmd` keeps of the rows it prints back).
///
/// Hash tables of the rows' texts, each distinct text with its rows in order: one probe a
/// line, where sorting the rows' texts and the lines together (as `:sort` sorts) cost several
/// times as much for a million lines. Lines are matched by hash and length, then every pair
/// is compared byte by byte; if any differs, all are matched again comparing bytes, so two
/// texts of one hash are still told apart.
///
/// A million texts' table is far larger than the caches, and a probe of one is a wait on
/// memory for each line. So the texts are first cut by their hash's top bits into parts
/// small enough for a part's table to stay in the cache while its lines are matched (a
/// radix-partitioned hash join), and the parts are shared among the cores, with no lock: a
/// text is only ever in its own part. For many rows the tables are built in the background
/// as soon as the index is made, while the command runs, so that only the lines are left
/// when it ends.
final class RowTextIndex: @unchecked Sendable {
    /// The most rows (and lines) an index takes: they are numbered in 32 bits.
    static let rowLimit = Int(Int32.max) - 1

    private let rows: [UInt8]
    private let rowEnds: [Int]
    private let partBits: Int
    private let hashesOnlyLengths: Bool
    /// Written by the build, then only read; `built` orders the two.
    private var parts = Parts()
    private let built = DispatchGroup()

    /// Indexes rows whose texts are `rows`: row `k`'s text ends at `rowEnds[k]` and starts
    /// just after the byte that ends the row before it (a newline). Many rows are indexed in
    /// the background; ``match(_:of:)`` waits for it.
    /// - Parameter hashesOnlyLengths: hash each text by its length alone, so that texts of one
    ///   length all share a hash: for a test of texts told apart by their bytes alone.
    /// - Precondition: at most ``rowLimit`` rows.
    init(rows: [UInt8], rowEnds: [Int], hashesOnlyLengths: Bool = false) {
        precondition(rowEnds.count <= Self.rowLimit, "too many rows to index")
        self.rows = rows
        self.rowEnds = rowEnds
        self.hashesOnlyLengths = hashesOnlyLengths
        // About 4,096 rows a part: its table and entries, about 300 KiB, stay in a core's cache.
        var bits = 0
        while bits < 16, rowEnds.count >> bits > 4096 { bits += 1 }
        partBits = bits
        if rowEnds.count < Self.backgroundFrom {
            build()
        } else {
            built.enter()
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                build()
                built.leave()
            }
        }
    }

    deinit {
        built.wait()
        parts.deallocate()
    }

    /// For each of `lines` (ranges of `output`), the index of the row it takes, or -1 for none.
    /// - Precondition: at most ``rowLimit`` lines.
    /// - Complexity: O(n + m) for n rows and m lines, of their bytes, expected; on every core.
    func match(_ lines: [Range<Int>], of output: [UInt8]) -> [Int] {
        precondition(lines.count <= Self.rowLimit, "too many lines to match")
        built.wait()
        return output.withUnsafeBytes { output in
            let lineBase = output.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
            let entries = Entries(count: lines.count, partBits: partBits, base: lineBase, hashesOnlyLengths: hashesOnlyLengths) { index in
                (lines[index].lowerBound, lines[index].count)
            }
            defer { entries.deallocate() }
            return withRows { rowBase in
                let rowStarts = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, lines.count))
                defer { rowStarts.deallocate() }
                var matched = matchLines(entries, lineBase: lineBase, rowBase: rowBase, rowStarts: rowStarts, exact: false)
                if !Self.sameBytes(lines, lineBase: lineBase, matched: matched, rowBase: rowBase, rowStarts: rowStarts) {
                    // Two texts of one hash and length: matched again, every pair by its bytes.
                    parts.reset()
                    Parallel.forEachPiece(of: 1 << partBits) { _, range in
                        for part in range { parts.fill(part, rowBase: rowBase) }
                    }
                    matched = matchLines(entries, lineBase: lineBase, rowBase: rowBase, rowStarts: rowStarts, exact: true)
                }
                return matched
            }
        }
    }

    /// Each line's row, by its part's table; `exact` compares the bytes of the texts, else
    /// only their hashes and lengths (for ``sameBytes(_:lineBase:matched:rowBase:rowStarts:)``
    /// to check after). `rowStarts[k]` is set to where line k's row starts.
    private func matchLines(
        _ entries: Entries, lineBase: UnsafeRawPointer, rowBase: UnsafeRawPointer,
        rowStarts: UnsafeMutableBufferPointer<Int>, exact: Bool
    ) -> [Int] {
        [Int](unsafeUninitializedCapacity: entries.count) { matched, initialized in
            // Each line is matched by its part's thread alone, and every line is some part's.
            let out = matched
            Parallel.forEachPiece(of: 1 << partBits) { _, range in
                for part in range {
                    parts.match(entries, inPart: part, rowBase: rowBase, lineBase: lineBase, exact: exact, into: out, rowStarts: rowStarts)
                }
            }
            initialized = entries.count
        }
    }

    /// Whether every line has the bytes of the row matched to it: in the lines' order, so
    /// that only the rows' bytes are read out of order.
    private static func sameBytes(
        _ lines: [Range<Int>], lineBase: UnsafeRawPointer, matched: [Int], rowBase: UnsafeRawPointer,
        rowStarts: UnsafeMutableBufferPointer<Int>
    ) -> Bool {
        let differs = UnsafeMutableBufferPointer<Bool>.allocate(capacity: Parallel.cores)
        defer { differs.deallocate() }
        differs.initialize(repeating: false)
        Parallel.forEachPiece(of: lines.count) { piece, range in
            var same = true
            for index in range where matched[index] >= 0 {
                let line = lines[index]
                same = same && (line.isEmpty || memcmp(lineBase + line.lowerBound, rowBase + rowStarts[index], line.count) == 0)
            }
            differs[piece] = !same
        }
        return !differs.contains(true)
    }

    /// Cuts the rows into parts by hash and builds each part's table, on every core.
    private func build() {
        let rowEnds = self.rowEnds
        withRows { rowBase in
            let entries = Entries(count: rowEnds.count, partBits: partBits, base: rowBase, hashesOnlyLengths: hashesOnlyLengths) { row in
                let start = row == 0 ? 0 : rowEnds[row - 1] + 1
                return (start, rowEnds[row] - start)
            }
            parts = Parts(entries)
            Parallel.forEachPiece(of: 1 << partBits) { _, range in
                for part in range { parts.fill(part, rowBase: rowBase) }
            }
        }
    }

    private func withRows<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
        rows.withUnsafeBytes { body($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!) }
    }

    /// Fewer rows are indexed as the index is made: a thread costs more than they do.
    private static let backgroundFrom = 20_000
}

/// Texts (rows' or lines'), each with its hash, where its bytes lie and its number, grouped
/// by part (the top bits of the hash), in ascending order within a part.
struct Entries {
    struct Entry {
        var hash: UInt64
        var start: Int
        var count: Int
        var number: Int32
    }

    /// How many texts there are (`entries` has room for one more when there are none).
    let count: Int
    let entries: UnsafeMutableBufferPointer<Entry>
    /// Part `p`'s entries are `partStarts[p]..<partStarts[p + 1]`.
    let partStarts: [Int]

    /// The texts `0..<count`, `text(k)` being the start (from `base`) and byte count of text k.
    init(
        count: Int, partBits: Int, base: UnsafeRawPointer, hashesOnlyLengths: Bool, text: (Int) -> (start: Int, count: Int)
    ) {
        self.count = count
        let hashes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(1, count))
        defer { hashes.deallocate() }
        Parallel.forEachPiece(of: count) { _, range in
            for index in range {
                let (start, length) = text(index)
                hashes[index] = hashesOnlyLengths
                    ? RowTextIndex.hash(base, 0) &+ UInt64(length) : RowTextIndex.hash(base + start, length)
            }
        }
        let shift = UInt64(64 - partBits), partCount = 1 << partBits
        func part(_ hash: UInt64) -> Int { partBits == 0 ? 0 : Int(truncatingIfNeeded: hash >> shift) }
        // Each core places a stretch of the texts: its count of each part first, so that it
        // knows where its texts of a part go (after those of the stretches before it).
        let pieces = count < 65_536 ? 1 : Parallel.cores
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: pieces * partCount)
        defer { counts.deallocate() }
        counts.initialize(repeating: 0)
        Parallel.forEachPiece(of: count, pieces: pieces) { k, range in
            for index in range { counts[k * partCount + part(hashes[index])] += 1 }
        }
        var starts = [Int](repeating: 0, count: partCount + 1)
        var total = 0
        for p in 0..<partCount {
            starts[p] = total
            for k in 0..<pieces {
                let n = counts[k * partCount + p]
                counts[k * partCount + p] = total
                total += n
            }
        }
        starts[partCount] = total
        partStarts = starts
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: max(1, count))
        self.entries = entries
        Parallel.forEachPiece(of: count, pieces: pieces) { k, range in
            for index in range {
                let hash = hashes[index], place = k * partCount + part(hash)
                let (start, length) = text(index)
                entries[counts[place]] = Entry(hash: hash, start: start, count: length, number: Int32(index))
                counts[place] += 1
            }
        }
    }

    func deallocate() { entries.deallocate() }
}

/// Every part's table, in one block, and each row's next row of the same text.
private struct Parts {
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
    private var rows = Entries?.none

    init() {}

    /// Tables at most half full for the parts of `rows`, which they keep.
    init(_ rows: Entries) {
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
        _ lines: Entries, inPart part: Int, rowBase: UnsafeRawPointer, lineBase: UnsafeRawPointer, exact: Bool,
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
        _ entry: Entries.Entry, _ bytes: UnsafeRawPointer?, in table: Int, mask: Int, rows: Entries, rowBase: UnsafeRawPointer
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

extension RowTextIndex {
    /// A 64-bit hash of `count` bytes, eight at a time, mixed at the end so that both its top
    /// bits (the part) and its low bits (the slot) depend on all of them.
    @inline(__always)
    static func hash(_ bytes: UnsafeRawPointer, _ count: Int) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        var offset = 0
        while offset + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = ((hash << 5 | hash >> 59) ^ word) &* 0x517C_C1B7_2722_0A95
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            for k in offset..<count { word = word << 8 | UInt64(bytes.load(fromByteOffset: k, as: UInt8.self)) }
            hash = ((hash << 5 | hash >> 59) ^ word) &* 0x517C_C1B7_2722_0A95
        }
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }
}
