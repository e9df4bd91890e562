import Testing
import TableKit
import TestSupport

/// Runs `updates` as one batch on a table whose data source has sections of `before` rows and
/// then reports `after`; returns the error thrown, and checks that the table did not change.
func updateFailure(
    _ before: [Int], after: [Int], sourceLocation: SourceLocation = #_sourceLocation,
    _ updates: (Table) throws -> Void
) -> TableUpdateError? {
    let source = CountsDataSource(before)
    let table = Table(dataSource: source)
    source.counts = after
    let error = #expect(throws: TableUpdateError.self, sourceLocation: sourceLocation) {
        try table.performBatchUpdates { try updates(table) }
    }
    #expect((0..<table.numberOfSections).map(table.numberOfRows(inSection:)) == before,
            "the table is unchanged", sourceLocation: sourceLocation)
    #expect(table.invariantViolations().allSatisfy { $0.hasPrefix("section") || $0.hasPrefix("table has") },
            "only the data source's new counts differ from the table's", sourceLocation: sourceLocation)
    return error
}
