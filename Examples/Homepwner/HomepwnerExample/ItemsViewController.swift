import TableKit
import TableTerminal

/// An item of Homepwner's store (Big Nerd Ranch, chapter 9): a name and a value in dollars.
public struct Item: Hashable, Sendable {
    public var name: String
    public var value: Int

    public init(_ name: String, value: Int) {
        self.name = name
        self.value = value
    }
}

/// Homepwner's items table written the UIKit way: UIKit's method names where the protocols
/// give them defaults (the required ones are `table(_:…)`), the store changed first and the
/// table told afterwards, the chapter's challenges (Remove, a last row that
/// neither moves nor is moved past), and `n` for the New button that adds a random item.
public final class ItemsViewController: TableEditingDataSource, TableMovingDataSource, TableUndoableDataSource, TableDelegate {
    public var items: [Item]
    private var serial = 0

    public init(items: [Item] = [Item("Rusty bicycle", value: 42), Item("Shiny laptop", value: 1299), Item("Fluffy cat", value: 0)]) {
        self.items = items
    }

    public func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { items.count + 1 }
    public func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String {
        guard indexPath.row < items.count else { return "No more items!" }
        let item = items[indexPath.row]
        return "\(item.name) ($\(item.value))"
    }

    public func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        try table.deleteRows(at: [indexPath], with: .fade)
    }

    public func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    // Undo, which UIKit leaves to the app: the table archives rows and replays changes.
    public func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> Item { items[indexPath.row] }
    public func table(_ table: Table, apply change: TableChange<Item, TableSection<Item>>) throws { change.apply(toRows: &items) }

    // The bronze, silver and gold challenges.
    public func tableView(_ tableView: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
    public func tableView(_ tableView: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        indexPath.row < items.count ? .delete : .none
    }
    public func tableView(_ tableView: Table, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < items.count }
    public func tableView(
        _ tableView: Table, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(row: min(proposedDestinationIndexPath.row, items.count - 1), section: 0)
    }

    /// The New button (Listing 8-3 fixed): the store first, then the table, at the end of the items.
    public func addNewItem(to tableView: Table) throws {
        serial += 1
        items.append(Item("Item \(serial)", value: serial * 10))
        try tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
    }

    /// The app on the terminal: the table, with `n` for New.
    public func app() -> TableApp {
        let table = Table(dataSource: self, delegate: self)
        let app = TableApp(table: table, title: "Homepwner")
        app.bind(.character("n"), help: "New: add an item") { [unowned self] program in
            try addNewItem(to: program.table)
            return "Added \(items[items.count - 1].name)"
        }
        return app
    }
}
