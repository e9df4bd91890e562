import LibC

/// How `:sort` orders rows, as vim's `:sort` and `LC_ALL=C sort` do: by the bytes each row
/// shows, stable.
struct RowSortOrder: Equatable {
    /// `!`: the order reversed.
    var reverse = false
    /// `u`: of rows that compare equal, only the first stays.
    var unique = false
    /// `n`: by the first decimal number in the row (a `-` before it makes it negative); rows
    /// without one come first, in their order.
    var numeric = false
    /// `i`: ASCII letters compare without case.
    var ignoreCase = false

    /// The order of `keys` (each row's bytes): indices into it, first to last; with
    /// ``unique``, the later of equal rows left out.
    /// - Complexity: O(n log n) comparisons of keys.
    func arrangement(of keys: RowKeys) -> [Int] {
        let indices = 0..<keys.count
        var order: [Int]
        if numeric {
            let numbers = indices.map { Self.firstNumber(keys[$0]) }
            order = Array(indices).sorted { a, b in
                let c = Self.compare(numbers[a], numbers[b])
                return c != 0 ? c < 0 : a < b
            }
            if unique { order = Self.droppingRepeats(order) { Self.compare(numbers[$0], numbers[$1]) == 0 } }
        } else {
            // Sorted by their first 16 bytes as two integers, compared with memcmp only past
            // them: a million keys compared byte by byte cost several times the sort.
            var packed = keys
            if ignoreCase { packed.bytes = packed.bytes.map(Self.lowercased) }
            order = packed.withComparator { compare in
                var entries = indices.map { SortEntry(prefix: packed.prefix(of: $0), index: $0) }
                entries.sort { a, b in
                    if a.prefix.high != b.prefix.high { return a.prefix.high < b.prefix.high }
                    if a.prefix.low != b.prefix.low { return a.prefix.low < b.prefix.low }
                    let c = compare(a.index, b.index)
                    return c != 0 ? c < 0 : a.index < b.index
                }
                return entries.map(\.index)
            }
            if unique { order = packed.withComparator { compare in Self.droppingRepeats(order) { compare($0, $1) == 0 } } }
        }
        return reverse ? order.reversed() : order
    }

    /// `order` without the entries equal to the one before them.
    private static func droppingRepeats(_ order: [Int], _ equal: (Int, Int) -> Bool) -> [Int] {
        var kept: [Int] = []
        kept.reserveCapacity(order.count)
        for index in order where kept.last.map({ !equal($0, index) }) ?? true { kept.append(index) }
        return kept
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }


    /// A row's first number: its sign and its digits without leading zeros; nil when it has none.
    private struct Number {
        var negative: Bool
        var digits: ArraySlice<UInt8>
    }

    private static func firstNumber(_ bytes: ArraySlice<UInt8>) -> Number? {
        guard let start = bytes.firstIndex(where: isDigit) else { return nil }
        let end = bytes[start...].firstIndex { !isDigit($0) } ?? bytes.endIndex
        var digits = bytes[start..<end]
        while digits.count > 1, digits.first == UInt8(ascii: "0") { digits = digits.dropFirst() }
        let negative = start > bytes.startIndex && bytes[start - 1] == UInt8(ascii: "-") && !digits.elementsEqual([UInt8(ascii: "0")])
        return Number(negative: negative, digits: digits)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Rows without a number first; then by value.
    private static func compare(_ a: Number?, _ b: Number?) -> Int {
        switch (a, b) {
        case (nil, nil): return 0
        case (nil, _): return -1
        case (_, nil): return 1
        case let (a?, b?):
            if a.negative != b.negative { return a.negative ? -1 : 1 }
            var magnitude = a.digits.count != b.digits.count ? (a.digits.count < b.digits.count ? -1 : 1) : 0
            if magnitude == 0 {
                for (x, y) in zip(a.digits, b.digits) where x != y {
                    magnitude = x < y ? -1 : 1
                    break
                }
            }
            return a.negative ? -magnitude : magnitude
        }
    }
}

/// A key's first 16 bytes as two big-endian integers (zeros past its end), and its index.
private struct SortEntry {
    var prefix: (high: UInt64, low: UInt64)
    var index: Int
}

/// Rows' bytes end to end in one buffer (a sort's keys), compared as memcmp does: no array a
/// row, so that a million keys cost one allocation.
struct RowKeys {
    var bytes: [UInt8] = []
    /// Where each key starts in `bytes`, and one more: where the last ends.
    var starts: [Int] = [0]

    /// The keys `keys`, packed.
    init(_ keys: [[UInt8]]) {
        bytes.reserveCapacity(keys.reduce(0) { $0 + $1.count })
        starts.reserveCapacity(keys.count + 1)
        for key in keys {
            bytes += key
            starts.append(bytes.count)
        }
    }

    /// Keys already packed: key `k` is `bytes[starts[k]..<starts[k + 1]]`.
    init(bytes: [UInt8], starts: [Int]) {
        self.bytes = bytes
        self.starts = starts
    }

    var count: Int { starts.count - 1 }

    subscript(index: Int) -> ArraySlice<UInt8> { bytes[starts[index]..<starts[index + 1]] }

    /// Key `index`'s first 16 bytes, big-endian, so that the integers order as the bytes do
    /// (a key shorter than 16 bytes compares as if zeros followed; the comparison of the
    /// whole keys then settles the tie).
    func prefix(of index: Int) -> (high: UInt64, low: UInt64) {
        var high: UInt64 = 0, low: UInt64 = 0
        let start = starts[index], end = starts[index + 1]
        for offset in 0..<16 {
            let byte = start + offset < end ? UInt64(bytes[start + offset]) : 0
            if offset < 8 { high |= byte << (56 - 8 * UInt64(offset)) } else { low |= byte << (56 - 8 * UInt64(offset - 8)) }
        }
        return (high, low)
    }

    /// Calls `body` with a function that compares key `a` with key `b`: negative, 0 or positive.
    func withComparator<Result>(_ body: ((Int, Int) -> Int) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                let base = buffer.baseAddress
                return body { a, b in
                    let aStart = starts[a], aCount = starts[a + 1] - aStart
                    let bStart = starts[b], bCount = starts[b + 1] - bStart
                    let common = min(aCount, bCount)
                    if common > 0, let base {
                        let c = memcmp(base + aStart, base + bStart, common)
                        if c != 0 { return Int(c) }
                    }
                    return aCount - bCount
                }
            }
        }
    }
}
