/// JSON: a top-level array is one section of rows; a top-level object whose values are
/// arrays is one section per key, headed by the key. Each element is a row holding its own
/// bytes and the whitespace before it, so untouched elements keep their formatting; rows
/// are joined with commas. A string element shows its text; any other element shows as
/// compact JSON.
struct JSONFormat: ListFormat {
    func layout(of source: [UInt8], in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        let scanner = JSONScanner(bytes: source)
        let end = range.upperBound
        let start = scanner.skipWhitespace(range.lowerBound, limit: end)
        guard start < end else { throw .invalid("the document is empty: a JSON array, or an object of arrays, was expected") }
        var sections: [SectionLayout] = []
        let valueEnd: Int
        switch source[start] {
        case UInt8(ascii: "["):
            let array = try self.array(opening: start, scanner, limit: end)
            sections.append(SectionLayout(title: nil, header: range.lowerBound..<(start + 1), rows: array.rows, footer: nil,
                                          trailer: array.trailer))
            valueEnd = array.trailer.upperBound
        case UInt8(ascii: "{"):
            var headerStart = range.lowerBound
            var i = scanner.skipWhitespace(start + 1, limit: end)
            if i < end, source[i] == UInt8(ascii: "}") {
                // An empty object: nothing to list; it is all kept as it is.
                return DocumentLayout(prefix: range, sections: [], suffix: end..<end)
            }
            while true {
                guard i < end, source[i] == UInt8(ascii: "\"") else { throw scanner.error(at: i, "a key in quotes was expected") }
                let keyEnd = try scanner.stringEnd(from: i, limit: end)
                let title = String(decoding: scanner.decodedString(source[i..<keyEnd]), as: UTF8.self)
                let colon = scanner.skipWhitespace(keyEnd, limit: end)
                guard colon < end, source[colon] == UInt8(ascii: ":") else { throw scanner.error(at: colon, "“:” was expected") }
                let open = scanner.skipWhitespace(colon + 1, limit: end)
                guard open < end, source[open] == UInt8(ascii: "[") else {
                    throw .invalid("the value of “\(title)” is not an array: listedit edits a JSON array, or an object whose values are arrays (try --format lines)")
                }
                let array = try self.array(opening: open, scanner, limit: end)
                sections.append(SectionLayout(title: title, header: headerStart..<(open + 1), rows: array.rows, footer: nil,
                                              trailer: array.trailer))
                let next = scanner.skipWhitespace(array.trailer.upperBound, limit: end)
                guard next < end else { throw scanner.error(at: next, "unexpected end of the document") }
                if source[next] == UInt8(ascii: ",") {
                    headerStart = array.trailer.upperBound
                    i = scanner.skipWhitespace(next + 1, limit: end)
                } else if source[next] == UInt8(ascii: "}") {
                    valueEnd = next + 1
                    // The bytes between the last "]" and "}" belong to the suffix.
                    let rest = scanner.skipWhitespace(valueEnd, limit: end)
                    guard rest == end else { throw scanner.error(at: rest, "text after the end of the JSON value") }
                    return DocumentLayout(prefix: range.lowerBound..<range.lowerBound, sections: sections,
                                          suffix: array.trailer.upperBound..<end)
                } else {
                    throw scanner.error(at: next, "“,” or “}” was expected")
                }
            }
        default:
            throw .invalid("the top level is not an array or an object: listedit edits a JSON array, or an object whose values are arrays (try --format lines)")
        }
        let rest = scanner.skipWhitespace(valueEnd, limit: end)
        guard rest == end else { throw scanner.error(at: rest, "text after the end of the JSON value") }
        return DocumentLayout(prefix: range.lowerBound..<range.lowerBound, sections: sections, suffix: valueEnd..<end)
    }

    /// The elements of the array whose `[` is at `open`, each with the whitespace before it
    /// (and, but for the last, after it); the trailer is the whitespace before `]` and `]`.
    private func array(opening open: Int, _ scanner: JSONScanner, limit: Int) throws(DocumentError)
        -> (rows: [DocumentRow], trailer: Range<Int>)
    {
        var rows: [DocumentRow] = []
        var position = open + 1
        let first = scanner.skipWhitespace(position, limit: limit)
        guard first < limit else { throw scanner.error(at: first, "unexpected end of the document") }
        if scanner.bytes[first] == UInt8(ascii: "]") { return ([], position..<(first + 1)) }
        while true {
            let valueStart = scanner.skipWhitespace(position, limit: limit)
            let valueEnd = try scanner.valueEnd(from: valueStart, limit: limit)
            let after = scanner.skipWhitespace(valueEnd, limit: limit)
            guard after < limit else { throw scanner.error(at: after, "unexpected end of the document") }
            if scanner.bytes[after] == UInt8(ascii: ",") {
                rows.append(try DocumentRow.checked(source: position..<after))
                position = after + 1
            } else if scanner.bytes[after] == UInt8(ascii: "]") {
                rows.append(try DocumentRow.checked(source: position..<valueEnd))
                return (rows, valueEnd..<(after + 1))
            } else {
                throw scanner.error(at: after, "“,” or “]” was expected")
            }
        }
    }

    // MARK: - Rows

    /// A row's bytes as the whitespace before its value, the value, and the whitespace after.
    private func parts(_ row: ArraySlice<UInt8>) -> (before: ArraySlice<UInt8>, value: ArraySlice<UInt8>, after: ArraySlice<UInt8>) {
        let isSpace = { (b: UInt8) in b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        let start = row.firstIndex { !isSpace($0) } ?? row.endIndex
        let end = (row.lastIndex { !isSpace($0) }).map { $0 + 1 } ?? start
        return (row[row.startIndex..<start], row[start..<max(start, end)], row[max(start, end)...])
    }

    private func isString(_ value: ArraySlice<UInt8>) -> Bool { value.first == UInt8(ascii: "\"") }

    func displayBytes(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> [UInt8] {
        let value = parts(row).value
        let scanner = JSONScanner(bytes: [])
        return isString(value) ? scanner.decodedString(value) : scanner.compact(value)
    }

    func editableText(of row: ArraySlice<UInt8>) -> String {
        String(decoding: displayBytes(of: row, kind: .item), as: UTF8.self)
    }

    /// A string element stays a string; another element takes the text as JSON if it is
    /// valid JSON, else as a string.
    func retyped(_ row: ArraySlice<UInt8>, as text: String) -> [UInt8] {
        let (before, value, after) = parts(row)
        return Array(before) + encoded(text, asString: isString(value)) + Array(after)
    }

    /// A new element with its neighbour's indentation, a string if the neighbour is one.
    func newRow(_ text: String, like neighbour: ArraySlice<UInt8>?, terminator: [UInt8]) -> [UInt8] {
        guard let neighbour else { return Self.encodedString(text) }
        let (before, value, _) = parts(neighbour)
        return Array(before) + encoded(text, asString: isString(value))
    }

    private func encoded(_ text: String, asString: Bool) -> [UInt8] {
        if !asString, Self.isJSONValue(text) { return Array(text.trimmingSpaces.utf8) }
        return Self.encodedString(text)
    }

    private static func encodedString(_ text: String) -> [UInt8] { JSONScanner.encodedString(text) }

    static func isJSONValue(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let scanner = JSONScanner(bytes: bytes)
        let start = scanner.skipWhitespace(0, limit: bytes.count)
        guard start < bytes.count, let end = try? scanner.valueEnd(from: start, limit: bytes.count) else { return false }
        return scanner.skipWhitespace(end, limit: bytes.count) == bytes.count
    }

    var joining: RowJoining { .commas }
}
