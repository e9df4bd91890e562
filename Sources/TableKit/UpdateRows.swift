/// The row operations of a validated update as plain integer pairs: what ``TableUpdate``
/// sorts and maps, and what ``TableSections`` applies.
@usableFromInline
struct UpdateRows: Sendable {
    @usableFromInline
    struct Change: Sendable {
        @usableFromInline var path: RowPath
        @usableFromInline var animation: RowAnimation
    }

    @usableFromInline
    struct Reload: Sendable {
        @usableFromInline var from: RowPath
        /// Where the row is after the update; placed by ``placeReloads(with:)``.
        @usableFromInline var to: RowPath
        @usableFromInline var animation: RowAnimation
    }

    @usableFromInline
    struct Move: Hashable, Sendable {
        @usableFromInline var from: RowPath
        @usableFromInline var to: RowPath
    }

    /// By old place.
    @usableFromInline var deleted: [Change] = []
    /// By new place.
    @usableFromInline var inserted: [Change] = []
    /// By old place.
    @usableFromInline var reloaded: [Reload] = []
    /// By old place.
    @usableFromInline var moved: [Move] = []

    var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty }

    /// Every list sorted as ``TableUpdate`` lists them.
    func sorted() -> UpdateRows {
        UpdateRows(
            deleted: deleted.sorted { $0.path < $1.path },
            inserted: inserted.sorted { $0.path < $1.path },
            reloaded: reloaded.sorted { $0.from < $1.from },
            moved: moved.sorted { $0.from < $1.from })
    }

    /// Works out where each reloaded row is after the update: it keeps its place among its
    /// neighbours.
    mutating func placeReloads(with map: UpdateMap) {
        for i in reloaded.indices { reloaded[i].to = map.newPlace(ofStayingRow: reloaded[i].from) }
    }

    /// The rows of the inverse update.
    func inverted() -> UpdateRows {
        UpdateRows(
            deleted: inserted,
            inserted: deleted,
            reloaded: reloaded.map { Reload(from: $0.to, to: $0.from, animation: $0.animation) },
            moved: moved.map { Move(from: $0.to, to: $0.from) })
    }
}

/// Maps sections and rows across a validated update, in O(log u) per query for u operations.
@usableFromInline
struct UpdateMap: Sendable {
    @usableFromInline let sections: SectionMapping
    /// Old indexes of reloaded sections, sorted; and their new indexes, sorted.
    private let reloadedOld: [Int]
    private let reloadedNew: [Int]
    /// Old rows that leave their place (deleted or moved away), by old section; sorted.
    private let removedRows: [Int: [Int]]
    /// New places filled by something other than a staying row (inserted or moved there),
    /// by new section; sorted.
    private let takenRows: [Int: [Int]]
    private let rowMovesForward: [RowPath: RowPath]
    private let rowMovesBackward: [RowPath: RowPath]

    init(
        deletedSections: [Int], insertedSections: [Int], reloadedSections: [(from: Int, to: Int)],
        movedSections: [TableUpdate.SectionMove], rows: UpdateRows
    ) {
        sections = SectionMapping(deleted: deletedSections, inserted: insertedSections, moves: movedSections)
        reloadedOld = reloadedSections.map(\.from).sorted()
        reloadedNew = reloadedSections.map(\.to).sorted()
        var removed: [Int: [Int]] = [:]
        var taken: [Int: [Int]] = [:]
        for row in rows.deleted { removed[row.path.section, default: []].append(row.path.row) }
        for row in rows.inserted { taken[row.path.section, default: []].append(row.path.row) }
        for move in rows.moved {
            removed[move.from.section, default: []].append(move.from.row)
            taken[move.to.section, default: []].append(move.to.row)
        }
        removedRows = removed.mapValues { $0.sorted() }
        takenRows = taken.mapValues { $0.sorted() }
        rowMovesForward = Dictionary(rows.moved.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        rowMovesBackward = Dictionary(rows.moved.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    }

    func newSection(forOld section: Int) -> Int? { sections.newIndex(of: section) }
    func isReloaded(newSection section: Int) -> Bool { IndexShift.contains(section, in: reloadedNew) }
    func isReloaded(oldSection section: Int) -> Bool { IndexShift.contains(section, in: reloadedOld) }
    func oldSection(forNew section: Int) -> Int? { sections.oldIndex(of: section) }

    /// Old rows of `section` (an old index) that leave their place: deleted or moved. Sorted.
    @usableFromInline
    func removedRows(inOldSection section: Int) -> [Int] { removedRows[section] ?? [] }
    /// New rows of `section` (a new index) that something other than a staying row fills:
    /// inserted or moved there. Sorted.
    @usableFromInline
    func takenRows(inNewSection section: Int) -> [Int] { takenRows[section] ?? [] }

    /// Where the row at `old` is after the update, or `nil` if the update removes it.
    func newPlace(ofOld old: RowPath) -> RowPath? {
        if let destination = rowMovesForward[old] { return destination }
        if IndexShift.contains(old.section, in: reloadedOld) { return nil }
        guard let section = sections.newIndex(of: old.section) else { return nil }
        let shift = IndexShift(removed: removedRows(inOldSection: old.section), taken: takenRows(inNewSection: section))
        if shift.isRemoved(old.row) { return nil }
        return RowPath(row: shift.newPosition(ofStaying: old.row), section: section)
    }

    /// Where the row at `new` was before the update, or `nil` if the update added it.
    func oldPlace(ofNew new: RowPath) -> RowPath? {
        if let source = rowMovesBackward[new] { return source }
        if IndexShift.contains(new.section, in: reloadedNew) { return nil }
        guard let section = sections.oldIndex(of: new.section) else { return nil }
        let shift = IndexShift(removed: removedRows(inOldSection: section), taken: takenRows(inNewSection: new.section))
        if shift.isTaken(new.row) { return nil }
        return RowPath(row: shift.oldPosition(ofStaying: new.row), section: section)
    }

    /// Where a row that stays in its section (neither deleted nor moved, its section neither
    /// deleted nor reloaded) is after the update.
    func newPlace(ofStayingRow old: RowPath) -> RowPath {
        let section = sections.newIndex(ofSurviving: old.section)
        let shift = IndexShift(removed: removedRows(inOldSection: old.section), taken: takenRows(inNewSection: section))
        return RowPath(row: shift.newPosition(ofStaying: old.row), section: section)
    }
}
