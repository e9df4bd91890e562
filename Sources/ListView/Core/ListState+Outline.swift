import TableKit

/// Outlines (rows at depths, ``TableDelegate/table(_:indentationLevelForRowAt:)``): a row's
/// descendants travel with it, and `>>` / `<<` move a row and its descendants a level in or
/// out.
extension ListState {
    /// `rows` and the descendants of each, in order, each once.
    func withDescendants(_ rows: [IndexPath], _ table: Table) -> [IndexPath] {
        var all: [IndexPath] = []
        var upTo: [Int: Int] = [:]  // by section, the last row already taken
        for row in rows.sorted() where row.row > upTo[row.section, default: -1] {
            let family = row.row..<table.descendantsOfRow(at: row).upperBound
            all += family.map { IndexPath(row: $0, section: row.section) }
            upTo[row.section] = family.upperBound - 1
        }
        return all
    }

    /// `>>` / `<<` (`>` / `<` with rows checked): the cursor's row, or each checked row, with
    /// its descendants, a level in or out, as one undo step (a count: that many levels).
    mutating func shiftLevel(by levels: Int, times: Int, _ env: ListEnvironment) throws {
        let table = env.table
        guard let source = table.dataSource as? any ListOutlineSource else { throw HintError("These rows do not nest") }
        let checked = table.indexPathsForSelectedRows ?? []
        let chosen = checked.isEmpty ? [try requireCursor()] : checked
        try table.withUndoGroup {
            for _ in 0..<max(1, times) {
                let rows = withDescendants(chosen, table)
                try withTable(env) { try Self.shift(rows, by: levels, of: source, in: $0) }
            }
        }
        report(levels > 0 ? "Indented · << takes it back out" : "Outdented · >> takes it back in")
    }

    /// Moves the rows `rows` of `section` to start at `start`, as one update.
    private static func move<Source: TableUndoableDataSource>(
        _ rows: Range<Int>, to start: Int, inSection section: Int, of source: Source, in table: Table
    ) throws {
        try table.edit(of: source) { edit in
            for (offset, index) in rows.enumerated() {
                edit.moveRow(at: IndexPath(row: index, section: section), to: IndexPath(row: start + offset, section: section))
            }
        }
    }

    private static func shift<Source: ListOutlineSource>(_ rows: [IndexPath], by levels: Int, of source: Source, in table: Table) throws {
        let shifted = try source.rowsShifted(rows, levels: levels, in: table)
        try table.edit(of: source) { edit in
            for (row, contents) in zip(rows, shifted) { edit.reloadRow(at: row, with: contents, animation: .none) }
        }
    }

    /// `J` / `K` in an outline, on a row with descendants or beside one: the row and its
    /// descendants move past the next (or previous) row and its descendants, as one update.
    /// - Returns: where the row is now (where it was, when a family can go no further in its
    ///   section: its rows would land in another list), or nil when the rows there are one
    ///   each (a plain move does).
    mutating func moveFamily(_ row: IndexPath, _ step: DragStep, _ env: ListEnvironment) throws -> IndexPath? {
        let table = env.table
        let family = row.row..<table.descendantsOfRow(at: row).upperBound
        let count = table.numberOfRows(inSection: row.section)
        let level = table.indentationLevel(forRowAt: row)
        let other: Range<Int>
        switch step {
        case .down:
            guard family.upperBound < count else { return family.count > 1 ? row : nil }
            let next = IndexPath(row: family.upperBound, section: row.section)
            other = family.upperBound..<table.descendantsOfRow(at: next).upperBound
        case .up:
            guard row.row > 0 else { return family.count > 1 ? row : nil }
            // The row above and the rows it belongs to, back to one as deep as this row or less.
            var start = row.row - 1
            while start > 0, table.indentationLevel(forRowAt: IndexPath(row: start, section: row.section)) > level { start -= 1 }
            other = start..<row.row
        }
        guard family.count > 1 || other.count > 1 else { return nil }
        let moving = min(family.lowerBound, other.lowerBound)..<max(family.upperBound, other.upperBound)
        guard moving.allSatisfy({ table.canMoveRow(at: IndexPath(row: $0, section: row.section)) }) else {
            throw HintError("A row here cannot move")
        }
        guard let source = table.dataSource as? any TableUndoableDataSource else { throw HintError("These rows cannot move") }
        let newStart = step == .down ? family.lowerBound + other.count : other.lowerBound
        try withTable(env) { try Self.move(family, to: newStart, inSection: row.section, of: source, in: $0) }
        return IndexPath(row: newStart, section: row.section)
    }
}
