import TableKit

/// A table served by a diffable data source, with an observer that keeps every update and
/// checks the table's invariants after each.
final class DiffHarness<SectionID: Hashable, ItemID: Hashable> {
    let table = Table()
    let dataSource: TableDiffableDataSource<SectionID, ItemID>
    let checker = InvariantChecker()

    init(_ makeDataSource: (Table) -> TableDiffableDataSource<SectionID, ItemID> = { table in
        TableDiffableDataSource(table: table) { _, _, item in "\(item)" }
    }) {
        dataSource = makeDataSource(table)
        table.observer = checker
    }

    /// Applies `snapshot` and returns the update the table applied.
    @discardableResult
    func apply(_ snapshot: DiffableSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true) throws -> TableUpdate {
        let before = checker.updates.count
        try dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
        precondition(checker.updates.count == before + 1, "apply did not run exactly one batch")
        return checker.updates.last!
    }

    /// The rows' text, section by section, as the table shows them.
    var rows: [[String]] {
        (0..<table.numberOfSections).map { section in
            (0..<table.numberOfRows(inSection: section)).map { table.text(forRowAt: IndexPath(row: $0, section: section))! }
        }
    }
}

/// A snapshot of one section, 0, holding `items`.
func singleSection<ItemID: Hashable>(_ items: [ItemID]) -> DiffableSnapshot<Int, ItemID> {
    var snapshot = DiffableSnapshot<Int, ItemID>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(items)
    return snapshot
}

/// A snapshot of sections named by the keys' order in `sections`.
func sectioned(_ sections: KeyValuePairs<String, [Int]>) -> DiffableSnapshot<String, Int> {
    var snapshot = DiffableSnapshot<String, Int>()
    for (section, items) in sections {
        try! snapshot.appendSections([section])
        try! snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

extension TableUpdate {
    /// The moved rows as `from → to` pairs of index paths, sorted by source.
    var rowMoves: [String] { movedRows.map { "\($0.from)→\($0.to)" } }
    /// Deleted rows' old rows in section `section`.
    func deletedRowIndexes(inSection section: Int = 0) -> [Int] {
        deletedRows.filter { $0.indexPath.section == section }.map(\.indexPath.row)
    }
    /// Inserted rows' new rows in section `section`.
    func insertedRowIndexes(inSection section: Int = 0) -> [Int] {
        insertedRows.filter { $0.indexPath.section == section }.map(\.indexPath.row)
    }
}
