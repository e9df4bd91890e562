import Testing
import TableKit
import TestSupport

/// Listings 7-1 and 7-4 to 7-6 as a view controller: the Edit/Done button, an Add button
/// enabled only outside editing mode, and a modal text field whose Save adds an item at the
/// end of the list.
private final class SimpleEditableListController {
    let table: Table
    let dataSource: EditableListDataSource
    private(set) var addButtonEnabled = true
    /// The modal text field's contents while it is presented.
    var itemInput: String?

    init(table: Table, dataSource: EditableListDataSource) {
        self.table = table
        self.dataSource = dataSource
    }

    var editButtonTitle: String { table.isEditing ? "Done" : "Edit" }

    /// Listing 7-1.
    func setEditing(_ editing: Bool, animated: Bool) {
        table.setEditing(editing, animated: true)
        addButtonEnabled = !editing
    }

    /// Listing 7-5: the Add button presents the modal text field.
    func addItem() {
        guard addButtonEnabled else { return }
        itemInput = ""
    }

    /// Listing 7-6: Save adds the text to the model at `countOfList`, dismisses the modal,
    /// and the table shows the new row at the end.
    func save() throws {
        guard let newItem = itemInput else { return }
        let countOfList = dataSource.model.sections[0].rows.count
        dataSource.model.sections[0].rows.insert(newItem, at: countOfList)
        itemInput = nil
        try table.insertRows(at: [ip(countOfList)])
    }
}

@Suite("Chapter 7: inserting and deleting rows")
struct Chapter7ListingTests {
    let log = CallLog()
    let checker = InvariantChecker()

    @Test("Listing 7-1: Edit/Done toggles editing mode; Add is enabled only outside it")
    func listing7_1() {
        let source = EditableListDataSource(rows: ["Arizona", "California"], log: log)
        let table = Table(dataSource: source)
        let checker = InvariantChecker()
        table.observer = checker
        let controller = SimpleEditableListController(table: table, dataSource: source)
        #expect(controller.editButtonTitle == "Edit")
        #expect(controller.addButtonEnabled)
        #expect(!table.isEditing)

        controller.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(table.mode == .editing)
        #expect(checker.modeChanges.map(\.animated) == [true], "the view is told to animate")
        #expect(controller.editButtonTitle == "Done")
        #expect(!controller.addButtonEnabled)
        controller.addItem()
        #expect(controller.itemInput == nil, "Add is disabled while editing")

        controller.setEditing(false, animated: true)
        #expect(!table.isEditing)
        #expect(controller.editButtonTitle == "Edit")
        #expect(controller.addButtonEnabled)
    }

    @Test("Listing 7-2: the last row shows the insertion control, every other row the deletion control")
    func listing7_2() {
        let source = EditableListDataSource(rows: ["Arizona", "California", "Delaware"], log: log)
        let delegate = RecordingDelegate(log: log)
        delegate.editingStyle = { [unowned source] path in
            path.row == source.model.sections[0].rows.count - 1 ? .insert : .delete
        }
        let table = Table(dataSource: source, delegate: delegate)
        #expect(table.controls(forRowAt: ip(0)) == .none, "no controls outside editing mode")
        table.setEditing(true)
        #expect(table.controls(forRowAt: ip(0)).editingControl == .delete)
        #expect(table.controls(forRowAt: ip(1)).editingControl == .delete)
        #expect(table.controls(forRowAt: ip(2)).editingControl == .insert)
        #expect(!table.controls(forRowAt: ip(2)).showsReorderControl, "this data source cannot move rows")
    }

    @Test("Listing 7-3: committing a deletion removes the item from the model, then the row, with a fade")
    func listing7_3() throws {
        let source = EditableListDataSource(rows: ["Arizona", "California", "Delaware"], log: log)
        let table = Table(dataSource: source)
        table.observer = checker
        table.setEditing(true)
        try table.tapDeletionControl(at: ip(1))
        #expect(table.deleteConfirmationIndexPath == ip(1))
        try table.confirmDeletion()

        #expect(source.rows == [["Arizona", "Delaware"]])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.deleteConfirmationIndexPath == nil)
        let update = try #require(checker.updates.last)
        #expect(update.deletedRows.map(\.indexPath) == [ip(1)])
        #expect(update.deletedRows.map(\.animation) == [.fade])
        #expect(checker.violations.isEmpty)
    }

    @Test("Listings 7-4 to 7-6: Add presents a text field; Save changes the model, then inserts the row at the end")
    func listings7_4to7_6() throws {
        let source = EditableListDataSource(rows: ["Arizona", "California"], log: log)
        let table = Table(dataSource: source)
        table.observer = checker
        let controller = SimpleEditableListController(table: table, dataSource: source)

        controller.addItem()
        #expect(controller.itemInput == "", "the modal text field is presented, empty")
        controller.itemInput = "Nevada"
        try controller.save()

        #expect(controller.itemInput == nil, "the modal is dismissed")
        #expect(source.rows == [["Arizona", "California", "Nevada"]])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.text(forRowAt: ip(2)) == "Nevada")
        #expect(checker.updates.last?.insertedRows.map(\.indexPath) == [ip(2)])
        #expect(checker.violations.isEmpty)
    }

    @Test("Listing 7-6, as its text says: the model changes and the table is reloaded")
    func listing7_6_reload() {
        let source = EditableListDataSource(rows: ["Arizona"], log: log)
        let table = Table(dataSource: source)
        source.model.sections[0].rows.append("Nevada")
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.text(forRowAt: ip(1)) == "Nevada")
    }

    @Test("Listing 7-7: all eight batch methods in one update block")
    func listing7_7() throws {
        let source = EditableListDataSource([
            TableSection(header: "A", rows: ["a0", "a1", "a2"]),
            TableSection(header: "B", rows: ["b0", "b1"]),
            TableSection(header: "C", rows: ["c0"]),
            TableSection(header: "D", rows: ["d0", "d1"]),
        ], log: log)
        let table = Table(dataSource: source)
        table.observer = checker

        // The model after the block: A loses a1 and gains x at 0 and has a0 reloaded;
        // B is deleted; C is reloaded with two rows; a new section N goes in at 1.
        source.model.sections = [
            TableSection(header: "A", rows: ["x", "a0*", "a2"]),
            TableSection(header: "N", rows: ["n0"]),
            TableSection(header: "C", rows: ["c0*", "c1*"]),
            TableSection(header: "D", rows: ["d0", "d1"]),
        ]
        table.beginUpdates()
        try table.insertSections([1], with: .top)
        try table.deleteSections([1], with: .bottom)
        try table.reloadSections([2], with: .middle)
        try table.insertRows(at: [ip(0, 0)], with: .left)
        try table.deleteRows(at: [ip(1, 0)], with: .right)
        try table.reloadRows(at: [ip(0, 0)], with: .none)
        #expect(table.numberOfSections == 4, "nothing happens before endUpdates")
        #expect(table.numberOfRows(inSection: 0) == 3)
        try table.endUpdates()

        #expect(table.numberOfSections == 4)
        #expect((0..<4).map(table.numberOfRows(inSection:)) == [3, 1, 2, 2])
        #expect(table.titleForHeader(inSection: 1) == "N")
        let update = try #require(checker.updates.last)
        #expect(update.insertedSections.map(\.section) == [1])
        #expect(update.insertedSections.map(\.animation) == [.top])
        #expect(update.deletedSections.map(\.section) == [1])
        #expect(update.deletedSections.map(\.animation) == [.bottom])
        #expect(update.reloadedSections.map { [$0.from, $0.to] } == [[2, 2]])
        #expect(update.insertedRows.map(\.indexPath) == [ip(0, 0)])
        #expect(update.deletedRows.map(\.indexPath) == [ip(1, 0)])
        #expect(update.reloadedRows.map(\.from) == [ip(0, 0)])
        #expect(update.reloadedRows.map(\.to) == [ip(1, 0)], "a0 was row 0 before and is row 1 after the insert")
        #expect(update.newIndexPath(forOldIndexPath: ip(0, 3)) == ip(0, 3), "D stays in place")
        #expect(checker.violations.isEmpty)
    }

    @Test("Listing 7-8: inserts called before deletes; deletes still apply first, by old indexes")
    func listing7_8() throws {
        // original rows: Arizona, California, Delaware, New Jersey, Washington
        let source = EditableListDataSource(rows: ["Arizona", "California", "Delaware", "New Jersey", "Washington"], log: log)
        let table = Table(dataSource: source)
        table.observer = checker

        var states = source.model.sections[0].rows
        states.remove(at: 4)  // Washington
        states.remove(at: 2)  // Delaware
        states.insert("Alaska", at: 0)
        states.insert("Georgia", at: 3)
        states.insert("Virginia", at: 5)
        source.model.sections[0].rows = states

        let deleteIndexPaths = [ip(2), ip(4)]
        let insertIndexPaths = [ip(0), ip(3), ip(5)]
        table.beginUpdates()
        try table.insertRows(at: insertIndexPaths, with: .right)
        try table.deleteRows(at: deleteIndexPaths, with: .fade)
        try table.endUpdates()

        // ending rows: Alaska, Arizona, California, Georgia, New Jersey, Virginia
        let shown = (0..<table.numberOfRows(inSection: 0)).compactMap { table.text(forRowAt: ip($0)) }
        #expect(shown == ["Alaska", "Arizona", "California", "Georgia", "New Jersey", "Virginia"])
        let update = try #require(checker.updates.last)
        #expect(update.newIndexPath(forOldIndexPath: ip(0)) == ip(1), "Arizona")
        #expect(update.newIndexPath(forOldIndexPath: ip(1)) == ip(2), "California")
        #expect(update.newIndexPath(forOldIndexPath: ip(2)) == nil, "Delaware is deleted")
        #expect(update.newIndexPath(forOldIndexPath: ip(3)) == ip(4), "New Jersey")
        #expect(update.newIndexPath(forOldIndexPath: ip(4)) == nil, "Washington is deleted")
        #expect(update.insertedRows.map(\.animation) == [.right, .right, .right])
        #expect(checker.violations.isEmpty)
    }

    @Test("Figure 7-2: delete row 1 of section 0, delete section 1, insert row 1 of section 1")
    func figure7_2() throws {
        let source = EditableListDataSource([
            TableSection(header: "Section 0", rows: ["0-0", "0-1", "0-2"]),
            TableSection(header: "Section 1", rows: ["1-0", "1-1", "1-2"]),
            TableSection(header: "Section 2", rows: ["2-0", "2-1", "2-2"]),
        ], log: log)
        let table = Table(dataSource: source)
        table.observer = checker

        source.model.sections[0].rows.remove(at: 1)
        source.model.sections.remove(at: 1)
        source.model.sections[1].rows.insert("new", at: 1)
        try table.performBatchUpdates {
            try table.deleteRows(at: [ip(1, 0)])
            try table.deleteSections([1])
            try table.insertRows(at: [ip(1, 1)])
        }

        // The old section 2 is now section 1, and the inserted row is its row 1.
        #expect(table.numberOfSections == 2)
        #expect(table.titleForHeader(inSection: 1) == "Section 2")
        let shown = (0..<2).map { s in (0..<table.numberOfRows(inSection: s)).map { table.text(forRowAt: ip($0, s))! } }
        #expect(shown == [["0-0", "0-2"], ["2-0", "new", "2-1", "2-2"]])
        let update = try #require(checker.updates.last)
        #expect(update.newSection(forOldSection: 2) == 1)
        #expect(update.newIndexPath(forOldIndexPath: ip(1, 2)) == ip(2, 1), "2-1 slides down past the new row")
        #expect(update.oldIndexPath(forNewIndexPath: ip(1, 1)) == nil, "the new row has no old index path")
        #expect(update.newIndexPath(forOldIndexPath: ip(0, 1)) == nil, "rows of the deleted section are gone")
        #expect(checker.violations.isEmpty)
    }
}
