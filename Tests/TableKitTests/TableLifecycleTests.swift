import Testing
import TableKit
import TestSupport

/// What a UIKit developer runs into in the first hour: the editing property, the animation
/// flag, batches left open, a data source that went away, a drag proposal out of range,
/// refusals that name what is missing, and printing a table.
@Suite("A UIKit developer's first hour")
struct TableLifecycleTests {
    @Test("isEditing is settable, as UIKit's editing property: setEditing(_:animated: false)")
    func isEditingSettable() {
        let source = EditableListDataSource(rows: ["a", "b"])
        let table = Table(dataSource: source)
        let checker = InvariantChecker()
        table.observer = checker
        table.isEditing = true
        #expect(table.mode == .editing)
        table.isEditing = false
        #expect(table.mode == .normal)
        #expect(checker.modeChanges.map(\.animated) == [false, false])
    }

    @Test("The animated flag reaches the observer, for editing mode and for a swipe")
    func animatedReachesObserver() throws {
        let source = EditableListDataSource(rows: ["a", "b"])
        let table = Table(dataSource: source)
        let checker = InvariantChecker()
        table.observer = checker
        table.setEditing(true, animated: true)
        table.setEditing(true, animated: false)
        table.setEditing(false, animated: false)
        try table.swipeToDelete(at: ip(1))
        table.dismissDeleteConfirmation()
        #expect(checker.modeChanges.map(\.mode) == [.editing, .normal, .swipe(ip(1), .trailing), .normal],
                "entering a mode the table is already in is not a change")
        #expect(checker.modeChanges.map(\.animated) == [true, false, true, true])
    }

    @Test("A throw inside performBatchUpdates leaves no batch open, even with its own beginUpdates left open")
    func throwInsideBatch() throws {
        struct Stop: Error {}
        let source = CountsDataSource([5])
        let table = Table(dataSource: source)
        source.counts = [7]
        #expect(throws: Stop.self) {
            try table.performBatchUpdates {
                try table.insertRows(at: [ip(5), ip(6)])
                table.beginUpdates()
                throw Stop()
            }
        }
        #expect(table.numberOfRows(inSection: 0) == 5, "the batch was discarded")
        #expect(table.invariantViolations() == ["section 0: table has 5 rows, data source 7"], "and no batch is open")
        try table.insertRows(at: [ip(5), ip(6)])
        #expect(table.numberOfRows(inSection: 0) == 7, "a later call is applied at once")
    }

    @Test("A batch left open by hand shows in invariantViolations, and user actions name it instead of vanishing into it")
    func batchLeftOpen() throws {
        let source = UndoableListDataSource([TableSection(rows: ["a", "b"])])
        let table = Table(dataSource: source)
        table.setEditing(true)
        table.beginUpdates()
        try table.tapDeletionControl(at: ip(0))
        let error = #expect(throws: TableUsageError.batchIsOpen(pendingOperations: 0)) { try table.confirmDeletion() }
        #expect(error?.description.contains("call endUpdates() first") == true)
        #expect(table.invariantViolations().contains { $0.hasPrefix("a batch is open") })
        try table.endUpdates()
        #expect(table.deleteConfirmationIndexPath == ip(0), "the refused confirmation left the Delete button showing")
        try table.confirmDeletion()
        #expect(source.rows == [["b"]])
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("A data source that has gone away leaves an empty table, as UIKit's would")
    func releasedDataSource() {
        var source: CountsDataSource? = CountsDataSource([5])
        let table = Table(dataSource: source)
        let checker = InvariantChecker()
        table.observer = checker
        #expect(table.numberOfRows(inSection: 0) == 5)
        source = nil
        #expect(table.numberOfSections == 0)
        #expect(table.totalNumberOfRows == 0)
        #expect(!table.containsRow(at: ip(0)))
        #expect(table.text(forRowAt: ip(0)) == nil)
        #expect(checker.reloads == 1, "the observer is told, as for a reload")
    }

    @Test("dragOver with a proposal out of range says what was wrong, and does not ask the delegate")
    func dragOverOutOfRange() throws {
        let log = CallLog()
        let source = MovableListDataSource([TableSection(rows: ["a", "b", "c"]), TableSection(rows: ["d", "e", "f"])], log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        table.setEditing(true)
        try table.beginDrag(at: ip(2, 0))
        _ = log.take()
        let error = #expect(throws: TableUsageError.self) { try table.dragOver(ip(40, 1)) }
        #expect(error?.description == "dragOver([1, 40]): the row dragged from [0, 2] can land in section 1 at rows 0 to 3 only")
        #expect(log.take() == [], "the delegate was never asked")
        #expect(throws: TableUsageError.self) { try table.dragOver(ip(3, 0)) }
        #expect(throws: TableUsageError.invalidDragProposal(ip(0, 5), from: ip(2, 0), lastRow: nil, sectionCount: 2)) {
            try table.dragOver(ip(0, 5))
        }
    }

    @Test("A data source without the moving protocol: the refusal names TableMovingDataSource")
    func missingMovingConformance() {
        let source = EditableListDataSource(rows: ["a"])
        let table = Table(dataSource: source)
        table.setEditing(true)
        let refusal = #expect(throws: TableRefusal.noMovingDataSource) { try table.beginDrag(at: ip(0)) }
        #expect(refusal?.description == "Rows can't be moved: the data source does not conform to TableMovingDataSource")
    }

    @Test("debugDescription lists the mode, the data source's capabilities, the history, sections and rows")
    func debugDescription() throws {
        let source = UndoableListDataSource([TableSection(header: "Today", rows: ["milk", "eggs", "bread"])])
        let table = Table(dataSource: source)
        table.setEditing(true)
        try table.tapDeletionControl(at: ip(1))
        #expect(table.debugDescription == """
            Table: 1 section, 3 rows; editing; Delete button on [0, 1]
              data source: UndoableListDataSource (editing, moving, undoable); delegate: none
              undo: 0 steps, redo: 0 steps
              section 0 "Today", 3 rows
                [0, 0] ⊖ ≡ milk
                [0, 1] ⊖ ≡ eggs
                [0, 2] ⊖ ≡ bread
            """)
        let large = CountsDataSource([25])
        let plain = Table(dataSource: large)
        #expect(plain.debugDescription.hasSuffix("    [0, 19] \n    … 5 more rows"))
        #expect(plain.debugDescription.contains("data source: CountsDataSource (no editing, moving or undo protocols)"))
    }
}
