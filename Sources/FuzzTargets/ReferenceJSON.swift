/// JSON's grammar (RFC 8259) written plainly, as recursive descent, to check the scanner
/// against: where a value starting at an index ends, or nil when the bytes there are not a
/// value. Strings are checked byte by byte as the scanner does: control characters and bad
/// escapes are refused, other bytes (invalid UTF-8 included) are kept as they are.
struct ReferenceJSON {
    let bytes: [UInt8]
    /// Nesting deeper than this is not judged (``Outcome/tooDeep``): recursion needs stack.
    static let maximumDepth = 256

    enum Outcome: Equatable {
        case value(end: Int)
        case invalid
        case tooDeep
    }

    private struct TooDeep: Error {}

    /// Where the value starting at `start` (after any whitespace) ends.
    func valueEnd(from start: Int) -> Outcome {
        do {
            guard let end = try value(at: whitespaceEnd(start), depth: 0) else { return .invalid }
            return .value(end: end)
        } catch {
            return .tooDeep
        }
    }

    private func byte(_ i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

    func whitespaceEnd(_ start: Int) -> Int {
        var i = start
        while let b = byte(i), b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1 }
        return i
    }

    private func value(at i: Int, depth: Int) throws -> Int? {
        guard depth <= Self.maximumDepth else { throw TooDeep() }
        switch byte(i) {
        case UInt8(ascii: "{"): return try container(at: i, close: UInt8(ascii: "}"), depth: depth, member: true)
        case UInt8(ascii: "["): return try container(at: i, close: UInt8(ascii: "]"), depth: depth, member: false)
        case UInt8(ascii: "\""): return string(at: i)
        case UInt8(ascii: "t"): return word("true", at: i)
        case UInt8(ascii: "f"): return word("false", at: i)
        case UInt8(ascii: "n"): return word("null", at: i)
        default: return number(at: i)
        }
    }

    /// `[ value, … ]` or `{ "key": value, … }`.
    private func container(at open: Int, close: UInt8, depth: Int, member: Bool) throws -> Int? {
        var i = whitespaceEnd(open + 1)
        if byte(i) == close { return i + 1 }
        while true {
            if member {
                guard byte(i) == UInt8(ascii: "\""), let keyEnd = string(at: i) else { return nil }
                i = whitespaceEnd(keyEnd)
                guard byte(i) == UInt8(ascii: ":") else { return nil }
                i = whitespaceEnd(i + 1)
            }
            guard let end = try value(at: i, depth: depth + 1) else { return nil }
            i = whitespaceEnd(end)
            if byte(i) == close { return i + 1 }
            guard byte(i) == UInt8(ascii: ",") else { return nil }
            i = whitespaceEnd(i + 1)
        }
    }

    private func string(at quote: Int) -> Int? {
        var i = quote + 1
        while let b = byte(i) {
            switch b {
            case UInt8(ascii: "\""): return i + 1
            case 0x00..<0x20: return nil
            case UInt8(ascii: "\\"):
                guard let escape = byte(i + 1) else { return nil }
                if escape == UInt8(ascii: "u") {
                    for k in 2..<6 {
                        guard let h = byte(i + k), (0x30...0x39).contains(h) || (0x41...0x46).contains(h) || (0x61...0x66).contains(h)
                        else { return nil }
                    }
                    i += 6
                } else if "\"\\/bfnrt".utf8.contains(escape) {
                    i += 2
                } else {
                    return nil
                }
            default: i += 1
            }
        }
        return nil
    }

    private func word(_ word: String, at i: Int) -> Int? {
        for (k, expected) in word.utf8.enumerated() where byte(i + k) != expected { return nil }
        return i + word.utf8.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private func number(at start: Int) -> Int? {
        var i = start
        let isDigit = { (b: UInt8?) in b.map { (0x30...0x39).contains($0) } ?? false }
        if byte(i) == UInt8(ascii: "-") { i += 1 }
        if byte(i) == UInt8(ascii: "0") {
            i += 1
        } else {
            guard isDigit(byte(i)) else { return nil }
            while isDigit(byte(i)) { i += 1 }
        }
        if byte(i) == UInt8(ascii: ".") {
            i += 1
            guard isDigit(byte(i)) else { return nil }
            while isDigit(byte(i)) { i += 1 }
        }
        if byte(i) == UInt8(ascii: "e") || byte(i) == UInt8(ascii: "E") {
            i += 1
            if byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-") { i += 1 }
            guard isDigit(byte(i)) else { return nil }
            while isDigit(byte(i)) { i += 1 }
        }
        return i
    }
}
