/// Markdown: ATX headings (`#` … `######`) start sections, list items (`-`, `*`, `+`, `1.`,
/// `1)`, task items `- [ ]`) are rows that carry their continuation lines and the blank lines
/// after them (but for those that end a list); an item nested in another is a row of its
/// own, after its parent, whose depth (its indentation level) the indentation says. Any
/// other text (paragraphs, fenced code, thematic breaks) is a fixed row, kept in place, shown
/// but never edited.
/// Front matter (YAML between `---` lines, TOML between `+++` lines) at the start of the
/// file is the document's prefix: neither rows nor shown, written back as it was read.
struct MarkdownFormat: ListFormat {
    /// A list item's marker on its first line.
    struct Marker {
        /// Columns before the marker.
        var indent: Int
        /// Bytes of the line up to the item's text (indent, marker, spaces).
        var length: Int
        /// The number of an ordered item.
        var number: Int?
        /// The bullet or the delimiter after the number.
        var symbol: UInt8
    }

    func layout(of source: [UInt8], in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        let lines = ByteLines.lines(in: source, range)
        var sections: [SectionLayout] = []
        func end(_ index: Int) -> Int { index < lines.count ? lines[index].lowerBound : range.upperBound }
        // Front matter and the blank lines after it are the prefix, kept as they are.
        var i = Self.frontMatterLineCount(source, lines)
        if i > 0 { while i < lines.count, ByteLines.isBlank(source[lines[i]]) { i += 1 } }
        let body = end(i)
        var current = SectionLayout(title: nil, header: body..<body, rows: [], footer: nil, trailer: body..<body)
        // How far in the first item of the list being read is.
        var listIndent = 0

        while i < lines.count {
            let line = source[lines[i]]
            if let title = Self.headingTitle(line) {
                let start = lines[i].lowerBound
                if !(sections.isEmpty && current.rows.isEmpty && start == body) || current.title != nil {
                    current.trailer = (Self.cutTrailingBlankLines(of: &current, endingAtLine: i, source, lines) ?? start)..<start
                    sections.append(current)
                }
                i += 1
                while i < lines.count, ByteLines.isBlank(source[lines[i]]) { i += 1 }
                current = SectionLayout(title: title, header: start..<end(i), rows: [], footer: nil, trailer: end(i)..<end(i))
                continue
            }
            var start = lines[i].lowerBound
            // An item starts a list, or, after an item, nests in it (however deep).
            if let marker = Self.marker(line), marker.indent <= 3 || current.rows.last?.kind == .item {
                if current.rows.last?.kind != .item { listIndent = marker.indent }
                // Lines further in than the list's first item go with the row above them: a
                // parent's paragraph after its nested items stays inside the parent's family.
                let base = min(marker.indent, listIndent)
                i += 1
                while i < lines.count {
                    let next = source[lines[i]]
                    if ByteLines.isBlank(next) {
                        var j = i
                        while j < lines.count, ByteLines.isBlank(source[lines[j]]) { j += 1 }
                        let continues = j < lines.count && ByteLines.indentation(source[lines[j]]) > base
                        i = j
                        if !continues { break }
                    } else if ByteLines.indentation(next) > base, Self.headingTitle(next) == nil, Self.marker(next) == nil {
                        i += 1
                    } else {
                        break
                    }
                }
                current.rows.append(try DocumentRow.checked(kind: .item, source: start..<end(i)))
                continue
            }
            // Fixed text: up to the next item or heading, fenced code kept whole. After an item it
            // takes the blank lines that end the list: they must stay before the text whichever
            // item ends up last, or the text would join that item (a lazy continuation line).
            if current.rows.last?.kind == .item, let cut = Self.cutTrailingBlankLines(of: &current, endingAtLine: i, source, lines) {
                start = cut
            }
            while i < lines.count {
                let next = source[lines[i]]
                if Self.headingTitle(next) != nil { break }
                if let marker = Self.marker(next), marker.indent <= 3 { break }
                if let fence = Self.fence(next) {
                    i += 1
                    while i < lines.count, !Self.closes(source[lines[i]], fence: fence) { i += 1 }
                }
                i += 1
            }
            current.rows.append(try DocumentRow.checked(kind: .fixed, source: start..<end(min(i, lines.count))))
        }
        let cut = Self.cutTrailingBlankLines(of: &current, endingAtLine: lines.count, source, lines)
        current.trailer = (cut ?? range.upperBound)..<range.upperBound
        sections.append(current)
        return DocumentLayout(prefix: range.lowerBound..<body, sections: sections,
                              suffix: range.upperBound..<range.upperBound)
    }

    /// The number of lines of front matter at the start of `lines` (the file's, after a BOM),
    /// closing line included, or 0 if there is none: YAML from a first line `---` to the next
    /// `---` or `...`, or TOML between `+++` lines (trailing spaces and tabs allowed). Without
    /// its closing line, a first `---` is ordinary Markdown (a thematic break), as renderers
    /// without front matter read it.
    /// - Complexity: O(n) for the n bytes up to the closing line.
    static func frontMatterLineCount(_ source: [UInt8], _ lines: [Range<Int>]) -> Int {
        func marks(_ index: Int) -> ArraySlice<UInt8> {
            var content = ByteLines.content(source[lines[index]])
            while let last = content.last, last == 0x20 || last == 0x09 { content = content.dropLast() }
            return content
        }
        guard let first = lines.indices.first else { return 0 }
        let opening = marks(first)
        let closings: [[UInt8]]
        if opening.elementsEqual("---".utf8) {
            closings = [Array("---".utf8), Array("...".utf8)]
        } else if opening.elementsEqual("+++".utf8) {
            closings = [Array("+++".utf8)]
        } else {
            return 0
        }
        for index in lines.indices.dropFirst() where closings.contains(where: { marks(index).elementsEqual($0) }) {
            return index + 1
        }
        return 0
    }

    /// Cuts the blank lines off the end of the section's last row (its first line stays),
    /// which ends where line `index` starts, and returns where they start; nil if it ends
    /// with none. The caller gives them to what follows the row, which stays in place
    /// whichever row ends up last: the section's trailer, so that a heading keeps its blank
    /// line above it, or the fixed text after a list, which stays apart from the list.
    /// - Complexity: O(b) for b blank lines cut.
    private static func cutTrailingBlankLines(
        of section: inout SectionLayout, endingAtLine index: Int, _ source: [UInt8], _ lines: [Range<Int>]
    ) -> Int? {
        guard let last = section.rows.last, let range = last.sourceRange else { return nil }
        var cut = range.upperBound
        var line = index - 1
        while line >= 0, lines[line].lowerBound > range.lowerBound, ByteLines.isBlank(source[lines[line]]) {
            cut = lines[line].lowerBound
            line -= 1
        }
        guard cut < range.upperBound else { return nil }
        section.rows[section.rows.count - 1] = DocumentRow(kind: last.kind, source: range.lowerBound..<cut)
        return cut
    }

    // MARK: - Rows

    func firstLine(_ row: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let newline = row.firstIndex(where: { $0 == ByteLines.lf || $0 == ByteLines.cr }) else { return row }
        let end = row[newline] == ByteLines.cr && newline + 1 < row.endIndex && row[newline + 1] == ByteLines.lf
            ? newline + 2 : newline + 1
        return row[row.startIndex..<end]
    }

    /// How far in the item's marker is (columns, a tab to the next multiple of 4), or nil for
    /// a row that is not an item: what places it in an outline.
    func itemIndentation(of row: ArraySlice<UInt8>) -> Int? {
        let line = firstLine(row)
        guard Self.marker(line) != nil else { return nil }
        return Self.column(after: line.prefix { $0 == 0x20 || $0 == 0x09 })
    }

    /// The column an item's text starts at (after its marker and the spaces after that): where
    /// an item nested in it goes.
    func contentColumn(of row: ArraySlice<UInt8>) -> Int? {
        let line = firstLine(row)
        guard let marker = Self.marker(line) else { return nil }
        return Self.column(after: ByteLines.content(line).prefix(marker.length))
    }

    /// The row's first line as written, marker and all (so that what is saved is what is
    /// seen), without its indentation; an item with more lines says how many. Fixed text
    /// shows its first line that is not blank: after a list it starts with the blank lines
    /// that end the list.
    func displayBytes(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> [UInt8] {
        var line = firstLine(row)
        while kind == .fixed, ByteLines.isBlank(line), line.endIndex < row.endIndex { line = firstLine(row[line.endIndex...]) }
        var text = Array(ByteLines.content(line).drop { $0 == 0x20 || $0 == 0x09 })
        guard kind == .item, Self.marker(line) != nil, line.endIndex < row.endIndex else { return text }
        let bytes = Array(row)
        let lineCount = ByteLines.lines(in: bytes, 0..<bytes.count).filter { !ByteLines.isBlank(bytes[$0]) }.count
        if lineCount > 1 { text += Array(" (+\(lineCount - 1) line\(lineCount == 2 ? "" : "s"))".utf8) }
        return text
    }

    /// The item's text after its marker (a task's checkbox included): the marker is the list's.
    func editableText(of row: ArraySlice<UInt8>) -> String {
        let line = firstLine(row)
        let content = ByteLines.content(line)
        let length = Self.marker(line)?.length ?? 0
        return String(decoding: content.dropFirst(length), as: UTF8.self)
    }

    /// The first line's text replaced; the marker, the terminator and the lines after stay.
    /// The line must stay an item: an empty item (`-` alone on its line) gets a space after
    /// its marker, or the text would join it (`-text`); a text that would turn the line into
    /// a thematic break (`**` after `* `) starts with a backslash, Markdown's escape.
    func retyped(_ row: ArraySlice<UInt8>, as text: String) -> [UInt8] {
        let line = firstLine(row)
        let content = ByteLines.content(line)
        let length = Self.marker(line)?.length ?? 0
        var first = Array(content.prefix(length))
        if length > 0, !text.isEmpty, first.last != 0x20, first.last != 0x09 { first.append(0x20) }
        if length > 0, Self.isThematicBreak((first + Array(text.utf8))[...]) { first.append(UInt8(ascii: "\\")) }
        return first + Array(text.utf8) + Array(line.suffix(ByteLines.terminatorLength(line))) + Array(row[line.endIndex...])
    }

    /// A new item with its neighbour's indent and bullet (for an ordered list, the number
    /// after the neighbour's, which the document then renumbers), unchecked if the neighbour
    /// is a task item.
    func newRow(_ text: String, like neighbour: ArraySlice<UInt8>?, siblingKind: ValueKind?, terminator: [UInt8]) -> [UInt8] {
        guard let neighbour, let marker = Self.marker(firstLine(neighbour)) else {
            return Array("- \(text)".utf8) + terminator
        }
        let line = ByteLines.content(firstLine(neighbour))
        let indentation = Array(line.prefix { $0 == 0x20 || $0 == 0x09 })
        var bullet: [UInt8]
        if let number = marker.number {
            bullet = Array("\(number + 1)".utf8) + [marker.symbol]
        } else {
            bullet = [marker.symbol]
        }
        bullet += [0x20]
        if Self.checkbox(in: firstLine(neighbour)) != nil, !text.hasPrefix("[") { bullet += Array("[ ] ".utf8) }
        return indentation + bullet + Array(text.utf8) + terminator
    }

    var joining: RowJoining { .lines }
}
