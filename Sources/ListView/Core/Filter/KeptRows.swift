/// The rows of one section a filter keeps, ascending: a list of them when they are few, a
/// bitmap when they are more than one row in 64 of a big section (the first key of a filter
/// on a hundred million rows keeps half of them: 440 MB as a list, 12 MB as bits).
package struct KeptRows: Sendable {
    private enum Storage: Sendable {
        case list([Int])
        case bits(RowBitmap)
    }

    private var storage: Storage

    /// Sections smaller than this keep a list, whatever they keep.
    package static let smallestBitmap = 4_096

    /// `rows` (ascending) of a section of `sectionRows` rows, in the smaller form.
    package init(_ rows: [Int], sectionRows: Int) {
        storage = .list(rows)
        compact(sectionRows: sectionRows)
    }

    /// Whether rows are `bits` rather than a list (for tests of both forms).
    package var isBitmap: Bool {
        if case .bits = storage { true } else { false }
    }

    /// The list, when the rows are kept as one (the candidates a search is given).
    var list: [Int]? {
        if case let .list(rows) = storage { rows } else { nil }
    }

    package var count: Int {
        switch storage {
        case let .list(rows): rows.count
        case let .bits(bits): bits.count
        }
    }

    package func contains(_ row: Int) -> Bool { place(of: row) != nil }

    /// The place of `row` among the rows kept, if it is kept. - Complexity: O(log m) or O(1).
    package func place(of row: Int) -> Int? {
        switch storage {
        case let .list(rows):
            let i = rows.lowerBound(of: row)
            return i < rows.count && rows[i] == row ? i : nil
        case let .bits(bits):
            return bits.contains(row) ? bits.rank(row) : nil
        }
    }

    /// The row kept at `place` (from 0).
    package func row(atPlace place: Int) -> Int? {
        switch storage {
        case let .list(rows): rows.indices.contains(place) ? rows[place] : nil
        case let .bits(bits): bits.row(atPlace: place)
        }
    }

    package var first: Int? { row(after: -1) }
    package var last: Int? { row(before: Int.max) }

    /// The first row kept after `row`.
    package func row(after row: Int) -> Int? {
        switch storage {
        case let .list(rows):
            let i = rows.lowerBound(of: row + 1)
            return i < rows.count ? rows[i] : nil
        case let .bits(bits): return bits.first(atOrAfter: row + 1)
        }
    }

    /// The last row kept before `row`.
    package func row(before row: Int) -> Int? {
        switch storage {
        case let .list(rows):
            let i = rows.lowerBound(of: row)
            return i > 0 ? rows[i - 1] : nil
        case let .bits(bits): return bits.last(before: row)
        }
    }

    /// Calls `body` with each row kept, ascending.
    package func forEach(_ body: (Int) -> Void) {
        switch storage {
        case let .list(rows): rows.forEach(body)
        case let .bits(bits): bits.forEach(body)
        }
    }

    /// Keeps `row` too.
    package mutating func insert(_ row: Int) {
        switch storage {
        case var .list(rows):
            let i = rows.lowerBound(of: row)
            guard i == rows.count || rows[i] != row else { return }
            storage = .list([])  // the list is uniquely held while it changes
            rows.insert(row, at: i)
            storage = .list(rows)
        case var .bits(bits):
            storage = .list([])
            bits.insert(row)
            storage = .bits(bits)
        }
    }

    /// Keeps `added` too: rows after every row kept, ascending, in a section now of
    /// `sectionRows` rows.
    package mutating func append(_ added: [Int], sectionRows: Int) {
        switch storage {
        case var .list(rows):
            storage = .list([])
            rows += added
            storage = .list(rows)
        case var .bits(bits):
            storage = .list([])
            bits.append(added)
            storage = .bits(bits)
        }
        compact(sectionRows: sectionRows)
    }

    /// Rows gathered in any order, each possibly more than once (where an update moved the
    /// rows kept): for a big section straight into a bitmap, with no list of them to sort.
    package struct Collector {
        private var bits: RowBitmap?
        private var rows: [Int] = []
        private let sectionRows: Int

        package init(sectionRows: Int) {
            self.sectionRows = sectionRows
            bits = sectionRows >= KeptRows.smallestBitmap ? RowBitmap(width: sectionRows) : nil
        }

        package mutating func add(_ row: Int) {
            if bits != nil { bits?.setUncounted(row) } else { rows.append(row) }
        }

        /// Adds the rows `source` keeps in `rows`, each moved by `start - rows.lowerBound`:
        /// a stretch of rows an update moved together, copied a word at a time when both
        /// are bits. - Complexity: O(rows / 64) for bits, O(m) for the m rows kept in it.
        package mutating func add(_ source: KeptRows, _ rows: Range<Int>, movedTo start: Int) {
            if case let .bits(sourceBits) = source.storage, bits != nil {
                bits?.setUncounted(from: sourceBits, rows, to: start)
                return
            }
            var row = source.row(after: rows.lowerBound - 1)
            while let kept = row, kept < rows.upperBound {
                add(kept - rows.lowerBound + start)
                row = source.row(after: kept)
            }
        }

        /// The rows gathered, in the smaller form.
        package func kept() -> KeptRows {
            guard var bits else { return KeptRows(Array(Set(rows)).sorted(), sectionRows: sectionRows) }
            bits.recountAll()
            guard bits.count <= sectionRows / 64 else { return KeptRows(storage: .bits(bits)) }
            var list: [Int] = []
            list.reserveCapacity(bits.count)
            bits.forEach { list.append($0) }
            return KeptRows(storage: .list(list))
        }
    }

    private init(storage: Storage) { self.storage = storage }

    /// A list grown past one row in 64 of a big section becomes a bitmap.
    private mutating func compact(sectionRows: Int) {
        guard case let .list(rows) = storage, sectionRows >= Self.smallestBitmap, rows.count > sectionRows / 64 else { return }
        var bits = RowBitmap(width: sectionRows)
        bits.append(rows)
        storage = .bits(bits)
    }
}

extension KeptRows: Equatable {
    /// The same rows, whatever their form.
    package static func == (a: KeptRows, b: KeptRows) -> Bool {
        switch (a.storage, b.storage) {
        case let (.list(x), .list(y)): return x == y
        default:
            guard a.count == b.count else { return false }
            var rows: [Int] = []
            a.forEach { rows.append($0) }
            var same = true
            var i = 0
            b.forEach { row in
                same = same && rows[i] == row
                i += 1
            }
            return same
        }
    }
}
