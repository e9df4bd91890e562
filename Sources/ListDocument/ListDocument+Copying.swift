import TableKit

// Rows leaving and entering a document whole: copies for yank and put, and many rows' bytes
// at once for the view's sorts and commands.
extension ListDocument {
    /// The row's bytes for a copy that another document of this format takes as they are (a
    /// Markdown item with its bullet, continuation lines and nested items; a paragraph or a
    /// code block kept between items): in a lines, Markdown or git todo document. Nil for
    /// JSON, whose elements are put back from their text in the document's own style.
    /// The row's line ending is remembered as one this file has, so that the row put back
    /// (`dd` then `p` moves it) keeps it.
    public func copiedBytes(ofRowAt indexPath: IndexPath) -> [UInt8]? {
        guard format != .json else { return nil }
        let bytes = Array(source.bytes(of: row(at: indexPath)))
        let length = ByteLines.terminatorLength(bytes)
        if length > 0 { endingsHad.insert(Array(bytes.suffix(length))) }
        return bytes
    }

    /// Whether `bytes`, said to be a row copied from a document of this format (a register
    /// another listedit wrote, or anything in its place), are one row of it: a line with at
    /// most its own ending (a git todo's command may carry the comment lines after it).
    /// Bytes that are not one row are put from the row's text instead, so that a put makes
    /// exactly the rows it says it makes. Markdown and JSON take their rows apart themselves.
    public func acceptsCopiedBytes(_ bytes: [UInt8]) -> Bool {
        switch format {
        case .lines:
            let content = bytes.dropLast(ByteLines.terminatorLength(bytes))
            if let separator { return bytes.last == separator ? !content.dropLast().contains(separator) : !content.contains(separator) }
            return !content.contains(ByteLines.lf) && !content.contains(ByteLines.cr)
        case .gitTodo:
            // The command's line, then only comment or blank lines.
            let lines = ByteLines.lines(in: bytes, 0..<bytes.count)
            guard let first = lines.first else { return false }
            let command = ByteLines.content(bytes[first])
            guard !command.contains(ByteLines.cr), gitTodoRefusal(ofLine: String(decoding: command, as: UTF8.self)) == nil else { return false }
            return lines.dropFirst().allSatisfy { line in
                let content = ByteLines.content(bytes[line]).drop { $0 == 0x20 || $0 == 0x09 }
                return content.isEmpty || content.first == (formatter as? GitTodoFormat)?.commentCharacter
            }
        case .markdown, .json:
            return true
        }
    }

    /// A new row holding `bytes` copied from a document of this format
    /// (``copiedBytes(ofRowAt:)``), to be inserted at `indexPath`, for
    /// `Table.edit { $0.insertRow(…) }`. A one-line Markdown item put among items of another
    /// marker (a bullet among numbers, `*` among `-`) takes theirs, as a typed row does, so
    /// that the list stays one list; an item with more lines, or nested deeper than the item
    /// before the put, keeps its bytes. A line whose ending this file has none of (CRLF put
    /// into a file of LF) takes the file's; a line of an ending it has keeps its own.
    public func newRow(copying bytes: [UInt8], at indexPath: IndexPath) -> DocumentRow {
        if format == .markdown, let restyled = restyledItem(bytes, at: indexPath) { return restyled }
        // A line from a file of other line endings takes this file's, so that the file keeps
        // the kinds it has; in a file of mixed endings, a row put back keeps its bytes.
        if format == .lines || format == .gitTodo, separator == nil {
            let length = ByteLines.terminatorLength(bytes)
            if length > 0, !endingsHad.contains(Array(bytes.suffix(length))) {
                return source.row(Array(bytes.dropLast(length)) + terminator, kind: .item)
            }
        }
        return source.row(bytes, kind: .item)
    }

    private func restyledItem(_ bytes: [UInt8], at indexPath: IndexPath) -> DocumentRow? {
        let line = bytes[...]
        guard ByteLines.content(line).allSatisfy({ $0 != ByteLines.lf && $0 != ByteLines.cr }),
              let own = MarkdownFormat.marker(line),
              let neighbour = neighbourItemBytes(at: indexPath), let theirs = MarkdownFormat.marker(neighbour),
              // Deeper than the item before the put: a child of an item put with it.
              ByteLines.indentation(line) <= ByteLines.indentation(neighbour),
              (own.number == nil) != (theirs.number == nil) || (own.number == nil && own.symbol != theirs.symbol)
        else { return nil }
        let text = String(decoding: ByteLines.content(line).dropFirst(own.length), as: UTF8.self)
        return newRow(text: text, at: indexPath)
    }

    /// The item a row inserted at `indexPath` takes its style from: the row before it, or the
    /// section's first at the top; nil when that is text kept in place.
    func neighbourItemBytes(at indexPath: IndexPath) -> ArraySlice<UInt8>? {
        let rows = model.sections[indexPath.section].rows
        let index = indexPath.row > 0 ? indexPath.row - 1 : (rows.isEmpty ? nil : 0)
        return index.flatMap { rows[$0].kind == .item ? source.bytes(of: rows[$0]) : nil }
    }

    /// The bytes each of `rows` shows (as ``displayBytes(forRowAt:)``, whole), end to end in
    /// one buffer: row `k`'s are `bytes[starts[k]..<starts[k + 1]]`. Copied straight from
    /// where they lie, with no array a row (a sort's keys).
    public func packedShownBytes(ofRowsAt rows: [IndexPath]) -> (bytes: [UInt8], starts: [Int]) {
        var bytes: [UInt8] = []
        // Room for the whole file at once when most of its rows are asked for: growing a
        // buffer of a million rows' bytes copies it a dozen times.
        if rows.count > 1024 { bytes.reserveCapacity(source.source.count) }
        var starts = [0]
        starts.reserveCapacity(rows.count + 1)
        if let lines = formatter as? LinesFormat {
            // Lines read from the file are copied from where they lie, with no slice (and
            // its reference count) a row: a million rows are packed in a third of the time.
            source.source.withUnsafeBytes { buffer in
                forEachRow(at: rows) { row in
                    if let range = row.sourceRange {
                        bytes.append(contentsOf: lines.content(buffer[range]))
                    } else {
                        bytes += lines.content(source.bytes(of: row))
                    }
                    starts.append(bytes.count)
                }
            }
            return (bytes, starts)
        }
        forEachRow(at: rows) { row in
            let raw = source.bytes(of: row)
            if let shown = formatter.shownPart(of: raw, kind: row.kind) {
                bytes += shown
            } else {
                bytes += formatter.displayBytes(of: raw, kind: row.kind)
            }
            starts.append(bytes.count)
        }
        return (bytes, starts)
    }

    /// Calls `body` with each of `rows`, in order: neighbours in a section a run at a time,
    /// as they are stored, rather than each found in the section's tree.
    private func forEachRow(at rows: [IndexPath], _ body: (DocumentRow) -> Void) {
        var first = 0
        while first < rows.count {
            let section = rows[first].section, start = rows[first].row
            var end = first + 1
            while end < rows.count, rows[end].section == section, rows[end].row == start + (end - first) { end += 1 }
            model.sections[section].rows.forEachRun(in: start..<(start + end - first)) { _, run in
                for row in run { body(row) }
            }
            first = end
        }
    }

    /// The text of each of `rows` as its text field shows it, end to end in one buffer, as
    /// ``packedShownBytes(ofRowsAt:)`` packs theirs. A row of lines is its bytes as they are
    /// (a line that is not UTF-8 stays so); nil for other formats, whose text is worked out
    /// row by row.
    public func packedEditableText(ofRowsAt rows: [IndexPath]) -> (bytes: [UInt8], starts: [Int])? {
        format == .lines ? packedShownBytes(ofRowsAt: rows) : nil
    }
}
