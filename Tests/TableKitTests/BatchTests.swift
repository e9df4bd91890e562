import Testing
import TableKit
import TestSupport

/// Batches: nesting, closing, and what a batch may contain.
@Suite("Batches")
struct BatchTests {
    @Test("Deleting the rows of a section the same batch deletes is accepted, as UIKit accepts it")
    func deleteRowsOfDeletedSection() throws {
        let source = ListDataSource([TableSection(rows: ["a"]), TableSection(rows: ["b", "c"])])
        let table = Table(dataSource: source)
        let checker = InvariantChecker()
        table.observer = checker
        source.model.sections.remove(at: 1)
        try table.performBatchUpdates {
            try table.deleteRows(at: [ip(0, 1), ip(1, 1)])
            try table.deleteSections([1])
        }
        #expect(table.numberOfSections == 1)
        #expect(checker.updates.last?.deletedRows.isEmpty == true, "the section's deletion covers its rows")
        #expect(checker.updates.last?.deletedSections.map(\.rowCount) == [2])
        #expect(checker.violations.isEmpty)
    }

    @Test("Deleting rows of a section the same batch reloads is accepted too")
    func deleteRowsOfReloadedSection() throws {
        let source = CountsDataSource([3, 1])
        let table = Table(dataSource: source)
        source.counts = [2, 1]
        try table.performBatchUpdates {
            try table.reloadSections([0])
            try table.deleteRows(at: [ip(1, 0)])
        }
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test("Nested begin/end: only the outer block is applied")
    func nesting() throws {
        let source = CountsDataSource([3])
        let table = Table(dataSource: source)
        source.counts = [2]
        table.beginUpdates()
        try table.deleteRows(at: [ip(0)])
        table.beginUpdates()
        try table.deleteRows(at: [ip(2)])
        try table.insertRows(at: [ip(1)])
        try table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 3, "the inner endUpdates applies nothing")
        try table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(throws: TableUsageError.endUpdatesWithoutBeginUpdates) { try table.endUpdates() }
    }

    @Test("An update without a data source is a usage error, not a crash")
    func noDataSource() {
        let table = Table()
        #expect(throws: TableUsageError.noDataSource) { try table.insertRows(at: [ip(0)]) }
    }
}
