import Testing
import TableKit
import TestSupport

/// Rows that arrive at the end of a section (a file still being read): the counts grow, and
/// the undo history, the selection and the Delete button stay as they were.
@Suite("Appended rows")
struct AppendedRowsTests {
    let log = CallLog()

    final class AppendWatcher: TableObserver {
        var appended: [(Range<Int>, Int)] = []
        var clearings = 0
        func table(_ table: Table, didApply update: TableUpdate) {}
        func table(_ table: Table, didAppendRows rows: Range<Int>, toSection section: Int) { appended.append((rows, section)) }
        func tableDidClearUndoHistory(_ table: Table, because reason: UndoHistoryClearing) { clearings += 1 }
    }

    @Test("Rows appended keep the undo history: a delete made before them is undone after them")
    func undoAcrossAppends() throws {
        let source = UndoableListDataSource([TableSection(rows: ["a", "b", "c"])], log: log)
        let table = Table(dataSource: source)
        let watcher = AppendWatcher()
        table.observer = watcher
        table.setEditing(true)
        try table.tapDeletionControl(at: ip(1))
        try table.confirmDeletion()
        try table.tapDeletionControl(at: ip(0))
        source.model.sections[0].rows.append(chunks: [["d", "e"], ["f"]])
        try table.appendRows(3, toSection: 0)
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(watcher.appended.map(\.0) == [2..<5] && watcher.appended.map(\.1) == [0])
        #expect(watcher.clearings == 0 && table.canUndo)
        #expect(table.deleteConfirmationIndexPath == ip(0), "the Delete button stays on its row")
        table.dismissDeleteConfirmation()
        try table.undo()
        #expect(source.rows == [["a", "b", "c", "d", "e", "f"]])
        try table.redo()
        #expect(source.rows == [["a", "c", "d", "e", "f"]])
    }

    @Test("A count that does not add up, a section the table lacks, or an open batch is refused")
    func refusals() throws {
        let source = UndoableListDataSource([TableSection(rows: ["a"])], log: log)
        let table = Table(dataSource: source)
        table.beginUpdates()
        #expect(throws: TableUsageError.self) { try table.appendRows(0, toSection: 0) }
        try table.endUpdates()
        source.model.sections[0].rows.append(chunks: [["b", "c"]])
        #expect(throws: TableUpdateError.self) { try table.appendRows(1, toSection: 0) }
        #expect(throws: TableUpdateError.self) { try table.appendRows(2, toSection: 1) }
        try table.appendRows(2, toSection: 0)
        #expect(table.totalNumberOfRows == 3)
        #expect(table.text(forRowAt: ip(2)) == "c")
    }

    @Test("A step that reloaded the section whole cannot take rows appended after it: the history is cleared, nothing lost")
    func reloadedSectionClearsHistory() throws {
        let source = UndoableListDataSource([TableSection(rows: ["b", "a"])], log: log)
        let table = Table(dataSource: source)
        let watcher = AppendWatcher()
        table.observer = watcher
        try table.edit(of: source) { $0.reloadSection(0, with: TableSection(rows: ["a", "b"])) }
        source.model.sections[0].rows.append(chunks: [["c"]])
        try table.appendRows(1, toSection: 0)
        #expect(!table.canUndo && watcher.clearings == 1)
        #expect(source.rows == [["a", "b", "c"]])
    }

    @Test("Steps across sections: a row moved from section 1 to 0 is undone after rows arrive in section 1")
    func acrossSections() throws {
        let source = UndoableListDataSource([TableSection(rows: ["a"]), TableSection(rows: ["x", "y"])], log: log)
        let table = Table(dataSource: source)
        try table.edit(of: source) { $0.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 0)) }
        source.model.sections[1].rows.append(chunks: [["z"]])
        try table.appendRows(1, toSection: 1)
        try table.undo()
        #expect(source.rows == [["a"], ["x", "y", "z"]])
        try table.redo()
        #expect(source.rows == [["a", "x"], ["y", "z"]])
    }
}
