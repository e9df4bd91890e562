import Foundation
import Testing
import TableKit
import TestSupport

/// Homepwner's bronze, silver and gold challenges written with UIKit's method names.
private final class UIKitNamedController: TableEditingDataSource, TableMovingDataSource, TableDelegate {
    var items = ["Rusty bicycle", "Shiny laptop", "No more items!"]
    var swipes: [String] = []

    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { items.count }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { items[indexPath.row] }
    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {}
    func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    func tableView(_ tableView: Table, titleForHeaderInSection section: Int) -> String? { "Items" }
    func tableView(_ tableView: Table, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row < items.count - 1 }
    func tableView(_ tableView: Table, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < items.count - 1 }
    func tableView(_ tableView: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle { .delete }
    func tableView(_ tableView: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
    func tableView(_ tableView: Table, willBeginEditingRowAt indexPath: IndexPath) { swipes.append("begin \(indexPath)") }
    func tableView(_ tableView: Table, didEndEditingRowAt indexPath: IndexPath?) { swipes.append("end \(indexPath.map { "\($0)" } ?? "nil")") }
    func tableView(
        _ tableView: Table, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(row: min(proposedDestinationIndexPath.row, items.count - 2), section: 0)
    }
}

@Suite("UIKit's method names")
struct UIKitNamesTests {
    @Test("Delegate and data-source methods written with UIKit's names are called")
    func uikitNamesWork() throws {
        let controller = UIKitNamedController()
        let table = Table(dataSource: controller, delegate: controller)
        #expect(table.titleForHeader(inSection: 0) == "Items")
        try table.swipeToDelete(at: ip(0))
        #expect(table.titleForDeleteConfirmationButton(forRowAt: ip(0)) == "Remove")
        table.dismissDeleteConfirmation()
        #expect(controller.swipes == ["begin [0, 0]", "end [0, 0]"])
        table.setEditing(true)
        #expect(table.controls(forRowAt: ip(2)) == .none, "canEditRowAt and canMoveRowAt, UIKit's names")
        try table.beginDrag(at: ip(0))
        #expect(try table.dragOver(ip(2)) == ip(1), "retargeted by UIKit's targetIndexPathForMoveFromRowAt")
    }

    @Test("A near miss (String for String?) in the conforming extension is a compile-time warning")
    func nearMissWarns() throws {
        let output = try typecheck("""
            import TableKit
            final class Controller {}
            extension Controller: TableDelegate {
                func tableView(_ tableView: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String { "Remove" }
                func table(_ table: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String { "Remove" }
            }
            """)
        #expect(output.contains("warning: instance method 'tableView(_:titleForDeleteConfirmationButtonForRowAt:)' nearly matches defaulted requirement"))
        #expect(output.contains("warning: instance method 'table(_:titleForDeleteConfirmationButtonForRowAt:)' nearly matches defaulted requirement"))
    }

    @Test("UIKit's name for a required method does not compile, and Swift names TableKit's")
    func requiredUIKitNameFails() throws {
        let output = try typecheck("""
            import TableKit
            final class Controller: TableDataSource {
                func tableView(_ tableView: Table, numberOfRowsInSection section: Int) -> Int { 0 }
                func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { "" }
            }
            """)
        #expect(output.contains("error: type 'Controller' does not conform to protocol 'TableDataSource'"))
        #expect(output.contains("table(_:numberOfRowsInSection:)"))
    }
}
