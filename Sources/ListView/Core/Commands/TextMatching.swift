import LibC

/// Pairs lines of text with rows of the same text, first come first served: the k-th line of
/// a text takes the k-th row of that text (what `:!cmd` keeps of the rows it prints back).
///
/// An open-addressing table of the rows' texts by a 64-bit hash, each distinct text with its
/// rows in order: one probe a line, where sorting the rows' texts and the lines together (as
/// `:sort` sorts) cost several times as much for a million lines. Every match is compared
/// byte by byte, so two texts of one hash are still told apart.
///
/// A million texts' table and bytes are far larger than the caches: each probe and each
/// comparison is a wait on memory. So the slots of the texts a few places ahead, and then
/// their rows' bytes, are read before their turn: the waits overlap.
enum TextMatching {
    /// For each of `lines` (ranges of `output`), the index of the row it takes, or -1 for
    /// none. Row `k`'s text ends at `rowEnds[k]` in `rows` and starts just after the byte
    /// that ends the row before it (a newline).
    /// - Complexity: O(n + m) for n rows and m lines, of their bytes, expected.
    static func match(_ lines: [Range<Int>], of output: [UInt8], rows: [UInt8], rowEnds: [Int]) -> [Int] {
        let rowCount = rowEnds.count
        func start(_ row: Int) -> Int { row == 0 ? 0 : rowEnds[row - 1] + 1 }
        var matched = [Int](repeating: -1, count: lines.count)
        guard rowCount > 0, !lines.isEmpty else { return matched }
        rows.withUnsafeBytes { rows in
            output.withUnsafeBytes { output in
                guard let rowBase = rows.baseAddress, let lineBase = output.baseAddress else { return }
                let table = Table(capacityFor: rowCount, rowBase: rowBase)
                defer { table.deallocate() }
                // Each text's rows in order: the rows go in last first, each at its text's head.
                var next = [Int32](repeating: -1, count: rowCount)
                let rowHashes = (0..<rowCount).map { hash(rowBase + start($0), rowEnds[$0] - start($0)) }
                var sink = 0
                for row in stride(from: rowCount - 1, through: 0, by: -1) {
                    if row >= Self.ahead { sink &+= table.touch(rowHashes[row - Self.ahead]) }
                    let first = start(row), count = rowEnds[row] - first
                    let slot = table.slot(for: rowBase + first, count, hash: rowHashes[row])
                    if table.isEmpty(slot) {
                        table.fill(slot, start: first, count: count)
                    } else {
                        next[row] = table.slots[slot].head
                    }
                    table.slots[slot].head = Int32(row)
                }
                let lineHashes = lines.map { hash(lineBase + $0.lowerBound, $0.count) }
                for (index, line) in lines.enumerated() {
                    if index + Self.ahead < lines.count { sink &+= table.touch(lineHashes[index + Self.ahead]) }
                    if index + Self.ahead / 2 < lines.count { sink &+= table.touchText(lineHashes[index + Self.ahead / 2], next) }
                    let slot = table.slot(for: lineBase + line.lowerBound, line.count, hash: lineHashes[index])
                    let head = table.slots[slot].head
                    guard !table.isEmpty(slot), head >= 0 else { continue }
                    matched[index] = Int(head)
                    table.slots[slot].head = next[Int(head)]
                }
                withExtendedLifetime(sink) {}
            }
        }
        return matched
    }

    /// How many texts ahead of the one being matched their slots are read (and half as many
    /// ahead, the bytes and next row of the text there): far enough for the wait to be over
    /// when the text's turn comes.
    private static let ahead = 32

    /// The table: a slot a distinct text, found by its hash and then its bytes.
    private struct Table {
        struct Slot {
            var hash: UInt64 = 0
            /// Where the text's bytes start (those of its first row).
            var start = 0
            /// How many bytes it has; -1 while the slot is empty.
            var count: Int32 = -1
            /// The text's next row not yet taken, or -1 when every one is.
            var head: Int32 = -1
        }

        let slots: UnsafeMutableBufferPointer<Slot>
        private let shift: UInt64
        private let rowBase: UnsafeRawPointer
        private let mask: Int

        /// At most half full for `count` texts, of rows whose bytes start at `rowBase`.
        init(capacityFor count: Int, rowBase: UnsafeRawPointer) {
            var bits: UInt64 = 4
            while (1 << bits) < 2 * count { bits += 1 }
            slots = .allocate(capacity: 1 << Int(bits))
            slots.initialize(repeating: Slot())
            shift = 64 - bits
            mask = slots.count - 1
            self.rowBase = rowBase
        }

        func deallocate() { slots.deallocate() }

        func isEmpty(_ slot: Int) -> Bool { slots[slot].count < 0 }

        func fill(_ slot: Int, start: Int, count: Int) {
            slots[slot].start = start
            slots[slot].count = Int32(count)
        }

        /// Reads the first slot of `hash`, so that the wait for it overlaps other work; the
        /// value read is for the caller to keep, so that the read is not left out.
        func touch(_ hash: UInt64) -> Int { slots[home(hash)].start }

        /// Reads the first byte of the text in the first slot of `hash` and its head's next
        /// row, when the slot holds a text of that hash, for the same reason.
        func touchText(_ hash: UInt64, _ next: [Int32]) -> Int {
            let slot = slots[home(hash)]
            guard slot.hash == hash, slot.count >= 0 else { return 0 }
            var sum = slot.count > 0 ? Int(rowBase.load(fromByteOffset: slot.start, as: UInt8.self)) : 0
            if slot.head >= 0 { sum &+= Int(next[Int(slot.head)]) }
            return sum
        }

        private func home(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> shift) }

        /// The slot of the text at `bytes`: the one holding it, or the empty one where it goes
        /// (its hash then recorded).
        func slot(for bytes: UnsafeRawPointer, _ count: Int, hash: UInt64) -> Int {
            var index = home(hash)
            while true {
                let slot = slots[index]
                if slot.count < 0 {
                    slots[index].hash = hash
                    return index
                }
                if slot.hash == hash, Int(slot.count) == count,
                   count == 0 || memcmp(rowBase + slot.start, bytes, count) == 0 {
                    return index
                }
                index = (index + 1) & mask
            }
        }
    }

    /// A 64-bit hash of `count` bytes, eight at a time, mixed at the end so that its top bits
    /// (the slot) depend on all of them.
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
