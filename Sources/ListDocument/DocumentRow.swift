/// One row of a document: where its bytes are, and whether the user may edit it.
///
/// A row read from a file is a range of the file's bytes (its content, its terminator, and
/// the lines that travel with it: continuation lines, nested items, blank lines after it), so
/// a row the user never touches is written back exactly as it was read, and costs no copy.
/// An edited or new row's bytes are kept by its document, which the row points into.
///
/// A row belongs to the document that made it: its range or index means nothing in another.
///
/// A row is 8 bytes with nothing to retain or release, so a million of them cost 8 MB and copy
/// at memory speed: offset (34 bits) and length (28 bits) of a range, or the index of owned
/// bytes, with a flag for each.
public struct DocumentRow: Hashable, Sendable {
    /// What a row is to the user.
    public enum Kind: Hashable, Sendable {
        /// An item: can be edited, deleted and moved.
        case item
        /// Text kept in place between items (a Markdown paragraph): shown, never edited or lost.
        case fixed
    }

    private var bits: UInt64

    private static let ownedFlag: UInt64 = 1 << 63
    private static let fixedFlag: UInt64 = 1 << 62
    private static let offsetBits: UInt64 = 34
    /// The largest offset a range can start at: 16 GiB.
    static let maximumOffset = (1 << 34) - 1
    /// The longest range a row can be: 256 MiB (a line of 100 MB opens).
    static let maximumLength = (1 << 28) - 1

    /// A range of the document's source bytes.
    /// - Precondition: the range fits the limits (`layout` checks them).
    init(kind: Kind = .item, source range: Range<Int>) {
        precondition(range.lowerBound <= Self.maximumOffset && range.count <= Self.maximumLength)
        bits = UInt64(range.lowerBound) | UInt64(range.count) << Self.offsetBits
        self.kind = kind
    }

    /// A range known to fit (or to be reported by the caller): no check on the hot path.
    init(unchecked range: Range<Int>) {
        bits = UInt64(truncatingIfNeeded: range.lowerBound) | UInt64(truncatingIfNeeded: range.count) << Self.offsetBits
    }

    /// Bytes the document keeps at `index` of its store.
    init(kind: Kind = .item, owned index: Int) {
        bits = Self.ownedFlag | UInt64(index)
        self.kind = kind
    }

    /// What the row is to the user.
    public var kind: Kind {
        get { bits & Self.fixedFlag != 0 ? .fixed : .item }
        set { if newValue == .fixed { bits |= Self.fixedFlag } else { bits &= ~Self.fixedFlag } }
    }

    /// The range of the source bytes, for a row that still has them.
    var sourceRange: Range<Int>? {
        guard bits & Self.ownedFlag == 0 else { return nil }
        let start = Int(bits & ((1 << Self.offsetBits) - 1))
        let length = Int((bits >> Self.offsetBits) & UInt64(Self.maximumLength))
        return start..<(start + length)
    }

    /// The index of the bytes the document keeps for an edited or new row.
    var ownedIndex: Int? {
        guard bits & Self.ownedFlag != 0 else { return nil }
        return Int(bits & ~(Self.ownedFlag | Self.fixedFlag))
    }

    /// A row for `range`, or the reason there cannot be one (a row over 256 MiB, bytes past 16 GiB).
    static func checked(kind: Kind = .item, source range: Range<Int>) throws(DocumentError) -> DocumentRow {
        guard range.count <= maximumLength else {
            throw .invalid("a row is longer than 256 MiB (at byte \(range.lowerBound)); listedit keeps rows shorter than that")
        }
        guard range.lowerBound <= maximumOffset else { throw .invalid("the document is larger than 16 GiB") }
        return DocumentRow(kind: kind, source: range)
    }
}

/// The bytes a document was read from, and the bytes of the rows edited or added since:
/// shared by every row, and only ever added to (undo steps keep rows that point into it).
final class RowBytes: @unchecked Sendable {
    let source: SourceBytes
    private(set) var owned: [[UInt8]] = []

    init(_ source: SourceBytes) { self.source = source }

    /// The bytes of `row`.
    func bytes(of row: DocumentRow) -> ArraySlice<UInt8> {
        if let range = row.sourceRange { return source[range] }
        return owned[row.ownedIndex!][...]
    }

    /// The first `limit` bytes of `row`.
    func bytes(of row: DocumentRow, upTo limit: Int) -> ArraySlice<UInt8> {
        if let range = row.sourceRange { return source[range.lowerBound..<min(range.upperBound, range.lowerBound + limit)] }
        return owned[row.ownedIndex!].prefix(limit)
    }

    /// Calls `body` with the bytes of `row` where they are.
    func withBytes<Result, Failure: Error>(
        of row: DocumentRow, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if let range = row.sourceRange {
            return try source.withUnsafeBytes { buffer throws(Failure) in try body(UnsafeRawBufferPointer(rebasing: buffer[range])) }
        }
        return try withUnsafeBytesOf(owned[row.ownedIndex!][...], body)
    }

    /// A row holding `bytes` of its own.
    func row(_ bytes: [UInt8], kind: DocumentRow.Kind) -> DocumentRow {
        owned.append(bytes)
        return DocumentRow(kind: kind, owned: owned.count - 1)
    }

    subscript(range: Range<Int>) -> ArraySlice<UInt8> { source[range] }
}
