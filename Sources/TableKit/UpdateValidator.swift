/// Checks a batch of updates against UIKit's rules and turns it into a ``TableUpdate``.
///
/// The phases run in UIKit's order (see ``TableUpdateError``), one function each:
/// 1. ``checkIndexes()``: every index against the table before or after the update;
/// 2. ``checkSectionConflicts()`` and ``checkRowConflicts(_:)``: the same section or row
///    named twice, in call order, then rows moved across sections the batch replaces;
/// 3. ``checkSectionCount()`` against the data source (for an edit,
///    ``checkPredictedRowIndexes(_:_:)`` instead: inserted rows and move destinations against
///    the counts the edit itself implies);
/// 4. ``makeUpdate(_:_:)``.
/// The row counts of every section are checked afterwards against the data source by
/// ``ConsistencyCheck``, on the update this produces.
///
/// - Complexity: O(u log u) for u operations, whatever the size of the table (indexes after
///   the update are checked against counts already asked for).
struct UpdateValidator {
    /// What indexes after the update are checked against.
    enum CountsAfter {
        /// What the data source reports (UIKit-style updates).
        case reported(ReportedCounts)
        /// Derived from the batch itself (an edit, checked before the model changes): the
        /// batch carries the row counts of the sections it inserts or reloads.
        case predicted
    }

    let old: RowCounts
    let batch: PendingUpdates
    let countsAfter: CountsAfter
    let operations: GroupedOperations

    init(old: RowCounts, batch: PendingUpdates, countsAfter: CountsAfter) {
        self.old = old
        self.batch = batch
        self.countsAfter = countsAfter
        operations = GroupedOperations(batch)
    }

    func validate() throws(TableUpdateError) -> TableUpdate {
        try checkIndexes()
        let sections = try checkSectionConflicts()
        try checkRowConflicts(sections)
        let tallies = SectionTallies(operations, sections: sections)
        switch countsAfter {
        case let .reported(counts): try checkSectionCount(counts)
        case .predicted: try checkPredictedRowIndexes(sections, tallies)
        }
        return makeUpdate(sections, tallies)
    }

    /// Phase 3: the data source's number of sections is the old one plus inserted minus
    /// deleted. It comes before the update is built, whose sections must all exist.
    func checkSectionCount(_ counts: ReportedCounts) throws(TableUpdateError) {
        try ConsistencyCheck.checkSectionCount(
            counts.sectionCount, before: old.sectionCount, inserted: operations.insertedSections.count,
            deleted: operations.deletedSections.count, reloaded: operations.reloadedSections.count)
    }

    /// The number of sections after the update, as indexes after it are checked against.
    var sectionCountAfter: Int {
        switch countsAfter {
        case let .reported(counts): counts.sectionCount
        case .predicted: old.sectionCount + operations.insertedSections.count - operations.deletedSections.count
        }
    }

    /// The rows a section inserted or reloaded by the batch holds after it.
    func rowCount(ofNewSection section: Int, predicted: Int?) -> Int {
        switch countsAfter {
        case let .reported(counts): counts.rowCount(inSection: section)
        case .predicted: predicted ?? 0
        }
    }
}

/// `index` is in `0..<count` (false for any index when `count` is negative).
@inlinable
func isIndex(_ index: Int, below count: Int) -> Bool { index >= 0 && index < count }

/// The counts a data source reports, asked once for every section: O(S) calls.
struct ReportedCounts {
    let sectionCount: Int
    private let rowCounts: [Int]

    init(asking dataSource: any TableDataSource, for table: Table) {
        sectionCount = dataSource.numberOfSections(in: table)
        rowCounts = (0..<max(0, sectionCount)).map { dataSource.table(table, numberOfRowsInSection: $0) }
    }

    /// The rows of `section`; 0 for a section the data source does not have (the section
    /// count check then fails, since the update expected it).
    func rowCount(inSection section: Int) -> Int { isIndex(section, below: rowCounts.count) ? rowCounts[section] : 0 }
}

/// A batch's operations by kind, each list in call order.
struct GroupedOperations {
    struct SectionOperation {
        var section: Int
        var animation: RowAnimation
        var rowCount: Int?
    }

    struct RowOperation {
        var path: RowPath
        var animation: RowAnimation
    }

    var deletedSections: [SectionOperation] = []
    var insertedSections: [SectionOperation] = []
    var reloadedSections: [SectionOperation] = []
    var movedSections: [TableUpdate.SectionMove] = []
    var deletedRows: [RowOperation] = []
    var insertedRows: [RowOperation] = []
    var reloadedRows: [RowOperation] = []
    var movedRows: [UpdateRows.Move] = []

    init(_ batch: PendingUpdates) {
        for operation in batch.operations {
            switch operation {
            case let .deleteSection(section, animation): deletedSections.append(.init(section: section, animation: animation))
            case let .insertSection(section, animation, rowCount):
                insertedSections.append(.init(section: section, animation: animation, rowCount: rowCount))
            case let .reloadSection(section, animation, rowCount):
                reloadedSections.append(.init(section: section, animation: animation, rowCount: rowCount))
            case let .moveSection(from, to): movedSections.append(.init(from: from, to: to))
            case let .deleteRow(path, animation): deletedRows.append(.init(path: path, animation: animation))
            case let .insertRow(path, animation): insertedRows.append(.init(path: path, animation: animation))
            case let .reloadRow(path, animation): reloadedRows.append(.init(path: path, animation: animation))
            case let .moveRow(from, to): movedRows.append(.init(from: from, to: to))
            }
        }
    }
}
