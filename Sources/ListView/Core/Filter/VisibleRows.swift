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

/// The rows on show: every row of the table, those a filter keeps, or those no fold hides
/// (while filtered, folds are open: a filter shows every row it keeps). The one place where a
/// row's index path in the table (what the table, its data source and every edit use) and its
/// place among the rows shown (what the user counts) are converted into each other.
struct VisibleRows {
    let table: Table
    let filter: FilteredRows?
    /// The folds, when they hide anything: nil while filtered or while a row is picked up.
    let folds: FoldedRows?

    init(table: Table, filter: FilteredRows?, folds: FoldedRows? = nil) {
        self.table = table
        self.filter = filter
        self.folds = filter == nil && folds?.isEmpty == false ? folds : nil
    }

    /// Whether some rows are not shown.
    var hidesRows: Bool { filter != nil || folds != nil }

    /// How many rows are shown.
    var count: Int { filter?.count ?? folds?.count(in: table) ?? table.totalNumberOfRows }

    /// Whether the row at `indexPath` is shown.
    func contains(_ indexPath: IndexPath) -> Bool {
        filter?.contains(indexPath) ?? folds?.contains(indexPath, in: table) ?? table.containsRow(at: indexPath)
    }

    /// The place of the row at `indexPath` among those shown, if it is shown.
    /// - Complexity: O(log S), or O(log m) filtered, or O(log S + log f) with f folds.
    func place(of indexPath: IndexPath) -> VisibleRow? {
        if let filter { return filter.position(of: indexPath).map(VisibleRow.init) }
        if let folds { return folds.position(of: indexPath, in: table).map(VisibleRow.init) }
        return table.containsRow(at: indexPath) ? VisibleRow(table.globalRow(of: indexPath)) : nil
    }

    /// The row shown at `place`.
    func indexPath(at place: VisibleRow) -> IndexPath? {
        if let filter { return filter.indexPath(atPosition: place.position) }
        if let folds { return folds.indexPath(atPosition: place.position, in: table) }
        return table.indexPath(forGlobalRow: place.position)
    }

    /// The row shown at `place`, clamped to the rows there are; nil when none are shown.
    func indexPath(clampedTo place: Int) -> IndexPath? {
        guard count > 0 else { return nil }
        return indexPath(at: VisibleRow(min(max(0, place), count - 1)))
    }

    /// The shown row nearest `indexPath`: it, else the next one shown, else the one before
    /// (folded away: the row whose fold hides it).
    func nearest(to indexPath: IndexPath) -> IndexPath? {
        if let folds { return folds.nearest(to: indexPath, in: table) }
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

    // MARK: - By section, for walking the body

    /// How many rows of `section` are shown.
    func count(inSection section: Int) -> Int {
        if let filter { return filter.count(inSection: section) }
        if let folds { return folds.count(inSection: section, in: table) }
        return table.numberOfRows(inSection: section)
    }

    /// A section's first and last rows shown (a section's first row is never folded away:
    /// a fold hides rows after its own).
    func first(inSection section: Int) -> IndexPath? {
        if let filter { return filter.first(inSection: section) }
        return table.numberOfRows(inSection: section) > 0 ? IndexPath(row: 0, section: section) : nil
    }

    func last(inSection section: Int) -> IndexPath? {
        if let filter { return filter.last(inSection: section) }
        if let folds { return folds.last(inSection: section, in: table) }
        let rows = table.numberOfRows(inSection: section)
        return rows > 0 ? IndexPath(row: rows - 1, section: section) : nil
    }

    /// The row shown after `indexPath` in its section, and the one before it.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if let filter { return filter.row(after: indexPath) }
        if let folds { return folds.row(after: indexPath, in: table) }
        return indexPath.row + 1 < table.numberOfRows(inSection: indexPath.section)
            ? IndexPath(row: indexPath.row + 1, section: indexPath.section) : nil
    }

    func row(before indexPath: IndexPath) -> IndexPath? {
        if let filter { return filter.row(before: indexPath) }
        if let folds { return folds.row(before: indexPath, in: table) }
        return indexPath.row > 0 ? IndexPath(row: indexPath.row - 1, section: indexPath.section) : nil
    }
}
