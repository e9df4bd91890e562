/// How positions in one sequence move when some elements leave it and others are placed
/// into it at given positions, everything else keeping its relative order.
///
/// This is the whole of UIKit's index rule, for sections and for the rows of one section:
/// elements that stay fill, in order, the positions that nothing was placed into.
///
/// - Complexity: O(log u) per query for u removed plus placed elements.
struct IndexShift: Sendable, Equatable {
    /// Old positions whose elements leave the natural order (deleted, or moved elsewhere). Sorted, distinct.
    var removed: [Int]
    /// New positions filled by something other than a staying element (inserted, or moved
    /// here). Sorted, distinct.
    var taken: [Int]

    static let identity = IndexShift(removed: [], taken: [])

    /// The new position of the staying element at old position `old`.
    /// - Precondition: `old` is not in `removed`.
    func newPosition(ofStaying old: Int) -> Int {
        Self.position(ofFree: old - Self.count(lessThan: old, in: removed), skipping: taken)
    }

    /// The old position of the staying element at new position `new`.
    /// - Precondition: `new` is not in `taken`.
    func oldPosition(ofStaying new: Int) -> Int {
        Self.position(ofFree: new - Self.count(lessThan: new, in: taken), skipping: removed)
    }

    func isRemoved(_ old: Int) -> Bool { Self.contains(old, in: removed) }
    func isTaken(_ new: Int) -> Bool { Self.contains(new, in: taken) }

    /// The same shift seen from the other side.
    var inverted: IndexShift { IndexShift(removed: taken, taken: removed) }

    /// The number of elements of the sorted array `sorted` that are less than `value`.
    static func count(lessThan value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    static func contains(_ value: Int, in sorted: [Int]) -> Bool {
        let i = count(lessThan: value, in: sorted)
        return i < sorted.count && sorted[i] == value
    }

    /// The position of the `k`-th (0-based) position not in `taken`.
    ///
    /// `taken[j] - j` never decreases, and `taken[j]` lies before the answer exactly when
    /// `taken[j] - j <= k`; so the answer is `k` plus the length of that prefix.
    static func position(ofFree k: Int, skipping taken: [Int]) -> Int {
        var low = 0
        var high = taken.count
        while low < high {
            let mid = (low + high) / 2
            if taken[mid] - mid <= k { low = mid + 1 } else { high = mid }
        }
        return k + low
    }
}
