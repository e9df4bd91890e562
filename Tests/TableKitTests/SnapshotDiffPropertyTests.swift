import Testing
import TableKit
import TestSupport

/// For thousands of random pairs of snapshots: the update a diffable data source computes
/// validates through a table (counts agree with the data source, no invariant broken), and
/// applying it to the old snapshot's rows with the reference model of UIKit's batch semantics
/// (Support/ReferenceModel.swift, independent of TableKit) gives the new snapshot exactly.
/// It also replaces no row it could have carried, and moves as few rows and sections as can be.
@Suite("Snapshot diffs, property")
struct SnapshotDiffPropertyTests {
    @Test("A snapshot after random edits of the old one (seeded)", arguments: 0..<6)
    func editedPairs(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0xD1FF_0000 + seed)
        for _ in 0..<500 {
            let old = RandomSnapshotEdits.snapshot(&rng)
            let new = RandomSnapshotEdits.edited(old, Int.random(in: 1...12, using: &rng), &rng)
            try check(old, new)
        }
    }

    @Test("Two unrelated random snapshots over the same identifiers (seeded)", arguments: 0..<4)
    func unrelatedPairs(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0xD1FF_1000 + seed)
        for _ in 0..<500 {
            let old = RandomSnapshotEdits.snapshot(&rng)
            var new = RandomSnapshotEdits.snapshot(&rng)
            // Marks on some of the new snapshot's items and sections.
            try new.reloadItems(new.itemIdentifiers.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 })
            try new.reconfigureItems(new.itemIdentifiers.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 })
            try new.reloadSections(new.sectionIdentifiers.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 })
            try check(old, new)
        }
    }

    @Test("Long sections with runs of items deleted, inserted and moved as blocks (seeded)", arguments: 0..<4)
    func longSections(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0xD1FF_2000 + seed)
        for _ in 0..<50 {
            var old = TestSnapshot()
            try old.appendSections(["A", "B"])
            let count = Int.random(in: 50...300, using: &rng)
            try old.appendItems(Array(0..<count), toSection: "A")
            try old.appendItems(Array(1_000..<1_020), toSection: "B")
            var new = old
            var nextItem = 2_000
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let items = new.itemIdentifiers
                let start = Int.random(in: 0..<items.count, using: &rng)
                let block = Array(items[start..<min(items.count, start + Int.random(in: 1...20, using: &rng))])
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    try new.deleteItems(block)
                case 1:
                    let fresh = Array(nextItem..<(nextItem + block.count))
                    nextItem += block.count
                    try new.insertItems(fresh, beforeItem: block[0])
                default:
                    guard let anchor = items.filter({ !block.contains($0) }).randomElement(using: &rng) else { continue }
                    for item in block.reversed() { try new.moveItem(item, afterItem: anchor) }
                }
            }
            try new.reloadItems(new.itemIdentifiers.filter { _ in Int.random(in: 0..<30, using: &rng) == 0 })
            try check(old, new)
        }
    }

    /// Applies `old` then `new` to a table through a diffable data source and checks the update.
    private func check(_ old: TestSnapshot, _ new: TestSnapshot) throws {
        let context = ("old \(old), new \(new) (reloads \(new.reloadedItemIdentifiers), "
            + "reconfigures \(new.reconfiguredItemIdentifiers), sections \(new.reloadedSectionIdentifiers))")
        let harness = DiffHarness<String, Int>()
        harness.dataSource.applySnapshotUsingReloadData(old)
        let update = try harness.apply(new)

        // Validated through the table: counts and data source agree, and the rows are the new ones.
        try #require(harness.checker.violations.isEmpty, "\(harness.checker.violations); \(context)")
        let newRows = new.sectionIdentifiers.map { try! new.itemIdentifiers(inSection: $0) }
        try #require(harness.rows == newRows.map { $0.map(String.init) }, "\(context)")
        try #require(harness.dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "\(context)")

        // The reference model applies the update to the old rows.
        let oldRows = old.sectionIdentifiers.map { try! old.itemIdentifiers(inSection: $0) }
        let reported = ReportedCounts(sections: newRows.count, rows: newRows.map(\.count))
        let outcome = Reference.run(RefTable(sections: oldRows.map { $0.map(String.init) }), operations(of: update), reported: reported)
        guard case let .valid(result, _) = outcome else {
            Issue.record("the reference model refuses the update: \(outcome); ops \(operations(of: update)); \(context)")
            return
        }
        let replaceable = replaceableItems(old, new)
        let moveDestinations = Set(update.movedRows.map(\.to))
        for (section, items) in newRows.enumerated() {
            for (row, item) in items.enumerated() {
                let name = result.sections[section][row]
                if ["ins", "new", "rel"].contains(where: name.hasPrefix) {
                    // A row the update brought in fresh: the data source gives it the new item.
                    try #require(replaceable.contains(item), "item \(item) at [\(section), \(row)] was replaced, not carried; \(context)")
                } else {
                    // A carried item is reloaded exactly when it is marked for reload (then it
                    // cannot have moved, or it would have been replaced) or marked for
                    // reconfigure and not moved (a moved row shows its new contents anyway).
                    let moved = moveDestinations.contains(IndexPath(row: row, section: section))
                    let reloaded = new.reloadedItemIdentifiers.contains(item)
                        || (new.reconfiguredItemIdentifiers.contains(item) && !moved)
                    let expected = reloaded ? "\(item)*" : "\(item)"
                    try #require(name == expected, "[\(section), \(row)] is \(name), not \(expected); \(context)")
                }
            }
        }

        // As few moves as can be: the rows and sections that stay are a longest run in order.
        let sectionsStaying = update.sectionCountAfter - update.insertedSections.count - update.movedSections.count
        let matchedSections = new.sectionIdentifiers.compactMap { old.indexOfSection($0) }
        try #require(sectionsStaying == longestIncreasingRunLength(matchedSections), "sections; \(context)")
        for (newSection, id) in new.sectionIdentifiers.enumerated() {
            guard let oldSection = old.indexOfSection(id), update.newSection(forOldSection: oldSection) == newSection,
                !update.reloadedSections.contains(where: { $0.from == oldSection })
            else { continue }
            let oldItems = try old.itemIdentifiers(inSection: id)
            let sameSection = try new.itemIdentifiers(inSection: id).compactMap { oldItems.firstIndex(of: $0) }
            let moveSources = Set(update.movedRows.map(\.from))
            let staying = oldItems.indices.filter { row in
                let path = IndexPath(row: row, section: oldSection)
                return !moveSources.contains(path) && update.newIndexPath(forOldIndexPath: path) != nil
            }
            try #require(staying.count == longestIncreasingRunLength(sameSection), "rows of section \(id); \(context)")
        }
    }

    /// Items that an update may bring in fresh rather than carry: new items, items whose old
    /// or new section is replaced whole (absent from the other snapshot, or marked for
    /// reload), and items marked for reload (a moved one is replaced).
    private func replaceableItems(_ old: TestSnapshot, _ new: TestSnapshot) -> Set<Int> {
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        func wholeSection(_ id: String) -> Bool {
            old.indexOfSection(id) == nil || new.indexOfSection(id) == nil || reloadedSections.contains(id)
        }
        return Set(new.itemIdentifiers.filter { item in
            guard let oldSection = old.sectionIdentifier(containingItem: item) else { return true }
            return wholeSection(oldSection) || wholeSection(new.sectionIdentifier(containingItem: item)!)
                || new.reloadedItemIdentifiers.contains(item)
        })
    }

    /// The update as the reference model's operations.
    private func operations(of update: TableUpdate) -> [Op] {
        update.deletedSections.map { .deleteSection($0.section) } + update.insertedSections.map { .insertSection($0.section) }
            + update.reloadedSections.map { .reloadSection($0.from) } + update.movedSections.map { .moveSection($0.from, $0.to) }
            + update.deletedRows.map { .deleteRow($0.indexPath) } + update.insertedRows.map { .insertRow($0.indexPath) }
            + update.reloadedRows.map { .reloadRow($0.from) } + update.movedRows.map { .moveRow($0.from, $0.to) }
    }

    /// The length of a longest increasing subsequence, by the plain quadratic method.
    private func longestIncreasingRunLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }
}
