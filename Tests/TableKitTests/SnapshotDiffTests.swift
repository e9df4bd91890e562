import Testing
import TableKit
import TestSupport

/// The behaviours IGListKit's diffing tests cover, written from their descriptions and run
/// through a diffable data source and a table, so that every difference is also checked by
/// the table's validator and invariants. Where TableKit deliberately differs (it moves as
/// few items as it can; a snapshot cannot hold duplicates), the test says so.
@Suite("Snapshot diffs (IGListKit's cases)")
struct SnapshotDiffTests {
    @Test("Diffing empty snapshots changes nothing")
    func emptyToEmpty() throws {
        let harness = DiffHarness<Int, Int>()
        #expect(try harness.apply(DiffableSnapshot()).isEmpty)
        #expect(try harness.apply(singleSection([Int]())).insertedSections.map(\.section) == [0])
        #expect(try harness.apply(singleSection([Int]())).isEmpty)
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("From empty to full: the items are inserted; a new section brings its items with it")
    func emptyToFull() throws {
        let harness = DiffHarness<Int, Int>()
        try harness.apply(singleSection([Int]()))
        let update = try harness.apply(singleSection([1]))
        #expect(update.insertedRowIndexes() == [0])
        #expect(update.deletedRows.isEmpty && update.movedRows.isEmpty)
        #expect(harness.rows == [["1"]])

        let fresh = DiffHarness<String, Int>()
        let first = try fresh.apply(sectioned(["A": [1, 2], "B": [3]]))
        #expect(first.insertedSections.map(\.section) == [0, 1])
        #expect(first.insertedSections.map(\.rowCount) == [2, 1])
        #expect(first.insertedRows.isEmpty)
        #expect(fresh.rows == [["1", "2"], ["3"]])
        #expect(harness.checker.violations.isEmpty && fresh.checker.violations.isEmpty)
    }

    @Test("From full to empty: the items are deleted; a deleted section takes its items")
    func fullToEmpty() throws {
        let harness = DiffHarness<Int, Int>()
        try harness.apply(singleSection([1]))
        let update = try harness.apply(singleSection([Int]()))
        #expect(update.deletedRowIndexes() == [0])
        #expect(update.insertedRows.isEmpty && update.movedRows.isEmpty)
        let last = try harness.apply(DiffableSnapshot())
        #expect(last.deletedSections.map(\.section) == [0])
        #expect(last.deletedRows.isEmpty)
        #expect(harness.table.numberOfSections == 0)
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Swapping two items is one move (IGListKit reports both as moved)")
    func swap() throws {
        let harness = DiffHarness<Int, Int>()
        try harness.apply(singleSection([1, 2]))
        let update = try harness.apply(singleSection([2, 1]))
        #expect(update.rowMoves == ["[0, 1]→[0, 0]"])
        #expect(update.insertedRows.isEmpty && update.deletedRows.isEmpty)
        #expect(harness.rows == [["2", "1"]])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Swapping with an insert and a delete: the delete, the insert, and one move")
    func swapWithInsertAndDelete() throws {
        let harness = DiffHarness<Int, Int>()
        try harness.apply(singleSection([1, 2, 3, 4]))
        let update = try harness.apply(singleSection([2, 4, 5, 3]))
        #expect(update.deletedRowIndexes() == [0])
        #expect(update.insertedRowIndexes() == [2])
        // IGListKit moves 3 and 4; keeping 2 and 3 in place, only 4 has to move.
        #expect(update.rowMoves == ["[0, 3]→[0, 1]"])
        #expect(harness.rows == [["2", "4", "5", "3"]])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Deleting items with inserts and moves gives exactly the deletes, inserts and the two moves needed")
    func deletesInsertsAndMoves() throws {
        let harness = DiffHarness<Int, Int>()
        try harness.apply(singleSection(Array(0...8)))
        let update = try harness.apply(singleSection([0, 2, 3, 4, 7, 6, 9, 5, 10]))
        #expect(update.deletedRowIndexes() == [1, 8])
        #expect(update.insertedRowIndexes() == [6, 8])
        // Two moves, as in IGListKit; 0 2 3 4 5 stay, 6 and 7 move (IGListKit moves 5 and 7).
        #expect(update.rowMoves == ["[0, 6]→[0, 5]", "[0, 7]→[0, 4]"])
        #expect(harness.rows == [["0", "2", "3", "4", "7", "6", "9", "5", "10"]])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Moving one item shifts the others, but only the items that must move are moved")
    func moveShiftsOthers() throws {
        let harness = DiffHarness<Int, Int>()
        try harness.apply(singleSection(Array(1...7)))
        let update = try harness.apply(singleSection([1, 4, 5, 2, 3, 6, 7]))
        // IGListKit reports four moves (1→3, 2→4, 3→1, 4→2); two say the same.
        #expect(update.rowMoves == ["[0, 3]→[0, 1]", "[0, 4]→[0, 2]"])
        #expect(harness.rows == [["1", "4", "5", "2", "3", "6", "7"]])

        // Moving the first of 1,000 items to the end is one move, not a thousand.
        try harness.apply(singleSection(Array(0..<1_000)))
        let rotation = try harness.apply(singleSection(Array(1..<1_000) + [0]))
        #expect(rotation.rowMoves == ["[0, 0]→[0, 999]"])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("A changed item that stays in place is reloaded at its index path")
    func equalityChangeIsReload() throws {
        let harness = DiffHarness<Int, Int>()
        try harness.apply(singleSection([0, 1, 2]))
        var snapshot = singleSection([0, 1, 2])
        try snapshot.reloadItems([1])
        let update = try harness.apply(snapshot)
        #expect(update.reloadedRows.map(\.from) == [ip(1)])
        #expect(update.reloadedRows.map(\.to) == [ip(1)])
        #expect(update.deletedRows.isEmpty && update.insertedRows.isEmpty && update.movedRows.isEmpty)
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Moved items with a changed item: the moves, and the changed one replaced (a row cannot be moved and reloaded)")
    func movesAndChanges() throws {
        let harness = DiffHarness<Int, Int>()
        try harness.apply(singleSection([0, 1, 2]))
        var snapshot = singleSection([2, 1, 0])
        try snapshot.reloadItems([2])
        let update = try harness.apply(snapshot)
        // Item 2 moved and changed: deleted at its old place, inserted at its new one.
        #expect(update.deletedRowIndexes() == [2])
        #expect(update.insertedRowIndexes() == [0])
        #expect(update.reloadedRows.isEmpty)
        // Of 0 and 1, one stays and the other moves.
        #expect(update.movedRows.count == 1)
        #expect(harness.rows == [["2", "1", "0"]])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("The same snapshot again changes nothing; a copy with one item reconfigured reloads only that row")
    func sameSnapshot() throws {
        let harness = DiffHarness<Int, Int>()
        let snapshot = singleSection([0, 1, 2])
        try harness.apply(snapshot)
        #expect(try harness.apply(snapshot).isEmpty)
        var copy = harness.dataSource.snapshot()
        try copy.reconfigureItems([1])
        let update = try harness.apply(copy)
        #expect(update.reloadedRows.map(\.from) == [ip(1)])
        #expect(update.reloadedRows.map(\.animation) == [.none])
        #expect(update.deletedRows.isEmpty && update.insertedRows.isEmpty && update.movedRows.isEmpty)
    }

    @Test("Words from Heckel's paper (repeats numbered to make them unique): the deletes and inserts match the paper")
    func wordsFromPaper() throws {
        func words(_ text: String) -> [String] {
            var seen: [Substring: Int] = [:]
            return text.split(separator: " ").map { word in
                seen[word, default: 0] += 1
                return seen[word]! == 1 ? String(word) : "\(word)#\(seen[word]!)"
            }
        }
        let old = words("much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details .")
        let new = words("a mass of latin words falls upon the relevant facts like soft snow , covering up the details .")
        let harness = DiffHarness<Int, String>()
        try harness.apply(singleSection(old))
        let update = try harness.apply(singleSection(new))
        #expect(update.deletedRowIndexes() == [0, 1, 2, 9, 11, 12])
        #expect(update.insertedRowIndexes() == [3, 11])
        #expect(harness.rows == [new])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Old and new index paths of every item match where the item was and is")
    func indexPathsMatch() throws {
        let harness = DiffHarness<String, Int>()
        try harness.apply(sectioned(["A": [100], "B": Array(1...7)]))
        let oldPaths = Dictionary(uniqueKeysWithValues: (1...7).map { ($0, harness.dataSource.indexPath(for: $0)!) })
        let update = try harness.apply(sectioned(["A": [100], "B": [2, 9, 3, 1, 5, 6, 8]]))
        for item in 1...9 {
            let old = oldPaths[item], new = harness.dataSource.indexPath(for: item)
            if let old { #expect(update.newIndexPath(forOldIndexPath: old) == new, "item \(item)") }
            if let new { #expect(update.oldIndexPath(forNewIndexPath: new) == old, "item \(item)") }
        }
        #expect(harness.dataSource.indexPath(for: 1) == ip(3, 1))
        #expect(harness.dataSource.indexPath(for: 4) == nil)
        #expect(harness.dataSource.indexPath(for: 9) == ip(1, 1))
        #expect(update.newIndexPath(forOldIndexPath: ip(3, 1)) == nil)
    }

    @Test("Duplicates cannot reach a diff: the snapshot refuses them and names the identifier")
    func duplicates() throws {
        // IGListKit diffs arrays with equal objects ("dog", "dog", …) and notes that it
        // cannot tell which one moved. A snapshot, like UIKit's, holds unique identifiers;
        // where UIKit traps, TableKit throws.
        var snapshot = DiffableSnapshot<Int, String>()
        try snapshot.appendSections([0])
        #expect(throws: DiffableSnapshotError.duplicateItem("\"dog\"")) { try snapshot.appendItems(["dog", "dog"]) }
        try snapshot.appendItems(["cat", "dog"])
        #expect(throws: DiffableSnapshotError.duplicateItem("\"cat\"")) { try snapshot.insertItems(["cat"], afterItem: "dog") }
        let harness = DiffHarness<Int, String>()
        try harness.apply(snapshot)
        #expect(harness.rows == [["cat", "dog"]])
    }

    @Test("Moving sections: one section move carries its items; items move between sections as they move")
    func sectionMoves() throws {
        let harness = DiffHarness<String, Int>()
        try harness.apply(sectioned(["A": [1, 2], "B": [3], "C": [4, 5]]))
        let rotate = try harness.apply(sectioned(["C": [4, 5], "A": [1, 2], "B": [3]]))
        #expect(rotate.movedSections == [.init(from: 2, to: 0)])
        #expect(rotate.movedRows.isEmpty && rotate.insertedRows.isEmpty && rotate.deletedRows.isEmpty)

        // Section B moves to the front while item 5 leaves C for B and item 1 moves within A.
        let mixed = try harness.apply(sectioned(["B": [5, 3], "C": [4], "A": [2, 1]]))
        #expect(mixed.movedSections == [.init(from: 2, to: 0)])
        // 5: from C (old section 0) into B; 2: within A (old 1, new 2), passing 1, which stays.
        #expect(mixed.rowMoves == ["[0, 1]→[0, 0]", "[1, 1]→[2, 0]"])
        #expect(harness.rows == [["5", "3"], ["4"], ["2", "1"]])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Items leaving a deleted section are inserted where they go; items entering a new section leave their old one")
    func itemsAcrossNewAndDeletedSections() throws {
        let harness = DiffHarness<String, Int>()
        try harness.apply(sectioned(["A": [1, 2], "B": [3, 4]]))
        let update = try harness.apply(sectioned(["B": [3, 1], "N": [4, 9]]))
        #expect(update.deletedSections.map(\.section) == [0])
        #expect(update.insertedSections.map(\.section) == [1])
        // 1 came from deleted A: inserted into B; 4 went to new N: deleted from B.
        #expect(update.insertedRows.map(\.indexPath) == [ip(1, 0)])
        #expect(update.deletedRows.map(\.indexPath) == [ip(1, 1)])
        #expect(update.movedRows.isEmpty)
        #expect(harness.rows == [["3", "1"], ["4", "9"]])
        #expect(harness.checker.violations.isEmpty)
    }

    @Test("Reloaded sections: reloaded in place, or deleted and inserted when they also move")
    func sectionReloads() throws {
        let harness = DiffHarness<String, Int>()
        try harness.apply(sectioned(["A": [1], "B": [2, 3], "C": [4]]))
        var snapshot = sectioned(["A": [1], "B": [2, 3, 5], "C": [4]])
        try snapshot.reloadSections(["B"])
        let inPlace = try harness.apply(snapshot)
        #expect(inPlace.reloadedSections.map(\.from) == [1])
        #expect(inPlace.reloadedSections.map(\.rowCountAfter) == [3])
        #expect(inPlace.insertedRows.isEmpty)

        // B moves to the front (A and C keep their order) and is marked for reload: a section
        // cannot be moved and reloaded in one batch, so it is deleted and inserted again.
        var moved = sectioned(["B": [2, 3, 5], "A": [1], "C": [4]])
        try moved.reloadSections(["B"])
        let update = try harness.apply(moved)
        #expect(update.deletedSections.map(\.section) == [1])
        #expect(update.insertedSections.map(\.section) == [0])
        #expect(update.movedSections.isEmpty && update.reloadedSections.isEmpty)
        #expect(harness.rows == [["2", "3", "5"], ["1"], ["4"]])
        #expect(harness.dataSource.snapshot().reloadedSectionIdentifiers.isEmpty)
        #expect(harness.checker.violations.isEmpty)
    }
}
