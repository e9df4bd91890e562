import Testing
import TableKit
import TestSupport

/// `DiffableSnapshot`: building, editing, counting and looking up, as UIKit's
/// `NSDiffableDataSourceSnapshot` does; duplicates and unknown identifiers are thrown errors
/// that leave the snapshot unchanged.
@Suite("Diffable snapshots")
struct DiffableSnapshotTests {
    /// Sections "Fruit" [1, 2, 3] and "Veg" [10, 11].
    private func produce() throws -> TestSnapshot {
        var snapshot = TestSnapshot()
        try snapshot.appendSections(["Fruit", "Veg"])
        try snapshot.appendItems([1, 2, 3], toSection: "Fruit")
        try snapshot.appendItems([10, 11])
        return snapshot
    }

    @Test("Appending sections and items; items go to the last section when none is named")
    func appending() throws {
        let snapshot = try produce()
        #expect(snapshot.sectionIdentifiers == ["Fruit", "Veg"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 10, 11])
        #expect(try snapshot.itemIdentifiers(inSection: "Veg") == [10, 11])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(try snapshot.numberOfItems(inSection: "Fruit") == 3)
        #expect(snapshot.description == "Fruit: [1, 2, 3] Veg: [10, 11]")
    }

    @Test("Lookups: the section holding an item, an item's index among all items, a section's index")
    func lookups() throws {
        let snapshot = try produce()
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "Veg")
        #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfItem(1) == 0)
        #expect(snapshot.indexOfItem(10) == 3)
        #expect(snapshot.indexOfItem(99) == nil)
        #expect(snapshot.indexOfSection("Veg") == 1)
        #expect(snapshot.indexOfSection("Meat") == nil)
    }

    @Test("Inserting items and sections before and after others")
    func inserting() throws {
        var snapshot = try produce()
        try snapshot.insertItems([4, 5], beforeItem: 2)
        try snapshot.insertItems([6], afterItem: 3)
        try snapshot.insertItems([12], afterItem: 11)
        try snapshot.insertSections(["Bread"], beforeSection: "Fruit")
        try snapshot.insertSections(["Cheese", "Milk"], afterSection: "Fruit")
        #expect(snapshot.description == "Bread: [] Fruit: [1, 4, 5, 2, 3, 6] Cheese: [] Milk: [] Veg: [10, 11, 12]")
        #expect(snapshot.indexOfItem(12) == 8)
        #expect(snapshot.indexOfSection("Veg") == 4)
    }

    @Test("Deleting items and sections; a deleted section takes its items, and its slot is reused")
    func deleting() throws {
        var snapshot = try produce()
        try snapshot.deleteItems([2, 10, 2])
        #expect(snapshot.description == "Fruit: [1, 3] Veg: [11]")
        try snapshot.deleteSections(["Fruit"])
        #expect(snapshot.description == "Veg: [11]")
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.numberOfItems == 1)
        try snapshot.appendSections(["Fruit"])
        try snapshot.appendItems([1])
        #expect(snapshot.description == "Veg: [11] Fruit: [1]")
        #expect(snapshot.indexOfItem(1) == 1)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        #expect(snapshot == TestSnapshot())
    }

    @Test("Moving items within and across sections, and moving sections with their items")
    func moving() throws {
        var snapshot = try produce()
        try snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.description == "Fruit: [2, 3, 1] Veg: [10, 11]")
        try snapshot.moveItem(3, beforeItem: 11)
        #expect(snapshot.description == "Fruit: [2, 1] Veg: [10, 3, 11]")
        try snapshot.moveSection("Veg", beforeSection: "Fruit")
        #expect(snapshot.description == "Veg: [10, 3, 11] Fruit: [2, 1]")
        try snapshot.moveSection("Veg", afterSection: "Fruit")
        #expect(snapshot.description == "Fruit: [2, 1] Veg: [10, 3, 11]")
        #expect(snapshot.indexOfItem(3) == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "Veg")
    }

    @Test("Reload and reconfigure marks are listed in snapshot order and go with deleted items")
    func marks() throws {
        var snapshot = try produce()
        try snapshot.reloadItems([11, 2])
        try snapshot.reconfigureItems([3])
        try snapshot.reloadSections(["Veg"])
        #expect(snapshot.reloadedItemIdentifiers == [2, 11])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == ["Veg"])
        try snapshot.deleteItems([2])
        try snapshot.deleteSections(["Veg"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
    }

    @Test("A duplicate identifier is a thrown error that names it, and the snapshot is unchanged")
    func duplicates() throws {
        var snapshot = try produce()
        let before = snapshot
        #expect(throws: DiffableSnapshotError.duplicateItem("2")) { try snapshot.appendItems([7, 2, 8]) }
        #expect(throws: DiffableSnapshotError.duplicateItem("7")) { try snapshot.appendItems([7, 8, 7]) }
        #expect(throws: DiffableSnapshotError.duplicateItem("10")) { try snapshot.insertItems([10], beforeItem: 1) }
        #expect(throws: DiffableSnapshotError.duplicateItem("1")) { try snapshot.insertItems([1], afterItem: 11) }
        #expect(throws: DiffableSnapshotError.duplicateSection("\"Veg\"")) { try snapshot.appendSections(["Veg"]) }
        #expect(throws: DiffableSnapshotError.duplicateSection("\"Nuts\"")) {
            try snapshot.insertSections(["Nuts", "Nuts"], afterSection: "Fruit")
        }
        #expect(snapshot == before)
        #expect(snapshot.indexOfItem(7) == nil && snapshot.indexOfItem(2) == 1)

        var words = DiffableSnapshot<Int, String>()
        try words.appendSections([0])
        let error = #expect(throws: DiffableSnapshotError.self) { try words.appendItems(["dog", "cat", "dog"]) }
        #expect(error?.description == "item identifier \"dog\" appears twice in the snapshot; identifiers must be unique")
        #expect(words.numberOfItems == 0)
    }

    @Test("Unknown identifiers, items with no section, and moves relative to themselves are thrown errors")
    func misuse() throws {
        var snapshot = try produce()
        let before = snapshot
        #expect(throws: DiffableSnapshotError.unknownSection("\"Meat\"")) { try snapshot.appendItems([7], toSection: "Meat") }
        #expect(throws: DiffableSnapshotError.unknownSection("\"Meat\"")) { try snapshot.numberOfItems(inSection: "Meat") }
        #expect(throws: DiffableSnapshotError.unknownSection("\"Meat\"")) { try snapshot.deleteSections(["Veg", "Meat"]) }
        #expect(throws: DiffableSnapshotError.unknownItem("99")) { try snapshot.insertItems([7], beforeItem: 99) }
        #expect(throws: DiffableSnapshotError.unknownItem("99")) { try snapshot.deleteItems([1, 99]) }
        #expect(throws: DiffableSnapshotError.unknownItem("99")) { try snapshot.reloadItems([99]) }
        #expect(throws: DiffableSnapshotError.itemMovedRelativeToItself("2")) { try snapshot.moveItem(2, beforeItem: 2) }
        #expect(throws: DiffableSnapshotError.sectionMovedRelativeToItself("\"Veg\"")) {
            try snapshot.moveSection("Veg", afterSection: "Veg")
        }
        #expect(snapshot == before)
        var empty = TestSnapshot()
        #expect(throws: DiffableSnapshotError.noSection) { try empty.appendItems([1]) }
        #expect(DiffableSnapshotError.noSection.description
            == "cannot append items: the snapshot has no section to append them to")
    }

    @Test("Control characters in an identifier are escaped in the error's message")
    func escapedIdentifiers() throws {
        var snapshot = DiffableSnapshot<String, String>()
        try snapshot.appendSections(["main"])
        let error = #expect(throws: DiffableSnapshotError.self) { try snapshot.deleteItems(["a\u{1B}[2Jb"]) }
        #expect(error?.description == "the snapshot has no item with identifier \"a\\u{1B}[2Jb\"")
    }

    @Test("Random edits agree with a plain array model, errors included (seeded)", arguments: 0..<8)
    func randomEdits(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0x5A_0000 + seed)
        var snapshot = TestSnapshot()
        var model = NaiveSnapshot()
        var history: [String] = []
        for _ in 0..<2_000 {
            let edit = RandomSnapshotEdits.edit(&rng, in: snapshot)
            history.append(edit.description)
            var expected: DiffableSnapshotError?
            do { try model.apply(edit) } catch { expected = error }
            var thrown: DiffableSnapshotError?
            do { try edit.apply(to: &snapshot) } catch { thrown = error }
            try #require(thrown == expected, "after \(history.suffix(5))")
            try #require(NaiveSnapshot(snapshot) == model, "after \(history.suffix(5))")
            // The lookups agree with the sections' contents.
            let all = model.allItems
            #expect(snapshot.numberOfItems == all.count)
            for (index, item) in all.enumerated() {
                #expect(snapshot.indexOfItem(item) == index)
            }
            for section in model.sections {
                for item in section.items { #expect(snapshot.sectionIdentifier(containingItem: item) == section.id) }
            }
        }
    }
}
