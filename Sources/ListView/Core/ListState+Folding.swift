import TableKit

/// Folding an outline, as vim's `za` `zo` `zc` `zR` `zM`: a folded row's descendants are
/// passed over by the cursor and the screen, and the row shows how many it hides. Folds are
/// the view's, not the file's: nothing is saved, and no undo step is made.
extension ListState {
    enum FoldChange { case toggle, open, close }

    static let foldsWhileFiltered = "While filtered every row it keeps shows: Esc clears the filter, then z folds"

    /// `za` / `zo` / `zc` on the cursor's row; on a row with no descendants, `za` and `zc`
    /// act on the fold it is in (its parent's), as vim's do.
    mutating func fold(_ change: FoldChange, _ table: Table) throws {
        guard filter == nil else { throw HintError(Self.foldsWhileFiltered) }
        let row = try requireCursor()
        let target: IndexPath
        if !table.descendantsOfRow(at: row).isEmpty {
            target = row
        } else if change != .open, let parent = parent(of: row, table) {
            target = parent
        } else {
            throw HintError(change == .open ? "Nothing is folded here" : "This row has no rows of its own to fold")
        }
        let folding = change == .close || (change == .toggle && !folds.isFolded(target))
        if folding {
            folds.fold([target], in: table)
            cursor = target
            let hidden = table.descendantsOfRow(at: target).count
            report("Folded \(hidden.groupedDigits) \(hidden == 1 ? "row" : "rows") · za shows \(hidden == 1 ? "it" : "them")")
        } else if folds.isFolded(target) {
            folds.unfold(target, in: table)
            report("Unfolded · za folds again")
        } else {
            throw HintError("Nothing is folded here")
        }
    }

    /// `zR`: every fold open.
    mutating func unfoldAll() throws {
        guard filter == nil else { throw HintError(Self.foldsWhileFiltered) }
        folds.removeAll()
        report("Every row unfolded")
    }

    /// `zM`: every row that has descendants folded; the cursor goes to the row shown whose
    /// fold hides it.
    /// - Complexity: O(n): every row's depth is read once.
    mutating func foldAll(_ table: Table) throws {
        guard filter == nil else { throw HintError(Self.foldsWhileFiltered) }
        var parents: [IndexPath] = []
        for section in 0..<table.numberOfSections {
            let rows = table.numberOfRows(inSection: section)
            var level = rows > 0 ? table.indentationLevel(forRowAt: IndexPath(row: 0, section: section)) : 0
            for row in 0..<max(0, rows - 1) {
                let next = table.indentationLevel(forRowAt: IndexPath(row: row + 1, section: section))
                if next > level { parents.append(IndexPath(row: row, section: section)) }
                level = next
            }
        }
        guard !parents.isEmpty else { throw HintError("No row has rows of its own to fold") }
        folds.fold(parents, in: table)
        if let cursor { self.cursor = visibleRows(table).nearest(to: cursor) }
        let hidden = folds.hiddenCount
        report("\(parents.count.groupedDigits) \(parents.count == 1 ? "fold" : "folds"), \(hidden.groupedDigits) \(hidden == 1 ? "row" : "rows") hidden · zR unfolds every one")
    }

    /// The row `row` belongs to in an outline: the nearest above it that is less deep.
    private func parent(of row: IndexPath, _ table: Table) -> IndexPath? {
        let level = table.indentationLevel(forRowAt: row)
        guard level > 0 else { return nil }
        var above = row.row - 1
        while above >= 0 {
            let path = IndexPath(row: above, section: row.section)
            if table.indentationLevel(forRowAt: path) < level { return path }
            above -= 1
        }
        return nil
    }
}
