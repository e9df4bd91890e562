import Testing
import TableKit

// The example in README.md, verbatim, so that it stays true.
private final class Groceries: TableEditingDataSource, TableMovingDataSource, TableUndoableDataSource {
    var model = TableSections([TableSection(header: "Today", rows: ["milk", "eggs", "bread"])])

    func numberOfSections(in table: Table) -> Int { model.sections.count }
    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { model.sections[section].rows.count }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { model[indexPath] }

    func table(_ table: Table, commit style: EditingStyle, forRowAt indexPath: IndexPath) throws {
        if style == .delete { try table.edit { $0.deleteRows(at: [indexPath]) } }
    }
    func table(_ table: Table, moveRowAt from: IndexPath, to: IndexPath) {
        let item = model.sections[from.section].rows.remove(at: from.row)
        model.sections[to.section].rows.insert(item, at: to.row)
    }
    func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> any Sendable { model[indexPath] }
    func table(_ table: Table, archiveSection section: Int) -> any Sendable { model.sections[section] }
    func table(_ table: Table, apply update: TableUpdate) throws { try model.apply(update) }
}

@Test("README's TableKit example does what it says")
func readmeExample() throws {
    let groceries = Groceries()
    let table = Table(dataSource: groceries)
    table.setEditing(true)
    try table.tapDeletionControl(at: IndexPath(row: 1, section: 0))
    try table.confirmDeletion()
    #expect(groceries.model.sections[0].rows == ["milk", "bread"])
    try table.undo()
    #expect(groceries.model.sections[0].rows == ["milk", "eggs", "bread"])
    #expect(table.controls(forRowAt: IndexPath(row: 0, section: 0)).showsReorderControl)
}
