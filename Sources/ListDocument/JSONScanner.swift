/// Finds where JSON values begin and end in bytes, checking their syntax, without building
/// them and without recursion: nesting is a counter and a stack of bytes, so a file nested a
/// hundred thousand levels deep is read like any other (or refused with an error), never a
/// stack overflow.
package struct JSONScanner {
    package let bytes: [UInt8]

    /// A scanner over `bytes`.
    package init(bytes: [UInt8]) { self.bytes = bytes }

    /// The index after the whitespace starting at `index`.
    package func skipWhitespace(_ index: Int, limit: Int) -> Int {
        var i = index
        while i < limit, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        return i
    }

    /// The end of the value starting at `start`.
    /// - Throws: ``DocumentError/invalid(_:)`` naming the byte offset and what was wrong.
    package func valueEnd(from start: Int, limit: Int) throws(DocumentError) -> Int {
        var stack: [UInt8] = []  // the closing bracket each open container expects
        var i = start
        var expectValue = true
        while true {
            // A container just closed the outermost value: done, whatever follows.
            if !expectValue, stack.isEmpty { return i }
            i = skipWhitespace(i, limit: limit)
            guard i < limit else { throw error(at: i, "unexpected end of the document") }
            if expectValue {
                switch bytes[i] {
                case UInt8(ascii: "{"):
                    stack.append(UInt8(ascii: "}"))
                    i = skipWhitespace(i + 1, limit: limit)
                    guard i < limit else { throw error(at: i, "unexpected end of the document") }
                    if bytes[i] == UInt8(ascii: "}") {
                        stack.removeLast()
                        i += 1
                        expectValue = false
                    } else {
                        i = try member(at: i, limit: limit)
                    }
                    continue
                case UInt8(ascii: "["):
                    stack.append(UInt8(ascii: "]"))
                    i = skipWhitespace(i + 1, limit: limit)
                    guard i < limit else { throw error(at: i, "unexpected end of the document") }
                    if bytes[i] == UInt8(ascii: "]") {
                        stack.removeLast()
                        i += 1
                        expectValue = false
                    }
                    continue
                case UInt8(ascii: "\""): i = try stringEnd(from: i, limit: limit)
                case UInt8(ascii: "t"): i = try literal("true", at: i, limit: limit)
                case UInt8(ascii: "f"): i = try literal("false", at: i, limit: limit)
                case UInt8(ascii: "n"): i = try literal("null", at: i, limit: limit)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): i = try numberEnd(from: i, limit: limit)
                default: throw error(at: i, "a value was expected")
                }
                expectValue = false
            }
            // After a value: done, a comma, or the end of a container.
            guard let closing = stack.last else { return i }
            i = skipWhitespace(i, limit: limit)
            guard i < limit else { throw error(at: i, "unexpected end of the document") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                if closing == UInt8(ascii: "}") { i = try member(at: skipWhitespace(i, limit: limit), limit: limit) }
                expectValue = true
            } else if bytes[i] == closing {
                stack.removeLast()
                i += 1
            } else {
                throw error(at: i, "“,” or “\(Character(Unicode.Scalar(closing)))” was expected")
            }
        }
    }

    /// A `"key":` at `index`; returns the index after the colon.
    private func member(at index: Int, limit: Int) throws(DocumentError) -> Int {
        guard index < limit, bytes[index] == UInt8(ascii: "\"") else { throw error(at: index, "a key in quotes was expected") }
        let afterKey = skipWhitespace(try stringEnd(from: index, limit: limit), limit: limit)
        guard afterKey < limit, bytes[afterKey] == UInt8(ascii: ":") else { throw error(at: afterKey, "“:” was expected") }
        return afterKey + 1
    }

    /// The end of the string starting at the quote `start`.
    package func stringEnd(from start: Int, limit: Int) throws(DocumentError) -> Int {
        var i = start + 1
        while i < limit {
            switch bytes[i] {
            case UInt8(ascii: "\""): return i + 1
            case UInt8(ascii: "\\"):
                // A backslash as the last byte escapes nothing: the string is never closed.
                guard i + 1 < limit else { throw error(at: start, "a string that is never closed") }
                let escape = bytes[i + 1]
                if escape == UInt8(ascii: "u") {
                    guard i + 6 <= limit, bytes[(i + 2)..<(i + 6)].allSatisfy(Self.isHex) else {
                        throw error(at: i, "a \\u escape needs four hexadecimal digits")
                    }
                    i += 6
                } else {
                    guard Array("\"\\/bfnrt".utf8).contains(escape) else { throw error(at: i, "an unknown escape in a string") }
                    i += 2
                }
            case 0x00..<0x20: throw error(at: i, "a control character inside a string")
            default: i += 1
            }
        }
        throw error(at: start, "a string that is never closed")
    }

    private func numberEnd(from start: Int, limit: Int) throws(DocumentError) -> Int {
        var i = start
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let digits = { (i: inout Int) -> Int in
            let begin = i
            while i < limit, (0x30...0x39).contains(self.bytes[i]) { i += 1 }
            return i - begin
        }
        // A leading zero is the whole integer part: 01 is not JSON (RFC 8259), and other
        // programs refuse it.
        if i < limit, bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            guard digits(&i) > 0 else { throw error(at: start, "a number was expected") }
        }
        if i < limit, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&i) > 0 else { throw error(at: i, "digits were expected after “.”") }
        }
        if i < limit, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < limit, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&i) > 0 else { throw error(at: i, "digits were expected in the exponent") }
        }
        return i
    }

    private func literal(_ word: String, at index: Int, limit: Int) throws(DocumentError) -> Int {
        let expected = Array(word.utf8)
        guard index + expected.count <= limit, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw error(at: index, "a value was expected")
        }
        return index + expected.count
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    func error(at index: Int, _ what: String) -> DocumentError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return .invalid("invalid JSON at line \(line), column \(column): \(what)")
    }

    // MARK: - Reading values

    /// The decoded text of the string whose quote is at `start`.
    package func decodedString(_ string: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        var i = string.startIndex + 1
        let end = string.endIndex - 1
        while i < end {
            let byte = string[i]
            guard byte == UInt8(ascii: "\\"), i + 1 < end else { out.append(byte); i += 1; continue }
            let escape = string[i + 1]
            switch escape {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                let hex = String(decoding: string[(i + 2)..<min(i + 6, end)], as: UTF8.self)
                var value = UInt32(hex, radix: 16) ?? 0xFFFD
                var consumed = 6
                // A surrogate pair, \uD83D\uDE00, is one scalar.
                if (0xD800...0xDBFF).contains(value), i + 12 <= end, string[i + 6] == UInt8(ascii: "\\"),
                    string[i + 7] == UInt8(ascii: "u"),
                    let low = UInt32(String(decoding: string[(i + 8)..<(i + 12)], as: UTF8.self), radix: 16),
                    (0xDC00...0xDFFF).contains(low)
                {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    consumed = 12
                }
                out += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
                i += consumed
                continue
            default: out.append(escape)
            }
            i += 2
        }
        return out
    }

    /// The value's bytes without the whitespace between tokens (strings kept as they are).
    package func compact(_ value: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(value.count)
        var inString = false
        var escaped = false
        for byte in value {
            if inString {
                out.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                out.append(byte)
            } else if byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09 {
                out.append(byte)
            }
        }
        return out
    }

    /// `text` as a JSON string literal.
    package static func encodedString(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x00..<0x20: out += Array(String(format: byte).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}

private extension String {
    /// `\u00XX`.
    init(format byte: UInt8) {
        let hex = String(byte, radix: 16, uppercase: false)
        self = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
