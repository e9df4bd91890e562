import TableKit
import TestSupport

typealias TestSnapshot = DiffableSnapshot<String, Int>

/// One edit of a snapshot, as a test names it.
enum SnapshotEdit: CustomStringConvertible {
    case appendSections([String])
    case insertSections([String], before: String)
    case insertSectionsAfter([String], after: String)
    case deleteSections([String])
    case moveSection(String, before: String)
    case moveSectionAfter(String, after: String)
    case reloadSections([String])
    case appendItems([Int], toSection: String?)
    case insertItems([Int], before: Int)
    case insertItemsAfter([Int], after: Int)
    case deleteItems([Int])
    case deleteAllItems
    case moveItem(Int, before: Int)
    case moveItemAfter(Int, after: Int)
    case reloadItems([Int])
    case reconfigureItems([Int])

    var description: String {
        switch self {
        case let .appendSections(s): "appendSections(\(s))"
        case let .insertSections(s, a): "insertSections(\(s), before: \(a))"
        case let .insertSectionsAfter(s, a): "insertSections(\(s), after: \(a))"
        case let .deleteSections(s): "deleteSections(\(s))"
        case let .moveSection(s, a): "moveSection(\(s), before: \(a))"
        case let .moveSectionAfter(s, a): "moveSection(\(s), after: \(a))"
        case let .reloadSections(s): "reloadSections(\(s))"
        case let .appendItems(i, s): "appendItems(\(i), toSection: \(s ?? "nil"))"
        case let .insertItems(i, a): "insertItems(\(i), before: \(a))"
        case let .insertItemsAfter(i, a): "insertItems(\(i), after: \(a))"
        case let .deleteItems(i): "deleteItems(\(i))"
        case .deleteAllItems: "deleteAllItems()"
        case let .moveItem(i, a): "moveItem(\(i), before: \(a))"
        case let .moveItemAfter(i, a): "moveItem(\(i), after: \(a))"
        case let .reloadItems(i): "reloadItems(\(i))"
        case let .reconfigureItems(i): "reconfigureItems(\(i))"
        }
    }

    /// Applies the edit to a real snapshot.
    func apply(to snapshot: inout TestSnapshot) throws(DiffableSnapshotError) {
        switch self {
        case let .appendSections(s): try snapshot.appendSections(s)
        case let .insertSections(s, a): try snapshot.insertSections(s, beforeSection: a)
        case let .insertSectionsAfter(s, a): try snapshot.insertSections(s, afterSection: a)
        case let .deleteSections(s): try snapshot.deleteSections(s)
        case let .moveSection(s, a): try snapshot.moveSection(s, beforeSection: a)
        case let .moveSectionAfter(s, a): try snapshot.moveSection(s, afterSection: a)
        case let .reloadSections(s): try snapshot.reloadSections(s)
        case let .appendItems(i, s): try snapshot.appendItems(i, toSection: s)
        case let .insertItems(i, a): try snapshot.insertItems(i, beforeItem: a)
        case let .insertItemsAfter(i, a): try snapshot.insertItems(i, afterItem: a)
        case let .deleteItems(i): try snapshot.deleteItems(i)
        case .deleteAllItems: snapshot.deleteAllItems()
        case let .moveItem(i, a): try snapshot.moveItem(i, beforeItem: a)
        case let .moveItemAfter(i, a): try snapshot.moveItem(i, afterItem: a)
        case let .reloadItems(i): try snapshot.reloadItems(i)
        case let .reconfigureItems(i): try snapshot.reconfigureItems(i)
        }
    }
}

/// A snapshot written plainly: an array of sections, linear searches, one rule at a time,
/// independent of `DiffableSnapshot`'s slots and tables. Errors are checked in the order the
/// documentation gives: the anchor or target first, then the identifiers in order.
struct NaiveSnapshot: Equatable {
    var sections: [(id: String, items: [Int])] = []
    var reloadedItems: Set<Int> = []
    var reconfiguredItems: Set<Int> = []
    var reloadedSections: Set<String> = []

    static func == (a: NaiveSnapshot, b: NaiveSnapshot) -> Bool {
        a.sections.map(\.id) == b.sections.map(\.id) && a.sections.map(\.items) == b.sections.map(\.items)
            && a.reloadedItems == b.reloadedItems && a.reconfiguredItems == b.reconfiguredItems
            && a.reloadedSections == b.reloadedSections
    }

    /// What the real snapshot shows through its public API, in the same form.
    init(_ snapshot: TestSnapshot) {
        sections = snapshot.sectionIdentifiers.map { ($0, try! snapshot.itemIdentifiers(inSection: $0)) }
        reloadedItems = Set(snapshot.reloadedItemIdentifiers)
        reconfiguredItems = Set(snapshot.reconfiguredItemIdentifiers)
        reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
    }

    init() {}

    var allItems: [Int] { sections.flatMap(\.items) }

    private func sectionIndex(_ id: String) throws(DiffableSnapshotError) -> Int {
        guard let index = sections.firstIndex(where: { $0.id == id }) else { throw .unknownSection(String(reflecting: id)) }
        return index
    }

    private func itemPlace(_ id: Int) throws(DiffableSnapshotError) -> (section: Int, row: Int) {
        for (s, section) in sections.enumerated() {
            if let r = section.items.firstIndex(of: id) { return (s, r) }
        }
        throw .unknownItem(String(reflecting: id))
    }

    private func checkNewSections(_ ids: [String]) throws(DiffableSnapshotError) {
        for (k, id) in ids.enumerated() where sections.contains(where: { $0.id == id }) || ids.prefix(k).contains(id) {
            throw .duplicateSection(String(reflecting: id))
        }
    }

    private func checkNewItems(_ ids: [Int]) throws(DiffableSnapshotError) {
        let present = allItems
        for (k, id) in ids.enumerated() where present.contains(id) || ids.prefix(k).contains(id) {
            throw .duplicateItem(String(reflecting: id))
        }
    }

    private mutating func removeItem(_ id: Int) {
        let place = try! itemPlace(id)
        sections[place.section].items.remove(at: place.row)
    }

    mutating func apply(_ edit: SnapshotEdit) throws(DiffableSnapshotError) {
        switch edit {
        case let .appendSections(ids):
            try checkNewSections(ids)
            sections += ids.map { ($0, []) }
        case let .insertSections(ids, anchor):
            let index = try sectionIndex(anchor)
            try checkNewSections(ids)
            sections.insert(contentsOf: ids.map { ($0, []) }, at: index)
        case let .insertSectionsAfter(ids, anchor):
            let index = try sectionIndex(anchor)
            try checkNewSections(ids)
            sections.insert(contentsOf: ids.map { ($0, []) }, at: index + 1)
        case let .deleteSections(ids):
            for id in ids { _ = try sectionIndex(id) }
            for section in sections where ids.contains(section.id) {
                reloadedItems.subtract(section.items)
                reconfiguredItems.subtract(section.items)
            }
            reloadedSections.subtract(ids)
            sections.removeAll { ids.contains($0.id) }
        case let .moveSection(id, anchor), let .moveSectionAfter(id, anchor):
            let from = try sectionIndex(id)
            _ = try sectionIndex(anchor)
            guard id != anchor else { throw .sectionMovedRelativeToItself(String(reflecting: id)) }
            let section = sections.remove(at: from)
            let anchorIndex = try sectionIndex(anchor)
            let after = if case .moveSectionAfter = edit { true } else { false }
            sections.insert(section, at: after ? anchorIndex + 1 : anchorIndex)
        case let .reloadSections(ids):
            for id in ids { _ = try sectionIndex(id) }
            reloadedSections.formUnion(ids)
        case let .appendItems(ids, section):
            let index: Int
            if let section {
                index = try sectionIndex(section)
            } else {
                guard !sections.isEmpty else { throw .noSection }
                index = sections.count - 1
            }
            try checkNewItems(ids)
            sections[index].items += ids
        case let .insertItems(ids, anchor):
            let place = try itemPlace(anchor)
            try checkNewItems(ids)
            sections[place.section].items.insert(contentsOf: ids, at: place.row)
        case let .insertItemsAfter(ids, anchor):
            let place = try itemPlace(anchor)
            try checkNewItems(ids)
            sections[place.section].items.insert(contentsOf: ids, at: place.row + 1)
        case let .deleteItems(ids):
            for id in ids { _ = try itemPlace(id) }
            for id in Set(ids) { removeItem(id) }
            reloadedItems.subtract(ids)
            reconfiguredItems.subtract(ids)
        case .deleteAllItems:
            self = NaiveSnapshot()
        case let .moveItem(id, anchor), let .moveItemAfter(id, anchor):
            _ = try itemPlace(id)
            _ = try itemPlace(anchor)
            guard id != anchor else { throw .itemMovedRelativeToItself(String(reflecting: id)) }
            removeItem(id)
            let place = try itemPlace(anchor)
            let after = if case .moveItemAfter = edit { true } else { false }
            sections[place.section].items.insert(id, at: after ? place.row + 1 : place.row)
        case let .reloadItems(ids):
            for id in ids { _ = try itemPlace(id) }
            reloadedItems.formUnion(ids)
        case let .reconfigureItems(ids):
            for id in ids { _ = try itemPlace(id) }
            reconfiguredItems.formUnion(ids)
        }
    }
}

/// Random snapshot edits over small pools of identifiers (sections "A"…"F", items 0…39).
/// Most name identifiers the snapshot has (for anchors, deletes, moves, reloads) or lacks
/// (for appends and inserts); about one in eight does the opposite, so some edits are
/// invalid on purpose.
enum RandomSnapshotEdits {
    static let sectionPool = ["A", "B", "C", "D", "E", "F"]
    static let itemPool = Array(0..<40)

    static func edit(_ rng: inout SeededGenerator, in snapshot: TestSnapshot) -> SnapshotEdit {
        let presentSections = snapshot.sectionIdentifiers
        let absentSections = sectionPool.filter { snapshot.indexOfSection($0) == nil }
        let presentItems = snapshot.itemIdentifiers
        let absentItems = itemPool.filter { snapshot.indexOfItem($0) == nil }
        func pick<T>(_ likely: [T], _ pool: [T]) -> T {
            let source = likely.isEmpty || Int.random(in: 0..<8, using: &rng) == 0 ? pool : likely
            return source.randomElement(using: &rng)!
        }
        func section() -> String { pick(presentSections, sectionPool) }
        func newSection() -> String { pick(absentSections, sectionPool) }
        func item() -> Int { pick(presentItems, itemPool) }
        func newItem() -> Int { pick(absentItems, itemPool) }
        func some<T>(_ n: ClosedRange<Int>, _ one: () -> T) -> [T] { (0..<Int.random(in: n, using: &rng)).map { _ in one() } }
        switch Int.random(in: 0..<40, using: &rng) {
        case 0, 1, 2: return .appendSections(some(0...2, newSection))
        case 3: return .insertSections(some(1...2, newSection), before: section())
        case 4: return .insertSectionsAfter(some(1...2, newSection), after: section())
        case 5: return .deleteSections([section()])
        case 6, 7: return .moveSection(section(), before: section())
        case 8, 9: return .moveSectionAfter(section(), after: section())
        case 10: return .reloadSections(some(1...2, section))
        case 11...17: return .appendItems(some(0...4, newItem), toSection: Bool.random(using: &rng) ? nil : section())
        case 18, 19, 20: return .insertItems(some(1...3, newItem), before: item())
        case 21, 22, 23: return .insertItemsAfter(some(1...3, newItem), after: item())
        case 24, 25, 26: return .deleteItems(some(1...3, item))
        case 27: return Int.random(in: 0..<10, using: &rng) == 0 ? .deleteAllItems : .deleteItems([item()])
        case 28...31: return .moveItem(item(), before: item())
        case 32...35: return .moveItemAfter(item(), after: item())
        case 36, 37: return .reloadItems(some(1...2, item))
        default: return .reconfigureItems(some(1...2, item))
        }
    }

    /// `snapshot` after `count` random edits, skipping those it refuses.
    static func edited(_ snapshot: TestSnapshot, _ count: Int, _ rng: inout SeededGenerator) -> TestSnapshot {
        var result = snapshot
        for _ in 0..<count { try? edit(&rng, in: result).apply(to: &result) }
        return result
    }

    /// A random snapshot built from scratch: up to `maxSections` sections from the pool,
    /// each with items drawn from the pool without repetition.
    static func snapshot(_ rng: inout SeededGenerator, maxSections: Int = 5) -> TestSnapshot {
        var snapshot = TestSnapshot()
        let sectionIDs = Array(sectionPool.shuffled(using: &rng).prefix(Int.random(in: 0...maxSections, using: &rng)))
        try! snapshot.appendSections(sectionIDs)
        var items = itemPool.shuffled(using: &rng)
        for section in sectionIDs {
            let count = Int.random(in: 0...min(8, items.count), using: &rng)
            try! snapshot.appendItems(Array(items.prefix(count)), toSection: section)
            items.removeFirst(count)
        }
        return snapshot
    }
}
