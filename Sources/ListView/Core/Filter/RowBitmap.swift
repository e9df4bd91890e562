/// A set of rows `0..<width` as one bit each, with the count of rows before every block of
/// 512 bits, so that a row's place among those set is found in constant time and the row at
/// a place in O(log n): what a filter keeps when it keeps most rows (a hundred million rows
/// in 12 MB, where a list of them takes 800 MB).
struct RowBitmap: Hashable, Sendable {
    private(set) var words: [UInt64]
    /// How many rows are set before each block of ``wordsPerBlock`` words up to the last block
    /// with a row set, and, last, in all (so that rows set at the end, a round of a search at
    /// a time, are counted in their blocks only).
    private var before: [Int]
    /// The last row set (-1: none).
    private var lastRow = -1
    /// Rows past the last set one count as not set; the bitmap grows as rows are set.
    private(set) var width: Int

    static let wordsPerBlock = 8

    /// No row set, room for `width` rows.
    init(width: Int) {
        self.width = width
        words = Array(repeating: 0, count: (width + 63) / 64)
        before = [0]
    }

    /// How many rows are set.
    var count: Int { before[before.count - 1] }

    func contains(_ row: Int) -> Bool {
        row >= 0 && row < width && words[row >> 6] & (1 << UInt64(row & 63)) != 0
    }

    /// How many rows before `row` are set. - Complexity: O(1).
    func rank(_ row: Int) -> Int {
        let row = min(max(0, row), width)
        let word = row >> 6
        let block = word / Self.wordsPerBlock
        // Past the blocks counted, every row set is before `row`.
        guard block < before.count - 1 else { return count }
        var rank = before[block]
        for w in (block * Self.wordsPerBlock)..<word { rank += words[w].nonzeroBitCount }
        if row & 63 != 0, word < words.count { rank += (words[word] & ((1 << UInt64(row & 63)) - 1)).nonzeroBitCount }
        return rank
    }

    /// The row set at place `place` among those set (from 0). - Complexity: O(log n).
    func row(atPlace place: Int) -> Int? {
        guard place >= 0, place < count else { return nil }
        // The last block with fewer rows set before it than `place + 1`.
        let low = before.lastIndex(notAbove: place, through: before.count - 2)
        var remaining = place - before[low]
        var w = low * Self.wordsPerBlock
        while true {
            let bits = words[w].nonzeroBitCount
            if remaining < bits { break }
            remaining -= bits
            w += 1
        }
        var word = words[w]
        for _ in 0..<remaining { word &= word - 1 }
        return w << 6 + word.trailingZeroBitCount
    }

    /// The first row set at or after `row`.
    func first(atOrAfter row: Int) -> Int? {
        guard row < width else { return nil }
        let row = max(0, row)
        var w = row >> 6
        var word = words[w] & (~0 << UInt64(row & 63))
        while word == 0 {
            w += 1
            guard w < words.count else { return nil }
            word = words[w]
        }
        return w << 6 + word.trailingZeroBitCount
    }

    /// The last row set before `row`.
    func last(before row: Int) -> Int? {
        guard row > 0 else { return nil }
        let row = min(row, width)
        var w = (row - 1) >> 6
        let shift = UInt64(63 - (row - 1) & 63)
        var word = (words[w] << shift) >> shift
        while word == 0 {
            guard w > 0 else { return nil }
            w -= 1
            word = words[w]
        }
        return w << 6 + 63 - word.leadingZeroBitCount
    }

    /// Sets `row`, growing the bitmap past its width if need be.
    /// - Complexity: O(n / 512) for the counts after it.
    mutating func insert(_ row: Int) {
        guard row >= 0, !contains(row) else { return }
        grow(to: row + 1)
        words[row >> 6] |= 1 << UInt64(row & 63)
        lastRow = max(lastRow, row)
        recount(fromBlock: (row >> 6) / Self.wordsPerBlock)
    }

    /// Sets `rows`, ascending (rows found in order, or that arrived at the end).
    mutating func append(_ rows: [Int]) {
        guard let first = rows.first, let last = rows.last, first >= 0 else { return }
        let firstBlock = (first >> 6) / Self.wordsPerBlock
        grow(to: last + 1)
        for row in rows { words[row >> 6] |= 1 << UInt64(row & 63) }
        lastRow = max(lastRow, last)
        recount(fromBlock: firstBlock)
    }

    /// Sets `row` and leaves the counts to ``recountAll()``: rows set in any order, many at once.
    mutating func setUncounted(_ row: Int) {
        guard row >= 0 else { return }
        grow(to: row + 1)
        words[row >> 6] |= 1 << UInt64(row & 63)
        lastRow = max(lastRow, row)
    }

    /// Sets the rows `source` holds in `rows`, each moved by `start - rows.lowerBound`, and
    /// leaves the counts to ``recountAll()``: a stretch of rows that an update moved together.
    /// - Complexity: O(rows.count / 64).
    mutating func setUncounted(from source: RowBitmap, _ rows: Range<Int>, to start: Int) {
        let rows = rows.clamped(to: 0..<source.width)
        guard !rows.isEmpty, start >= 0 else { return }
        grow(to: start + rows.count)
        var place = start
        let end = start + rows.count
        // A word of the destination at a time (its first and last part words).
        while place < end {
            let shift = place & 63
            let length = min(64 - shift, end - place)
            let bits = source.bits(at: rows.lowerBound + place - start, count: length)
            if bits != 0 {
                words[place >> 6] |= bits << UInt64(shift)
                lastRow = max(lastRow, place + 63 - bits.leadingZeroBitCount)
            }
            place += length
        }
    }

    /// The `count` (1 through 64) bits from row `row` on, the first the lowest.
    private func bits(at row: Int, count: Int) -> UInt64 {
        let w = row >> 6
        let shift = UInt64(row & 63)
        var bits = words[w] >> shift
        if shift != 0, w + 1 < words.count { bits |= words[w + 1] << (64 - shift) }
        return count == 64 ? bits : bits & ((1 << UInt64(count)) - 1)
    }

    /// The counts, after rows were set by ``setUncounted(_:)``. - Complexity: O(n / 64).
    mutating func recountAll() { recount(fromBlock: 0) }

    /// Calls `body` with each row set, ascending.
    func forEach(_ body: (Int) -> Void) {
        for (w, word) in words.enumerated() {
            var word = word
            while word != 0 {
                body(w << 6 + word.trailingZeroBitCount)
                word &= word - 1
            }
        }
    }

    private mutating func grow(to newWidth: Int) {
        guard newWidth > width else { return }
        width = newWidth
        let needed = (newWidth + 63) / 64
        if needed > words.count { words += Array(repeating: 0, count: needed - words.count) }
    }

    /// The counts before every block from `block` to the last with a row set, and the total,
    /// from the words. - Complexity: O(blocks from `block` to the last row set).
    private mutating func recount(fromBlock block: Int) {
        let blocks = lastRow < 0 ? 0 : (lastRow >> 6) / Self.wordsPerBlock + 1
        // The count before block `start` is known: before it, nothing changed.
        let start = min(block, before.count - 1)
        var running = before[start]
        before.removeSubrange(start...)
        for b in start..<blocks {
            before.append(running)
            for w in (b * Self.wordsPerBlock)..<min(words.count, (b + 1) * Self.wordsPerBlock) { running += words[w].nonzeroBitCount }
        }
        before.append(running)
    }
}
