import TableKit

/// Ordered lists renumbered after items move, are added or deleted, keeping each list's start
/// number and delimiter.
///
/// A list is a run of ordered items with the same delimiter, one after another in a section
/// (as Markdown reads one: a paragraph between items, a bullet item or the other delimiter
/// starts another list). A row is *in order* when it is where it was in its list: not placed
/// by the change, and after the row it followed before (or, first in its list, first before
/// too). A list whose rows are all in order is left as it was, however it is numbered. From
/// each row out of order, the list counts on from the row before it, or, for a list's first
/// row, from the first number of the list its first staying row was in; it stops once two rows
/// in order already have their numbers, since the rest is as it was. A list whose items all
/// had one number (`1.` `1.` `1.`) keeps repeating it. A row whose number does not change
/// keeps its bytes.
extension ListDocument {
    /// Renumbers the lists `change` touched, noting the rows rewritten in `rewrites`.
    /// - Complexity: O(c + r) for c rows placed or removed and r rows renumbered, besides
    ///   finding a list's first number when its first row changed (the rows of that list
    ///   before the first one staying).
    func renumberOrderedLists(after change: RowsChange, into rewrites: inout [RowRewrite]) {
        // A reload that kept its number (a retype, a checkbox) changes no list.
        let remarked = change.reloaded.filter { path in
            change.oldIndexPath(path).map { ordered(model[path]) != ordered(change.old[$0]) } ?? true
        }
        let moved = Set(change.placed + remarked)
        var candidates = Set(change.besideGaps)
        for path in moved { candidates.formUnion([path, IndexPath(row: path.row + 1, section: path.section)]) }
        var doneUpTo: [Int: Int] = [:]  // by section, the last row a pass went through
        for path in candidates.sorted() where path.row > doneUpTo[path.section, default: -1] {
            guard path.row < model.sections[path.section].rows.count, ordered(model[path]) != nil,
                !isInOrder(path, change, moved)
            else { continue }
            doneUpTo[path.section] = renumber(from: path, change, moved, into: &rewrites)
        }
    }

    /// Numbers the list from `start`, a row out of order, until the list ends or two rows in
    /// order have their numbers already; returns the last row it went through.
    private func renumber(from start: IndexPath, _ change: RowsChange, _ moved: Set<IndexPath>,
                          into rewrites: inout [RowRewrite]) -> Int {
        let rows = model.sections[start.section].rows
        let delimiter = ordered(rows[start.row])!.delimiter
        let inList = { (row: Int) in row >= 0 && row < rows.count && self.ordered(rows[row])?.delimiter == delimiter }
        var (number, repeats) = inList(start.row - 1)
            ? continuation(after: start.row - 1, in: start.section, inList: inList, change)
            : firstNumber(of: start, delimiter: delimiter, change, moved)
        var row = start.row
        var settled = 0
        var last = row
        while inList(row) {
            last = row
            let path = IndexPath(row: row, section: start.section)
            let numbered = self.number(of: model[path]) == number
            if !numbered, number <= Self.largestListNumber {
                rewriteRow(at: path, as: formatter.renumbered(source.bytes(of: model[path]), to: number), into: &rewrites)
            }
            // Two rows in order, one after the other, already numbered: the rest is as it was.
            settled = numbered && isInOrder(path, change, moved) ? settled + 1 : 0
            if settled == 2 { break }
            if !repeats { number += 1 }
            row += 1
        }
        return last
    }

    /// The number after the row `row` of `section`, final already, and whether its list repeats
    /// one number: as the row and the one before it (or, first in its list, the one after it
    /// before the change) show.
    private func continuation(after row: Int, in section: Int, inList: (Int) -> Bool, _ change: RowsChange)
        -> (number: Int, repeats: Bool)
    {
        let previous = number(of: model[IndexPath(row: row, section: section)])!
        var other: Int?
        if inList(row - 1) {
            other = number(of: model[IndexPath(row: row - 1, section: section)])
        } else if let old = change.oldIndexPath(IndexPath(row: row, section: section)) {
            other = oldNumber(at: IndexPath(row: old.row + 1, section: old.section), like: old, change)
        }
        let repeats = other == previous
        return (repeats ? previous : previous + 1, repeats)
    }

    /// The first number of the list `start` now begins, and whether it repeats it: those of
    /// the list before the change that its first staying row was in (the row's own number
    /// when every row of the list is new there).
    private func firstNumber(of start: IndexPath, delimiter: UInt8, _ change: RowsChange, _ moved: Set<IndexPath>)
        -> (number: Int, repeats: Bool)
    {
        let rows = model.sections[start.section].rows
        var row = start.row
        while row < rows.count, ordered(rows[row])?.delimiter == delimiter, moved.contains(IndexPath(row: row, section: start.section)) {
            row += 1
        }
        guard row < rows.count, ordered(rows[row])?.delimiter == delimiter,
            var first = change.oldIndexPath(IndexPath(row: row, section: start.section))
        else { return (number(of: rows[start.row]) ?? 1, false) }
        while first.row > 0, oldNumber(at: IndexPath(row: first.row - 1, section: first.section), like: first, change) != nil {
            first.row -= 1
        }
        let number = oldNumber(at: first, like: first, change) ?? 1
        return (number, oldNumber(at: IndexPath(row: first.row + 1, section: first.section), like: first, change) == number)
    }

    /// Whether the row at `path` is where it was in its list (see the extension's summary).
    private func isInOrder(_ path: IndexPath, _ change: RowsChange, _ moved: Set<IndexPath>) -> Bool {
        guard !moved.contains(path), let old = change.oldIndexPath(path), let delimiter = ordered(model[path])?.delimiter else {
            return false
        }
        let before = IndexPath(row: path.row - 1, section: path.section)
        if path.row > 0, ordered(model[before])?.delimiter == delimiter {
            return !moved.contains(before) && change.oldIndexPath(before) == IndexPath(row: old.row - 1, section: old.section)
        }
        return old.row == 0 || oldNumber(at: IndexPath(row: old.row - 1, section: old.section), like: old, change) == nil
    }

    /// The number of the row at `path` before the change, if it was an ordered item of the
    /// same list as the row at `neighbour` (the same delimiter).
    private func oldNumber(at path: IndexPath, like neighbour: IndexPath, _ change: RowsChange) -> Int? {
        let rows = change.old.sections[path.section].rows
        guard path.row >= 0, path.row < rows.count, let number = ordered(rows[path.row]),
            number.delimiter == ordered(change.old[neighbour])?.delimiter
        else { return nil }
        return number.number
    }

    /// Markdown's largest list number: nine digits.
    private static var largestListNumber: Int { 999_999_999 }

    private func ordered(_ row: DocumentRow) -> ListNumber? {
        row.kind == .item ? formatter.orderedNumber(of: source.bytes(of: row)) : nil
    }

    private func number(of row: DocumentRow) -> Int? { ordered(row)?.number }
}
