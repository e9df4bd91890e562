import TableKit

/// A change just made to a document's rows, as the passes that keep a row's bytes in step
/// with its place need it (list numbers, JSON spacing, the kinds a section holds): where each
/// row was, and which rows were placed, replaced and removed.
///
/// A document's sections are never added, removed or moved, so a section's index is the
/// same before and after.
struct RowsChange {
    /// The rows before the change.
    let old: TableSections<DocumentRow>
    /// Rows put in a new place: inserted or moved there (new index paths).
    let placed: [IndexPath]
    /// Rows whose contents were replaced in place (new index paths).
    let reloaded: [IndexPath]
    /// Rows taken from their place: deleted or moved away (old index paths), sorted.
    let removed: [IndexPath]
    /// Where the row now at an index path was before; nil for a new row.
    let oldIndexPath: (IndexPath) -> IndexPath?
    /// Where the row that was at an index path is now; nil for a deleted one.
    let newIndexPath: (IndexPath) -> IndexPath?

    /// The change `update` made to `old`.
    init(_ update: TableUpdate, old: TableSections<DocumentRow>) {
        self.old = old
        placed = update.insertedRows.map(\.indexPath) + update.movedRows.map(\.to)
        reloaded = update.reloadedRows.map(\.to)
        removed = (update.deletedRows.map(\.indexPath) + update.movedRows.map(\.from)).sorted()
        oldIndexPath = { update.oldIndexPath(forNewIndexPath: $0) }
        newIndexPath = { update.newIndexPath(forOldIndexPath: $0) }
    }

    /// One row moved from `source` to `destination` of `old`, as a drag drops it.
    init(moving source: IndexPath, to destination: IndexPath, old: TableSections<DocumentRow>) {
        self.old = old
        placed = [destination]
        reloaded = []
        removed = [source]
        oldIndexPath = { $0 == destination ? source : Self.shifted($0, leaving: destination, entering: source) }
        newIndexPath = { $0 == source ? destination : Self.shifted($0, leaving: source, entering: destination) }
    }

    /// Where the row at `path` goes when the row at `leaving` leaves its section and one
    /// enters at `entering` (a path after the move).
    private static func shifted(_ path: IndexPath, leaving: IndexPath, entering: IndexPath) -> IndexPath {
        var row = path.row
        if path.section == leaving.section, row > leaving.row { row -= 1 }
        if path.section == entering.section, row >= entering.row { row += 1 }
        return IndexPath(row: row, section: path.section)
    }

    /// Where the rows that stayed on either side of each run of removed rows are now: the
    /// places where lists were cut short or joined.
    /// - Complexity: O(r log r) for r removed rows.
    var besideGaps: [IndexPath] {
        let gone = Set(removed)
        var paths: [IndexPath] = []
        for path in removed {
            let before = IndexPath(row: path.row - 1, section: path.section)
            if path.row > 0, !gone.contains(before), let now = newIndexPath(before) { paths.append(now) }
            let after = IndexPath(row: path.row + 1, section: path.section)
            if after.row < old.sections[path.section].rows.count, !gone.contains(after), let now = newIndexPath(after) {
                paths.append(now)
            }
        }
        return paths
    }
}
