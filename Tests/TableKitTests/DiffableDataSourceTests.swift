import Testing
import TableKit
import TestSupport

/// `TableDiffableDataSource` as a UIKit developer uses `UITableViewDiffableDataSource`: rows
/// from a text provider, lookups, titles and editing by subclassing, animations, misuse.
@Suite("Diffable data source")
struct DiffableDataSourceTests {
    /// Titles its headers from the section identifiers, as a UIKit subclass would.
    final class TitledDataSource: TableDiffableDataSource<String, Int> {
        override func table(_ table: Table, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section).map { "— \($0) —" }
        }
    }

    /// Deletes by applying a snapshot without the item, as UIKit's subclasses do.
    final class EditableDataSource: TableDiffableDataSource<String, Int>, TableEditingDataSource {
        func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
            guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            try snapshot.deleteItems([item])
            try apply(snapshot)
        }
    }

    /// Reorderable: the base class keeps the snapshot in step with drops.
    final class MovableDataSource: TableDiffableDataSource<String, Int>, TableMovingDataSource {}

    @Test("Rows show the text provider's text for their item; the data source answers lookups both ways")
    func textAndLookups() throws {
        let table = Table()
        var asked: [String] = []
        let dataSource = TableDiffableDataSource<String, Int>(table: table) { _, indexPath, item in
            asked.append("\(indexPath) \(item)")
            return "Item \(item)"
        }
        #expect(table.dataSource === dataSource)
        try dataSource.apply(sectioned(["A": [7, 8], "B": [9]]))
        #expect(table.text(forRowAt: ip(0, 1)) == "Item 9")
        #expect(asked == ["[1, 0] 9"])
        #expect(dataSource.itemIdentifier(for: ip(1, 0)) == 8)
        #expect(dataSource.itemIdentifier(for: ip(5, 0)) == nil)
        #expect(dataSource.indexPath(for: 9) == ip(0, 1))
        #expect(dataSource.sectionIdentifier(for: 1) == "B")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.index(for: "B") == 1)
        #expect(dataSource.snapshot() == sectioned(["A": [7, 8], "B": [9]]))
    }

    @Test("Header titles come from a subclass, as in UIKit")
    func titlesBySubclass() throws {
        let table = Table()
        let dataSource = TitledDataSource(table: table) { _, _, item in "\(item)" }
        try dataSource.apply(sectioned(["Fruit": [1], "Veg": [2]]))
        #expect(table.titleForHeader(inSection: 1) == "— Veg —")
        #expect(table.titleForFooter(inSection: 1) == nil)
    }

    @Test("Inserts, deletes and reloads use the default row animation; reconfigures and an unanimated apply use none")
    func animations() throws {
        let harness = DiffHarness<String, Int>()
        harness.dataSource.defaultRowAnimation = .fade
        try harness.apply(sectioned(["A": [1, 2, 3]]))
        var snapshot = sectioned(["A": [1, 2, 4], "B": []])
        try snapshot.reloadItems([1])
        try snapshot.reconfigureItems([2])
        let update = try harness.apply(snapshot)
        #expect(update.insertedRows.map(\.animation) == [.fade])
        #expect(update.deletedRows.map(\.animation) == [.fade])
        #expect(update.insertedSections.map(\.animation) == [.fade])
        #expect(update.reloadedRows.map(\.from) == [ip(0), ip(1)])
        #expect(update.reloadedRows.map(\.animation) == [.fade, .none])

        let quiet = try harness.apply(sectioned(["B": [5], "A": [1]]), animatingDifferences: false)
        #expect(quiet.deletedRows.map(\.animation).allSatisfy { $0 == .none })
        #expect(quiet.insertedRows.map(\.animation) == [.none])
        #expect(!quiet.movedSections.isEmpty)
        #expect(harness.rows == [["5"], ["1"]])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Applying consumes the snapshot's reload marks, calls the completion once, and clears the undo history")
    func applyingConsumesMarks() throws {
        let harness = DiffHarness<String, Int>()
        try harness.apply(sectioned(["A": [1, 2]]))
        var snapshot = harness.dataSource.snapshot()
        try snapshot.reloadItems([2])
        try snapshot.reloadSections(["A"])
        var completions = 0
        try harness.dataSource.apply(snapshot) { completions += 1 }
        #expect(completions == 1)
        let stored = harness.dataSource.snapshot()
        #expect(stored.reloadedItemIdentifiers.isEmpty && stored.reloadedSectionIdentifiers.isEmpty)
        #expect(stored == sectioned(["A": [1, 2]]))
        #expect(!harness.table.canUndo)
    }

    @Test("Applying with reload data: no difference is worked out, the table reloads")
    func reloadData() throws {
        final class ReloadCounter: TableObserver {
            var reloads = 0, updates = 0
            func table(_ table: Table, didApply update: TableUpdate) { updates += 1 }
            func tableDidReloadData(_ table: Table) { reloads += 1 }
        }
        let table = Table()
        let dataSource = TableDiffableDataSource<String, Int>(table: table) { _, _, item in "\(item)" }
        let counter = ReloadCounter()
        table.observer = counter
        var completed = false
        dataSource.applySnapshotUsingReloadData(sectioned(["A": [1, 2, 3]])) { completed = true }
        #expect(counter.reloads == 1 && counter.updates == 0)
        #expect(completed)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("A snapshot applied inside beginUpdates/endUpdates is refused, and nothing changes")
    func applyInsideBatch() throws {
        let harness = DiffHarness<String, Int>()
        try harness.apply(sectioned(["A": [1]]))
        harness.table.beginUpdates()
        #expect(throws: DiffableSnapshotError.applyInsideBatchUpdates) {
            try harness.dataSource.apply(sectioned(["A": [1, 2]]))
        }
        try harness.table.endUpdates()
        #expect(harness.dataSource.snapshot() == sectioned(["A": [1]]))
        #expect(harness.rows == [["1"]])
        #expect(harness.table.invariantViolations().isEmpty)
    }

    @Test("Without its table, or when the table shows another data source, a snapshot is only stored")
    func withoutTable() throws {
        var table: Table? = Table()
        let dataSource = TableDiffableDataSource<String, Int>(table: table!) { _, _, item in "\(item)" }
        let other = ListDataSource(rows: ["x"])
        table!.dataSource = other
        try dataSource.apply(sectioned(["A": [1]]))
        #expect(table!.numberOfRows(inSection: 0) == 1)
        #expect(table!.text(forRowAt: ip(0)) == "x")
        table = nil
        var completed = false
        try dataSource.apply(sectioned(["A": [1, 2]])) { completed = true }
        #expect(dataSource.table == nil)
        #expect(dataSource.snapshot() == sectioned(["A": [1, 2]]))
        #expect(completed)
    }

    @Test("A subclass that commits deletions by applying snapshots: ⊖ then Delete removes the item")
    func editingSubclass() throws {
        let harness = DiffHarness<String, Int> { EditableDataSource(table: $0) { _, _, item in "\(item)" } }
        try harness.apply(sectioned(["A": [1, 2, 3]]))
        harness.table.setEditing(true)
        try harness.table.tapDeletionControl(at: ip(1))
        try harness.table.confirmDeletion()
        #expect(harness.dataSource.snapshot() == sectioned(["A": [1, 3]]))
        #expect(harness.rows == [["1", "3"]])
        #expect(harness.checker.updates.last?.deletedRows.map(\.indexPath) == [ip(1)])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("A reorderable subclass: a drop moves the item in the snapshot, and the next diff starts from there")
    func movingSubclass() throws {
        let harness = DiffHarness<String, Int> { MovableDataSource(table: $0) { _, _, item in "\(item)" } }
        let table = harness.table
        try harness.apply(sectioned(["A": [1, 2, 3], "B": [4]]))
        table.setEditing(true)
        try table.beginDrag(at: ip(0, 0))
        try table.dragOver(ip(1, 1))
        try table.dropDrag()
        #expect(harness.dataSource.snapshot() == sectioned(["A": [2, 3], "B": [4, 1]]))

        let update = try harness.apply(sectioned(["A": [1, 2, 3], "B": [4]]))
        #expect(update.rowMoves == ["[1, 1]→[0, 0]"])
        #expect(harness.rows == [["1", "2", "3"], ["4"]])
        #expect(harness.checker.violations.isEmpty)
    }
}
