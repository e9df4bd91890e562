extension TableUpdate {
    /// A stretch of rows that stay in their section across an update and keep their order:
    /// the rows `old` before the update are the rows from `newStart` on after it.
    public struct StayingRows: Hashable, Sendable {
        /// The rows before the update. The last stretch of a section ends at `Int.max`: the
        /// rows past the section's end are not rows of it.
        public var old: Range<Int>
        /// Where the first of them is after the update.
        public var newStart: Int

        /// Creates a stretch.
        public init(old: Range<Int>, newStart: Int) {
            self.old = old
            self.newStart = newStart
        }
    }

    /// The rows of the section at `section` (an index before the update) that stay in it, as
    /// stretches that move together, ascending: what maps every row of a big section in
    /// O(r) rather than one ``newIndexPath(forOldIndexPath:)`` per row. `nil` when the update
    /// deletes or reloads the section. Rows deleted, moved out or moved within the section
    /// are in no stretch (``movedRows`` says where the moved ones go); reloaded rows stay.
    /// - Complexity: O(r) for the r rows the update removes from the section or places in it.
    public func stayingRows(inOldSection section: Int) -> [StayingRows]? {
        guard let newSection = map.newSection(forOld: section), !map.isReloaded(oldSection: section) else { return nil }
        let removed = map.removedRows(inOldSection: section)
        let taken = map.takenRows(inNewSection: newSection)
        var stretches: [StayingRows] = []
        var old = 0, new = 0
        var r = 0, t = 0
        // Staying rows fill, in order, the places that nothing else takes.
        while true {
            while r < removed.count, removed[r] == old { old += 1; r += 1 }
            while t < taken.count, taken[t] == new { new += 1; t += 1 }
            guard r < removed.count || t < taken.count else {
                stretches.append(StayingRows(old: old..<Int.max, newStart: new))
                return stretches
            }
            let oldEnd = r < removed.count ? removed[r] : Int.max
            let newEnd = t < taken.count ? taken[t] : Int.max
            let length = min(oldEnd - old, newEnd - new)
            stretches.append(StayingRows(old: old..<(old + length), newStart: new))
            old += length
            new += length
        }
    }
}
