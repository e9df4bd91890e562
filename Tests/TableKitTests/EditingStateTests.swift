import Testing
import TableKit
import TestSupport

/// The editing state machine: modes, the one Delete button, refusals, and how the state
/// follows its rows through updates.
@Suite("Editing state")
struct EditingStateTests {
    let log = CallLog()

    /// Keeps the weakly held data source and delegate alive as long as the table.
    private struct Fixture {
        let table: Table
        let source: EditableMovableListDataSource
        let delegate: RecordingDelegate
    }

    private func makeFixture(_ rows: [String] = ["a", "b", "c", "d"]) -> Fixture {
        let source = EditableMovableListDataSource(rows: rows, log: log)
        let delegate = RecordingDelegate(log: log)
        return Fixture(table: Table(dataSource: source, delegate: delegate), source: source, delegate: delegate)
    }

    @Test("One Delete button at a time; tapping its deletion control again hides it")
    func oneDeleteButton() throws {
        let f = makeFixture()
        let (table, source) = (f.table, f.source)
        table.setEditing(true)
        try table.tapDeletionControl(at: ip(0))
        try table.tapDeletionControl(at: ip(2))
        #expect(table.deleteConfirmationIndexPath == ip(2))
        try table.tapDeletionControl(at: ip(2))
        #expect(table.deleteConfirmationIndexPath == nil)
        try table.tapDeletionControl(at: ip(1))
        table.dismissDeleteConfirmation()
        #expect(table.deleteConfirmationIndexPath == nil)
        #expect(table.isEditing, "dismissing a Delete button does not leave editing mode")
        #expect(source.rows == [["a", "b", "c", "d"]])
    }

    @Test("What each mode refuses, with a reason for the status line")
    func refusals() throws {
        let f = makeFixture()
        let (table, delegate) = (f.table, f.delegate)
        delegate.editingStyle = { $0.row == 3 ? .insert : .delete }
        #expect(throws: TableRefusal.notEditing) { try table.tapDeletionControl(at: ip(0)) }
        #expect(throws: TableRefusal.notEditing) { try table.beginDrag(at: ip(0)) }
        #expect(throws: TableRefusal.noDeleteConfirmation) { try table.confirmDeletion() }
        #expect(throws: TableRefusal.noDrag) { try table.dropDrag() }

        table.setEditing(true)
        #expect(throws: TableRefusal.alreadyEditing) { try table.swipeToDelete(at: ip(0)) }
        #expect(throws: TableRefusal.noInsertionControl(ip(0))) { try table.tapInsertionControl(at: ip(0)) }
        #expect(throws: TableRefusal.noDeletionControl(ip(3))) { try table.tapDeletionControl(at: ip(3)) }
        #expect(throws: TableRefusal.noSuchRow(ip(9))) { try table.tapDeletionControl(at: ip(9)) }
        try table.beginDrag(at: ip(0))
        #expect(throws: TableRefusal.dragInProgress) { try table.beginDrag(at: ip(1)) }
        #expect(TableRefusal.cannotMove(ip(0)).description == "This row can't be moved")

        table.setEditing(false)
        try table.swipeToDelete(at: ip(0))
        #expect(throws: TableRefusal.swipeInProgress) { try table.tapDeletionControl(at: ip(1)) }
    }

    @Test("Leaving editing mode hides the Delete button and cancels a drag, sending nothing")
    func leavingEditing() throws {
        let f = makeFixture()
        let (table, source) = (f.table, f.source)
        table.setEditing(true)
        try table.beginDrag(at: ip(0))
        try table.dragOver(ip(2))
        table.setEditing(false)
        #expect(table.drag == nil)
        #expect(source.rows == [["a", "b", "c", "d"]])
        table.setEditing(true)
        try table.tapDeletionControl(at: ip(1))
        table.setEditing(false)
        #expect(table.deleteConfirmationIndexPath == nil)
        #expect(!log.entries.contains { $0.hasPrefix("moveRow") || $0.hasPrefix("commit") })
    }

    @Test("Edit during a swipe ends the swipe and enters full editing mode; Done during a swipe ends it")
    func editDuringSwipe() throws {
        let f = makeFixture()
        let table = f.table
        try table.swipeToDelete(at: ip(1))
        _ = log.take()
        table.setEditing(true)
        #expect(table.mode == .editing)
        #expect(table.deleteConfirmationIndexPath == nil)
        #expect(log.take() == ["didEndEditing [0, 1]"])

        table.setEditing(false)
        try table.swipeToDelete(at: ip(2))
        _ = log.take()
        table.setEditing(false)
        #expect(table.mode == .normal)
        #expect(log.take() == ["didEndEditing [0, 2]"])
    }

    @Test("Swiping another row ends the first swipe")
    func swipeAnotherRow() throws {
        let f = makeFixture()
        let table = f.table
        try table.swipeToDelete(at: ip(0))
        _ = log.take()
        try table.swipeToDelete(at: ip(2))
        #expect(log.take() == [
            "didEndEditing [0, 0]", "canEditRow [0, 2]", "trailingSwipeActions [0, 2]", "editingStyle [0, 2]", "titleForDelete [0, 2]",
            "willBeginEditing [0, 2]",
        ])
        #expect(table.deleteConfirmationIndexPath == ip(2))
    }

    @Test("The Delete button, a swipe and a drag follow their rows through other updates")
    func stateFollowsRows() throws {
        let f = makeFixture()
        let (table, source) = (f.table, f.source)
        let checker = InvariantChecker()
        table.observer = checker
        table.setEditing(true)
        try table.tapDeletionControl(at: ip(2))
        source.model.sections[0].rows.insert("new", at: 0)
        try table.insertRows(at: [ip(0)])
        #expect(table.deleteConfirmationIndexPath == ip(3), "c moved down by one")
        source.model.sections[0].rows.remove(at: 3)
        try table.deleteRows(at: [ip(3)])
        #expect(table.deleteConfirmationIndexPath == nil, "its row is gone")

        try table.beginDrag(at: ip(1))
        try table.dragOver(ip(2))
        source.model.sections[0].rows.remove(at: 0)
        try table.deleteRows(at: [ip(0)])
        #expect(table.drag == Drag(source: ip(0), destination: ip(0)), "the drag follows its row and starts over")
        table.cancelDrag()

        table.setEditing(false)
        try table.swipeToDelete(at: ip(1))
        _ = log.take()
        source.model.sections[0].rows.remove(at: 1)
        try table.deleteRows(at: [ip(1)])
        #expect(table.mode == .normal, "the swiped row was deleted by someone else: the swipe ends")
        #expect(log.take() == ["didEndEditing nil"])
        #expect(checker.violations.isEmpty)
    }

    @Test("Dragging across sections: destinations in another section may be one past its end")
    func crossSectionDrag() throws {
        let source = EditableMovableListDataSource([TableSection(rows: ["a", "b"]), TableSection(rows: ["c"])], log: log)
        let table = Table(dataSource: source)
        let checker = InvariantChecker()
        table.observer = checker
        table.setEditing(true)
        try table.beginDrag(at: ip(1, 0))
        #expect(try table.dragStep(.down) == ip(0, 1), "from the end of its section into the next one")
        #expect(try table.dragStep(.down) == ip(1, 1), "below c")
        #expect(try table.dragStep(.down) == ip(1, 1), "the table's end")
        #expect(throws: TableUsageError.self) { try table.dragOver(ip(2, 1)) }
        try table.dropDrag()
        #expect(source.rows == [["a"], ["c", "b"]])
        #expect((0..<2).map(table.numberOfRows(inSection:)) == [1, 2])

        #expect(try table.dragAndDropRow(at: ip(0, 1), step: .up) == ip(1, 0), "up from the top of a section: below the last row above")
        #expect(source.rows == [["a", "c"], ["b"]])
        #expect(checker.violations.isEmpty)
    }

    @Test("Entering editing mode asks nothing, however many rows")
    func enteringEditingIsConstant() {
        let source = CountsDataSource([1_000_000])
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        table.setEditing(true)
        #expect(log.entries.isEmpty)
        #expect(table.isEditing)
    }

    @Test("Global row positions across sections, including empty ones")
    func globalRows() {
        let source = CountsDataSource([2, 0, 3, 0])
        let table = Table(dataSource: source)
        #expect(table.totalNumberOfRows == 5)
        #expect((0..<5).map { table.indexPath(forGlobalRow: $0) } == [ip(0, 0), ip(1, 0), ip(0, 2), ip(1, 2), ip(2, 2)])
        #expect(table.indexPath(forGlobalRow: 5) == nil)
        #expect(table.indexPath(forGlobalRow: -1) == nil)
        #expect(table.globalRow(of: ip(2, 2)) == 4)
        #expect(table.numberOfRows(beforeSection: 3) == 5)
    }

    @Test("Global row positions stay right through row and section updates", arguments: 0..<20)
    func globalRowsAfterUpdates(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let shape = (0..<Int.random(in: 1...7, using: &rng)).map { _ in Int.random(in: 0...5, using: &rng) }
        let source = CountsDataSource(shape)
        let table = Table(dataSource: source)
        for _ in 0..<10 {
            let section = Int.random(in: 0..<source.counts.count, using: &rng)
            if Bool.random(using: &rng) {
                source.counts[section] += 1
                try table.insertRows(at: [ip(0, section)])
            } else {
                source.counts.insert(2, at: section)
                try table.insertSections([section])
            }
        }
        var expected: [IndexPath] = []
        for (s, n) in source.counts.enumerated() { for r in 0..<n { expected.append(ip(r, s)) } }
        #expect((0..<expected.count).map { table.indexPath(forGlobalRow: $0) } == expected)
        #expect(expected.enumerated().allSatisfy { table.globalRow(of: $1) == $0 })
        #expect(table.invariantViolations().isEmpty)
    }
}
