import TableKit

/// A list file (or piped text) as a TableKit data source: sections of rows cut from its
/// bytes by a format, edited through the table, and written back byte for byte where
/// untouched.
///
/// The document keeps the bytes it was read from once; a row is a range of them until it
/// is retyped or added. ``serialized()`` puts the rows and the bytes around them back
/// together, so a document nobody edited serializes to exactly what was read.
public final class ListDocument {
    /// The format the document was read in.
    public let format: Format
    let formatter: any ListFormat
    let source: RowBytes
    /// Whether the bytes began with a UTF-8 byte order mark (kept, never shown).
    public let hasByteOrderMark: Bool
    /// Whether the document cannot be changed: its first 8 KiB hold a NUL byte (binary).
    public let isReadOnly: Bool
    /// The line terminator for rows that need one (the one most lines use).
    let terminator: [UInt8]

    /// The rows, by section; section titles are kept here too. Change it through the table
    /// (``Table/edit(of:_:)``), as the view does: the table checks every change against it.
    public var model: TableSections<DocumentRow> {
        didSet { lastRow = nil }
    }
    /// Whether a git todo's Drop rewrites the commit's row as `drop` instead of removing the
    /// line: for git set to check that no commit goes missing (`rebase.missingCommitsCheck`
    /// `warn` or `error`), which otherwise warns about, or stops at, every removed line.
    public var dropsByRewriting = false
    /// The row last looked up: a view asks several questions of each row it draws (can it be
    /// edited, its editing style, can it move, its bytes), and finding a row in a million
    /// is a tree search. Forgotten whenever the model changes.
    private var lastRow: (indexPath: IndexPath, row: DocumentRow)?

    /// The row at `indexPath`.
    private func row(at indexPath: IndexPath) -> DocumentRow {
        if let lastRow, lastRow.indexPath == indexPath { return lastRow.row }
        let row = model[indexPath]
        lastRow = (indexPath, row)
        return row
    }
    private var headers: [Range<Int>]
    private var trailers: [Range<Int>]
    /// The whitespace rows placed in each section take (JSON arrays), or nil.
    let spacings: [RowSpacing?]
    /// How many rows of each value kind each section holds, once counted (JSON).
    var kindCounts: [[Int]?]
    /// The rows each change rewrote besides its own, to put back when it is undone.
    private var journal = RewriteJournal()
    private let prefix: Range<Int>
    private let suffix: Range<Int>

    /// How many first lines are a fixed header, not rows (lines only; 0: none).
    public let headerLines: Int
    /// The byte that ends each row instead of a line break (NUL for `--read0`), or nil.
    public let separator: UInt8?

    /// A row of lines without what ends it (its line break or separator), read where it lies.
    func lineContent(_ row: Slice<UnsafeRawBufferPointer>) -> UnsafeRawBufferPointer {
        (formatter as? LinesFormat)?.content(row) ?? ByteLines.content(row)
    }

    /// Whether `byte`, last in a chunk of rows, ends its row.
    private func endsRow(_ byte: UInt8) -> Bool {
        if let separator { return byte == separator }
        return byte == ByteLines.lf || byte == ByteLines.cr
    }

    /// Makes the first `count` rows of a lines layout its section's header: their bytes
    /// before the rows, their text (each line's, two spaces apart) as the title.
    private static func take(_ count: Int, headerLinesFrom layout: inout DocumentLayout, _ bytes: SourceBytes) {
        guard var section = layout.sections.first else { return }
        let rows = section.chunkedRows.map(Array.init) ?? section.rows
        let taken = rows.prefix(count).compactMap(\.sourceRange)
        guard let end = taken.last?.upperBound else { return }
        section.header = section.header.lowerBound..<end
        section.title = bytes.withUnsafeBytes { buffer in
            taken.map { String(decoding: ByteLines.content(buffer[$0]), as: UTF8.self) }.joined(separator: "  ")
        }
        section.chunkedRows = nil
        section.rows = Array(rows.dropFirst(taken.count))
        layout.sections[0] = section
    }

    /// How many leading bytes decide that content is binary.
    public static let binaryProbeLength = 8 * 1024

    /// Reads `bytes` as `format`.
    /// - Parameter commentCharacter: for git todos, the character that starts a comment
    ///   (git's `core.commentChar`).
    /// - Throws: ``DocumentError/invalid(_:)`` if the bytes are not in the format.
    /// - Parameter headerLines: for lines, how many first lines are a fixed header (`ps aux`'s
    ///   column titles): shown as the section's header, never rows, written back first.
    /// - Parameter separator: for lines, the byte that ends each row instead of a line break
    ///   (NUL, for `find -print0`'s names): a row then holds any newlines in it.
    public convenience init(
        bytes: [UInt8], format: Format, commentCharacter: UInt8 = UInt8(ascii: "#"), headerLines: Int = 0,
        separator: UInt8? = nil
    ) throws(DocumentError) {
        try self.init(
            source: SourceBytes(bytes), format: format, commentCharacter: commentCharacter, headerLines: headerLines,
            separator: separator)
    }

    /// Reads `source` as `format`.
    init(
        source bytes: SourceBytes, format: Format, commentCharacter: UInt8, headerLines: Int = 0, separator: UInt8? = nil
    ) throws(DocumentError) {
        self.format = format
        self.headerLines = headerLines
        self.separator = format == .lines ? separator : nil
        switch format {
        case .lines: formatter = LinesFormat(separator: self.separator)
        case .gitTodo: formatter = GitTodoFormat(commentCharacter: commentCharacter)
        case .markdown: formatter = MarkdownFormat()
        case .json: formatter = JSONFormat()
        }
        source = RowBytes(bytes)
        // What is decided from the first bytes is decided from a copy of them, of at most 64 KiB.
        let head = Array(bytes[0..<min(bytes.count, 64 * 1024)])
        hasByteOrderMark = head.starts(with: ByteLines.utf8BOM)
        // A NUL is binary content, unless NULs are what separates the rows.
        isReadOnly = self.separator != 0 && head.prefix(Self.binaryProbeLength).contains(0)
        let start = hasByteOrderMark ? ByteLines.utf8BOM.count : 0
        var layout = try formatter.layout(of: bytes, in: start..<bytes.count)
        if headerLines > 0, format == .lines { Self.take(headerLines, headerLinesFrom: &layout, bytes) }
        terminator = self.separator.map { [$0] }
            ?? ByteLines.dominantTerminator(in: head, ByteLines.lines(in: head, start..<max(start, head.count)))
        prefix = layout.prefix
        suffix = layout.suffix
        headers = layout.sections.map(\.header)
        trailers = layout.sections.map(\.trailer)
        spacings = layout.sections.map(\.spacing)
        kindCounts = Array(repeating: nil, count: layout.sections.count)
        model = TableSections(layout.sections.map { section in
            if let chunked = section.chunkedRows { return TableSection(header: section.title, footer: section.footer, rows: chunked) }
            return TableSection(header: section.title, footer: section.footer, rows: section.rows)
        })
    }

    // MARK: - Writing

    /// The document's bytes: what was read, with the edits applied. A document nobody edited
    /// serializes to exactly the bytes it was read from.
    public func serialized() -> [UInt8] {
        var sink = ArraySink()
        sink.bytes.reserveCapacity(source.source.count + 64)
        write(into: &sink)
        return sink.bytes
    }

    /// Hands the document's bytes to `sink` in order, as ``serialized()`` gathers them.
    func write<Sink: ByteSink>(into sink: inout Sink) throws(Sink.Failure) {
        try source.source.withUnsafeBytes { (read: UnsafeRawBufferPointer) throws(Sink.Failure) in
            var writer = Writer(terminator: terminator, endsRow: endsRow)
            if hasByteOrderMark { try writer.append(ByteLines.utf8BOM[...], to: &sink) }
            try writer.append(read[prefix], to: &sink)
            for (index, section) in model.sections.enumerated() {
                try writer.append(read[headers[index]], to: &sink)
                if formatter.joining == .lines {
                    try writeLines(section.rows, from: read, with: &writer, into: &sink)
                } else {
                    var first = true
                    for row in section.rows {
                        if !first { try writer.append([UInt8(ascii: ",")][...], to: &sink) }
                        try writer.appendRow(row, from: read, source: source, lines: false, to: &sink)
                        first = false
                    }
                }
                try writer.append(read[trailers[index]], to: &sink)
            }
            try writer.append(read[suffix], to: &sink)
        }
    }

    /// Rows joined by lines, where untouched rows still next to each other in the source (most
    /// of a file after an edit) go to the sink as one run of bytes, written without a copy,
    /// rather than a row at a time: saving after one edit costs about what copying the file does.
    private func writeLines<Rows: Sequence<DocumentRow>, Sink: ByteSink>(
        _ rows: Rows, from read: UnsafeRawBufferPointer, with writer: inout Writer, into sink: inout Sink
    ) throws(Sink.Failure) {
        var run: Range<Int>?
        for row in rows {
            if let range = row.sourceRange, let current = run, current.upperBound == range.lowerBound,
               let last = read[current].last, endsRow(last) {
                run = current.lowerBound..<range.upperBound
                continue
            }
            if let current = run { try writer.appendLine(read[current], to: &sink) }
            run = row.sourceRange
            if run == nil { try writer.appendRow(row, from: read, source: source, lines: true, to: &sink) }
        }
        if let current = run { try writer.appendLine(read[current], to: &sink) }
    }

    /// Appends chunks, giving a row that does not end its line a terminator when anything follows it.
    private struct Writer {
        let terminator: [UInt8]
        /// Whether a byte, last in a chunk, ends its row.
        let endsRow: (UInt8) -> Bool
        var unterminated = false

        mutating func append<Sink: ByteSink>(_ bytes: Slice<UnsafeRawBufferPointer>, to sink: inout Sink) throws(Sink.Failure) {
            guard !bytes.isEmpty else { return }
            if unterminated { try sink.append(terminator[...]) }
            unterminated = false
            try sink.append(UnsafeRawBufferPointer(rebasing: bytes))
        }

        mutating func append<Sink: ByteSink>(_ bytes: ArraySlice<UInt8>, to sink: inout Sink) throws(Sink.Failure) {
            try withUnsafeBytesOf(bytes) { (raw) throws(Sink.Failure) in try append(raw[...], to: &sink) }
        }

        /// Bytes that make up whole lines, the last of which may lack its terminator.
        mutating func appendLine<Sink: ByteSink>(_ bytes: Slice<UnsafeRawBufferPointer>, to sink: inout Sink) throws(Sink.Failure) {
            try append(bytes, to: &sink)
            if let last = bytes.last, !endsRow(last) { unterminated = true }
        }

        /// The bytes of `row`: in `read`, or the document's own for an edited or new row.
        mutating func appendRow<Sink: ByteSink>(
            _ row: DocumentRow, from read: UnsafeRawBufferPointer, source: RowBytes, lines: Bool, to sink: inout Sink
        ) throws(Sink.Failure) {
            if let range = row.sourceRange { return try appendRow(read[range], lines: lines, to: &sink) }
            try source.withBytes(of: row) { (raw) throws(Sink.Failure) in try appendRow(raw[...], lines: lines, to: &sink) }
        }

        private mutating func appendRow<Sink: ByteSink>(
            _ bytes: Slice<UnsafeRawBufferPointer>, lines: Bool, to sink: inout Sink
        ) throws(Sink.Failure) {
            if lines { try appendLine(bytes, to: &sink) } else { try append(bytes, to: &sink) }
        }
    }

    // MARK: - Rows

    /// Whether a row's bytes depend on its place (Markdown list numbers, JSON spacing).
    private var placesShapeRows: Bool { format == .markdown || format == .json }

    /// Brings the bytes that depend on a row's place in step after a change (Markdown list
    /// numbers, the whitespace between JSON elements) and counts each section's JSON types;
    /// records the rows rewritten, to put back when the change is undone (`undoneBy`).
    private func fitRowsToPlaces(after change: RowsChange, undoneBy: RewriteJournal.Signature) {
        var rewrites: [RowRewrite] = []
        switch format {
        case .markdown: renumberOrderedLists(after: change, into: &rewrites)
        case .json:
            countKinds(after: change)
            respaceRows(after: change, into: &rewrites)
        case .lines, .gitTodo: return
        }
        journal.record(undoneBy: undoneBy, rewrites: rewrites)
    }

    /// Replaces the row at `indexPath` with one holding `bytes`, noting it in `rewrites`.
    func rewriteRow(at indexPath: IndexPath, as bytes: [UInt8], into rewrites: inout [RowRewrite]) {
        let before = model[indexPath]
        let after = source.row(bytes, kind: before.kind)
        model[indexPath] = after
        rewrites.append(RowRewrite(indexPath: indexPath, before: before, after: after))
    }

    /// The row's bytes as they will be written (a row without a terminator gets one when
    /// something follows it).
    public func bytes(ofRowAt indexPath: IndexPath) -> [UInt8] { Array(source.bytes(of: row(at: indexPath))) }

    /// The row's bytes for a copy that another document of this format takes as they are (a
    /// Markdown item with its bullet, continuation lines and nested items; a paragraph or a
    /// code block kept between items): in a lines, Markdown or git todo document. Nil for
    /// JSON, whose elements are put back from their text in the document's own style.
    public func copiedBytes(ofRowAt indexPath: IndexPath) -> [UInt8]? {
        guard format != .json else { return nil }
        return Array(source.bytes(of: row(at: indexPath)))
    }

    /// A new row holding `bytes` copied from a document of this format
    /// (``copiedBytes(ofRowAt:)``), to be inserted at `indexPath`, for
    /// `Table.edit { $0.insertRow(…) }`. A one-line Markdown item put among items of another
    /// marker (a bullet among numbers, `*` among `-`) takes theirs, as a typed row does, so
    /// that the list stays one list; an item with more lines keeps its bytes. A line put into
    /// a file of other line endings takes the file's.
    public func newRow(copying bytes: [UInt8], at indexPath: IndexPath) -> DocumentRow {
        if format == .markdown, let restyled = restyledItem(bytes, at: indexPath) { return restyled }
        // A line from a file of other line endings (CRLF into LF) takes this file's, so that
        // the file keeps one kind.
        if format == .lines || format == .gitTodo, separator == nil {
            let length = ByteLines.terminatorLength(bytes)
            if length > 0, !bytes.suffix(length).elementsEqual(terminator) {
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
              (own.number == nil) != (theirs.number == nil) || (own.number == nil && own.symbol != theirs.symbol)
        else { return nil }
        let text = String(decoding: ByteLines.content(line).dropFirst(own.length), as: UTF8.self)
        return newRow(text: text, at: indexPath)
    }

    /// The item a row inserted at `indexPath` takes its style from: the row before it, or the
    /// section's first at the top; nil when that is text kept in place.
    private func neighbourItemBytes(at indexPath: IndexPath) -> ArraySlice<UInt8>? {
        let rows = model.sections[indexPath.section].rows
        let index = indexPath.row > 0 ? indexPath.row - 1 : (rows.isEmpty ? nil : 0)
        return index.flatMap { rows[$0].kind == .item ? source.bytes(of: rows[$0]) : nil }
    }

    /// Where the row's bytes are in what was read, or nil for a retyped or new row.
    public func sourceRange(ofRowAt indexPath: IndexPath) -> Range<Int>? {
        row(at: indexPath).sourceRange
    }

    /// How many of a row's bytes are shown at most: more than any terminal line holds, so a
    /// 100 MB line costs a frame no more than a short one (the view cuts it at its width).
    public static let displayLimit = 16 * 1024

    /// The bytes a row shows: UTF-8, or bytes that are not, which a view escapes; from at
    /// most the row's first ``displayLimit`` bytes.
    public func displayBytes(forRowAt indexPath: IndexPath) -> [UInt8] {
        let row = row(at: indexPath)
        // A line read from the file shows its bytes without the terminator: copied once, from
        // where they lie, with no format in between.
        if format == .lines, let range = row.sourceRange {
            return source.source.withUnsafeBytes { buffer in
                Array(lineContent(buffer[range.lowerBound..<min(range.upperBound, range.lowerBound + Self.displayLimit)]))
            }
        }
        return formatter.displayBytes(of: source.bytes(of: row, upTo: Self.displayLimit), kind: row.kind)
    }

    /// The bytes each of `rows` shows (as ``displayBytes(forRowAt:)``, whole), end to end in
    /// one buffer: row `k`'s are `bytes[starts[k]..<starts[k + 1]]`. Copied straight from
    /// where they lie, with no array a row (a sort's keys).
    public func packedShownBytes(ofRowsAt rows: [IndexPath]) -> (bytes: [UInt8], starts: [Int]) {
        var bytes: [UInt8] = []
        var starts = [0]
        starts.reserveCapacity(rows.count + 1)
        for path in rows {
            let row = row(at: path)
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

    /// The text of each of `rows` as its text field shows it, end to end in one buffer, as
    /// ``packedShownBytes(ofRowsAt:)`` packs theirs. A row of lines is its bytes as they are
    /// (a line that is not UTF-8 stays so); nil for other formats, whose text is worked out
    /// row by row.
    public func packedEditableText(ofRowsAt rows: [IndexPath]) -> (bytes: [UInt8], starts: [Int])? {
        format == .lines ? packedShownBytes(ofRowsAt: rows) : nil
    }

    /// The text the row's modal text field starts with.
    public func editableText(forRowAt indexPath: IndexPath) -> String {
        formatter.editableText(of: source.bytes(of: row(at: indexPath)))
    }

    /// Why the row cannot be retyped though it is an item: its bytes are not all UTF-8 (a
    /// Latin-1 line), and the text field, which holds text, would replace the bytes that are
    /// not; nil when it can be.
    public func retypeRefusal(forRowAt indexPath: IndexPath) -> String? {
        let bytes = source.bytes(of: row(at: indexPath))
        guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
        return "This row has bytes that are not UTF-8: retyping it would change them"
    }

    /// Whether the row's text can be retyped (items of a writable document).
    public func canEditText(at indexPath: IndexPath) -> Bool {
        !isReadOnly && row(at: indexPath).kind == .item
    }

    /// The row at `indexPath` retyped as `text`, for `Table.edit { $0.reloadRow(…) }`.
    public func retypedRow(at indexPath: IndexPath, text: String) -> DocumentRow {
        var bytes = formatter.retyped(source.bytes(of: row(at: indexPath)), as: typed(text))
        // A file's last line retyped as nothing would be no line at all once saved: an empty
        // row ends its line.
        if bytes.isEmpty, formatter.joining == .lines { bytes = terminator }
        return source.row(bytes, kind: .item)
    }

    /// A new row holding `text`, in the style of the item it follows (or precedes, at the top)
    /// when it is inserted at `indexPath`.
    public func newRow(text: String, at indexPath: IndexPath) -> DocumentRow {
        let neighbour = neighbourItemBytes(at: indexPath)
        let bytes = formatter.newRow(typed(text), like: neighbour, siblingKind: sharedKind(inSection: indexPath.section), terminator: terminator)
        return source.row(bytes, kind: .item)
    }

    /// What the status line should say about how `text` is stored when it retypes the row at
    /// `indexPath` (`replacingRow`) or becomes a new row there: for JSON, "saved as a string"
    /// when the text is not valid JSON and the row was (or its siblings all are) of another
    /// type; nil when the text is stored as the type that was there. Ask before the change.
    public func storageNote(forText text: String, at indexPath: IndexPath, replacingRow: Bool) -> String? {
        let expected = replacingRow
            ? formatter.valueKind(of: source.bytes(of: row(at: indexPath))) : sharedKind(inSection: indexPath.section)
        return formatter.storageNote(for: text, expected: expected, isNewRow: !replacingRow)
    }

    /// The row at `indexPath` with its task checkbox toggled (`- [ ]` ↔ `- [x]`), for
    /// `Table.edit { $0.reloadRow(…) }`; nil if the row has no checkbox or the document is
    /// read-only.
    public func checkboxToggledRow(at indexPath: IndexPath) -> DocumentRow? {
        let row = row(at: indexPath)
        guard !isReadOnly, row.kind == .item, let bytes = formatter.checkboxToggled(source.bytes(of: row)) else { return nil }
        return source.row(bytes, kind: .item)
    }

    /// A typed text as a row of a line format holds it: without U+FEFF at its start, which
    /// at the start of the file would read back as a byte order mark, not as the row's text.
    private func typed(_ text: String) -> String {
        guard formatter.joining == .lines, text.unicodeScalars.first == "\u{FEFF}" else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.drop { $0 == "\u{FEFF}" }))
    }

    /// Where Add puts a row in `section`: after its last item (before text kept after the
    /// items), or at its end.
    public func indexPathForAddedRow(inSection section: Int) -> IndexPath {
        let rows = model.sections[section].rows
        var index = rows.count
        while index > 0, rows[index - 1].kind == .fixed { index -= 1 }
        return IndexPath(row: index == 0 ? rows.count : index, section: section)
    }
}

extension ListDocument: TableEditingDataSource, TableMovingDataSource, TableSectionsDataSource, TableDelegate {
    public func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String {
        String(decoding: displayBytes(forRowAt: indexPath), as: UTF8.self)
    }

    public func table(_ table: Table, canEditRowAt indexPath: IndexPath) -> Bool { canEditText(at: indexPath) }

    public func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        guard editingStyle == .delete else { return }
        if dropsByRewriting, let command = gitTodoCommand(at: indexPath)?.command, Self.namesCommit(command) {
            // git is set to check that no commit goes missing: a dropped commit stays, as `drop`.
            guard command != .drop, let dropped = row(withGitCommand: .drop, at: indexPath) else { return }
            try table.edit(of: self) { $0.reloadRow(at: indexPath, with: dropped, animation: .fade) }
            return
        }
        try table.edit(of: self) { $0.deleteRows(at: [indexPath], with: .fade) }
    }

    public func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool { canEditText(at: indexPath) }

    public func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // Only rows shaped by their places need the rows before kept (a copy of what changes).
        let old = placesShapeRows ? model : nil
        model.moveRow(at: sourceIndexPath, to: destinationIndexPath)
        guard let old else { return }
        fitRowsToPlaces(after: RowsChange(moving: sourceIndexPath, to: destinationIndexPath, old: old),
                        undoneBy: .init(undoingMoveFrom: sourceIndexPath, to: destinationIndexPath))
    }

    /// Applies the change unless the document is read-only or the change adds, removes or
    /// moves sections (a format decides a document's sections); then keeps the rows shaped
    /// by their places in step (list numbers, JSON spacing).
    public func table(_ table: Table, apply change: TableChange<DocumentRow, TableSection<DocumentRow>>) throws {
        guard !isReadOnly else { throw DocumentError.readOnly }
        let update = change.update
        guard update.deletedSections.isEmpty, update.insertedSections.isEmpty, update.movedSections.isEmpty else {
            throw DocumentError.unsupportedChange("sections of a document cannot be added, removed or moved")
        }
        // A section reloaded whole (a sort of many rows) keeps its place; its rows are its
        // own, unless their places shape them (Markdown numbering, JSON commas), which a
        // reload would not say: those documents take the moves instead.
        guard update.reloadedSections.isEmpty || !placesShapeRows else {
            throw DocumentError.unsupportedChange("a document whose rows depend on their places takes no section reloads")
        }
        guard placesShapeRows else { return model.apply(change) }
        if journal.revertIfUndoing(change, in: &model) {
            // Undoing a change: its rewrites are reverted; the rows are then as they were.
            let old = model
            model.apply(change)
            if format == .json { countKinds(after: RowsChange(update, old: old)) }
            return
        }
        let old = model
        model.apply(change)
        fitRowsToPlaces(after: RowsChange(update, old: old), undoneBy: .init(undoing: change))
    }

    public func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        row(at: indexPath).kind == .item ? .delete : .none
    }
}
