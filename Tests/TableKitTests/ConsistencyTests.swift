import Testing
import TableKit
import TestSupport

/// At the outermost `endUpdates` every section's count is checked against the data source,
/// not only the sections the batch names: a data source that changed a count without saying
/// so is caught, and the table is left exactly as it was.
@Suite("Consistency, always")
struct ConsistencyTests {
    @Test("Rows [5], no calls, the data source now reports [6]: invalidRowCount for section 0")
    func noCallsButACountChanged() {
        let error = updateFailure([5], after: [6]) { _ in }
        #expect(error == .invalidRowCount(section: 0, after: 6, before: 5, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    }

    @Test("Rows [1, 0], rows inserted and moved in section 0 only, the data source reports [3, 1]: section 1 is caught")
    func untouchedSectionChanged() {
        let error = updateFailure([1, 0], after: [3, 1]) { table in
            try table.insertRows(at: [ip(0, 0), ip(2, 0)])
            try table.moveRow(at: ip(0, 0), to: ip(1, 0))
        }
        #expect(error == .invalidRowCount(section: 1, after: 1, before: 0, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    }

    @Test("A moved section whose count changed with no row calls: caught at its new index")
    func movedSectionChanged() {
        let error = updateFailure([1, 2], after: [2, 3]) { try $0.moveSection(0, toSection: 1) }
        #expect(error == .invalidRowCount(section: 1, after: 3, before: 1, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    }

    @Test("An agreeing data source with untouched sections passes, and asks every section once")
    func agreeingDataSource() throws {
        let source = CountsDataSource([2, 3, 4])
        let table = Table(dataSource: source)
        source.counts = [2, 4, 4]
        try table.insertRows(at: [ip(3, 1)])
        #expect((0..<3).map(table.numberOfRows(inSection:)) == [2, 4, 4])
        #expect(table.invariantViolations().isEmpty)
    }
}

/// Which error UIKit reports first: indexes (before and after the update) before anything
/// else, then the same place named twice in call order, then the section count, then row
/// counts by ascending section after the update.
@Suite("The first error, in UIKit's order")
struct UpdateOrderTests {
    @Test("Inserting section 1 into a 1-section table whose data source still has 1 section: out of range, not a count")
    func insertedSectionOutOfRange() {
        let error = updateFailure([3], after: [3]) { try $0.insertSections([1]) }
        #expect(error == .sectionOutOfRange(.insert, section: 1, sectionCount: 1))
        #expect(error?.description == "attempt to insert section 1 but there are only 1 sections after the update")
    }

    @Test("A duplicated insert is reported as itself, not as the count it breaks")
    func duplicatedInsert() {
        #expect(updateFailure([5], after: [6]) { try $0.insertRows(at: [ip(5), ip(5)]) } == .duplicateRow(.insert, ip(5)))
    }

    @Test("An index out of range comes before a place named twice, even when called later")
    func indexesBeforeConflicts() {
        let error = updateFailure([3], after: [1]) { table in
            try table.deleteRows(at: [ip(0), ip(0)])
            try table.deleteRows(at: [ip(7)])
        }
        #expect(error == .rowOutOfRange(.delete, ip(7), rowCount: 3))
    }

    @Test("Of two conflicts, the one completed first by the calls is reported")
    func conflictsInCallOrder() {
        let error = updateFailure([4], after: [4]) { table in
            try table.deleteRows(at: [ip(1)])
            try table.moveRow(at: ip(2), to: ip(0))
            try table.reloadRows(at: [ip(1)])
            try table.insertRows(at: [ip(0)])
        }
        #expect(error == .conflictingRow(.delete, .reload, ip(1)))
    }

    @Test("A delete and a reload of the same row are reported even inside a reloaded section")
    func deleteAndReloadInReloadedSection() {
        let error = updateFailure([3], after: [3]) { table in
            try table.reloadSections([0])
            try table.deleteRows(at: [ip(1)])
            try table.reloadRows(at: [ip(1)])
        }
        #expect(error?.description == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
    }

    @Test("The section count before any row count")
    func sectionCountBeforeRowCounts() {
        let error = updateFailure([2, 2], after: [9, 9, 9]) { try $0.deleteRows(at: [ip(0)]) }
        #expect(error == .invalidSectionCount(after: 3, before: 2, inserted: 0, deleted: 0))
    }

    @Test("Row counts by ascending section after the update, whatever their order before it")
    func rowCountsByNewSection() {
        // Section 1 moves to 0: after the update section 0 is the old section 1, and it is
        // the first one checked.
        let error = updateFailure([2, 5], after: [6, 3]) { try $0.moveSection(1, toSection: 0) }
        #expect(error == .invalidRowCount(section: 0, after: 6, before: 5, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    }
}
