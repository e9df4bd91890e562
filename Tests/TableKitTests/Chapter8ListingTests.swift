import Testing
import TableKit
import TestSupport

@Suite("Chapter 8: managing the reordering of rows")
struct Chapter8ListingTests {
    let log = CallLog()
    let checker = InvariantChecker()

    @Test("Listing 8-1: canMoveRow excludes the first row, which has no reorder control and cannot be dragged")
    func listing8_1() {
        let source = MovableListDataSource(rows: ["first", "second", "third"], log: log)
        source.unmovable = { $0.row == 0 }
        let table = Table(dataSource: source)
        table.setEditing(true)
        #expect(!table.controls(forRowAt: ip(0)).showsReorderControl)
        #expect(table.controls(forRowAt: ip(1)).showsReorderControl)
        #expect(table.controls(forRowAt: ip(2)).showsReorderControl)
        #expect(throws: TableRefusal.cannotMove(ip(0))) { try table.beginDrag(at: ip(0)) }
        #expect(table.drag == nil)
    }

    @Test("Listing 8-2: moveRow removes the item from the model array and inserts it at the destination")
    func listing8_2() throws {
        let source = MovableListDataSource(rows: ["a", "b", "c", "d"], log: log)
        let table = Table(dataSource: source)
        table.observer = checker
        table.setEditing(true)
        try table.beginDrag(at: ip(1))
        try table.dragOver(ip(2))
        try table.dragOver(ip(3))
        let landed = try table.dropDrag()

        #expect(landed == ip(3))
        #expect(source.rows == [["a", "c", "d", "b"]])
        #expect(log.take().filter { $0.hasPrefix("moveRow") } == ["moveRow [0, 1] -> [0, 3]"])
        let update = try #require(checker.updates.last)
        #expect(update.movedRows == [.init(from: ip(1), to: ip(3))])
        #expect(checker.violations.isEmpty)
    }

    /// Listing 8-3's data: groups of items, each followed by an add-item placeholder row that
    /// the table shows as the group's last row.
    private final class GroupedDelegate: TableDelegate {
        var itemCounts: [Int]
        init(itemCounts: [Int]) { self.itemCounts = itemCounts }

        func table(
            _ table: Table, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            let sectionCount = itemCounts[sourceIndexPath.section]
            if sourceIndexPath.section != proposedDestinationIndexPath.section {
                let rowInSourceSection = sourceIndexPath.section > proposedDestinationIndexPath.section ? 0 : sectionCount - 1
                return IndexPath(row: rowInSourceSection, section: sourceIndexPath.section)
            } else if proposedDestinationIndexPath.row >= sectionCount {
                return IndexPath(row: sectionCount - 1, section: sourceIndexPath.section)
            }
            return proposedDestinationIndexPath
        }
    }

    @Test("Listing 8-3: moves stay inside their group, and the group's last row is reserved")
    func listing8_3() throws {
        let source = MovableListDataSource([
            TableSection(header: "Fruit", rows: ["apple", "banana", "cherry", "Add fruit…"]),
            TableSection(header: "Vegetables", rows: ["leek", "onion", "Add vegetable…"]),
        ], log: log)
        source.unmovable = { [unowned source] path in path.row == source.model.sections[path.section].rows.count - 1 }
        let delegate = GroupedDelegate(itemCounts: [3, 2])
        let table = Table(dataSource: source, delegate: delegate)
        table.observer = checker
        table.setEditing(true)

        // Over the placeholder of its own group: retargeted to the last item place.
        try table.beginDrag(at: ip(0, 0))
        #expect(try table.dragOver(ip(3, 0)) == ip(2, 0))
        // Into the next group: kept at the bottom of its own.
        #expect(try table.dragOver(ip(1, 1)) == ip(2, 0))
        try table.dropDrag()
        #expect(source.rows == [["banana", "cherry", "apple", "Add fruit…"], ["leek", "onion", "Add vegetable…"]])

        // From the second group up into the first: kept at the top of its own.
        try table.beginDrag(at: ip(1, 1))
        #expect(try table.dragOver(ip(0, 0)) == ip(0, 1))
        try table.dropDrag()
        #expect(source.rows == [["banana", "cherry", "apple", "Add fruit…"], ["onion", "leek", "Add vegetable…"]])

        // Step by step with the keyboard: the last item cannot go below into the placeholder.
        #expect(try table.dragAndDropRow(at: ip(2, 0), step: .down) == ip(2, 0))
        #expect(try table.dragAndDropRow(at: ip(1, 1), step: .down) == ip(1, 1))
        #expect(source.rows == [["banana", "cherry", "apple", "Add fruit…"], ["onion", "leek", "Add vegetable…"]])
        #expect(!table.controls(forRowAt: ip(3, 0)).showsReorderControl, "the placeholder itself cannot move")
        #expect(checker.violations.isEmpty)
    }
}
