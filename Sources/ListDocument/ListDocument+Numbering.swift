import TableKit

/// Ordered lists renumbered after items move, are added or deleted, keeping each list's start
/// number and delimiter.
///
/// A list is a run of ordered items with the same delimiter and indentation, one after
/// another in a section, the items nested in them (further in) passed over (as Markdown reads
/// one: a paragraph between items, a bullet item or the other delimiter starts another list).
/// "The row before" and "the row after" below are the sibling before and after: the nearest
/// row, passing over those further in. A row is *in order* when it is where it was in its list: not placed
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
        // A gap's next row may be an item nested in the row before the gap: the list goes on
        // with the sibling after that row.
        for path in change.besideGaps where path.row > 0 {
            if let next = sibling(after: path.row - 1, in: model.sections[path.section].rows) {
                candidates.insert(IndexPath(row: next, section: path.section))
            }
        }
        for path in moved {
            candidates.formUnion([path, IndexPath(row: path.row + 1, section: path.section)])
            if let next = sibling(after: path.row, in: model.sections[path.section].rows) {
                candidates.insert(IndexPath(row: next, section: path.section))
            }
        }
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
        let list = ordered(rows[start.row])!
        let inList = { (row: Int?) -> Bool in
            guard let row, row >= 0, row < rows.count else { return false }
            return list.isSameList(as: self.ordered(rows[row]))
        }
        let before = sibling(before: start.row, in: rows)
        var (number, repeats) = inList(before)
            ? continuation(after: before!, in: start.section, inList: inList, change)
            : firstNumber(of: start, list: list, change, moved)
        var next: Int? = start.row
        var settled = 0
        var last = start.row
        while inList(next), let row = next {
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
            next = sibling(after: row, in: rows)
        }
        return last
    }

    /// The number after the row `row` of `section`, final already, and whether its list repeats
    /// one number: as the row and the one before it (or, first in its list, the one after it
    /// before the change) show.
    private func continuation(after row: Int, in section: Int, inList: (Int?) -> Bool, _ change: RowsChange)
        -> (number: Int, repeats: Bool)
    {
        let rows = model.sections[section].rows
        let previous = number(of: rows[row])!
        var other: Int?
        let before = sibling(before: row, in: rows)
        if inList(before), let before {
            other = number(of: rows[before])
        } else if let old = change.oldIndexPath(IndexPath(row: row, section: section)) {
            other = sibling(after: old.row, in: change.old.sections[section].rows)
                .flatMap { oldNumber(at: IndexPath(row: $0, section: old.section), like: old, change) }
        }
        let repeats = other == previous
        return (repeats ? previous : previous + 1, repeats)
    }

    /// The first number of the list `start` now begins, and whether it repeats it: those of
    /// the list before the change that its first staying row was in (the row's own number
    /// when every row of the list is new there).
    private func firstNumber(of start: IndexPath, list: ListNumber, _ change: RowsChange, _ moved: Set<IndexPath>)
        -> (number: Int, repeats: Bool)
    {
        let rows = model.sections[start.section].rows
        var row: Int? = start.row
        while let current = row, list.isSameList(as: ordered(rows[current])),
              moved.contains(IndexPath(row: current, section: start.section)) {
            row = sibling(after: current, in: rows)
        }
        guard let staying = row, list.isSameList(as: ordered(rows[staying])),
            var first = change.oldIndexPath(IndexPath(row: staying, section: start.section))
        else { return (number(of: rows[start.row]) ?? 1, false) }
        let oldRows = change.old.sections[first.section].rows
        while let before = sibling(before: first.row, in: oldRows),
              oldNumber(at: IndexPath(row: before, section: first.section), like: first, change) != nil {
            first.row = before
        }
        let number = oldNumber(at: first, like: first, change) ?? 1
        let second = sibling(after: first.row, in: oldRows)
            .flatMap { oldNumber(at: IndexPath(row: $0, section: first.section), like: first, change) }
        return (number, second == number)
    }

    /// Whether the row at `path` is where it was in its list (see the extension's summary).
    private func isInOrder(_ path: IndexPath, _ change: RowsChange, _ moved: Set<IndexPath>) -> Bool {
        guard !moved.contains(path), let old = change.oldIndexPath(path), let list = ordered(model[path]) else {
            return false
        }
        let oldBefore = sibling(before: old.row, in: change.old.sections[old.section].rows)
        if let before = sibling(before: path.row, in: model.sections[path.section].rows),
           list.isSameList(as: ordered(model[IndexPath(row: before, section: path.section)])) {
            let beforePath = IndexPath(row: before, section: path.section)
            return !moved.contains(beforePath) && oldBefore != nil
                && change.oldIndexPath(beforePath) == IndexPath(row: oldBefore!, section: old.section)
        }
        return oldBefore.map { oldNumber(at: IndexPath(row: $0, section: old.section), like: old, change) == nil } ?? true
    }

    /// The number of the row at `path` before the change, if it was an ordered item of the
    /// same list as the row at `neighbour` (the same delimiter and indentation).
    private func oldNumber(at path: IndexPath, like neighbour: IndexPath, _ change: RowsChange) -> Int? {
        let rows = change.old.sections[path.section].rows
        guard path.row >= 0, path.row < rows.count, let number = ordered(rows[path.row]),
            ordered(change.old[neighbour])?.isSameList(as: number) == true
        else { return nil }
        return number.number
    }

    /// The sibling before row `row` of `rows`: the nearest row before it, passing over items
    /// further in than it; nil at the start.
    /// - Complexity: O(k) for the k rows passed over.
    private func sibling(before row: Int, in rows: some RandomAccessCollection<DocumentRow>) -> Int? {
        let indentation = itemIndentation(rows[rows.index(rows.startIndex, offsetBy: row)])
        var index = row - 1
        while index >= 0, let own = indentation, let other = itemIndentation(rows[rows.index(rows.startIndex, offsetBy: index)]),
              other > own {
            index -= 1
        }
        return index >= 0 ? index : nil
    }

    /// The sibling after row `row` of `rows`: the nearest row after it, passing over items
    /// further in than it; nil at the end.
    /// - Complexity: O(k) for the k rows passed over.
    private func sibling(after row: Int, in rows: some RandomAccessCollection<DocumentRow>) -> Int? {
        guard row >= 0, row < rows.count else { return nil }
        let indentation = itemIndentation(rows[rows.index(rows.startIndex, offsetBy: row)])
        var index = row + 1
        while index < rows.count, let own = indentation, let other = itemIndentation(rows[rows.index(rows.startIndex, offsetBy: index)]),
              other > own {
            index += 1
        }
        return index < rows.count ? index : nil
    }

    /// How far in an item's marker is; nil for a row that is not an item.
    private func itemIndentation(_ row: DocumentRow) -> Int? {
        guard row.kind == .item, let markdown = formatter as? MarkdownFormat else { return row.kind == .item ? 0 : nil }
        return markdown.itemIndentation(of: source.bytes(of: row, upTo: 4096))
    }

    /// Markdown's largest list number: nine digits.
    private static var largestListNumber: Int { 999_999_999 }

    private func ordered(_ row: DocumentRow) -> ListNumber? {
        row.kind == .item ? formatter.orderedNumber(of: source.bytes(of: row)) : nil
    }

    private func number(of row: DocumentRow) -> Int? { ordered(row)?.number }
}
