import Testing
import TableKit
import TestSupport

/// Undo and redo: each user action is one step; steps are values replayed through the
/// data source.
@Suite("Undo and redo")
struct UndoTests {
    let log = CallLog()
    let checker = InvariantChecker()

    private func makeTable(_ sections: [TableSection<String>]) -> (Table, UndoableListDataSource) {
        let source = UndoableListDataSource(sections, log: log)
        let table = Table(dataSource: source)
        table.observer = checker
        return (table, source)
    }

    @Test("A confirmed deletion is one step: undo puts the row back where it was, redo removes it again")
    func deletion() throws {
        let (table, source) = makeTable([TableSection(rows: ["a", "b", "c"])])
        table.setEditing(true)
        try table.tapDeletionControl(at: ip(1))
        try table.confirmDeletion()
        #expect(source.rows == [["a", "c"]])
        #expect(table.undoStepCount == 1)

        try table.undo()
        #expect(source.rows == [["a", "b", "c"]])
        #expect(table.text(forRowAt: ip(1)) == "b")
        #expect(!table.canUndo && table.canRedo)
        try table.redo()
        #expect(source.rows == [["a", "c"]])
        #expect(checker.violations.isEmpty)
    }

    @Test("An insertion control's insertion, a drag and a J nudge are one step each")
    func insertionAndMoves() throws {
        let (table, source) = makeTable([TableSection(rows: ["a", "b", "c", "add…"])])
        let delegate = RecordingDelegate(log: log)
        delegate.editingStyle = { $0.row == 3 ? .insert : .delete }
        table.delegate = delegate
        table.setEditing(true)

        try table.tapInsertionControl(at: ip(3))
        #expect(source.rows == [["a", "b", "c", "New Item", "add…"]])
        try table.beginDrag(at: ip(0))
        for row in [1, 2, 1, 2] { try table.dragOver(ip(row)) }
        try table.dropDrag()
        #expect(source.rows == [["b", "c", "a", "New Item", "add…"]])
        try table.dragAndDropRow(at: ip(2), step: .down)
        #expect(source.rows == [["b", "c", "New Item", "a", "add…"]])
        #expect(table.undoStepCount == 3)

        try table.undo()
        #expect(source.rows == [["b", "c", "a", "New Item", "add…"]])
        try table.undo()
        #expect(source.rows == [["a", "b", "c", "New Item", "add…"]])
        try table.undo()
        #expect(source.rows == [["a", "b", "c", "add…"]])
        #expect(throws: TableRefusal.nothingToUndo) { try table.undo() }
        try table.redo()
        try table.redo()
        try table.redo()
        #expect(source.rows == [["b", "c", "New Item", "a", "add…"]])
        #expect(throws: TableRefusal.nothingToRedo) { try table.redo() }
        #expect(checker.violations.isEmpty)
    }

    @Test("A whole batch is one step, and undo restores sections with their titles")
    func batch() throws {
        let (table, source) = makeTable([
            TableSection(header: "Fruit", footer: "3 kinds", rows: ["apple", "pear", "plum"]),
            TableSection(header: "Nuts", rows: ["almond"]),
        ])
        let before = source.model
        try table.edit(of: source) { edit in
            edit.deleteSections([1])
            edit.deleteRows(at: [ip(0, 0)])
            edit.reloadRow(at: ip(2, 0), with: "damson")
            edit.insertRow("fig", at: ip(0, 0))
            edit.moveRow(at: ip(1, 0), to: ip(2, 0))
        }
        #expect(source.rows == [["fig", "damson", "pear"]])
        #expect(table.undoStepCount == 1)
        try table.undo()
        #expect(source.model == before)
        #expect(table.titleForHeader(inSection: 1) == "Nuts")
        #expect(table.titleForFooter(inSection: 0) == "3 kinds")
        try table.redo()
        #expect(source.rows == [["fig", "damson", "pear"]])
        #expect(checker.violations.isEmpty)
    }

    @Test("Edits made inside one user action group into one step")
    func grouping() throws {
        let (table, source) = makeTable([TableSection(rows: ["a"]), TableSection(rows: ["b"])])
        try table.withUndoGroup {
            try table.edit(of: source) { $0.deleteRows(at: [ip(0, 1)]) }
            try table.edit(of: source) { $0.deleteSections([1]) }
        }
        #expect(source.rows == [["a"]])
        #expect(table.undoStepCount == 1)
        try table.undo()
        #expect(source.rows == [["a"], ["b"]])
    }

    @Test("A new edit clears the redo steps")
    func newEditClearsRedo() throws {
        let (table, source) = makeTable([TableSection(rows: ["a", "b"])])
        try table.edit(of: source) { $0.deleteRows(at: [ip(0)]) }
        try table.undo()
        #expect(table.canRedo)
        try table.edit(of: source) { $0.insertRow("c", at: ip(0)) }
        #expect(!table.canRedo)
        #expect(source.rows == [["c", "a", "b"]])
    }

    @Test("UIKit-style updates and reloadData clear the history: its index paths no longer describe the model")
    func directUpdatesClearHistory() throws {
        let (table, source) = makeTable([TableSection(rows: ["a", "b"])])
        try table.edit(of: source) { $0.deleteRows(at: [ip(0)]) }
        #expect(table.canUndo)
        source.model.sections[0].rows.append("z")
        try table.insertRows(at: [ip(1)])
        #expect(!table.canUndo)

        try table.edit(of: source) { $0.deleteRows(at: [ip(0)]) }
        table.reloadData()
        #expect(!table.canUndo)
    }

    @Test("Edits go through the table's own data source (an undoable one, which the compiler checks), outside a batch")
    func usage() throws {
        let (table, source) = makeTable([TableSection(rows: ["a"])])
        let other = UndoableListDataSource([TableSection(rows: ["b"])])
        #expect(throws: TableUsageError.editOfAnotherDataSource) { try table.edit(of: other) { $0.deleteRows(at: [ip(0)]) } }
        table.beginUpdates()
        #expect(throws: TableUsageError.batchIsOpen(pendingOperations: 0)) { try table.edit(of: source) { $0.deleteRows(at: [ip(0)]) } }
        try table.endUpdates()
        #expect(source.rows == [["a"]])
        #expect(other.rows == [["b"]])
    }

    @Test("A data source that refuses an edit leaves the model and the table unchanged")
    func refusedEdit() {
        struct ReadOnly: Error {}
        let (table, source) = makeTable([TableSection(rows: ["a", "b"])])
        source.refuseUpdates = ReadOnly()
        #expect(throws: ReadOnly.self) { try table.edit(of: source) { $0.deleteRows(at: [ip(0)]) } }
        #expect(source.rows == [["a", "b"]])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(!table.canUndo)
    }

    @Test("An inconsistent edit never reaches the data source")
    func inconsistentEdit() {
        let (table, source) = makeTable([TableSection(rows: ["a", "b"])])
        #expect(throws: TableUpdateError.rowOutOfRange(.delete, ip(5), rowCount: 2)) {
            try table.edit(of: source) { $0.deleteRows(at: [ip(5)]) }
        }
        #expect(!log.entries.contains("apply"))
        #expect(source.rows == [["a", "b"]])
    }

    @Test("Undo of a text change (a reloaded row) brings the old text back")
    func reloadedRow() throws {
        let (table, source) = makeTable([TableSection(rows: ["milk", "eggs"])])
        let update = try table.edit(of: source) { $0.reloadRow(at: ip(1), with: "free-range eggs") }
        #expect(update.reloadedRows.map(\.from) == [ip(1)])
        #expect(source.rows == [["milk", "free-range eggs"]])
        try table.undo()
        #expect(source.rows == [["milk", "eggs"]])
    }
}

@Suite("History marker")
struct HistoryMarkerTests {
    @Test("Undoing back to a state gives back its marker; any other change gives a new one")
    func marker() throws {
        let source = UndoableListDataSource([TableSection(rows: ["a", "b"])])
        let table = Table(dataSource: source)
        let saved = table.historyMarker
        try table.edit(of: source) { $0.deleteRows(at: [ip(0)]) }
        let afterDelete = table.historyMarker
        #expect(afterDelete != saved)
        try table.undo()
        #expect(table.historyMarker == saved, "undo back to the saved state: no unsaved changes")
        try table.redo()
        #expect(table.historyMarker == afterDelete)
        try table.undo()
        try table.edit(of: source) { $0.insertRow("c", at: ip(0)) }
        #expect(![saved, afterDelete].contains(table.historyMarker), "a different edit is a different state")
        let beforeDirect = table.historyMarker
        source.model.sections[0].rows.append("z")
        try table.insertRows(at: [ip(3)])
        #expect(table.historyMarker != beforeDirect, "an update the history cannot undo is a new state too")
        table.setEditing(true)
        try table.dragAndDropRow(at: ip(0), step: .down)
        #expect(table.undoStepCount == 1)
        try table.undo()
        #expect(table.historyMarker != beforeDirect)
    }
}
