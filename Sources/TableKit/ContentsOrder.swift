/// Which of the contents an edit was given, in call order, goes with each row of its
/// validated update, whose lists are sorted by place and leave out rows that a section's
/// change covers: worked out on the places alone, in code that is not generic, so that a put
/// of a hundred thousand rows costs a comparison a row, not a hash.
@usableFromInline
struct ContentsOrder {
    /// For each wanted place, the index of its contents among those given; nil when that is
    /// the same index (the given places are the wanted ones, in order: a run of rows inserted).
    @usableFromInline let indexes: [Int]?

    /// - Parameters:
    ///   - wanted: the update's places, ascending.
    ///   - given: the edit's places, in call order; distinct (the validated update names no
    ///     place twice).
    /// - Precondition: every wanted place is among the given ones.
    /// - Complexity: O(n) when the given places are ascending, else O(n log n).
    @usableFromInline
    init(of wanted: [RowPath], given: [RowPath]) {
        if wanted == given {
            indexes = nil
            return
        }
        var byPlace = Array(given.indices)
        if !Self.isAscending(given) { byPlace.sort { given[$0] < given[$1] } }
        var indexes: [Int] = []
        indexes.reserveCapacity(wanted.count)
        var next = 0
        for place in wanted {
            while next < byPlace.count, given[byPlace[next]] < place { next += 1 }
            precondition(
                next < byPlace.count && given[byPlace[next]] == place,
                "an edit's inserted or reloaded row has no contents")
            indexes.append(byPlace[next])
            next += 1
        }
        self.indexes = indexes
    }

    /// The index among the given contents of the `k`-th wanted place's.
    @inlinable
    func index(_ k: Int) -> Int { indexes?[k] ?? k }

    /// `values` (the given contents) in the wanted places' order.
    @inlinable
    func arranged<Value>(_ values: [Value]) -> [Value] {
        guard let indexes else { return values }
        return indexes.map { values[$0] }
    }

    private static func isAscending(_ places: [RowPath]) -> Bool {
        zip(places, places.dropFirst()).allSatisfy { $0 < $1 }
    }
}
