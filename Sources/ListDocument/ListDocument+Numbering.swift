import TableKit

/// Ordered lists renumbered after items move, are added or deleted, keeping each list's start
/// number and delimiter.
///
/// A list is a run of ordered items with the same delimiter, one after another in a section
/// (as Markdown reads one: a paragraph between items, a bullet item or the other delimiter
/// starts another list). Only lists the change touched are looked at, and a list whose rows
/// and numbers are those of a list before the change is left as it was, however it is
/// numbered; a row whose number does not change keeps its bytes.
extension ListDocument {
    /// The rows of one list: a section and a range of its rows.
    struct OrderedRun: Hashable {
        var section: Int
        var rows: Range<Int>

        func contains(_ path: IndexPath) -> Bool { path.section == section && rows.contains(path.row) }
    }

    /// Renumbers every list `change` touched whose rows are not a list of before in the same
    /// order: from the start number of the list before that gave it most of its rows (the
    /// first such list on a tie), counting up, or all with that number where that list's
    /// items all had the same one (`1.` `1.` `1.`).
    /// - Complexity: O(n) for the n rows of the lists touched.
    func renumberOrderedLists(after change: RowsChange, into rewrites: inout [RowRewrite]) {
        var candidates = change.besideGaps
        for path in change.placed + change.reloaded {
            for row in (path.row - 1)...(path.row + 1) { candidates.append(IndexPath(row: row, section: path.section)) }
        }
        var done: Set<OrderedRun> = []
        for path in candidates {
            guard let run = orderedRun(containing: path, in: model), done.insert(run).inserted else { continue }
            renumber(run, after: change, into: &rewrites)
        }
    }

    private func renumber(_ run: OrderedRun, after change: RowsChange, into rewrites: inout [RowRewrite]) {
        var contributions: [(run: OrderedRun, rows: Int)] = []
        var unchanged = true
        var firstOld: IndexPath?
        for (offset, row) in run.rows.enumerated() {
            let path = IndexPath(row: row, section: run.section)
            guard let oldPath = change.oldIndexPath(path) else {
                unchanged = false
                continue
            }
            let first = firstOld ?? oldPath
            firstOld = first
            if oldPath != IndexPath(row: first.row + offset, section: first.section)
                || number(of: model[path]) != number(of: change.old[oldPath])
            {
                unchanged = false
            }
            if let index = contributions.firstIndex(where: { $0.run.contains(oldPath) }) {
                contributions[index].rows += 1
            } else if let oldRun = orderedRun(containing: oldPath, in: change.old) {
                contributions.append((oldRun, 1))
            }
        }
        if unchanged, let firstOld, let oldRun = orderedRun(containing: firstOld, in: change.old),
            oldRun.rows == firstOld.row..<(firstOld.row + run.rows.count)
        {
            return
        }
        let most = contributions.map(\.rows).max() ?? 0
        let from = contributions.first { $0.rows == most }.map { numbering(of: $0.run, in: change.old) }
        let start = from?.start ?? number(of: model[IndexPath(row: run.rows.lowerBound, section: run.section)]) ?? 1
        for (offset, row) in run.rows.enumerated() {
            let path = IndexPath(row: row, section: run.section)
            let wanted = from?.repeats == true ? start : start + offset
            guard number(of: model[path]) != wanted, wanted <= Self.largestListNumber else { continue }
            rewriteRow(at: path, as: formatter.renumbered(source.bytes(of: model[path]), to: wanted), into: &rewrites)
        }
    }

    /// Markdown's largest list number: nine digits.
    private static var largestListNumber: Int { 999_999_999 }

    /// The list `path` is in, in `sections`, or nil if its row is not an ordered item.
    private func orderedRun(containing path: IndexPath, in sections: TableSections<DocumentRow>) -> OrderedRun? {
        guard path.section < sections.sections.count else { return nil }
        let rows = sections.sections[path.section].rows
        guard path.row >= 0, path.row < rows.count, let delimiter = ordered(rows[path.row])?.delimiter else { return nil }
        var lower = path.row
        while lower > 0, ordered(rows[lower - 1])?.delimiter == delimiter { lower -= 1 }
        var upper = path.row + 1
        while upper < rows.count, ordered(rows[upper])?.delimiter == delimiter { upper += 1 }
        return OrderedRun(section: path.section, rows: lower..<upper)
    }

    /// The start number of a list of before, and whether its items all had that number.
    private func numbering(of run: OrderedRun, in sections: TableSections<DocumentRow>) -> (start: Int, repeats: Bool) {
        let rows = sections.sections[run.section].rows
        let start = number(of: rows[run.rows.lowerBound]) ?? 1
        let repeats = run.rows.count > 1 && run.rows.allSatisfy { number(of: rows[$0]) == start }
        return (start, repeats)
    }

    private func ordered(_ row: DocumentRow) -> (number: Int, delimiter: UInt8)? {
        row.kind == .item ? formatter.orderedNumber(of: source.bytes(of: row)) : nil
    }

    private func number(of row: DocumentRow) -> Int? { ordered(row)?.number }
}
