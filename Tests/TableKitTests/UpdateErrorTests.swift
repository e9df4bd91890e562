import Testing
import TableKit
import TestSupport

/// Each inconsistency UIKit reports, with its wording, and what TableKit adds; the table is
/// exactly as before after every failure.
@Suite("Update errors")
struct UpdateErrorTests {
    /// A table of sections with these row counts, over a data source that reports `after`.
    private func table(_ before: [Int]) -> (Table, CountsDataSource) {
        let source = CountsDataSource(before)
        return (Table(dataSource: source), source)
    }

    /// Runs `updates` as one batch against a data source reporting `after`; returns the
    /// error's text and checks that the table did not change.
    private func failure(
        _ before: [Int], after: [Int], sourceLocation: SourceLocation = #_sourceLocation,
        _ updates: (Table) throws -> Void
    ) -> String? {
        let (table, source) = table(before)
        source.counts = after
        let error = #expect(throws: TableUpdateError.self, sourceLocation: sourceLocation) {
            try table.performBatchUpdates { try updates(table) }
        }
        #expect((0..<table.numberOfSections).map(table.numberOfRows(inSection:)) == before,
                "the table is unchanged", sourceLocation: sourceLocation)
        return error?.description
    }

    @Test("Section count")
    func sectionCount() {
        #expect(failure([1, 1], after: [1, 1, 1]) { try $0.insertRows(at: [ip(0, 0)]) }
            == "Invalid update: invalid number of sections. The number of sections contained in the table view after "
            + "the update (3) must be equal to the number of sections contained in the table view before the update (2), "
            + "plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test("Row count, with moves in and out")
    func rowCount() {
        #expect(failure([2, 2], after: [2, 2]) { try $0.moveRow(at: ip(0, 0), to: ip(0, 1)) }
            == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
            + "section after the update (2) must be equal to the number of rows contained in that section before the "
            + "update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
            + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).")
    }

    @Test("Out of range, before and after the update")
    func ranges() {
        #expect(failure([5], after: [4]) { try $0.deleteRows(at: [ip(5)]) }
            == "attempt to delete row 5 from section 0 which only contains 5 rows before the update")
        #expect(failure([5], after: [5]) { try $0.reloadRows(at: [ip(-1)]) }
            == "attempt to reload row -1 from section 0 which only contains 5 rows before the update")
        #expect(failure([5], after: [6]) { try $0.insertRows(at: [ip(6)]) }
            == "attempt to insert row 6 into section 0, but there are only 6 rows in section 0 after the update")
        #expect(failure([1, 1], after: [1, 1]) { try $0.insertRows(at: [ip(0, 2)]) }
            == "attempt to insert row 0 into section 2, but there are only 2 sections after the update")
        #expect(failure([1, 1], after: [1, 1]) { try $0.deleteRows(at: [ip(0, 3)]) }
            == "attempt to delete row 0 from section 3, but there are only 2 sections before the update")
        #expect(failure([1, 1, 1], after: [1, 1]) { try $0.deleteSections([3]) }
            == "attempt to delete section 3, but there are only 3 sections before the update")
        #expect(failure([1], after: [1, 0]) { try $0.insertSections([2]) }
            == "attempt to insert section 2, but there are only 2 sections after the update")
        #expect(failure([1, 1], after: [1, 1]) { try $0.moveSection(0, toSection: 2) }
            == "attempt to move section 0 to section 2, but there are only 2 sections after the update")
        #expect(failure([3], after: [3]) { try $0.moveRow(at: ip(0), to: ip(3)) }
            == "attempt to move index path [0, 0] to index path [0, 3], but there are only 3 rows in section 0 after the update")
    }

    @Test("Conflicts and duplicates")
    func conflicts() {
        #expect(failure([3], after: [2]) { try $0.deleteRows(at: [ip(1)]); try $0.reloadRows(at: [ip(1)]) }
            == "attempt to delete and reload the same index path ([0, 1])")
        #expect(failure([3], after: [3]) { try $0.deleteRows(at: [ip(1)]); try $0.moveRow(at: ip(1), to: ip(2)) }
            == "attempt to perform a delete and a move from the same index path ([0, 1])")
        #expect(failure([3], after: [4]) { try $0.insertRows(at: [ip(0)]); try $0.moveRow(at: ip(1), to: ip(0)) }
            == "attempt to perform an insert and a move to the same index path ([0, 0])")
        #expect(failure([3], after: [1]) { try $0.deleteRows(at: [ip(1), ip(1)]) }
            == "attempt to delete the same index path ([0, 1]) twice")
        #expect(failure([1, 1], after: [1]) { try $0.deleteSections([1]); try $0.deleteSections([1]) }
            == "attempt to delete the same section (1) twice")
        #expect(failure([1, 1], after: [1, 1]) { try $0.reloadSections([0]); try $0.moveSection(0, toSection: 1) }
            == "attempt to perform a reload and a move from the same section (0)")
    }

    @Test("Moves across deleted, inserted and reloaded sections")
    func movesAcrossSections() {
        #expect(failure([2, 2], after: [1, 1, 2]) { try $0.insertSections([1]); try $0.moveRow(at: ip(0, 0), to: ip(0, 1)) }
            == "cannot move a row into a newly inserted section (1)")
        #expect(failure([2, 2], after: [3]) { try $0.deleteSections([1]); try $0.moveRow(at: ip(0, 1), to: ip(0, 0)) }
            == "cannot move a row out of a section that is being deleted (index path [1, 0])")
        #expect(failure([2, 2], after: [1, 3]) { try $0.reloadSections([1]); try $0.moveRow(at: ip(0, 0), to: ip(0, 1)) }
            == "cannot move a row into a section that is being reloaded (1)")
        #expect(failure([2, 2], after: [2]) { try $0.deleteSections([1]); try $0.reloadRows(at: [ip(0, 1)]) }
            == "attempt to reload index path [1, 0] in section 1, which is being deleted")
    }

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

    @Test("A batch closure that throws discards the batch")
    func throwingBatch() {
        struct Stop: Error {}
        let source = CountsDataSource([3])
        let table = Table(dataSource: source)
        #expect(throws: Stop.self) {
            try table.performBatchUpdates {
                try table.deleteRows(at: [ip(0)])
                throw Stop()
            }
        }
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.invariantViolations().isEmpty, "no operation is left pending")
    }

    @Test("An update without a data source is a usage error, not a crash")
    func noDataSource() {
        let table = Table()
        #expect(throws: TableUsageError.noDataSource) { try table.insertRows(at: [ip(0)]) }
    }
}
