import TestSupport

/// Random inputs that look enough like lists to reach every branch of the formats.
struct FuzzGenerator: RandomNumberGenerator {
    private var random: SeededGenerator
    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    private static let pieces: [[UInt8]] = [
        "\n", "\r\n", "\r", " ", "  ", "\t", "- ", "* ", "+ ", "1. ", "2) ", "# ", "## ", "#", ";", "```", "~~~",
        "- [ ] ", "- [x] ", "---", "pick abc ", "text", "é", "界", "😀", "[", "]", "{", "}", "\"", ",", ":",
    ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xEF, 0xBB, 0xBF], [0x1B]]

    /// Up to ~40 pieces of list-like text, with stray bytes.
    mutating func listishBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...40, using: &self) { bytes += Self.pieces.randomElement(using: &self)! }
        return bytes
    }

    /// Text a user might type.
    mutating func text() -> String {
        ["x", "a longer item", "", "quote \" and \\ backslash", "tab\tin", "界😀", "1", "[1,2]", "- nested?"]
            .randomElement(using: &self)!
    }

    /// A valid JSON document: an array, or an object of arrays, with random whitespace.
    mutating func jsonDocument() -> [UInt8] {
        var out = space()
        if Bool.random(using: &self) {
            out += array(depth: 0)
        } else {
            out += "{" + space()
            let keys = Int.random(in: 0...3, using: &self)
            for k in 0..<keys {
                out += "\"k\(k)\"" + space() + ":" + space() + array(depth: 0) + space()
                if k < keys - 1 { out += "," + space() }
            }
            out += "}"
        }
        return Array((out + space()).utf8)
    }

    private mutating func space() -> String { ["", " ", "\n", "\n  ", "\t", "\r\n    "].randomElement(using: &self)! }

    private mutating func array(depth: Int) -> String {
        let count = Int.random(in: 0...4, using: &self)
        var out = "[" + space()
        for i in 0..<count {
            out += value(depth: depth + 1) + space()
            if i < count - 1 { out += "," + space() }
        }
        return out + "]"
    }

    private mutating func value(depth: Int) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &self) {
        case 0: return "\"s\(Int.random(in: 0...9, using: &self))\""
        case 1: return "\"esc \\\" \\\\ \\n \\u00e9 \\ud83d\\ude00\""
        case 2: return ["0", "-1.5e3", "42", "3.25"].randomElement(using: &self)!
        case 3: return ["true", "false", "null"].randomElement(using: &self)!
        case 4: return "\"界\""
        case 5: return array(depth: depth)
        default: return "{" + space() + "\"a\"" + space() + ":" + space() + value(depth: depth + 1) + space() + "}"
        }
    }
}
