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
    /// costs no stack.
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
        // Deep inside arrays and objects, as the value of a member (where exactly one value
        // may stand), the input is a value exactly when it is one alone, followed by nothing
        // but whitespace.
        let isDocument = end.map { scanner.skipWhitespace($0, limit: input.count) == input.count } ?? false
        let opening = Array(#"[{"a":"#.utf8), closing = Array("}]".utf8)
        var wrapped: [UInt8] = []
        wrapped.reserveCapacity(input.count + wrappingDepth * (opening.count + closing.count))
        for _ in 0..<wrappingDepth { wrapped += opening }
        wrapped += input
        for _ in 0..<wrappingDepth { wrapped += closing }
        let wrappedEnd = try? JSONScanner(bytes: wrapped).valueEnd(from: 0, limit: wrapped.count)
        if (wrappedEnd == wrapped.count) != isDocument {
            found.append("nested \(wrappingDepth) deep, the input is \(wrappedEnd == nil ? "refused" : "accepted") though alone it is \(isDocument ? "" : "not ")a value")
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

    /// Whether `bytes`, but for whitespace around it, is one JSON value.
    static func isJSONValue(_ bytes: [UInt8]) -> Bool {
        let scanner = JSONScanner(bytes: bytes)
        let start = scanner.skipWhitespace(0, limit: bytes.count)
        guard start < bytes.count, let end = try? scanner.valueEnd(from: start, limit: bytes.count) else { return false }
        return scanner.skipWhitespace(end, limit: bytes.count) == bytes.count
    }
}
