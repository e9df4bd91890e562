/// Checks a batch of updates against UIKit's rules and the data source's new counts, and
/// turns it into a ``TableUpdate``.
///
/// The checks run in phases, and the first failure is thrown:
/// 1. sections named in the old index space (delete, reload, move source): in range, no
///    duplicates, no two operations on one section;
/// 2. the section count: after = before + inserted − deleted;
/// 3. sections named in the new index space (insert, move destination);
/// 4. rows named in the old index space, and rows inside deleted or reloaded sections;
/// 5. rows named in the new index space;
/// 6. the row count of every surviving section the batch touched (this comes before the
///    range checks of phase 7, as in UIKit: Homepwner's New button reports the count);
/// 7. inserted rows and move destinations within their section's new count.
///
/// Only the sections the batch touches are asked for their new counts, so validation costs
/// O(u log u) for u operations whatever the size of the table.
struct UpdateValidator {
    /// Where the counts after the update come from.
    enum NewCounts {
        /// Ask the data source (UIKit-style updates, and checking an edit after it was applied).
        case dataSource(any TableDataSource, Table)
        /// Derive them from the batch itself (checking an edit before it is applied): the
        /// batch must carry the row counts of the sections it inserts or reloads.
        case predicted
    }

    let old: RowCounts
    let pending: PendingUpdates
    let newCounts: NewCounts

    func validate() throws(TableUpdateError) -> TableUpdate {
        let sectionsBefore = old.sectionCount

        // Phase 1: sections, old index space.
        for op in pending.deletedSections where !(0..<sectionsBefore).contains(op.section) {
            throw .sectionOutOfRange(.delete, section: op.section, sectionCount: sectionsBefore)
        }
        for op in pending.reloadedSections where !(0..<sectionsBefore).contains(op.section) {
            throw .sectionOutOfRange(.reload, section: op.section, sectionCount: sectionsBefore)
        }
        for move in pending.movedSections where !(0..<sectionsBefore).contains(move.from) {
            throw .sectionOutOfRange(.move, section: move.from, sectionCount: sectionsBefore)
        }
        try checkDistinct(
            pending.deletedSections.map { ($0.section, .delete) } + pending.reloadedSections.map { ($0.section, .reload) }
                + pending.movedSections.map { ($0.from, .move) },
            duplicate: { .duplicateSection($0, section: $1) },
            conflict: { .conflictingSection($0, $1, section: $2) })

        // Phase 2: the section count.
        let inserted = pending.insertedSections.count
        let deleted = pending.deletedSections.count
        let expectedSections = sectionsBefore + inserted - deleted
        let sectionsAfter: Int
        switch newCounts {
        case let .dataSource(source, table): sectionsAfter = source.numberOfSections(in: table)
        case .predicted: sectionsAfter = expectedSections
        }
        guard sectionsAfter == expectedSections else {
            throw .invalidSectionCount(after: sectionsAfter, before: sectionsBefore, inserted: inserted, deleted: deleted)
        }

        // Phase 3: sections, new index space.
        for op in pending.insertedSections where !(0..<sectionsAfter).contains(op.section) {
            throw .sectionOutOfRange(.insert, section: op.section, sectionCount: sectionsAfter)
        }
        for move in pending.movedSections where !(0..<sectionsAfter).contains(move.to) {
            throw .sectionMoveDestinationOutOfRange(from: move.from, to: move.to, sectionCount: sectionsAfter)
        }
        try checkDistinct(
            pending.insertedSections.map { ($0.section, .insert) } + pending.movedSections.map { ($0.to, .move) },
            duplicate: { .duplicateSection($0, section: $1) },
            conflict: { .conflictingSection($0, $1, section: $2) })

        let sections = SectionMap(pending: pending)

        // Phase 4: rows, old index space.
        for (action, ops) in [(UpdateAction.delete, pending.deletedRows), (.reload, pending.reloadedRows)] {
            for op in ops { try checkOldRow(op.indexPath, action) }
        }
        for move in pending.movedRows { try checkOldRow(move.from, .move) }
        let deletedRows = pending.deletedRows.filter { sections.survivesWithRows($0.indexPath.section) }
        var reloadedRows: [PendingUpdates.RowOperation] = []
        for op in pending.reloadedRows {
            if sections.isDeleted(op.indexPath.section) { throw .reloadInDeletedSection(op.indexPath) }
            if sections.survivesWithRows(op.indexPath.section) { reloadedRows.append(op) }
        }
        for move in pending.movedRows {
            if sections.isDeleted(move.from.section) { throw .moveOutOfRemovedSection(from: move.from, removedBy: .delete) }
            if sections.isReloaded(move.from.section) { throw .moveOutOfRemovedSection(from: move.from, removedBy: .reload) }
        }
        try checkDistinct(
            deletedRows.map { ($0.indexPath, .delete) } + reloadedRows.map { ($0.indexPath, .reload) }
                + pending.movedRows.map { ($0.from, .move) },
            duplicate: { .duplicateRow($0, $1) },
            conflict: { .conflictingRow($0, $1, $2) })

        // Phase 5: rows, new index space.
        for op in pending.insertedRows where !(0..<sectionsAfter).contains(op.indexPath.section) {
            throw .rowSectionOutOfRange(.insert, op.indexPath, sectionCount: sectionsAfter)
        }
        for move in pending.movedRows {
            guard (0..<sectionsAfter).contains(move.to.section) else {
                throw .moveDestinationOutOfRange(from: move.from, to: move.to, rowCount: nil, sectionCount: sectionsAfter)
            }
            if sections.isInsertedAfter(move.to.section) { throw .moveIntoNewSection(to: move.to, addedBy: .insert) }
            if sections.isReloadedAfter(move.to.section) { throw .moveIntoNewSection(to: move.to, addedBy: .reload) }
        }
        try checkDistinct(
            pending.insertedRows.map { ($0.indexPath, .insert) } + pending.movedRows.map { ($0.to, .move) },
            duplicate: { .duplicateRow($0, $1) },
            conflict: { .conflictingRow($0, $1, $2) })
        let insertedRows = pending.insertedRows.filter { !sections.isNewWithRows($0.indexPath.section) }

        // Phase 6: row counts of the surviving sections the batch touched.
        var tally: [Int: SectionTally] = [:]  // by new section index
        for op in deletedRows { tally[sections.new(op.indexPath.section), default: .init()].deleted += 1 }
        for op in reloadedRows { tally[sections.new(op.indexPath.section), default: .init()].touched = true }
        for op in insertedRows { tally[op.indexPath.section, default: .init()].inserted += 1 }
        for move in pending.movedRows {
            let from = sections.new(move.from.section)
            if from == move.to.section {
                tally[from, default: .init()].touched = true
            } else {
                tally[from, default: .init()].movedOut += 1
                tally[move.to.section, default: .init()].movedIn += 1
            }
        }
        var rowCountChanges: [TableUpdate.RowCountChange] = []
        rowCountChanges.reserveCapacity(tally.count)
        var countsAfter: [Int: Int] = [:]
        for (section, t) in tally.sorted(by: { $0.key < $1.key }) {
            let oldSection = sections.old(section)
            let before = old[oldSection]
            let expected = before + t.inserted - t.deleted + t.movedIn - t.movedOut
            let after = rowCount(section, predicted: expected)
            guard after == expected else {
                throw .invalidRowCount(
                    section: section, after: after, before: before, inserted: t.inserted, deleted: t.deleted,
                    movedIn: t.movedIn, movedOut: t.movedOut)
            }
            countsAfter[section] = after
            rowCountChanges.append(.init(oldSection: oldSection, newSection: section, before: before, after: after))
        }
        var insertedSections: [TableUpdate.SectionChange] = []
        for op in pending.insertedSections {
            let count = rowCount(op.section, predicted: op.rowCount ?? 0)
            countsAfter[op.section] = count
            insertedSections.append(.init(section: op.section, rowCount: count, animation: op.animation, value: op.value))
        }
        var reloadedSections: [TableUpdate.SectionReload] = []
        for op in pending.reloadedSections {
            let to = sections.new(op.section)
            let count = rowCount(to, predicted: op.rowCount ?? 0)
            countsAfter[to] = count
            reloadedSections.append(.init(
                from: op.section, to: to, rowCountBefore: old[op.section], rowCountAfter: count,
                animation: op.animation, oldValue: op.oldValue, newValue: op.value))
        }

        // Phase 7: rows within their section's new count.
        for op in pending.insertedRows {
            let count = countsAfter[op.indexPath.section]!
            guard (0..<count).contains(op.indexPath.row) else {
                throw .rowOutOfRange(.insert, op.indexPath, rowCount: count)
            }
        }
        for move in pending.movedRows {
            let count = countsAfter[move.to.section]!
            guard (0..<count).contains(move.to.row) else {
                throw .moveDestinationOutOfRange(from: move.from, to: move.to, rowCount: count, sectionCount: sectionsAfter)
            }
        }

        let partial = TableUpdate(
            sectionCountBefore: sectionsBefore,
            sectionCountAfter: sectionsAfter,
            deletedSections: pending.deletedSections.map {
                .init(section: $0.section, rowCount: old[$0.section], animation: $0.animation, value: $0.oldValue)
            },
            insertedSections: insertedSections,
            reloadedSections: reloadedSections,
            movedSections: pending.movedSections,
            deletedRows: deletedRows.map { .init(indexPath: $0.indexPath, animation: $0.animation, value: $0.oldValue) },
            insertedRows: insertedRows.map { .init(indexPath: $0.indexPath, animation: $0.animation, value: $0.value) },
            reloadedRows: [],
            movedRows: pending.movedRows,
            rowCountChanges: rowCountChanges)
        guard !reloadedRows.isEmpty else { return partial }
        // A reloaded row keeps its place among its neighbours; find that place once the rest is known.
        return partial.withReloadedRows(reloadedRows.map {
            TableUpdate.RowReload(
                from: $0.indexPath, to: partial.newIndexPath(forOldIndexPath: $0.indexPath)!,
                animation: $0.animation, oldValue: $0.oldValue, newValue: $0.value)
        })
    }

    // MARK: - Helpers

    private struct SectionTally {
        var inserted = 0, deleted = 0, movedIn = 0, movedOut = 0
        var touched = false
    }

    private func checkOldRow(_ path: IndexPath, _ action: UpdateAction) throws(TableUpdateError) {
        guard (0..<old.sectionCount).contains(path.section) else {
            throw .rowSectionOutOfRange(action, path, sectionCount: old.sectionCount)
        }
        guard (0..<old[path.section]).contains(path.row) else {
            throw .rowOutOfRange(action, path, rowCount: old[path.section])
        }
    }

    /// The new row count of a section the batch touched: from the data source, or as predicted.
    private func rowCount(_ section: Int, predicted: Int) -> Int {
        switch newCounts {
        case let .dataSource(source, table): source.table(table, numberOfRowsInSection: section)
        case .predicted: predicted
        }
    }

    /// Throws if two entries name the same target: the same action twice is a duplicate,
    /// two different actions a conflict. O(k log k).
    private func checkDistinct<Target: Comparable>(
        _ entries: [(Target, UpdateAction)],
        duplicate: (UpdateAction, Target) -> TableUpdateError,
        conflict: (UpdateAction, UpdateAction, Target) -> TableUpdateError
    ) throws(TableUpdateError) {
        guard entries.count > 1 else { return }
        let sorted = entries.sorted { ($0.0, $0.1.rank) < ($1.0, $1.1.rank) }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.0 == b.0 {
            throw a.1 == b.1 ? duplicate(a.1, a.0) : conflict(a.1, b.1, a.0)
        }
    }
}

/// The section-level shape of a batch, for classifying its row operations.
private struct SectionMap {
    let shift: IndexShift
    let deleted: [Int]
    let reloaded: [Int]
    let inserted: [Int]
    let reloadedAfter: [Int]
    let movesForward: [Int: Int]
    let movesBackward: [Int: Int]

    init(pending: PendingUpdates) {
        deleted = pending.deletedSections.map(\.section).sorted()
        reloaded = pending.reloadedSections.map(\.section).sorted()
        inserted = pending.insertedSections.map(\.section).sorted()
        shift = IndexShift(
            removed: (deleted + pending.movedSections.map(\.from)).sorted(),
            taken: (inserted + pending.movedSections.map(\.to)).sorted())
        movesForward = Dictionary(uniqueKeysWithValues: pending.movedSections.map { ($0.from, $0.to) })
        movesBackward = Dictionary(uniqueKeysWithValues: pending.movedSections.map { ($0.to, $0.from) })
        let shift = shift
        let movesForward = movesForward
        reloadedAfter = reloaded.map { movesForward[$0] ?? shift.newPosition(ofStaying: $0) }.sorted()
    }

    func isDeleted(_ old: Int) -> Bool { IndexShift.contains(old, in: deleted) }
    func isReloaded(_ old: Int) -> Bool { IndexShift.contains(old, in: reloaded) }
    func isInsertedAfter(_ new: Int) -> Bool { IndexShift.contains(new, in: inserted) }
    func isReloadedAfter(_ new: Int) -> Bool { IndexShift.contains(new, in: reloadedAfter) }
    /// Whether row operations in the old section count on their own (it is neither deleted
    /// nor reloaded, which would cover them).
    func survivesWithRows(_ old: Int) -> Bool { !isDeleted(old) && !isReloaded(old) }
    /// Whether the new section's rows all come from the section's own change.
    func isNewWithRows(_ new: Int) -> Bool { isInsertedAfter(new) || isReloadedAfter(new) }

    /// The new index of a surviving old section.
    func new(_ old: Int) -> Int { movesForward[old] ?? shift.newPosition(ofStaying: old) }
    /// The old index of a new section that is not inserted.
    func old(_ new: Int) -> Int { movesBackward[new] ?? shift.oldPosition(ofStaying: new) }
}
