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
package final class RowTextIndex: @unchecked Sendable {
    /// The most rows (and lines) an index takes: they are numbered in 32 bits.
    package static let rowLimit = Int(Int32.max) - 1

    private let rows: [UInt8]
    private let rowEnds: [Int]
    private let partBits: Int
    private let hashesOnlyLengths: Bool
    /// Written by the build, then only read; `built` orders the two.
    private var parts = RowTextParts()
    private let built = DispatchGroup()

    /// Indexes rows whose texts are `rows`: row `k`'s text ends at `rowEnds[k]` and starts
    /// just after the byte that ends the row before it (a newline). Many rows are indexed in
    /// the background; ``match(_:of:)`` waits for it.
    /// - Parameter hashesOnlyLengths: hash each text by its length alone, so that texts of one
    ///   length all share a hash: for a test of texts told apart by their bytes alone.
    /// - Precondition: at most ``rowLimit`` rows.
    package init(rows: [UInt8], rowEnds: [Int], hashesOnlyLengths: Bool = false) {
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
    package func match(_ lines: [Range<Int>], of output: [UInt8]) -> [Int] {
        precondition(lines.count <= Self.rowLimit, "too many lines to match")
        built.wait()
        return output.withUnsafeBytes { output in
            let lineBase = output.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
            let entries = RowTextEntries(count: lines.count, partBits: partBits, base: lineBase, hashesOnlyLengths: hashesOnlyLengths) { index in
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
        _ entries: RowTextEntries, lineBase: UnsafeRawPointer, rowBase: UnsafeRawPointer,
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
            let entries = RowTextEntries(count: rowEnds.count, partBits: partBits, base: rowBase, hashesOnlyLengths: hashesOnlyLengths) { row in
                let start = row == 0 ? 0 : rowEnds[row - 1] + 1
                return (start, rowEnds[row] - start)
            }
            parts = RowTextParts(entries)
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
