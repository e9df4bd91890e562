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
    func arrangement(of keys: [[UInt8]]) -> [Int] {
        var order: [Int]
        if numeric {
            let numbers = keys.map(Self.firstNumber)
            order = Array(keys.indices).sorted { a, b in
                let c = Self.compare(numbers[a], numbers[b])
                return c != 0 ? c < 0 : a < b
            }
            if unique { order = Self.droppingRepeats(order) { Self.compare(numbers[$0], numbers[$1]) == 0 } }
        } else {
            let folded = ignoreCase ? keys.map { $0.map(Self.lowercased) } : keys
            order = Array(keys.indices).sorted { a, b in
                let c = Self.compare(folded[a], folded[b])
                return c != 0 ? c < 0 : a < b
            }
            if unique { order = Self.droppingRepeats(order) { folded[$0] == folded[$1] } }
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

    /// Bytewise, as memcmp: -1, 0 or 1.
    private static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    /// A row's first number: its sign and its digits without leading zeros; nil when it has none.
    private struct Number {
        var negative: Bool
        var digits: ArraySlice<UInt8>
    }

    private static func firstNumber(_ bytes: [UInt8]) -> Number? {
        guard let start = bytes.firstIndex(where: isDigit) else { return nil }
        let end = bytes[start...].firstIndex { !isDigit($0) } ?? bytes.count
        var digits = bytes[start..<end]
        while digits.count > 1, digits.first == UInt8(ascii: "0") { digits = digits.dropFirst() }
        let negative = start > 0 && bytes[start - 1] == UInt8(ascii: "-") && digits != [UInt8(ascii: "0")]
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
