/// The texts of a ``RowTextIndex``'s rows, or of the lines it matches, each with its hash,
/// where its bytes lie and its number, grouped by part (the top bits of the hash), in
/// ascending order within a part.
struct RowTextEntries {
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
