/// The state of a table's data as identifiers: sections, and the items in each, in order
/// (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// Build one, then hand it to ``TableDiffableDataSource/apply(_:animatingDifferences:completion:)``,
/// which works out the batch update from the table's current snapshot to this one.
/// Identifiers are unique across the whole snapshot: a section identifier names one section,
/// an item identifier one item. Where UIKit traps on a duplicate or unknown identifier, a
/// snapshot throws a ``DiffableSnapshotError`` that names it, and is left as it was.
///
/// ```swift
/// var snapshot = DiffableSnapshot<String, Int>()
/// try snapshot.appendSections(["Today"])
/// try snapshot.appendItems([1, 2, 3])
/// try dataSource.apply(snapshot)
/// ```
///
/// A snapshot also records which items and sections to reload or reconfigure on the next
/// apply; those marks are consumed by applying it.
///
/// - Complexity: looking up where an item is, or whether it is present, is O(1) on average;
///   counts are O(1). Edits cost what the section arrays they touch cost (see each method).
public struct DiffableSnapshot<SectionID: Hashable, ItemID: Hashable> {
    /// A section's identifier and its items, in order.
    struct SectionStorage {
        var id: SectionID
        var items: [ItemID]
    }

    /// Where an item is: its section's slot and its row in that section.
    struct Place {
        var slot: Int
        var row: Int
    }

    // Sections live in slots: a slot number stays a section's while the section exists, so
    // an item's place does not change when sections are inserted, deleted or moved around
    // its own. A deleted section's slot is reused by the next new one.

    /// Sections by slot; `nil` for a free slot.
    var storage: [SectionStorage?] = []
    /// Free slots, to reuse before growing `storage`.
    var freeSlots: [Int] = []
    /// The slots of the sections, in section order.
    var order: [Int] = []
    /// By slot: the section's index in `order`, or -1 for a free slot.
    var indexOfSlot: [Int] = []
    /// The slot of each section.
    var slotOfSection: [SectionID: Int] = [:]
    /// The place of each item.
    var places: [ItemID: Place] = [:]

    /// Items and sections to reload or reconfigure when this snapshot is applied.
    var reloadedItems: Set<ItemID> = []
    var reconfiguredItems: Set<ItemID> = []
    var reloadedSections: Set<SectionID> = []

    /// Creates an empty snapshot: no sections, no items.
    public init() {}

    // MARK: - Counts

    /// The number of sections.
    public var numberOfSections: Int { order.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { places.count }

    /// The number of items in the section `identifier`.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` if the snapshot has no such section.
    /// - Complexity: O(1) on average.
    public func numberOfItems(inSection identifier: SectionID) throws(DiffableSnapshotError) -> Int {
        try section(identifier).items.count
    }

    // MARK: - Identifiers

    /// The identifiers of the sections, in order.
    /// - Complexity: O(S) for S sections.
    public var sectionIdentifiers: [SectionID] { order.map { storage[$0]!.id } }

    /// The identifiers of all items, section after section.
    /// - Complexity: O(n) for n items.
    public var itemIdentifiers: [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(places.count)
        for slot in order { result += storage[slot]!.items }
        return result
    }

    /// The identifiers of the items in the section `identifier`, in order.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` if the snapshot has no such section.
    public func itemIdentifiers(inSection identifier: SectionID) throws(DiffableSnapshotError) -> [ItemID] {
        try section(identifier).items
    }

    /// The identifier of the section that holds the item `identifier`, or `nil` if the
    /// snapshot has no such item.
    /// - Complexity: O(1) on average.
    public func sectionIdentifier(containingItem identifier: ItemID) -> SectionID? {
        places[identifier].map { storage[$0.slot]!.id }
    }

    /// The position of the item `identifier` among all items, section after section, or
    /// `nil` if the snapshot has no such item.
    /// - Complexity: O(s) for the s sections before the item's.
    public func indexOfItem(_ identifier: ItemID) -> Int? {
        guard let place = places[identifier] else { return nil }
        var index = place.row
        for slot in order.prefix(indexOfSlot[place.slot]) { index += storage[slot]!.items.count }
        return index
    }

    /// The index of the section `identifier`, or `nil` if the snapshot has no such section.
    /// - Complexity: O(1) on average.
    public func indexOfSection(_ identifier: SectionID) -> Int? {
        slotOfSection[identifier].map { indexOfSlot[$0] }
    }

    // MARK: - Marks for the next apply

    /// The items to reload when this snapshot is applied, in snapshot order.
    /// - Complexity: O(k log k) for k marked items.
    public var reloadedItemIdentifiers: [ItemID] { inSnapshotOrder(reloadedItems) }

    /// The items to reconfigure when this snapshot is applied, in snapshot order.
    /// - Complexity: O(k log k) for k marked items.
    public var reconfiguredItemIdentifiers: [ItemID] { inSnapshotOrder(reconfiguredItems) }

    /// The sections to reload when this snapshot is applied, in section order.
    public var reloadedSectionIdentifiers: [SectionID] {
        reloadedSections.sorted { indexOfSlot[slotOfSection[$0]!] < indexOfSlot[slotOfSection[$1]!] }
    }

    // MARK: - Index paths (for the data source)

    /// The index path of the item `identifier`, or `nil` if the snapshot has no such item.
    /// - Complexity: O(1) on average.
    func indexPath(ofItem identifier: ItemID) -> IndexPath? {
        places[identifier].map { IndexPath(row: $0.row, section: indexOfSlot[$0.slot]) }
    }

    /// The item at `indexPath`, or `nil` if there is none.
    func item(at indexPath: IndexPath) -> ItemID? {
        guard order.indices.contains(indexPath.section) else { return nil }
        let items = storage[order[indexPath.section]]!.items
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The items of the section at `index`.
    func items(inSectionAt index: Int) -> [ItemID] { storage[order[index]]!.items }

    /// The snapshot without its reload and reconfigure marks: what remains once it is applied.
    var withoutMarks: DiffableSnapshot {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    // MARK: - Helpers

    func slot(ofSection identifier: SectionID) throws(DiffableSnapshotError) -> Int {
        guard let slot = slotOfSection[identifier] else { throw .unknownSection(identifierText(identifier)) }
        return slot
    }

    func section(_ identifier: SectionID) throws(DiffableSnapshotError) -> SectionStorage {
        storage[try slot(ofSection: identifier)]!
    }

    private func inSnapshotOrder(_ items: Set<ItemID>) -> [ItemID] {
        items.sorted {
            let a = places[$0]!, b = places[$1]!
            return (indexOfSlot[a.slot], a.row) < (indexOfSlot[b.slot], b.row)
        }
    }
}

extension DiffableSnapshot: Equatable {
    /// Two snapshots are equal when they hold the same sections with the same items in the
    /// same order, and the same reload and reconfigure marks.
    public static func == (lhs: DiffableSnapshot, rhs: DiffableSnapshot) -> Bool {
        guard lhs.order.count == rhs.order.count, lhs.places.count == rhs.places.count,
            lhs.reloadedItems == rhs.reloadedItems, lhs.reconfiguredItems == rhs.reconfiguredItems,
            lhs.reloadedSections == rhs.reloadedSections
        else { return false }
        for (left, right) in zip(lhs.order, rhs.order) {
            let a = lhs.storage[left]!, b = rhs.storage[right]!
            if a.id != b.id || a.items != b.items { return false }
        }
        return true
    }
}

extension DiffableSnapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension DiffableSnapshot.SectionStorage: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension DiffableSnapshot.Place: Sendable {}

extension DiffableSnapshot: CustomStringConvertible {
    /// The sections and their items, as `Section: [item, item] Section: []`.
    public var description: String {
        order.map { slot in
            let section = storage[slot]!
            return "\(section.id): [" + section.items.map { "\($0)" }.joined(separator: ", ") + "]"
        }.joined(separator: " ")
    }
}
