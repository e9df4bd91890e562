import TableKit

/// How a document's bytes are cut into sections and rows, shown, and put back together.
///
/// A format never rewrites bytes it did not have to: ``layout(of:in:)`` only finds
/// boundaries, and ``ListDocument`` writes untouched rows and the bytes between them back
/// as they were.
protocol ListFormat: Sendable {
    /// Sections, rows and the bytes around them, for `source[range]` (a BOM already removed).
    /// - Throws: ``DocumentError/invalid(_:)`` if the bytes are not in the format.
    func layout(of source: [UInt8], in range: Range<Int>) throws(DocumentError) -> DocumentLayout

    /// The layout of `source[range]`, read where the bytes are. By default, the bytes as an
    /// array; a format that finds its rows in parts at once (lines) reads them in place.
    func layout(of source: SourceBytes, in range: Range<Int>) throws(DocumentError) -> DocumentLayout

    /// What the row shows: UTF-8, or bytes that are not, which the view escapes.
    func displayBytes(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> [UInt8]

    /// What the row shows when that is a plain part of its bytes (nothing unescaped, nothing
    /// added), so that a search can read rows where they are; `nil`: ask ``displayBytes``.
    func shownPart(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> ArraySlice<UInt8>?

    /// The text the modal text field starts with when the row is retyped.
    func editableText(of row: ArraySlice<UInt8>) -> String

    /// The bytes of the row retyped as `text`, keeping what is not its text (a bullet, the
    /// lines that travel with it, its terminator).
    func retyped(_ row: ArraySlice<UInt8>, as text: String) -> [UInt8]

    /// The bytes of a new row holding `text`, in the style of `neighbour` (the row it goes
    /// after, or before when it goes first), ending with `terminator`; `siblingKind` is the
    /// kind every row of its section shares, if they all share one.
    func newRow(_ text: String, like neighbour: ArraySlice<UInt8>?, siblingKind: ValueKind?, terminator: [UInt8]) -> [UInt8]

    /// How rows are put back together: one after another (every row ends its line), or with
    /// a comma between them (JSON arrays).
    var joining: RowJoining { get }

    /// The kind of value a row holds (a JSON element's type), or nil for formats whose rows
    /// are all text.
    func valueKind(of row: ArraySlice<UInt8>) -> ValueKind?

    /// What the status line should say when `text` is stored where a value of kind `expected`
    /// was (the retyped row's kind) or is expected (the kind a new row's siblings share, when
    /// `isNewRow`): "saved as a string" when JSON text that is not valid JSON replaces a
    /// number. Nil when the text is stored as the kind expected, or nothing was expected.
    func storageNote(for text: String, expected: ValueKind?, isNewRow: Bool) -> String?

    /// The row with its task checkbox toggled (`[ ]` ↔ `[x]`), or nil if it has none.
    func checkboxToggled(_ row: ArraySlice<UInt8>) -> [UInt8]?

    /// The number and delimiter of an ordered list item (Markdown's `3.`, `3)`), which the
    /// document renumbers when items move, are added or deleted; nil for any other row.
    func orderedNumber(of row: ArraySlice<UInt8>) -> ListNumber?

    /// The ordered list item `row` numbered `number`.
    func renumbered(_ row: ArraySlice<UInt8>, to number: Int) -> [UInt8]

    /// The row with `before` (or, when nil, its own) whitespace before it and, when it is its
    /// section's last, none after it: for formats whose rows carry the spacing between them.
    func respaced(_ row: ArraySlice<UInt8>, before: [UInt8]?, isLast: Bool) -> [UInt8]
}

extension ListFormat {
    func layout(of source: SourceBytes, in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        try layout(of: source.array, in: range)
    }
    func valueKind(of row: ArraySlice<UInt8>) -> ValueKind? { nil }
    func storageNote(for text: String, expected: ValueKind?, isNewRow: Bool) -> String? { nil }
    func checkboxToggled(_ row: ArraySlice<UInt8>) -> [UInt8]? { nil }
    func orderedNumber(of row: ArraySlice<UInt8>) -> ListNumber? { nil }
    func renumbered(_ row: ArraySlice<UInt8>, to number: Int) -> [UInt8] { Array(row) }
    func respaced(_ row: ArraySlice<UInt8>, before: [UInt8]?, isLast: Bool) -> [UInt8] { Array(row) }
}

/// The type of a JSON value, which a new row follows when its siblings share one.
enum ValueKind: Int, CaseIterable, Sendable {
    case string, number, boolean, null, object, array

    /// The words the status line uses for it: "a string", "an object".
    var described: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        case .object: "an object"
        case .array: "an array"
        }
    }
}

/// An ordered list item's number and the delimiter after it (`.` or `)`).
struct ListNumber: Equatable {
    var number: Int
    var delimiter: UInt8
    /// How far in the marker is: items of one list are as far in as each other, and the
    /// items nested between them (further in) are another list's.
    var indentation = 0

    /// Whether `other` is an item of the same list as this one's, if they are siblings.
    func isSameList(as other: ListNumber?) -> Bool {
        other.map { $0.delimiter == delimiter && $0.indentation == indentation } ?? false
    }
}

/// The whitespace a format puts before a row placed first in its section, and before any
/// other (JSON: `[1, 2]` has none and one space; an array of one element per line has a
/// line break and the indentation for both).
struct RowSpacing: Sendable {
    var first: [UInt8]
    var between: [UInt8]
}

/// How a format puts rows back together.
enum RowJoining: Sendable {
    /// Rows follow each other; a row that does not end a line gets the document's terminator
    /// when something follows it.
    case lines
    /// Rows are separated by commas.
    case commas
}

/// Where a format found the sections, rows and the bytes around them.
struct DocumentLayout {
    /// Bytes before the first section.
    var prefix: Range<Int>
    var sections: [SectionLayout]
    /// Bytes after the last section.
    var suffix: Range<Int>
}

/// One section of a layout.
struct SectionLayout {
    /// The header shown, if any.
    var title: String?
    /// The heading's bytes (a Markdown heading line, a JSON key and its `[`), possibly empty.
    var header: Range<Int>
    var rows: [DocumentRow]
    /// Rows already cut into chunks (the lines format builds them so for large files);
    /// used instead of `rows` when set.
    var chunkedRows: SegmentedArray<DocumentRow>? = nil
    /// The footer shown, if any (lines separated by newlines).
    var footer: String?
    /// The bytes after the rows (a JSON `]`, the comment block of a git todo).
    var trailer: Range<Int>
    /// The whitespace rows placed in this section take, for formats whose rows carry it.
    var spacing: RowSpacing? = nil
}

/// Why a document cannot be read or changed.
public enum DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not in the format; the text says where and why.
    case invalid(String)
    /// The document is read-only (binary content).
    case readOnly
    /// The change would need the document's sections to change, which its format cannot say.
    case unsupportedChange(String)

    public var description: String {
        switch self {
        case let .invalid(why): why
        case .readOnly: "the document is read-only (binary content)"
        case let .unsupportedChange(why): why
        }
    }
}

/// The formats listedit reads and writes, as named on the command line.
public enum Format: String, Sendable, CaseIterable {
    case lines
    case markdown
    case json
    case gitTodo = "git-todo"

    /// The format for a file name: `.md` and `.markdown` Markdown, `.json` JSON, a file named
    /// `git-rebase-todo` a git todo, anything else lines.
    public static func forFileName(_ name: String) -> Format {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        let lower = base.lowercased()
        if base == "git-rebase-todo" { return .gitTodo }
        if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") { return .markdown }
        if lower.hasSuffix(".json") { return .json }
        return .lines
    }
}

extension ListFormat {
    func shownPart(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> ArraySlice<UInt8>? { nil }
}
