extension UpdateValidator {
    /// Phase 2, sections: no section is named twice before the update (deleted, reloaded,
    /// moved away) or twice after it (inserted, moved to), in call order.
    /// - Returns: the batch's sections, which the rest of the validation reads.
    func checkSectionConflicts() throws(TableUpdateError) -> BatchSections {
        var before: [Int: Claim<Int>] = [:]
        var after: [Int: Claim<Int>] = [:]
        for operation in batch.operations {
            switch operation {
            case let .deleteSection(section, _): try claimSectionBefore(section, .plain(.delete), &before)
            case let .reloadSection(section, _, _): try claimSectionBefore(section, .plain(.reload), &before)
            case let .insertSection(section, _, _): try claimSectionAfter(section, .plain(.insert), &after)
            case let .moveSection(from, to):
                try claimSectionBefore(from, .move(to), &before)
                try claimSectionAfter(to, .move(from), &after)
            default: continue
            }
        }
        return BatchSections(operations, oldSectionCount: old.sectionCount)
    }

    /// Phase 2, rows: no row is named twice before the update (deleted, reloaded, moved away)
    /// or twice after it (inserted, moved to), in call order, even inside a section the batch
    /// deletes or reloads; no row is reloaded in a deleted section, moved out of a deleted or
    /// reloaded one, or into an inserted or reloaded one.
    func checkRowConflicts(_ sections: BatchSections) throws(TableUpdateError) {
        // Most batches name no row twice (a put of a hundred thousand rows is one ascending
        // run): that is checked without a dictionary, and then only the sections' rules can
        // fail, in the same call order. A batch that does name a row twice goes through the
        // claims below, which report the first conflict as UIKit does.
        if namesNoRowTwice {
            try checkRowSections(sections)
            return
        }
        var before: [RowPath: Claim<RowPath>] = [:]
        var after: [RowPath: Claim<RowPath>] = [:]
        before.reserveCapacity(operations.deletedRows.count + operations.reloadedRows.count + operations.movedRows.count)
        after.reserveCapacity(operations.insertedRows.count + operations.movedRows.count)
        for operation in batch.operations {
            switch operation {
            case let .deleteRow(path, _): try claimRowBefore(path, .plain(.delete), &before)
            case let .insertRow(path, _): try claimRowAfter(path, .plain(.insert), &after)
            case let .reloadRow(path, _):
                try claimRowBefore(path, .plain(.reload), &before)
                if sections.mapping.isDeleted(path.section) { throw .reloadInDeletedSection(path.indexPath) }
            case let .moveRow(from, to):
                try claimRowBefore(from, .move(to), &before)
                try claimRowAfter(to, .move(from), &after)
                try checkMoveAcrossReplacedSections(from: from, to: to, sections)
            default: continue
            }
        }
    }

    /// Whether no row is named twice before the update (deleted, reloaded, moved away) nor
    /// twice after it (inserted, moved to).
    /// - Complexity: O(u) when each list is ascending, else O(u log u).
    private var namesNoRowTwice: Bool {
        let before = operations.deletedRows.map(\.path) + operations.reloadedRows.map(\.path) + operations.movedRows.map(\.from)
        let after = operations.insertedRows.map(\.path) + operations.movedRows.map(\.to)
        return Self.areDistinct(before) && Self.areDistinct(after)
    }

    private static func areDistinct(_ paths: [RowPath]) -> Bool {
        if zip(paths, paths.dropFirst()).allSatisfy({ $0 < $1 }) { return true }
        let sorted = paths.sorted()
        return zip(sorted, sorted.dropFirst()).allSatisfy { $0 != $1 }
    }

    /// The rules of phase 2 about sections that replace their rows, in call order, for a
    /// batch that names no row twice.
    private func checkRowSections(_ sections: BatchSections) throws(TableUpdateError) {
        for operation in batch.operations {
            switch operation {
            case let .reloadRow(path, _):
                if sections.mapping.isDeleted(path.section) { throw .reloadInDeletedSection(path.indexPath) }
            case let .moveRow(from, to): try checkMoveAcrossReplacedSections(from: from, to: to, sections)
            default: continue
            }
        }
    }

    private func checkMoveAcrossReplacedSections(from: RowPath, to: RowPath, _ sections: BatchSections) throws(TableUpdateError) {
        if sections.mapping.isDeleted(from.section) { throw .moveOutOfRemovedSection(from: from.indexPath, removedBy: .delete) }
        if sections.isReloaded(from.section) { throw .moveOutOfRemovedSection(from: from.indexPath, removedBy: .reload) }
        if sections.mapping.isInserted(to.section) { throw .moveIntoNewSection(to: to.indexPath, addedBy: .insert) }
        if sections.isReloaded(newSection: to.section) { throw .moveIntoNewSection(to: to.indexPath, addedBy: .reload) }
    }

    // MARK: - Claims

    private func claimSectionBefore(_ section: Int, _ claim: Claim<Int>, _ claims: inout [Int: Claim<Int>]) throws(TableUpdateError) {
        try Self.claim(
            section, claim, &claims, twoMoves: { .sectionMovedTwice(section: $0, to: $1, and: $2) },
            same: { .duplicateSection($0, section: $1) }, conflict: { .conflictingSection($0, $1, section: $2) })
    }

    private func claimSectionAfter(_ section: Int, _ claim: Claim<Int>, _ claims: inout [Int: Claim<Int>]) throws(TableUpdateError) {
        try Self.claim(
            section, claim, &claims, twoMoves: { .sectionsMovedToSameSection($1, $2, to: $0) },
            same: { .duplicateSection($0, section: $1) }, conflict: { .conflictingSection($0, $1, section: $2) })
    }

    private func claimRowBefore(_ path: RowPath, _ claim: Claim<RowPath>, _ claims: inout [RowPath: Claim<RowPath>]) throws(TableUpdateError) {
        try Self.claim(
            path, claim, &claims, twoMoves: { .rowMovedTwice($0.indexPath, to: $1.indexPath, and: $2.indexPath) },
            same: { .duplicateRow($0, $1.indexPath) }, conflict: { .conflictingRow($0, $1, $2.indexPath) })
    }

    private func claimRowAfter(_ path: RowPath, _ claim: Claim<RowPath>, _ claims: inout [RowPath: Claim<RowPath>]) throws(TableUpdateError) {
        try Self.claim(
            path, claim, &claims, twoMoves: { .rowsMovedToSameIndexPath($1.indexPath, $2.indexPath, to: $0.indexPath) },
            same: { .duplicateRow($0, $1.indexPath) }, conflict: { .conflictingRow($0, $1, $2.indexPath) })
    }

    /// Records that an operation names `target`; throws if an earlier one did. Two moves
    /// are reported with both of their other ends, UIKit's way ("to both … and …").
    private static func claim<Target: Hashable>(
        _ target: Target, _ claim: Claim<Target>, _ claims: inout [Target: Claim<Target>],
        twoMoves: (Target, Target, Target) -> TableUpdateError,
        same: (UpdateAction, Target) -> TableUpdateError,
        conflict: (UpdateAction, UpdateAction, Target) -> TableUpdateError
    ) throws(TableUpdateError) {
        guard let first = claims[target] else {
            claims[target] = claim
            return
        }
        if case let .move(firstOther) = first, case let .move(secondOther) = claim {
            throw twoMoves(target, firstOther, secondOther)
        }
        throw first.action == claim.action ? same(claim.action, target) : conflict(first.action, claim.action, target)
    }
}

/// What an operation does to the section or row it names; a move also knows its other end.
enum Claim<Target> {
    case plain(UpdateAction)
    case move(Target)

    var action: UpdateAction {
        switch self {
        case let .plain(action): action
        case .move: .move
        }
    }
}

/// The sections of a batch whose section operations name no section twice: where sections
/// go, which are replaced, and the rows an edit gives the ones it adds.
struct BatchSections {
    let mapping: SectionMapping
    /// Old indexes of reloaded sections, sorted.
    private let reloaded: [Int]
    /// New indexes of reloaded sections, sorted; empty when the batch's new indexes do not
    /// fit the section count it implies (see `init`).
    private let reloadedAfter: [Int]
    /// The sections the batch inserts or reloads, by new index, with the rows an edit says
    /// they hold (`nil` for UIKit-style calls, whose data source says).
    let newSectionRowCounts: [Int: Int?]

    /// - Parameters:
    ///   - operations: the batch's operations, whose section indexes are in range and named
    ///     once each (phases 1 and 2 checked).
    ///   - oldSectionCount: the table's sections before the update.
    init(_ operations: GroupedOperations, oldSectionCount: Int) {
        mapping = SectionMapping(
            deleted: operations.deletedSections.map(\.section), inserted: operations.insertedSections.map(\.section),
            moves: operations.movedSections)
        reloaded = operations.reloadedSections.map(\.section).sorted()
        let mapping = mapping
        // A section inserted or moved to at or past old + inserted − deleted (in range only
        // because the data source reports too many sections) leaves no place for some
        // surviving section: where a reloaded one ends up is then unknown, and a row moved
        // to it is not refused as moved into a reloaded section. The section count check
        // refuses the batch next (docs/DECISIONS.md, found by the tablekit fuzzer).
        let sectionCountAfter = oldSectionCount + operations.insertedSections.count - operations.deletedSections.count
        let newIndexesFit = (operations.insertedSections.map(\.section) + operations.movedSections.map(\.to))
            .allSatisfy { $0 < sectionCountAfter }
        reloadedAfter = newIndexesFit ? reloaded.map { mapping.newIndex(ofSurviving: $0) }.sorted() : []
        var rowCounts: [Int: Int?] = [:]
        for op in operations.insertedSections { rowCounts[op.section] = op.rowCount }
        for op in operations.reloadedSections { rowCounts[mapping.newIndex(ofSurviving: op.section)] = op.rowCount }
        newSectionRowCounts = rowCounts
    }

    func isReloaded(_ old: Int) -> Bool { IndexShift.contains(old, in: reloaded) }
    func isReloaded(newSection new: Int) -> Bool { IndexShift.contains(new, in: reloadedAfter) }
    /// Whether row operations in the old section count on their own: it is neither deleted
    /// nor reloaded, which would cover them.
    func survivesWithRows(_ old: Int) -> Bool { !mapping.isDeleted(old) && !isReloaded(old) }
    /// Whether the new section's rows all come from the section's own change.
    func isNewWithRows(_ new: Int) -> Bool { mapping.isInserted(new) || isReloaded(newSection: new) }
}
