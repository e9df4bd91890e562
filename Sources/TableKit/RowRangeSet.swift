/// A set of row indexes of one section, kept as sorted, disjoint, non-adjacent ranges, so
/// that a run of selected rows costs one range however long it is.
///
/// - Complexity: `contains` is O(log m) for m ranges; inserting or removing a range is
///   O(log m) plus the ranges it merges or splits, plus moving the ranges after it in the
///   array.
struct RowRangeSet: Equatable, Sendable {
    /// Sorted by lower bound; no two overlap or touch.
    private(set) var ranges: [Range<Int>] = []
    /// The number of rows in all ranges.
    private(set) var count = 0

    var isEmpty: Bool { ranges.isEmpty }
    var first: Int? { ranges.first?.lowerBound }

    /// The index of the first range whose upper bound is above `row` (the range holding
    /// `row`, or the first one after it).
    private func firstRange(endingAfter row: Int) -> Int {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound <= row { low = mid + 1 } else { high = mid }
        }
        return low
    }

    func contains(_ row: Int) -> Bool {
        let i = firstRange(endingAfter: row)
        return i < ranges.count && ranges[i].lowerBound <= row
    }

    /// Adds the rows of `range`, merging it with the ranges it overlaps or touches.
    mutating func insert(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        // Ranges ending at range.lowerBound touch it, so start from the first ending at or after it.
        let start = firstRange(endingAfter: range.lowerBound - 1)
        var end = start
        var merged = range
        while end < ranges.count, ranges[end].lowerBound <= range.upperBound {
            merged = min(merged.lowerBound, ranges[end].lowerBound)..<max(merged.upperBound, ranges[end].upperBound)
            count -= ranges[end].count
            end += 1
        }
        ranges.replaceSubrange(start..<end, with: CollectionOfOne(merged))
        count += merged.count
    }

    mutating func insert(_ row: Int) { insert(row..<(row + 1)) }

    /// Removes the rows of `range`, splitting a range it cuts through.
    mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let start = firstRange(endingAfter: range.lowerBound)
        var end = start
        var pieces: [Range<Int>] = []
        while end < ranges.count, ranges[end].lowerBound < range.upperBound {
            let old = ranges[end]
            count -= old.count
            if old.lowerBound < range.lowerBound { pieces.append(old.lowerBound..<range.lowerBound) }
            if old.upperBound > range.upperBound { pieces.append(range.upperBound..<old.upperBound) }
            end += 1
        }
        guard end > start else { return }
        for piece in pieces { count += piece.count }
        ranges.replaceSubrange(start..<end, with: pieces)
    }

    mutating func remove(_ row: Int) { remove(row..<(row + 1)) }

    /// Every row, ascending.
    var rows: FlattenSequence<[Range<Int>]> { ranges.joined() }

    /// The set after an update that removes the old rows `removed` (sorted) from the section
    /// and places other rows at the new positions `taken` (sorted): every row not removed
    /// goes where ``IndexShift`` puts it. A run of rows stays one range unless a removed row
    /// or a taken place falls inside it.
    /// - Complexity: O(m log u) for m ranges and u removed and taken rows, plus the removed
    ///   rows inside the ranges and the taken places inside their images.
    func shifted(removing removed: [Int], placing taken: [Int]) -> RowRangeSet {
        guard !removed.isEmpty || !taken.isEmpty else { return self }
        var result = RowRangeSet()
        for range in ranges {
            var next = IndexShift.count(lessThan: range.lowerBound, in: removed)
            var start = range.lowerBound
            while start < range.upperBound {
                // The run of staying rows from `start` up to the next removed row.
                let stop = next < removed.count ? min(removed[next], range.upperBound) : range.upperBound
                if stop > start { result.appendImage(ofFree: start - next, count: stop - start, skipping: taken) }
                start = stop + 1
                next += 1
            }
        }
        return result
    }

    /// Appends the positions of the free places `free..<free + count` (the k-th free place is
    /// the k-th position not in `taken`), which lie after every range so far.
    private mutating func appendImage(ofFree free: Int, count length: Int, skipping taken: [Int]) {
        var position = IndexShift.position(ofFree: free, skipping: taken)
        var nextTaken = position - free
        var remaining = length
        while remaining > 0 {
            let limit = nextTaken < taken.count ? taken[nextTaken] : Int.max
            let run = min(remaining, limit - position)
            if run > 0 {
                insert(position..<(position + run))
                remaining -= run
                position += run
            }
            if remaining > 0 {
                position += 1
                nextTaken += 1
            }
        }
    }
}
