import Testing
import TableKit
import TestSupport

/// The calling sequences of the seeds' Figure 7-1, its swipe-to-delete variant, and
/// Figure 8-2, asserted call by call with a recording data source and delegate.
@Suite("Calling sequences")
struct CallingSequenceTests {
    let log = CallLog()

    @Test("Figure 7-1: setEditing, canEditRow, editingStyleForRow, the user taps, commitEditingStyle, deleteRows")
    func figure7_1() throws {
        let source = EditableListDataSource(rows: ["a", "b", "c"], log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        let checker = InvariantChecker()
        table.observer = checker

        table.setEditing(true)
        #expect(log.take() == [], "entering editing mode asks nothing: rows are asked when shown")

        // The view shows the rows: for each, canEditRow then editingStyleForRow.
        let controls = (0..<3).map { table.controls(forRowAt: ip($0)) }
        #expect(controls.allSatisfy { $0 == RowControls(editingControl: .delete, showsReorderControl: false) })
        #expect(log.take() == [
            "canEditRow [0, 0]", "editingStyle [0, 0]",
            "canEditRow [0, 1]", "editingStyle [0, 1]",
            "canEditRow [0, 2]", "editingStyle [0, 2]",
        ])

        // The user taps the deletion control of row 1: the Delete button appears.
        try table.tapDeletionControl(at: ip(1))
        #expect(table.titleForDeleteConfirmationButton(forRowAt: ip(1)) == "Delete")
        #expect(log.take() == ["canEditRow [0, 1]", "editingStyle [0, 1]", "titleForDelete [0, 1]"])

        // The user taps Delete: commitEditingStyle, which deletes from the model, then the row.
        try table.confirmDeletion()
        #expect(log.take() == ["commit delete [0, 1]"])
        #expect(checker.updates.map { $0.deletedRows.map(\.indexPath) } == [[ip(1)]])
        #expect(table.isEditing, "editing mode continues after a deletion")
        #expect(checker.violations.isEmpty)
    }

    @Test("Figure 7-1 with an insertion control: the tap commits an insertion, then insertRows")
    func figure7_1_insertion() throws {
        let source = EditableListDataSource(rows: ["a", "b"], log: log)
        let delegate = RecordingDelegate(log: log)
        delegate.editingStyle = { $0.row == 1 ? .insert : .delete }
        let table = Table(dataSource: source, delegate: delegate)
        table.setEditing(true)
        try table.tapInsertionControl(at: ip(1))
        #expect(log.take() == ["canEditRow [0, 1]", "editingStyle [0, 1]", "commit insert [0, 1]"])
        #expect(source.rows == [["a", "New Item", "b"]])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("Swipe to delete: canEditRow, trailing actions, editingStyle, the Delete title, willBeginEditingRow, editing mode without controls, commit, didEndEditingRow")
    func swipeToDelete() throws {
        let source = EditableListDataSource(rows: ["a", "b", "c"], log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)

        try table.swipeToDelete(at: ip(2))
        #expect(log.take() == [
            "canEditRow [0, 2]", "trailingSwipeActions [0, 2]", "editingStyle [0, 2]", "titleForDelete [0, 2]",
            "willBeginEditing [0, 2]",
        ], "no trailing configuration: the default Delete, titled by the delegate")
        #expect(table.isEditing)
        #expect(table.mode == .swipe(ip(2), .trailing))
        #expect(table.deleteConfirmationIndexPath == ip(2))
        #expect(table.swipeActions?.actions.map(\.title) == ["Delete"])
        #expect((0..<3).map { table.controls(forRowAt: ip($0)) } == [.none, .none, .none])
        #expect(log.take() == [], "no controls are shown, so none are asked about")

        #expect(table.titleForDeleteConfirmationButton(forRowAt: ip(2)) == "Delete")
        try table.confirmDeletion()
        #expect(log.take() == ["titleForDelete [0, 2]", "commit delete [0, 2]", "didEndEditing nil"])
        #expect(!table.isEditing)
        #expect(source.rows == [["a", "b"]])
    }

    @Test("Swipe to delete, dismissed: didEndEditingRow with the row, and nothing is deleted")
    func swipeDismissed() throws {
        let source = EditableListDataSource(rows: ["a", "b"], log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        try table.swipeToDelete(at: ip(0))
        _ = log.take()
        table.dismissDeleteConfirmation()
        #expect(log.take() == ["didEndEditing [0, 0]"])
        #expect(!table.isEditing)
        #expect(table.deleteConfirmationIndexPath == nil)
        #expect(source.rows == [["a", "b"]])
    }

    @Test("Swipe to delete needs a data source that commits: without a trailing configuration, nothing but the configuration is asked")
    func swipeWithoutCommit() {
        let source = MovableListDataSource(rows: ["a"], log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        #expect(throws: TableRefusal.noEditingDataSource) { try table.swipeToDelete(at: ip(0)) }
        #expect(log.take() == ["trailingSwipeActions [0, 0]"])
        #expect(!table.isEditing)
    }

    @Test("Swipe on a row whose style is not delete, or that cannot be edited: refused, and never bracketed")
    func swipeOnRowThatCannotBeDeleted() {
        let source = EditableListDataSource(rows: ["a", "add…", "fixed"], log: log)
        source.uneditable = [ip(2)]
        let delegate = RecordingDelegate(log: log)
        delegate.editingStyle = { $0.row == 1 ? .insert : .delete }
        let table = Table(dataSource: source, delegate: delegate)
        #expect(throws: TableRefusal.cannotSwipeToDelete(ip(1))) { try table.swipeToDelete(at: ip(1)) }
        #expect(log.take() == ["canEditRow [0, 1]", "trailingSwipeActions [0, 1]", "editingStyle [0, 1]"],
                "no willBeginEditing, no didEndEditing")
        #expect(throws: TableRefusal.cannotSwipeToDelete(ip(2))) { try table.swipeToDelete(at: ip(2)) }
        #expect(log.take() == ["canEditRow [0, 2]"])
        #expect(!table.isEditing)
    }

    @Test("Figure 8-2: canMoveRow, the user drags, targetIndexPath on every hover, moveRow once on drop")
    func figure8_2() throws {
        let source = MovableListDataSource(rows: ["a", "b", "c", "d"], log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        let checker = InvariantChecker()
        table.observer = checker

        table.setEditing(true)
        _ = (0..<4).map { table.controls(forRowAt: ip($0)) }
        #expect(log.take() == ["canMoveRow [0, 0]", "canMoveRow [0, 1]", "canMoveRow [0, 2]", "canMoveRow [0, 3]"],
                "a data source that only moves is asked canMoveRow, not canEditRow")

        try table.beginDrag(at: ip(0))
        #expect(log.take() == ["canMoveRow [0, 0]"])
        try table.dragOver(ip(1))
        try table.dragOver(ip(2))
        try table.dragOver(ip(1))
        try table.dragOver(ip(3))
        #expect(log.take() == [
            "targetIndexPath [0, 0] proposed [0, 1] -> [0, 1]",
            "targetIndexPath [0, 0] proposed [0, 2] -> [0, 2]",
            "targetIndexPath [0, 0] proposed [0, 1] -> [0, 1]",
            "targetIndexPath [0, 0] proposed [0, 3] -> [0, 3]",
        ])
        #expect(source.rows == [["a", "b", "c", "d"]], "nothing moves in the model before the drop")
        try table.dropDrag()
        #expect(log.take() == ["moveRow [0, 0] -> [0, 3]"])
        #expect(source.rows == [["b", "c", "d", "a"]])
        #expect(checker.updates.map(\.movedRows) == [[.init(from: ip(0), to: ip(3))]])
        #expect(checker.violations.isEmpty)
    }

    @Test("Figure 8-2, retargeted: the delegate's answer is where the row lands")
    func figure8_2_retargeted() throws {
        let source = MovableListDataSource(rows: ["a", "b", "c"], log: log)
        let delegate = RecordingDelegate(log: log)
        delegate.retarget = { _, proposed in IndexPath(row: min(proposed.row, 1), section: proposed.section) }
        let table = Table(dataSource: source, delegate: delegate)
        table.setEditing(true)
        try table.beginDrag(at: ip(0))
        #expect(try table.dragOver(ip(2)) == ip(1))
        #expect(table.drag == Drag(source: ip(0), destination: ip(1)))
        try table.dropDrag()
        #expect(source.rows == [["b", "a", "c"]])
    }

    @Test("A drop where the drag began sends no moveRow; a cancelled drag sends nothing")
    func dropOnStartAndCancel() throws {
        let source = MovableListDataSource(rows: ["a", "b"], log: log)
        let table = Table(dataSource: source)
        table.setEditing(true)
        try table.beginDrag(at: ip(0))
        try table.dragOver(ip(1))
        try table.dragOver(ip(0))
        #expect(try table.dropDrag() == ip(0))
        try table.beginDrag(at: ip(1))
        try table.dragOver(ip(0))
        table.cancelDrag()
        #expect(log.take() == ["canMoveRow [0, 0]", "canMoveRow [0, 1]"], "no moveRow in either case")
        #expect(source.rows == [["a", "b"]])
        #expect(table.drag == nil)
    }
}
