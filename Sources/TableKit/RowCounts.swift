/// The number of rows in each section, with prefix sums, so that a table can convert
/// between an index path and a row's position in the whole table without walking sections.
///
/// A Fenwick tree over the per-section counts. It is what ``Table`` caches of its data
/// source between updates.
///
/// - Complexity: reading or changing one section's count, the prefix before a section and
///   locating a global row are O(log S) for S sections; replacing all counts is O(S).
/// Its reading paths are inlinable: ``SegmentedArray`` finds an element's chunk with it, in
/// code that clients specialise for their element type.
@usableFromInline
struct RowCounts: Sendable, Equatable {
    /// The plain counts, so that reading one is O(1).
    @usableFromInline private(set) var counts: [Int]
    /// Fenwick tree over `counts`, 1-based: `tree[i]` sums `counts[i - lowbit(i) ..< i]`.
    @usableFromInline var tree: [Int]
    /// The sum of all counts.
    @usableFromInline private(set) var total: Int

    @usableFromInline
    init(_ counts: [Int] = []) {
        self.counts = counts
        self.tree = []
        self.total = 0
        rebuild()
    }

    @inlinable var sectionCount: Int { counts.count }

    @inlinable subscript(section: Int) -> Int { counts[section] }

    /// Replaces one section's count.
    @usableFromInline
    mutating func set(_ count: Int, forSection section: Int) {
        let delta = count - counts[section]
        guard delta != 0 else { return }
        counts[section] = count
        total += delta
        var i = section + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Replaces every count.
    @usableFromInline
    mutating func replaceAll(with newCounts: [Int]) {
        counts = newCounts
        rebuild()
    }

    /// The number of rows in the sections before `section`.
    @inlinable
    func rowsBefore(section: Int) -> Int {
        var sum = 0
        var i = section
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The section and row of the row at `position` in the whole table (0-based, sections
    /// laid end to end), or `nil` if there is no such row.
    @inlinable
    func place(ofGlobalRow position: Int) -> RowPath? {
        guard position >= 0, position < total else { return nil }
        // Descend the tree: find the largest prefix of sections whose rows are all <= position.
        var section = 0
        var remaining = position
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = section + step
            if next < tree.count, tree[next] <= remaining {
                section = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `section` sections hold at most `position` rows; the row is in the next non-empty one.
        return RowPath(row: remaining, section: section)
    }

    private mutating func rebuild() {
        tree = [0] + counts
        total = 0
        for i in 1..<max(tree.count, 1) {
            total += counts[i - 1]
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }
}
