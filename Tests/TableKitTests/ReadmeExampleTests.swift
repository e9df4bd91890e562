import Testing
import TableKit

// The example in README.md, verbatim, so that it stays true.
private final class Groceries: TableEditingDataSource, TableMovingDataSource, TableSectionsDataSource {
    var model = TableSections([TableSection(header: "Today", rows: ["milk", "eggs", "bread"])])

    func table(_ table: Table, commit style: EditingStyle, forRowAt indexPath: IndexPath) throws {
        guard style == .delete else { return }
        model.removeRow(at: indexPath)          // the model first, as in UIKit,
        try table.deleteRows(at: [indexPath])   // then the table: undoable all the same
    }
}

@Test("README's TableKit example does what it says")
func readmeExample() throws {
    let groceries = Groceries()
    let table = Table(dataSource: groceries)       // held weakly, as in UIKit
    table.setEditing(true)                         // the Edit button now reads Done
    try table.tapDeletionControl(at: IndexPath(row: 1, section: 0))
    try table.confirmDeletion()                    // commit → the model loses "eggs"
    #expect(groceries.model.sections[0].rows == ["milk", "bread"])
    try table.undo()                               // and gets it back
    #expect(groceries.model.sections[0].rows == ["milk", "eggs", "bread"])
    #expect(table.controls(forRowAt: IndexPath(row: 0, section: 0)).showsReorderControl)
}
