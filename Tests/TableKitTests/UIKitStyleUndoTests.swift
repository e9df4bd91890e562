import Testing
import TableKit
import TestSupport

/// Homepwner's item: a class, not Sendable, as a UIKit developer's model objects are.
private final class Item {
    let name: String
    init(_ name: String) { self.name = name }
}

/// Homepwner's view controller written the UIKit way: the store first, then `deleteRows` or
/// `insertRows`; moves reported after the fact. It can archive its rows (an item is its own
/// archive) and apply a change to its array, so the table can undo what the user does.
private final class ItemsViewController: TableEditingDataSource, TableMovingDataSource, TableUndoableDataSource, TableDelegate {
    var items: [Item] = ["Rusty bicycle", "Shiny laptop", "Fluffy cat"].map(Item.init)
    /// The last row, "Add item…", has an insertion control.
    var rowsWithPlaceholder: Int { items.count + 1 }
    var names: [String] { items.map(\.name) }
    private var created = 0

    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { rowsWithPlaceholder }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String {
        indexPath.row < items.count ? items[indexPath.row].name : "Add item…"
    }
    func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        indexPath.row < items.count ? .delete : .insert
    }
    func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < items.count }

    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        switch editingStyle {
        case .delete:
            items.remove(at: indexPath.row)
            try table.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            created += 1
            items.append(Item("New item \(created)"))
            try table.insertRows(at: [indexPath], with: .automatic)
        case .none: break
        }
    }

    func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    // Undo: an item is its own archive; the placeholder row is never removed or added.
    func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> Item { items[indexPath.row] }
    func table(_ table: Table, apply change: TableChange<Item, TableSection<Item>>) throws {
        change.apply(toRows: &items)
    }
}

/// A data source written the UIKit way gets undo for what the user does at the table: a
/// confirmed deletion, a tapped insertion control, a drop. Its rows keep their own type.
@Suite("Undo for UIKit-style data sources")
struct UIKitStyleUndoTests {
    private func makeTable(_ controller: ItemsViewController, _ checker: InvariantChecker) -> Table {
        let table = Table(dataSource: controller, delegate: controller)
        table.observer = checker
        table.setEditing(true)
        return table
    }

    @Test("Delete: the store first, then deleteRows; undo brings the same item back, redo removes it again")
    func delete() throws {
        let controller = ItemsViewController()
        let checker = InvariantChecker()
        let table = makeTable(controller, checker)
        let laptop = controller.items[1]
        try table.tapDeletionControl(at: ip(1))
        try table.confirmDeletion()
        #expect(controller.names == ["Rusty bicycle", "Fluffy cat"])
        #expect(table.canUndo)
        try table.undo()
        #expect(controller.names == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"])
        #expect(controller.items[1] === laptop, "the item itself, not a copy")
        try table.redo()
        #expect(controller.names == ["Rusty bicycle", "Fluffy cat"])
        #expect(checker.historyClearings.isEmpty)
        #expect(checker.violations.isEmpty)
    }

    @Test("Swipe to delete is undoable the same way")
    func swipeDelete() throws {
        let controller = ItemsViewController()
        let checker = InvariantChecker()
        let table = Table(dataSource: controller, delegate: controller)
        table.observer = checker
        try table.swipeToDelete(at: ip(0))
        try table.confirmDeletion()
        try table.undo()
        #expect(controller.names == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"])
        #expect(checker.violations.isEmpty)
    }

    @Test("Insert: ⊕ commits an insertion, the store first, then insertRows; undo and redo")
    func insert() throws {
        let controller = ItemsViewController()
        let checker = InvariantChecker()
        let table = makeTable(controller, checker)
        try table.tapInsertionControl(at: ip(3))
        #expect(controller.names == ["Rusty bicycle", "Shiny laptop", "Fluffy cat", "New item 1"])
        let added = controller.items[3]
        try table.undo()
        #expect(controller.names == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        try table.redo()
        #expect(controller.items.last === added)
        #expect(checker.violations.isEmpty)
    }

    @Test("Drop: the table moves the row, the store follows in moveRowAt; undo and redo")
    func drop() throws {
        let controller = ItemsViewController()
        let checker = InvariantChecker()
        let table = makeTable(controller, checker)
        try table.beginDrag(at: ip(0))
        try table.dragOver(ip(2))
        try table.dropDrag()
        #expect(controller.names == ["Shiny laptop", "Fluffy cat", "Rusty bicycle"])
        try table.undo()
        #expect(controller.names == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"])
        try table.redo()
        #expect(controller.names == ["Shiny laptop", "Fluffy cat", "Rusty bicycle"])
        #expect(checker.violations.isEmpty)
    }

    @Test("Delete, insert and drop in a row: three steps, undone last first")
    func threeSteps() throws {
        let controller = ItemsViewController()
        let checker = InvariantChecker()
        let table = makeTable(controller, checker)
        try table.tapDeletionControl(at: ip(0))
        try table.confirmDeletion()
        try table.tapInsertionControl(at: ip(2))
        try table.dragAndDropRow(at: ip(2), step: .up)
        #expect(controller.names == ["Shiny laptop", "New item 1", "Fluffy cat"])
        #expect(table.undoStepCount == 3)
        for _ in 0..<3 { try table.undo() }
        #expect(controller.names == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"])
        for _ in 0..<3 { try table.redo() }
        #expect(controller.names == ["Shiny laptop", "New item 1", "Fluffy cat"])
        #expect(checker.violations.isEmpty)
    }

    @Test("An app's own action wrapped in withUndoGroup (Homepwner's New button) is undoable too")
    func newButtonInUndoGroup() throws {
        let controller = ItemsViewController()
        let table = Table(dataSource: controller, delegate: controller)
        try table.withUndoGroup {
            controller.items.append(Item("Magic wand"))
            try table.insertRows(at: [ip(3)])
        }
        try table.undo()
        #expect(controller.names == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"])
    }

    @Test("Where the history must be cleared, the observer is told why")
    func historyClearedAndTold() throws {
        let controller = ItemsViewController()
        let checker = InvariantChecker()
        let table = makeTable(controller, checker)
        try table.tapDeletionControl(at: ip(0))
        try table.confirmDeletion()
        #expect(table.canUndo)

        // Outside a user action the table cannot know what a deleted row held.
        controller.items.removeLast()
        try table.deleteRows(at: [ip(1)])
        #expect(!table.canUndo)
        #expect(checker.historyClearings == [.updateNotUndoable])

        try table.tapInsertionControl(at: ip(1))
        table.reloadData()
        #expect(checker.historyClearings == [.updateNotUndoable, .reloadData])
        table.reloadData()
        #expect(checker.historyClearings.count == 2, "nothing left to lose: nothing to tell")
    }
}
