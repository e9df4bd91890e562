import ListDocument

/// The JSON scanner never traps, whatever the bytes and however deep the nesting (depth is
/// a counter, not recursion), and it agrees with JSON's grammar written plainly
/// (``ReferenceJSON``) on where a value ends and on what is not a value.
enum JSONScannerProperties {
    static let target = FuzzTarget(
        name: "json-scanner",
        summary: "JSON scanner: agrees with the plain grammar; deep nesting is fine; strings encode and decode back"
    ) { input in problems(input) }

    /// How deep the input is nested again, inside arrays and objects, to check that depth
    /// changes nothing and costs no stack.
    static let wrappingDepth = 500

    static func problems(_ input: [UInt8]) -> [String] {
        var found: [String] = []
        let scanner = JSONScanner(bytes: input)
        let start = scanner.skipWhitespace(0, limit: input.count)
        let end = try? scanner.valueEnd(from: start, limit: input.count)
        let reference = ReferenceJSON(bytes: input).valueEnd(from: start)
        switch reference {
        case let .value(expected) where end != expected:
            found.append("the scanner says \(end.map { "a value ending at \($0)" } ?? "not a value"), the grammar a value ending at \(expected)")
        case .invalid where end != nil:
            found.append("the scanner says a value ending at \(end!), the grammar not a value")
        default: break
        }
        if let end {
            // A value written compactly is still that value.
            let compact = scanner.compact(input[start..<end])
            if (try? JSONScanner(bytes: compact).valueEnd(from: 0, limit: compact.count)) != compact.count {
                found.append("the compact form of the value is not a value")
            }
        }
        // Depth is a counter: as the value of a member nested 500 deep in arrays and objects,
        // the input is a value (or members after one) exactly when it is nested once, where
        // JSON's grammar agrees; unless it closes brackets it did not open, which would close
        // the nesting's own.
        let once = wrapped(input, depth: 1)
        let onceIsValue = (try? JSONScanner(bytes: once).valueEnd(from: 0, limit: once.count)) == once.count
        if staysInside(input) {
            let deep = wrapped(input, depth: wrappingDepth)
            let deepIsValue = (try? JSONScanner(bytes: deep).valueEnd(from: 0, limit: deep.count)) == deep.count
            if deepIsValue != onceIsValue {
                found.append("nested \(wrappingDepth) deep the input is \(deepIsValue ? "" : "not ")a value, nested once it is\(onceIsValue ? "" : " not")")
            }
        }
        let grammar: Bool? = switch ReferenceJSON(bytes: once).valueEnd(from: 0) {
        case let .value(end): end == once.count
        case .invalid: false
        case .tooDeep: nil
        }
        if let grammar, grammar != onceIsValue {
            found.append("nested once, the scanner says the input is \(onceIsValue ? "" : "not ")a value, the grammar the opposite")
        }
        // Any text becomes a string literal that reads back as the text.
        let text = String(decoding: input, as: UTF8.self)
        let literal = JSONScanner.encodedString(text)
        let literalScanner = JSONScanner(bytes: literal)
        if (try? literalScanner.stringEnd(from: 0, limit: literal.count)) != literal.count {
            found.append("the text encoded as a string is not a string")
        } else if literalScanner.decodedString(literal[...]) != Array(text.utf8) {
            found.append("the text encoded as a string decodes to other text")
        }
        return found
    }

    /// `input` as the value of a member `depth` levels deep: `[{"a":` … `}]`, repeated.
    static func wrapped(_ input: [UInt8], depth: Int) -> [UInt8] {
        let opening = Array(#"[{"a":"#.utf8), closing = Array("}]".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count + depth * (opening.count + closing.count))
        for _ in 0..<depth { bytes += opening }
        bytes += input
        for _ in 0..<depth { bytes += closing }
        return bytes
    }

    /// Whether `input` never closes a bracket it did not open (outside strings), so that
    /// what it is does not depend on what it is nested in.
    static func staysInside(_ input: [UInt8]) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in input {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
        }
        return true
    }

    /// Whether `bytes`, but for whitespace around it, is one JSON value.
    static func isJSONValue(_ bytes: [UInt8]) -> Bool {
        let scanner = JSONScanner(bytes: bytes)
        let start = scanner.skipWhitespace(0, limit: bytes.count)
        guard start < bytes.count, let end = try? scanner.valueEnd(from: start, limit: bytes.count) else { return false }
        return scanner.skipWhitespace(end, limit: bytes.count) == bytes.count
    }
}
