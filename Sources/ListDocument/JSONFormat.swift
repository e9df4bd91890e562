/// JSON: a top-level array is one section of rows; a top-level object is one section per
/// key whose value is an array, headed by the key; its other members are kept as they are,
/// between the sections, and shown as a section's footer. Each element is a row holding its own
/// bytes and the whitespace before it, so untouched elements keep their formatting; rows
/// are joined with commas. A string element shows its text (in quotes when the text alone
/// would read as JSON: `"42"`, `"true"`); any other element shows as compact JSON.
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
                                          trailer: array.trailer, spacing: spacing(of: array, in: source)))
            valueEnd = array.trailer.upperBound
        case UInt8(ascii: "{"):
            var headerStart = range.lowerBound
            var i = scanner.skipWhitespace(start + 1, limit: end)
            if i < end, source[i] == UInt8(ascii: "}") {
                // An empty object: nothing to list; it is all kept as it is.
                return DocumentLayout(prefix: range, sections: [], suffix: end..<end)
            }
            // Members whose values are not arrays stay in the bytes between sections (the
            // next section's header, or the suffix), untouched, and show as a footer.
            var kept: [String] = []
            var keptBefore: [String] = []
            while true {
                guard i < end, source[i] == UInt8(ascii: "\"") else { throw scanner.error(at: i, "a key in quotes was expected") }
                let keyEnd = try scanner.stringEnd(from: i, limit: end)
                let title = String(decoding: scanner.decodedString(source[i..<keyEnd]), as: UTF8.self)
                let colon = scanner.skipWhitespace(keyEnd, limit: end)
                guard colon < end, source[colon] == UInt8(ascii: ":") else { throw scanner.error(at: colon, "“:” was expected") }
                let open = scanner.skipWhitespace(colon + 1, limit: end)
                guard open < end else { throw scanner.error(at: open, "a value was expected") }
                let memberEnd: Int
                if source[open] == UInt8(ascii: "[") {
                    let array = try self.array(opening: open, scanner, limit: end)
                    if sections.isEmpty { keptBefore = kept } else if !kept.isEmpty { sections[sections.count - 1].footer = kept.joined(separator: "\n") }
                    kept = []
                    sections.append(SectionLayout(title: title, header: headerStart..<(open + 1), rows: array.rows, footer: nil,
                                                  trailer: array.trailer, spacing: spacing(of: array, in: source)))
                    memberEnd = array.trailer.upperBound
                    headerStart = memberEnd
                } else {
                    memberEnd = try scanner.valueEnd(from: open, limit: end)
                    kept.append(title + ": " + String(decoding: scanner.compact(source[open..<memberEnd]), as: UTF8.self))
                }
                let next = scanner.skipWhitespace(memberEnd, limit: end)
                guard next < end else { throw scanner.error(at: next, "unexpected end of the document") }
                if source[next] == UInt8(ascii: ",") {
                    i = scanner.skipWhitespace(next + 1, limit: end)
                } else if source[next] == UInt8(ascii: "}") {
                    valueEnd = next + 1
                    let rest = scanner.skipWhitespace(valueEnd, limit: end)
                    guard rest == end else { throw scanner.error(at: rest, "text after the end of the JSON value") }
                    // No array at all: nothing to list; it is all kept as it is.
                    guard !sections.isEmpty else { return DocumentLayout(prefix: range, sections: [], suffix: end..<end) }
                    // The members after the last array show under it, those before the first
                    // under the first, after its own.
                    if !kept.isEmpty {
                        let last = sections.count - 1
                        sections[last].footer = ((sections[last].footer.map { [$0] } ?? []) + kept).joined(separator: "\n")
                    }
                    if !keptBefore.isEmpty {
                        sections[0].footer = (keptBefore + (sections[0].footer.map { [$0] } ?? [])).joined(separator: "\n")
                    }
                    // The bytes between the last "]" and "}" belong to the suffix.
                    return DocumentLayout(prefix: range.lowerBound..<range.lowerBound, sections: sections,
                                          suffix: headerStart..<end)
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

    /// The whitespace elements placed in the array get: what its first and second elements
    /// have before them; for one element, a space between elements unless it is on a line of
    /// its own; for none, what the `]` has before it, one level further in when that is a
    /// line of its own.
    private func spacing(of array: (rows: [DocumentRow], trailer: Range<Int>), in source: [UInt8]) -> RowSpacing {
        let before = { (row: DocumentRow) in Array(self.parts(source[row.sourceRange!]).before) }
        let isBreak = { (byte: UInt8) in byte == ByteLines.lf || byte == ByteLines.cr }
        if array.rows.count >= 2 { return RowSpacing(first: before(array.rows[0]), between: before(array.rows[1])) }
        if let only = array.rows.first {
            let first = before(only)
            return RowSpacing(first: first, between: first.contains(where: isBreak) ? first : [0x20])
        }
        let space = source[array.trailer].dropLast()
        guard var lineStart = space.lastIndex(where: isBreak) else { return RowSpacing(first: Array(space), between: [0x20]) }
        if lineStart > space.startIndex, space[lineStart] == ByteLines.lf, space[lineStart - 1] == ByteLines.cr { lineStart -= 1 }
        let first = Array(space[lineStart...]) + [0x20, 0x20]
        return RowSpacing(first: first, between: first)
    }

    // MARK: - Rows

    /// A row's bytes as the whitespace before its value, the value, and the whitespace after.
    private func parts(_ row: ArraySlice<UInt8>) -> (before: ArraySlice<UInt8>, value: ArraySlice<UInt8>, after: ArraySlice<UInt8>) {
        let isSpace = { (b: UInt8) in b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        let start = row.firstIndex { !isSpace($0) } ?? row.endIndex
        let end = (row.lastIndex { !isSpace($0) }).map { $0 + 1 } ?? start
        return (row[row.startIndex..<start], row[start..<max(start, end)], row[max(start, end)...])
    }

    /// A string's text, in quotes when the text alone would read as another JSON value (or
    /// as a string literal), so that `"42"` and `42` look different; another value as compact JSON.
    func displayBytes(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> [UInt8] {
        let value = parts(row).value
        let scanner = JSONScanner(bytes: [])
        guard Self.kind(of: value) == .string else { return scanner.compact(value) }
        let text = scanner.decodedString(value)
        return Self.jsonValue(in: text) == nil ? text : JSONScanner.encodedString(String(decoding: text, as: UTF8.self))
    }

    func editableText(of row: ArraySlice<UInt8>) -> String {
        String(decoding: displayBytes(of: row, kind: .item), as: UTF8.self)
    }

    /// The text taken as the JSON value it spells, of whatever type; as a string when it is
    /// not valid JSON.
    func retyped(_ row: ArraySlice<UInt8>, as text: String) -> [UInt8] {
        let (before, _, after) = parts(row)
        return Array(before) + stored(text, preferring: nil) + Array(after)
    }

    /// A new element, of its siblings' type when they share one: among strings, `42` is the
    /// string "42". Its whitespace is the array's, given where it is placed.
    func newRow(_ text: String, like neighbour: ArraySlice<UInt8>?, siblingKind: ValueKind?, terminator: [UInt8]) -> [UInt8] {
        stored(text, preferring: siblingKind)
    }

    func valueKind(of row: ArraySlice<UInt8>) -> ValueKind? { Self.kind(of: parts(row).value) }

    func storageNote(for text: String, expected: ValueKind?, isNewRow: Bool) -> String? {
        guard let expected else { return nil }
        let kind = Self.kind(of: stored(text, preferring: isNewRow ? expected : nil)[...])
        return kind == expected ? nil : "saved as \(kind.described)"
    }

    /// The row with `before` (or its own) whitespace before its value, and none after it when
    /// it is the last of its array (the `]` keeps the whitespace before it).
    func respaced(_ row: ArraySlice<UInt8>, before: [UInt8]?, isLast: Bool) -> [UInt8] {
        let parts = parts(row)
        return (before ?? Array(parts.before)) + Array(parts.value) + (isLast ? [] : Array(parts.after))
    }

    /// `text` as the JSON value it spells, or as a JSON string when it is not valid JSON or
    /// `kind` is `.string` (unless it is a string literal).
    private func stored(_ text: String, preferring kind: ValueKind?) -> [UInt8] {
        let bytes = Array(text.utf8)
        if let value = Self.jsonValue(in: bytes), kind != .string || Self.kind(of: value) == .string { return Array(value) }
        return JSONScanner.encodedString(text)
    }

    /// The type of the value whose bytes are `value`.
    static func kind(of value: ArraySlice<UInt8>) -> ValueKind {
        switch value.first {
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .boolean
        case UInt8(ascii: "n"): .null
        default: .number
        }
    }

    /// The JSON value `bytes` hold, without the whitespace around it, or nil if they hold
    /// anything but one valid JSON value.
    static func jsonValue(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        let scanner = JSONScanner(bytes: bytes)
        let start = scanner.skipWhitespace(0, limit: bytes.count)
        guard start < bytes.count, let end = try? scanner.valueEnd(from: start, limit: bytes.count),
            scanner.skipWhitespace(end, limit: bytes.count) == bytes.count
        else { return nil }
        return bytes[start..<end]
    }

    var joining: RowJoining { .commas }
}
