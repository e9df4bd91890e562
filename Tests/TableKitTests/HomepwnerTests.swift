import Testing
import TableKit
import TestSupport

/// Homepwner's BNRItemStore and BNRItemsViewController (Big Nerd Ranch, chapter 9), with a
/// TableKit table in place of UITableView.
private final class ItemStore {
    private(set) var allItems: [String] = []
    private var serial = 0

    func createItem() -> String {
        serial += 1
        let item = "Item \(serial)"
        allItems.append(item)
        return item
    }

    func removeItem(_ item: String) { allItems.removeAll { $0 == item } }

    func moveItem(at fromIndex: Int, to toIndex: Int) {
        if fromIndex == toIndex { return }
        let item = allItems.remove(at: fromIndex)
        allItems.insert(item, at: toIndex)
    }
}

/// The items view controller as the chapter builds it: a data source that can delete and
/// move, with the New button's action before and after the fix.
private class ItemsViewController: TableEditingDataSource, TableMovingDataSource {
    let store = ItemStore()
    let table = Table()

    init() {
        table.dataSource = self
    }

    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { store.allItems.count }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { store.allItems[indexPath.row] }

    /// The first `addNewItem:`: inserts a row without adding an item to the store.
    func addNewItemWithoutUpdatingTheStore() throws {
        let lastRow = table.numberOfRows(inSection: 0)
        try table.insertRows(at: [IndexPath(row: lastRow, section: 0)], with: .automatic)
    }

    /// The fixed `addNewItem:`: the store first, then the row.
    func addNewItem() throws {
        let newItem = store.createItem()
        let lastRow = store.allItems.firstIndex(of: newItem)!
        try table.insertRows(at: [IndexPath(row: lastRow, section: 0)], with: .automatic)
    }

    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        if editingStyle == .delete {
            store.removeItem(store.allItems[indexPath.row])
            try table.deleteRows(at: [indexPath], with: .fade)
        }
    }

    func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        store.moveItem(at: sourceIndexPath.row, to: destinationIndexPath.row)
    }

    // Declared here so that a subclass can override it: a protocol extension's default is
    // not dynamically dispatched to a subclass's method.
    func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

/// Before deleting was implemented: the controller shows rows but cannot commit or move.
private final class ReadOnlyItemsViewController: TableDataSource {
    let items = ["Item 1", "Item 2"]
    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { items.count }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { items[indexPath.row] }
}

/// The silver and gold challenges: a final "No more items!" row that cannot be moved, and
/// that no other row can be dropped below; the bronze challenge's Remove button.
private final class ChallengeViewController: ItemsViewController, TableDelegate {
    static let noMoreItems = "No more items!"

    override init() {
        super.init()
        table.delegate = self
    }

    override func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { store.allItems.count + 1 }
    override func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String {
        indexPath.row == store.allItems.count ? Self.noMoreItems : store.allItems[indexPath.row]
    }

    // Bronze.
    func table(_ table: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }

    // The placeholder row cannot be deleted either.
    func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        indexPath.row == store.allItems.count ? .none : .delete
    }

    // Silver.
    override func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < store.allItems.count }

    // Gold.
    func table(
        _ table: Table, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let lastItemRow = store.allItems.count - 1
        return proposedDestinationIndexPath.row > lastItemRow
            ? IndexPath(row: lastItemRow, section: 0) : proposedDestinationIndexPath
    }
}

@Suite("Homepwner: editing UITableView (Big Nerd Ranch, chapter 9)")
struct HomepwnerTests {
    let checker = InvariantChecker()

    @Test("The New button before the fix: UIKit's exception, \"attempt to insert row 5 …\", as a thrown error; the table is unchanged")
    func newButtonCrash() throws {
        let controller = ItemsViewController()
        for _ in 0..<5 { _ = controller.store.createItem() }
        controller.table.reloadData()
        controller.table.observer = checker

        let error = #expect(throws: TableUpdateError.self) { try controller.addNewItemWithoutUpdatingTheStore() }
        #expect(error == .rowOutOfRange(.insert, ip(5), rowCount: 5))
        #expect(error?.description
            == "attempt to insert row 5 into section 0, but there are only 5 rows in section 0 after the update")
        #expect(controller.table.numberOfRows(inSection: 0) == 5)
        #expect(checker.updates.isEmpty)
        #expect(controller.table.invariantViolations().isEmpty)
    }

    @Test("The New button after the fix: the store first, then the row slides into the bottom position")
    func newButtonFixed() throws {
        let controller = ItemsViewController()
        controller.table.observer = checker
        #expect(controller.table.numberOfRows(inSection: 0) == 0, "no rows when first fired up")
        try controller.addNewItem()
        try controller.addNewItem()
        #expect(controller.table.numberOfRows(inSection: 0) == 2)
        #expect(controller.table.text(forRowAt: ip(1)) == "Item 2")
        #expect(checker.updates.last?.insertedRows.map(\.indexPath) == [ip(1)])
        #expect(checker.violations.isEmpty)
    }

    @Test("Before commitEditingStyle exists, touching a deletion control does nothing (and none is shown)")
    func deletionBeforeCommitIsImplemented() {
        let controller = ReadOnlyItemsViewController()
        let table = Table(dataSource: controller)
        table.setEditing(true)
        #expect(table.controls(forRowAt: ip(0)) == .none)
        let refusal = #expect(throws: TableRefusal.noEditingDataSource) { try table.tapDeletionControl(at: ip(0)) }
        #expect(refusal?.description.contains("does not conform to TableEditingDataSource") == true,
                "the refusal names what is missing")
        #expect(throws: TableRefusal.noEditingDataSource) { try table.swipeToDelete(at: ip(0)) }
        #expect(throws: TableRefusal.notEditing) { try Table(dataSource: controller).beginDrag(at: ip(0)) }
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test("Deleting rows in editing mode; swipe-to-delete works also")
    func deleting() throws {
        let controller = ItemsViewController()
        for _ in 0..<3 { try controller.addNewItem() }
        let table = controller.table
        table.observer = checker

        table.setEditing(true)
        try table.tapDeletionControl(at: ip(1))
        #expect(table.titleForDeleteConfirmationButton(forRowAt: ip(1)) == "Delete")
        try table.confirmDeletion()
        #expect(controller.store.allItems == ["Item 1", "Item 3"])
        table.setEditing(false)

        try table.swipeToDelete(at: ip(0))
        #expect(table.isEditing)
        #expect(table.controls(forRowAt: ip(1)) == .none, "no controls while swiping")
        try table.confirmDeletion()
        #expect(controller.store.allItems == ["Item 3"])
        #expect(!table.isEditing, "the swipe ends with the deletion")
        #expect(checker.violations.isEmpty)
    }

    @Test("Moving rows: implementing moveRow makes the reorder controls appear; a drag reorders the store")
    func moving() throws {
        let controller = ItemsViewController()
        for _ in 0..<4 { try controller.addNewItem() }
        let table = controller.table
        table.observer = checker
        table.setEditing(true)
        #expect((0..<4).allSatisfy { table.controls(forRowAt: ip($0)).showsReorderControl })

        try table.beginDrag(at: ip(0))
        try table.dragOver(ip(1))
        try table.dragOver(ip(2))
        try table.dropDrag()
        #expect(controller.store.allItems == ["Item 2", "Item 3", "Item 1", "Item 4"])
        #expect(table.text(forRowAt: ip(2)) == "Item 1")
        #expect(checker.violations.isEmpty)

        let readOnly = ReadOnlyItemsViewController()
        let plain = Table(dataSource: readOnly)
        plain.setEditing(true)
        #expect(!plain.controls(forRowAt: ip(0)).showsReorderControl, "without moveRow, no reorder controls")
    }

    @Test("Bronze challenge: the Delete button reads Remove")
    func bronze() throws {
        let controller = ChallengeViewController()
        try controller.addNewItem()
        controller.table.setEditing(true)
        try controller.table.tapDeletionControl(at: ip(0))
        #expect(controller.table.titleForDeleteConfirmationButton(forRowAt: ip(0)) == "Remove")
    }

    @Test("Silver challenge: the final No more items! row cannot be moved")
    func silver() throws {
        let controller = ChallengeViewController()
        for _ in 0..<3 { try controller.addNewItem() }
        let table = controller.table
        table.setEditing(true)
        #expect(table.text(forRowAt: ip(3)) == ChallengeViewController.noMoreItems)
        #expect(!table.controls(forRowAt: ip(3)).showsReorderControl)
        #expect(table.controls(forRowAt: ip(3)).editingControl == .none)
        #expect(table.controls(forRowAt: ip(2)).showsReorderControl)
        #expect(throws: TableRefusal.cannotMove(ip(3))) { try table.beginDrag(at: ip(3)) }
    }

    @Test("Gold challenge: no row can be dropped below No more items!")
    func gold() throws {
        let controller = ChallengeViewController()
        for _ in 0..<3 { try controller.addNewItem() }
        let table = controller.table
        table.observer = checker
        table.setEditing(true)

        try table.beginDrag(at: ip(0))
        #expect(try table.dragOver(ip(3)) == ip(2), "proposed below the last item: retargeted above the placeholder")
        try table.dropDrag()
        #expect(controller.store.allItems == ["Item 2", "Item 3", "Item 1"])
        #expect(table.text(forRowAt: ip(3)) == ChallengeViewController.noMoreItems)

        // J on the last item: it cannot trade places with the placeholder.
        #expect(try table.dragAndDropRow(at: ip(2), step: .down) == ip(2))
        #expect(table.text(forRowAt: ip(3)) == ChallengeViewController.noMoreItems)
        #expect(checker.violations.isEmpty)
    }
}
