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
    /// For a git todo: whether `fixup!` commits sit under the commit they name (and move with
    /// it); off, every row stands alone.
    public var groupsFixups = true
    /// For a git todo: the fixup rows taken out of their commit's group with `<<` (a row is
    /// its value, so an undo, which puts the row from before back, puts it back in the group).
    var ungroupedFixups: Set<DocumentRow> = []
    /// For a git todo: whether a commit exists (git knows the name), to refuse a typed pick
    /// of one that does not; nil: any name is taken.
    public var gitCommitExists: ((String) -> Bool)?
    /// The line terminator for rows that need one (the one most lines use).
    let terminator: [UInt8]
    /// The line endings the file's first lines and the rows copied out of it have: a row put
    /// with one of them keeps it.
    var endingsHad: Set<[UInt8]>

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
    func row(at indexPath: IndexPath) -> DocumentRow {
        if let lastRow, lastRow.indexPath == indexPath { return lastRow.row }
        let row = model[indexPath]
        lastRow = (indexPath, row)
        return row
    }
    var headers: [Range<Int>]
    var trailers: [Range<Int>]
    /// The whitespace rows placed in each section take (JSON arrays), or nil.
    let spacings: [RowSpacing?]
    /// How many rows of each value kind each section holds, once counted (JSON).
    var kindCounts: [[Int]?]
    /// The rows each change rewrote besides its own, to put back when it is undone.
    private var journal = RewriteJournal()
    let prefix: Range<Int>
    /// The bytes after the last section (they grow with rows read in the background: they
    /// are then where the bytes read so far end).
    private(set) var suffix: Range<Int>

    /// How many first lines are a fixed header, not rows (lines only; 0: none).
    public let headerLines: Int
    /// The byte that ends each row instead of a line break (NUL for `--read0`), or nil.
    public let separator: UInt8?

    /// A row of lines without what ends it (its line break or separator), read where it lies.
    func lineContent(_ row: Slice<UnsafeRawBufferPointer>) -> UnsafeRawBufferPointer {
        (formatter as? LinesFormat)?.content(row) ?? ByteLines.content(row)
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

    /// Reads `source` as `format`: its first `length` bytes, when the rest is still to be read
    /// (by a ``BackgroundReader``, whose rows ``appendRowsRead(_:through:)`` adds).
    init(
        source bytes: SourceBytes, format: Format, commentCharacter: UInt8, headerLines: Int = 0, separator: UInt8? = nil,
        length: Int? = nil
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
        let length = length ?? bytes.count
        let head = Array(bytes[0..<min(length, 64 * 1024)])
        hasByteOrderMark = head.starts(with: ByteLines.utf8BOM)
        // A NUL is binary content, unless NULs are what separates the rows.
        isReadOnly = self.separator != 0 && head.prefix(Self.binaryProbeLength).contains(0)
        let start = hasByteOrderMark ? ByteLines.utf8BOM.count : 0
        var layout = try formatter.layout(of: bytes, in: start..<max(start, length))
        if headerLines > 0, format == .lines { Self.take(headerLines, headerLinesFrom: &layout, bytes) }
        let endings = ByteLines.terminatorCounts(in: head, ByteLines.lines(in: head, start..<max(start, head.count)))
        terminator = self.separator.map { [$0] } ?? ByteLines.dominantTerminator(endings)
        endingsHad = Set(endings.keys).union([terminator])
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

    // MARK: - Rows

    /// Adds rows read after the document was made (the rest of a file of lines, from a
    /// ``BackgroundReader``) after its last row: the bytes up to `end` are the document's now.
    /// The table must be told (``Table/appendRows(_:toSection:)``) with the number added.
    func appendRowsRead(_ chunks: [[DocumentRow]], through end: Int) {
        let last = model.sections.count - 1
        guard last >= 0 else { return }
        model.sections[last].rows.append(chunks: chunks)
        trailers[last] = end..<end
        suffix = end..<end
    }

    /// Whether a row's bytes depend on its place (Markdown list numbers, JSON spacing).
    private var placesShapeRows: Bool { format == .markdown || format == .json }

    /// Brings the bytes that depend on a row's place in step after a change (Markdown list
    /// numbers, the whitespace between JSON elements) and counts each section's JSON types;
    /// records the rows rewritten, to put back when the change is undone (`undoneBy`).
    private func fitRowsToPlaces(after change: RowsChange, undoneBy: RewriteJournal.Signature) {
        var rewrites: [RowRewrite] = []
        switch format {
        case .markdown:
            unstrandItems(after: change, into: &rewrites)
            renumberOrderedLists(after: change, into: &rewrites)
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

    /// The text the row's modal text field starts with.
    public func editableText(forRowAt indexPath: IndexPath) -> String {
        formatter.editableText(of: source.bytes(of: row(at: indexPath)))
    }

    /// The text a row of these bytes (copied from a document of this format) shows in its
    /// text field.
    public func text(ofCopiedBytes bytes: [UInt8]) -> String {
        formatter.editableText(of: bytes[...])
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
    /// With `sibling`, the new row takes that row's style instead (`o`/`O` add a sibling of
    /// the cursor's row, at its depth, wherever its descendants put the new row).
    public func newRow(text: String, at indexPath: IndexPath, like sibling: IndexPath? = nil) -> DocumentRow {
        let siblingBytes = sibling.flatMap { path -> ArraySlice<UInt8>? in
            guard model.sections.indices.contains(path.section), path.row < model.sections[path.section].rows.count else { return nil }
            let row = model[path]
            return row.kind == .item ? source.bytes(of: row) : nil
        }
        let neighbour = siblingBytes ?? neighbourItemBytes(at: indexPath)
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

    /// The section's items (``canEditText(at:)`` of each), read a run of rows at a time.
    public func table(_ table: Table, movableRowsInSection section: Int) -> [Int] {
        guard !isReadOnly else { return [] }
        var movable: [Int] = []
        let rows = model.sections[section].rows
        movable.reserveCapacity(rows.count)
        rows.forEachRun(in: 0..<rows.count) { start, run in
            for (offset, row) in run.enumerated() where row.kind == .item { movable.append(start + offset) }
        }
        return movable
    }

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
