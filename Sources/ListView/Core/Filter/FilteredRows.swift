import TableKit

/// The rows a filter keeps, by section, as the table's own index paths: what the body shows
/// while the list is filtered. Rows the user adds, retypes or brings back while filtered
/// stay in it whatever their text, so an edit never hides the row it acted on.
public struct FilteredRows: Equatable, Sendable {
    /// What the rows were kept for.
    public let query: FilterQuery
    /// The kept rows of each section.
    package private(set) var rows: [KeptRows]
    /// How many kept rows come before each section, and, last, how many there are in all.
    private var before: [Int]

    /// The kept rows, `rows[s]` those of section `s`.
    package init(query: FilterQuery, rows: [KeptRows]) {
        self.query = query
        self.rows = rows
        before = Self.prefixCounts(rows)
    }

    private static func prefixCounts(_ rows: [KeptRows]) -> [Int] {
        var before = [0]
        before.reserveCapacity(rows.count + 1)
        for section in rows { before.append(before[before.count - 1] + section.count) }
        return before
    }

    /// How many rows are kept.
    public var count: Int { before[before.count - 1] }

    /// How many rows of `section` are kept.
    func count(inSection section: Int) -> Int { rows.indices.contains(section) ? rows[section].count : 0 }

    /// Whether the row at `indexPath` is kept. - Complexity: O(log m).
    public func contains(_ indexPath: IndexPath) -> Bool { index(of: indexPath) != nil }

    /// The place of `indexPath` among the kept rows of its section.
    private func index(of indexPath: IndexPath) -> Int? {
        rows.indices.contains(indexPath.section) ? rows[indexPath.section].place(of: indexPath.row) : nil
    }

    /// The first kept row of `section`, or its last.
    func first(inSection section: Int) -> IndexPath? {
        rows.indices.contains(section) ? rows[section].first.map { IndexPath(row: $0, section: section) } : nil
    }

    func last(inSection section: Int) -> IndexPath? {
        rows.indices.contains(section) ? rows[section].last.map { IndexPath(row: $0, section: section) } : nil
    }

    /// The kept row after `indexPath` in its section, or before it.
    func row(after indexPath: IndexPath) -> IndexPath? {
        guard rows.indices.contains(indexPath.section) else { return nil }
        return rows[indexPath.section].row(after: indexPath.row).map { IndexPath(row: $0, section: indexPath.section) }
    }

    func row(before indexPath: IndexPath) -> IndexPath? {
        guard rows.indices.contains(indexPath.section) else { return nil }
        return rows[indexPath.section].row(before: indexPath.row).map { IndexPath(row: $0, section: indexPath.section) }
    }

    /// The place of a kept row among all kept rows, from 0. - Complexity: O(log m).
    func position(of indexPath: IndexPath) -> Int? {
        index(of: indexPath).map { before[indexPath.section] + $0 }
    }

    /// The kept row at `position` among all kept rows. - Complexity: O(log S + log m).
    func indexPath(atPosition position: Int) -> IndexPath? {
        guard position >= 0, position < count else { return nil }
        // The last section whose first kept row is at or before `position`.
        var low = before.lastIndex(notAbove: position, through: rows.count - 1)
        while rows[low].count == 0 || before[low] + rows[low].count <= position { low += 1 }
        return rows[low].row(atPlace: position - before[low]).map { IndexPath(row: $0, section: low) }
    }

    // MARK: - Following the table

    /// The kept rows after `update`: those still there, where they went, and every row the
    /// update put in place (inserted, reloaded, moved in, the rows of inserted sections).
    /// - Complexity: O(n / 64 + u) for the n rows of sections kept as bits and u changes, and
    /// O(m log u) for the m rows of sections kept as lists.
    package mutating func follow(_ update: TableUpdate, in table: Table) {
        var kept = (0..<table.numberOfSections).map { KeptRows.Collector(sectionRows: table.numberOfRows(inSection: $0)) }
        for (section, rows) in rows.enumerated() {
            if rows.isBitmap, let stretches = update.stayingRows(inOldSection: section),
               let newSection = update.newSection(forOldSection: section), kept.indices.contains(newSection) {
                // Bits move a stretch at a time; rows moved out go one by one.
                for stretch in stretches { kept[newSection].add(rows, stretch.old, movedTo: stretch.newStart) }
                for move in update.movedRows where move.from.section == section && rows.contains(move.from.row) {
                    if kept.indices.contains(move.to.section) { kept[move.to.section].add(move.to.row) }
                }
                continue
            }
            rows.forEach { row in
                guard let moved = update.newIndexPath(forOldIndexPath: IndexPath(row: row, section: section)),
                      kept.indices.contains(moved.section) else { return }
                kept[moved.section].add(moved.row)
            }
        }
        let placed = update.insertedRows.map(\.indexPath) + update.reloadedRows.map(\.to)
        for path in placed where kept.indices.contains(path.section) { kept[path.section].add(path.row) }
        for section in update.insertedSections where kept.indices.contains(section.section) {
            for row in 0..<table.numberOfRows(inSection: section.section) { kept[section.section].add(row) }
        }
        rows = kept.map { $0.kept() }
        before = Self.prefixCounts(rows)
    }

    /// Keeps `added` too: rows of `section` after every row kept there, ascending (rows that
    /// arrived at its end), the section now of `sectionRows` rows.
    mutating func append(_ added: [Int], toSection section: Int, sectionRows: Int) {
        guard rows.indices.contains(section), !added.isEmpty else { return }
        rows[section].append(added, sectionRows: sectionRows)
        before = Self.prefixCounts(rows)
    }

    /// Keeps the row at `indexPath` too.
    mutating func keep(_ indexPath: IndexPath) {
        guard rows.indices.contains(indexPath.section), !contains(indexPath) else { return }
        rows[indexPath.section].insert(indexPath.row)
        before = Self.prefixCounts(rows)
    }
}
