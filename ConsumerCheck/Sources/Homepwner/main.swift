// Homepwner's items table (Big Nerd Ranch, chapter 9) ported from UIKit the way a UIKit
// developer would: a file that imports Foundation too, UIKit's method names, the store
// changed first and the table told afterwards. It checks what it relies on and exits 1 if
// anything is off.
import Foundation
import TableKit

final class Item {
    let name: String
    let created = Date()
    init(_ name: String) { self.name = name }
}

final class ItemsViewController: TableEditingDataSource, TableMovingDataSource, TableUndoableDataSource, TableDelegate {
    var items = ["Rusty bicycle", "Shiny laptop", "Fluffy cat"].map(Item.init)

    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { items.count + 1 }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String {
        indexPath.row < items.count ? items[indexPath.row].name : "No more items!"
    }

    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            try table.deleteRows(at: [indexPath], with: .fade)
        }
    }
    func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> Item { items[indexPath.row] }
    func table(_ table: Table, apply change: TableChange<Item, TableSection<Item>>) throws { change.apply(toRows: &items) }

    // UIKit's names: the bronze, silver and gold challenges.
    func tableView(_ tableView: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
    func tableView(_ tableView: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        indexPath.row < items.count ? .delete : .none
    }
    func tableView(_ tableView: Table, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < items.count }
    func tableView(
        _ tableView: Table, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(row: min(proposedDestinationIndexPath.row, items.count - 1), section: 0)
    }
}

var failures: [String] = []
@MainActor func check(_ condition: Bool, _ what: String) { if !condition { failures.append(what) } }

let controller = ItemsViewController()
let table = Table(dataSource: controller, delegate: controller)
let names = { controller.items.map(\.name) }

table.isEditing = true
try table.tapDeletionControl(at: IndexPath(row: 1, section: 0))
check(table.titleForDeleteConfirmationButton(forRowAt: IndexPath(row: 1, section: 0)) == "Remove", "bronze: Remove")
try table.confirmDeletion()
check(names() == ["Rusty bicycle", "Fluffy cat"], "delete")
try table.undo()
check(names() == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"], "undo of a UIKit-style delete")

try table.beginDrag(at: IndexPath(row: 0, section: 0))
check(try table.dragOver(IndexPath(row: 3, section: 0)) == IndexPath(row: 2, section: 0), "gold: retargeted above the last row")
try table.dropDrag()
check(names() == ["Shiny laptop", "Fluffy cat", "Rusty bicycle"], "drop")
try table.undo()
check(names() == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"], "undo of a drop")
check(table.controls(forRowAt: IndexPath(row: 3, section: 0)) == .none, "silver: the last row has no controls")

do {
    try table.insertRows(at: [IndexPath(row: 4, section: 0)])
    check(false, "an insert without a new item must throw")
} catch let error as TableUpdateError {
    check(error.description == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update",
          "UIKit's message for Homepwner's crash: \(error)")
}

if failures.isEmpty {
    print("Homepwner against TableKit: ok")
} else {
    print("Homepwner against TableKit failed: \(failures.joined(separator: "; "))")
    exit(1)
}
