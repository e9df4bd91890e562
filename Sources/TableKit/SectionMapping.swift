/// Where the sections go across an update: deleted ones leave, inserted ones arrive, moved
/// ones jump, and the rest keep their order in the places left free (``IndexShift``).
///
/// Both the validator and a validated ``TableUpdate`` map sections with it.
/// - Complexity: O(log u) per query for u section operations.
@usableFromInline
struct SectionMapping: Sendable {
    /// Old indexes of deleted sections, sorted.
    let deleted: [Int]
    /// New indexes of inserted sections, sorted.
    let inserted: [Int]
    private let shift: IndexShift
    private let movesForward: [Int: Int]
    private let movesBackward: [Int: Int]

    /// - Precondition: no old index and no new index is named twice (the validator checks).
    init(deleted: [Int], inserted: [Int], moves: [TableUpdate.SectionMove]) {
        self.deleted = deleted.sorted()
        self.inserted = inserted.sorted()
        shift = IndexShift(
            removed: (deleted + moves.map(\.from)).sorted(),
            taken: (inserted + moves.map(\.to)).sorted())
        movesForward = Dictionary(moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        movesBackward = Dictionary(moves.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    }

    static let identity = SectionMapping(deleted: [], inserted: [], moves: [])

    func isDeleted(_ old: Int) -> Bool { IndexShift.contains(old, in: deleted) }
    func isInserted(_ new: Int) -> Bool { IndexShift.contains(new, in: inserted) }

    /// The new index of an old section the update does not delete.
    func newIndex(ofSurviving old: Int) -> Int { movesForward[old] ?? shift.newPosition(ofStaying: old) }
    /// The old index of a new section the update does not insert.
    @usableFromInline
    func oldIndex(ofSurviving new: Int) -> Int { movesBackward[new] ?? shift.oldPosition(ofStaying: new) }

    /// The new index of an old section, or `nil` if the update deletes it.
    func newIndex(of old: Int) -> Int? { isDeleted(old) ? nil : newIndex(ofSurviving: old) }
    /// The old index of a new section, or `nil` if the update inserts it.
    func oldIndex(of new: Int) -> Int? { isInserted(new) ? nil : oldIndex(ofSurviving: new) }
}
