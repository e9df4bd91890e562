import Testing
import TableKit
import TestSupport

/// What a client package meets: renamed names that say their new name, the invariant check
/// and undo count its tests can use, a table that answers after its data source is gone,
/// updates and modes that print as what they say, refusals that name what to implement, and
/// a diffable data source subclassed the UIKit way.
@Suite("TableKit as a client uses it")
struct ClientAPITests {
    @Test("Calling a renamed method: the compiler says its new name")
    func renamedMethodSaysItsNewName() throws {
        let output = try typecheck("""
            import TableKit
            func step(_ table: Table) throws {
                _ = try table.moveRow(at: IndexPath(row: 0, section: 0), step: .down)
            }
            """)
        #expect(output.contains("'moveRow(at:step:)' has been renamed to 'dragAndDropRow(at:step:)'"), "\(output)")
    }

    @Test("A client's tests can check the table's invariants and count its undo steps")
    func publicChecks() throws {
        let output = try typecheck("""
            import TableKit
            func check(_ table: Table) -> Bool { table.invariantViolations().isEmpty && table.undoStepCount >= 0 }
            """)
        #expect(!output.contains("error"), "\(output)")
        let model = CountsDataSource([2, 1])
        let table = Table(dataSource: model)
        #expect(table.invariantViolations().isEmpty)
        #expect(table.undoStepCount == 0)
    }

    @Test("numberOfRows(inSection:) answers 0 once the data source is released, as numberOfSections does")
    func releasedDataSource() {
        var model: CountsDataSource? = CountsDataSource([3, 2])
        let table = Table(dataSource: model!)
        #expect(table.numberOfRows(inSection: 1) == 2)
        model = nil
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.numberOfSections == 0)
        #expect(table.numberOfRows(inSection: 7) == 0, "a section past the last has no rows")
    }

    @Test("Updates and modes print as what they do")
    func descriptions() throws {
        let model = CountsDataSource([3, 2])
        let table = Table(dataSource: model)
        let recorder = UpdateRecorder()
        table.observer = recorder
        model.counts = [2, 3]
        try table.performBatchUpdates {
            try table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        }
        #expect("\(try #require(recorder.updates.first))" == "TableUpdate(move [0, 0] → [1, 1])")
        #expect(EditingMode.normal.description == "normal")
        #expect("\(EditingMode.swipe(IndexPath(row: 1, section: 0), .trailing))" == "swipe trailing at [0, 1]")
    }

    @Test("A refusal says to the user what it is, and to the developer what to implement")
    func refusalForDevelopers() {
        let refusal = TableRefusal.noFullSwipe
        #expect(refusal.description == "Choose an action")
        #expect(String(reflecting: refusal).contains("performsFirstActionWithFullSwipe"))
        #expect(String(reflecting: TableRefusal.noMovingDataSource).contains("TableMovingDataSource"))
        #expect(String(reflecting: TableRefusal.noMovingDataSource).contains("table(_:moveRowAt:to:)"))
    }

    @Test("A diffable data source subclassed as UIKit's is: override tableView(_:titleForHeaderInSection:)")
    func diffableSubclassUIKitStyle() throws {
        final class Titled: TableDiffableDataSource<String, String> {
            override func tableView(_ tableView: Table, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)?.uppercased()
            }
        }
        let table = Table()
        let source = Titled(table: table) { _, _, item in item }
        var snapshot = DiffableSnapshot<String, String>()
        try snapshot.appendSections(["fruit"])
        try snapshot.appendItems(["apple"], toSection: "fruit")
        try source.apply(snapshot, animatingDifferences: false)
        #expect(table.titleForHeader(inSection: 0) == "FRUIT")
    }
}

extension ClientAPITests {
    @Test("Any number of observers: the observer and those added all hear of an update; one removed does not")
    func severalObservers() throws {
        let model = CountsDataSource([3])
        let table = Table(dataSource: model)
        let (first, second, third) = (UpdateRecorder(), UpdateRecorder(), UpdateRecorder())
        table.observer = first
        table.addObserver(second)
        table.addObserver(third)
        table.addObserver(third)
        table.removeObserver(second)
        model.counts = [2]
        try table.deleteRows(at: [IndexPath(row: 0, section: 0)])
        #expect(first.updates.count == 1)
        #expect(second.updates.isEmpty)
        #expect(third.updates.count == 1, "added twice, told once")
    }
}

/// Keeps every update a table applies.
private final class UpdateRecorder: TableObserver {
    var updates: [TableUpdate] = []
    func table(_ table: Table, didApply update: TableUpdate) { updates.append(update) }
}
