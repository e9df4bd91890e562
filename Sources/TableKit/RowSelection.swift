/// Selected rows: per section, a ``RowRangeSet``, so that a range of a hundred thousand rows is
/// one range, and an update touching one section costs that section's ranges.
struct RowSelection: Equatable, Sendable {
    private(set) var sections: [Int: RowRangeSet] = [:]
    /// The number of selected rows.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    func contains(_ path: RowPath) -> Bool {
        sections[path.section]?.contains(path.row) ?? false
    }

    /// The first selected row in table order.
    var first: RowPath? {
        guard let section = sections.keys.min(), let row = sections[section]?.first else { return nil }
        return RowPath(row: row, section: section)
    }

    /// Every selected row in table order.
    /// - Complexity: O(k + s log s) for k rows in s sections.
    var sortedPaths: [RowPath] {
        var paths: [RowPath] = []
        paths.reserveCapacity(count)
        for section in sections.keys.sorted() {
            for row in sections[section]!.rows { paths.append(RowPath(row: row, section: section)) }
        }
        return paths
    }

    /// The selected rows as runs of consecutive rows of one section, in table order.
    var sortedRuns: [(section: Int, rows: Range<Int>)] {
        sections.keys.sorted().flatMap { section in sections[section]!.ranges.map { (section, $0) } }
    }

    mutating func insert(_ path: RowPath) { insert(rows: path.row..<(path.row + 1), inSection: path.section) }

    mutating func insert(rows: Range<Int>, inSection section: Int) {
        guard !rows.isEmpty else { return }
        count -= sections[section]?.count ?? 0
        sections[section, default: RowRangeSet()].insert(rows)
        count += sections[section]!.count
    }

    mutating func remove(_ path: RowPath) {
        guard var set = sections[path.section] else { return }
        count -= set.count
        set.remove(path.row)
        count += set.count
        sections[path.section] = set.isEmpty ? nil : set
    }

    mutating func removeAll() {
        sections = [:]
        count = 0
    }

    /// The selection after `update`: each selected row where the update puts it, and none of
    /// the rows it deletes, nor those of sections it deletes or reloads.
    /// - Complexity: without section changes, the ranges of the sections whose rows the update
    ///   changes, each in O(log u); with them, every selected section's too.
    func mapped(through update: TableUpdate) -> RowSelection {
        guard !isEmpty, !update.isEmpty else { return self }
        let map = update.map
        let sectionsChange = !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
            || !update.movedSections.isEmpty || !update.reloadedSections.isEmpty
        var result = RowSelection()
        var touched = Set<Int>()
        if sectionsChange {
            touched = Set(sections.keys)
        } else {
            // Only sections with rows removed or placed change; the others keep their ranges.
            for row in update.rows.deleted where sections[row.path.section] != nil { touched.insert(row.path.section) }
            for row in update.rows.inserted where sections[row.path.section] != nil { touched.insert(row.path.section) }
            for move in update.rows.moved {
                if sections[move.from.section] != nil { touched.insert(move.from.section) }
                if sections[move.to.section] != nil { touched.insert(move.to.section) }
            }
            result = self
            for section in touched {
                result.count -= sections[section]!.count
                result.sections[section] = nil
            }
        }
        for old in touched {
            guard !map.isReloaded(oldSection: old), let new = map.newSection(forOld: old) else { continue }
            let shifted = sections[old]!.shifted(removing: map.removedRows(inOldSection: old), placing: map.takenRows(inNewSection: new))
            guard !shifted.isEmpty else { continue }
            // Sections map one to one, so nothing else is in `new` yet (moved rows come after).
            result.sections[new] = shifted
            result.count += shifted.count
        }
        // A moved row takes its selection with it.
        for move in update.rows.moved where contains(move.from) { result.insert(move.to) }
        return result
    }
}
