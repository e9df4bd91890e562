import Testing
import TableKit
import TestSupport

/// Acting on the selected rows: deleting them (`d`) and moving them as blocks (`J`/`K`), each
/// one update and one undo step.
@Suite("Deleting and moving the selected rows")
struct SelectedRowsTests {
    let log = CallLog()
    let checker = InvariantChecker()

    private func undoable(_ sections: [[String]]) -> (Table, UndoableListDataSource, RecordingDelegate) {
        let source = UndoableListDataSource(sections.map { TableSection(rows: $0) }, log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        table.observer = checker
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true)
        return (table, source, delegate)
    }

    private func selectedTexts(_ table: Table) -> [String] {
        (table.indexPathsForSelectedRows ?? []).map { table.text(forRowAt: $0)! }
    }

    // MARK: - Deleting

    @Test("v v d: the checked rows go in one update and one undo step; undo brings them back")
    func deleteUndoable() throws {
        let fixture = undoable([["a", "b", "c", "d", "e"]])
        let (table, source) = (fixture.0, fixture.1)
        try table.tapRow(at: ip(1))
        try table.tapRow(at: ip(3))
        _ = log.take()
        #expect(try table.deleteSelectedRows() == 2)
        #expect(source.rows == [["a", "c", "e"]])
        #expect(checker.updates.count == 1 && checker.updates[0].deletedRows.map(\.indexPath) == [ip(1), ip(3)])
        #expect(table.undoStepCount == 1)
        #expect(table.numberOfSelectedRows == 0, "the selected rows are gone")
        try table.undo()
        #expect(source.rows == [["a", "b", "c", "d", "e"]])
        try table.redo()
        #expect(source.rows == [["a", "c", "e"]])
        #expect(checker.violations.isEmpty)
    }

    @Test("A data source that commits the UIKit way is asked to commit each row, last first, inside one batch")
    func deleteThroughCommit() throws {
        let source = EditableListDataSource([TableSection(rows: ["a", "b"]), TableSection(rows: ["c", "d"])], log: log)
        let table = Table(dataSource: source)
        table.observer = checker
        table.allowsMultipleSelection = true
        try table.selectRows(from: ip(1), through: ip(0, 1))
        _ = log.take()
        #expect(try table.deleteSelectedRows() == 2)
        #expect(log.take() == ["canEditRow [0, 1]", "canEditRow [1, 0]", "commit delete [1, 0]", "commit delete [0, 1]"])
        #expect(source.rows == [["a"], ["d"]])
        #expect(checker.updates.count == 1, "one batch")
        #expect(checker.violations.isEmpty)
    }

    @Test("If one selected row cannot be deleted, nothing is")
    func deleteRefused() throws {
        let fixture = undoable([["a", "b", "fixed"]])
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        delegate.editingStyle = { $0.row == 2 ? .none : .delete }
        try table.selectRows(from: ip(0), through: ip(2))
        #expect(throws: TableRefusal.cannotDeleteSelectedRow(ip(2))) { try table.deleteSelectedRows() }
        #expect(source.rows == [["a", "b", "fixed"]] && table.numberOfSelectedRows == 3)
        table.deselectAllRows()
        #expect(throws: TableRefusal.noSelection) { try table.deleteSelectedRows() }
    }

    // MARK: - Moving

    @Test("K and J move a block one place, as one update and one undo step; the selection follows")
    func moveBlock() throws {
        let fixture = undoable([["a", "b", "c", "d", "e"]])
        let (table, source) = (fixture.0, fixture.1)
        try table.selectRows(from: ip(2), through: ip(3))
        #expect(try table.moveSelectedRows(.up) == 2)
        #expect(source.rows == [["a", "c", "d", "b", "e"]])
        #expect(selectedTexts(table) == ["c", "d"])
        #expect(try table.moveSelectedRows(.down) == 2)
        #expect(try table.moveSelectedRows(.down) == 2)
        #expect(source.rows == [["a", "b", "e", "c", "d"]])
        #expect(try table.moveSelectedRows(.down) == 0, "at the table's end the block stays")
        #expect(checker.updates.count == 3 && table.undoStepCount == 3)
        try table.undo()
        #expect(source.rows == [["a", "b", "c", "d", "e"]])
        #expect(selectedTexts(table) == ["c", "d"])
        #expect(checker.violations.isEmpty)
    }

    @Test("Blocks move one after another: one stopped at the top, the next closes up to it")
    func scatteredBlocks() throws {
        let fixture = undoable([["a", "b", "c", "d", "e", "f"]])
        let (table, source) = (fixture.0, fixture.1)
        for row in [0, 2, 3, 5] { try table.tapRow(at: ip(row)) }
        #expect(try table.moveSelectedRows(.up) == 3)
        #expect(source.rows == [["a", "c", "d", "b", "f", "e"]])
        #expect(try table.moveSelectedRows(.up) == 1, "a, c and d are one block now, stopped at the top; f passes b")
        #expect(source.rows == [["a", "c", "d", "f", "b", "e"]])
        #expect(selectedTexts(table) == ["a", "c", "d", "f"])
    }

    @Test("At a section's end a block joins the next or the previous section whole")
    func acrossSections() throws {
        let fixture = undoable([["a", "b"], [], ["c", "d"]])
        let (table, source) = (fixture.0, fixture.1)
        try table.selectRows(from: ip(0), through: ip(1))
        #expect(try table.moveSelectedRows(.down) == 2)
        #expect(source.rows == [[], ["a", "b"], ["c", "d"]], "into the empty section")
        try table.moveSelectedRows(.down)
        #expect(source.rows == [[], [], ["a", "b", "c", "d"]])
        try table.moveSelectedRows(.up)
        try table.moveSelectedRows(.up)
        try table.moveSelectedRows(.up)
        #expect(source.rows == [["a", "b"], [], ["c", "d"]])
    }

    @Test("Each row of a block is asked, in the order of travel, about the place the block lands, as a drag of it there would be")
    func proposals() throws {
        let fixture = undoable([["a", "b", "c", "d"], ["e"]])
        let table = fixture.0
        try table.selectRows(from: ip(1), through: ip(2))
        _ = log.take()
        try table.moveSelectedRows(.up)
        #expect(log.take().filter { $0.hasPrefix("targetIndexPath") } == [
            "targetIndexPath [0, 1] proposed [0, 0] -> [0, 0]",
            "targetIndexPath [0, 2] proposed [0, 0] -> [0, 0]",
        ], "above a: both rows are proposed a's place")
        try table.moveSelectedRows(.down)
        try table.moveSelectedRows(.down)
        try table.moveSelectedRows(.down)
        #expect(log.take().filter { $0.hasPrefix("targetIndexPath") }.suffix(2) == [
            "targetIndexPath [0, 3] proposed [1, 0] -> [1, 0]",
            "targetIndexPath [0, 2] proposed [1, 0] -> [1, 0]",
        ], "into the next section: both rows are proposed its first place, the lower row first")
    }

    @Test("A block steps past a row the delegate keeps in place (Homepwner's No more items!), into the next section")
    func pastAPinnedRow() throws {
        let fixture = undoable([["a", "b", "No more items!"], ["c"]])
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        // Nothing may land at or below the pinned row's place in section 0.
        delegate.retarget = { sourcePath, proposed in
            proposed.section == 0 && proposed.row >= table.numberOfRows(inSection: 0) - (sourcePath.section == 0 ? 1 : 0)
                ? sourcePath : proposed
        }
        try table.selectRows(from: ip(0), through: ip(1))
        #expect(try table.moveSelectedRows(.down) == 2)
        #expect(source.rows == [["No more items!"], ["a", "b", "c"]])
        _ = log.take()
        #expect(try table.moveSelectedRows(.up) == 2, "back up, past the pinned row")
        #expect(source.rows == [["a", "b", "No more items!"], ["c"]])
        #expect(log.take().filter { $0.hasPrefix("targetIndexPath") } == [
            "targetIndexPath [1, 0] proposed [0, 1] -> [1, 0]",
            "targetIndexPath [1, 0] proposed [0, 0] -> [0, 0]",
            "targetIndexPath [1, 1] proposed [0, 0] -> [0, 0]",
        ], "below the pinned row refused; above it accepted for both rows")
    }

    @Test("A block the delegate turns away everywhere stays, and nothing is sent")
    func refusedEverywhere() throws {
        let fixture = undoable([["a", "b", "c"]])
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        delegate.retarget = { sourcePath, _ in sourcePath }
        try table.selectRow(at: ip(1))
        #expect(try table.moveSelectedRows(.up) == 0)
        #expect(source.rows == [["a", "b", "c"]] && checker.updates.isEmpty && !table.canUndo)
    }

    @Test("Moving needs editing mode, a moving data source and a reorder control on every selected row")
    func moveRefusals() throws {
        let source = EditableMovableListDataSource(rows: ["a", "b", "c"], log: log)
        source.unmovable = { $0.row == 2 }
        let table = Table(dataSource: source)
        table.allowsMultipleSelection = true
        try table.selectRows(from: ip(1), through: ip(2))
        #expect(throws: TableRefusal.notEditing) { try table.moveSelectedRows(.up) }
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true)
        try table.selectRows(from: ip(1), through: ip(2))
        #expect(throws: TableRefusal.cannotMove(ip(2))) { try table.moveSelectedRows(.up) }
    }

    @Test("Random tables and selections: the blocks end where one-place steps of each row, in the order of travel, put them; through moveRowAt and through apply alike")
    func randomMoves() throws {
        var rng = SeededGenerator(seed: 14_003)
        for round in 0..<600 {
            let shape = RandomBatches.shape(&rng, maxSections: 4, maxRows: 7)
            let sections = shape.enumerated().map { s, n in (0..<n).map { "s\(s)r\($0)" } }
            let all = sections.enumerated().flatMap { s, rows in rows.indices.map { IndexPath(row: $0, section: s) } }
            guard !all.isEmpty else { continue }
            let selected = Set(all.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 })
            guard !selected.isEmpty else { continue }
            let step: DragStep = Bool.random(using: &rng) ? .up : .down
            let names = Set(selected.map { sections[$0.section][$0.row] })
            let expected = Self.stepEachSelectedRow(sections, names, step)

            let undoableSource = UndoableListDataSource(sections.map { TableSection(rows: $0) })
            let movingSource = MovableListDataSource(sections.map { TableSection(rows: $0) })
            for source in [undoableSource as ListDataSource, movingSource] {
                let table = Table(dataSource: source)
                let checker = InvariantChecker()
                table.observer = checker
                table.allowsMultipleSelectionDuringEditing = true
                table.setEditing(true)
                for path in selected { try table.selectRow(at: path) }
                try table.moveSelectedRows(step)
                #expect(source.rows == expected, "round \(round): \(sections), \(names.sorted()), \(step), \(type(of: source))")
                #expect(Set(selectedTextsOf(table)) == names, "the selection follows its rows")
                #expect(checker.updates.count <= 1 && checker.violations.isEmpty)
            }
        }
    }

    private func selectedTextsOf(_ table: Table) -> [String] { selectedTexts(table) }

    /// The reference: the table laid flat, a boundary between sections; each selected row in
    /// the order of travel swaps with the element before it unless that is a selected row
    /// (which then could not move either).
    static func stepEachSelectedRow(_ sections: [[String]], _ selected: Set<String>, _ step: DragStep) -> [[String]] {
        let boundary = "|"
        var flat = sections.enumerated().flatMap { s, rows in (s == 0 ? [] : [boundary]) + rows }
        if step == .down { flat.reverse() }
        for p in flat.indices where selected.contains(flat[p]) && p > 0 && !selected.contains(flat[p - 1]) {
            flat.swapAt(p - 1, p)
        }
        if step == .down { flat.reverse() }
        return flat.split(separator: boundary, omittingEmptySubsequences: false).map(Array.init)
    }
}
