import TableKit

/// A row's place among the rows on show, counted from 0: what the status line's `12/4,000`
/// and `12G` count. Not an index path: while a filter hides rows, places skip them.
public struct VisibleRow: Hashable, Comparable, Sendable {
    /// The place, from 0.
    public var position: Int

    /// The row at `position` among those shown.
    public init(_ position: Int) { self.position = position }

    public static func < (a: VisibleRow, b: VisibleRow) -> Bool { a.position < b.position }
}

/// The rows on show: every row of the table, or those a filter keeps. The one place where a
/// row's index path in the table (what the table, its data source and every edit use) and its
/// place among the rows shown (what the user counts) are converted into each other.
struct VisibleRows {
    let table: Table
    let filter: FilteredRows?

    /// How many rows are shown.
    var count: Int { filter?.count ?? table.totalNumberOfRows }

    /// Whether the row at `indexPath` is shown.
    func contains(_ indexPath: IndexPath) -> Bool {
        filter?.contains(indexPath) ?? table.containsRow(at: indexPath)
    }

    /// The place of the row at `indexPath` among those shown, if it is shown.
    /// - Complexity: O(log S), or O(log m) filtered.
    func place(of indexPath: IndexPath) -> VisibleRow? {
        if let filter { return filter.position(of: indexPath).map(VisibleRow.init) }
        return table.containsRow(at: indexPath) ? VisibleRow(table.globalRow(of: indexPath)) : nil
    }

    /// The row shown at `place`.
    func indexPath(at place: VisibleRow) -> IndexPath? {
        if let filter { return filter.indexPath(atPosition: place.position) }
        return table.indexPath(forGlobalRow: place.position)
    }

    /// The row shown at `place`, clamped to the rows there are; nil when none are shown.
    func indexPath(clampedTo place: Int) -> IndexPath? {
        guard count > 0 else { return nil }
        return indexPath(at: VisibleRow(min(max(0, place), count - 1)))
    }

    /// The shown row nearest `indexPath`: it, else the next one shown, else the one before.
    func nearest(to indexPath: IndexPath) -> IndexPath? {
        guard let filter else { return table.containsRow(at: indexPath) ? indexPath : nil }
        if filter.contains(indexPath) { return indexPath }
        if let after = filter.row(after: IndexPath(row: indexPath.row - 1, section: indexPath.section)) { return after }
        for section in (indexPath.section + 1)..<max(indexPath.section + 1, table.numberOfSections) {
            if let first = filter.first(inSection: section) { return first }
        }
        if let before = filter.row(before: indexPath) { return before }
        for section in stride(from: indexPath.section - 1, through: 0, by: -1) {
            if let last = filter.last(inSection: section) { return last }
        }
        return nil
    }
}
