/// One row of a document: where its bytes are, and whether the user may edit it.
///
/// A row read from a file is a range of the file's bytes (its content, its terminator, and
/// the lines that travel with it: continuation lines, nested items, blank lines after it), so
/// a row the user never touches is written back exactly as it was read, and costs no copy.
/// An edited or new row owns its bytes.
public struct DocumentRow: Hashable, Sendable {
    /// What a row is to the user.
    public enum Kind: Hashable, Sendable {
        /// An item: can be edited, deleted and moved.
        case item
        /// Text kept in place between items (a Markdown paragraph): shown, never edited or lost.
        case fixed
    }

    enum Storage: Hashable, Sendable {
        /// Bytes `range` of the document's source.
        case source(Range<Int>)
        /// Bytes of its own.
        case owned([UInt8])
    }

    /// What the row is to the user.
    public var kind: Kind
    var storage: Storage

    init(kind: Kind = .item, source range: Range<Int>) {
        self.kind = kind
        storage = .source(range)
    }

    init(kind: Kind = .item, bytes: [UInt8]) {
        self.kind = kind
        storage = .owned(bytes)
    }
}

/// The bytes a document was read from, shared by every row that still has them.
public struct SourceBytes: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The bytes of `row`.
    func bytes(of row: DocumentRow) -> ArraySlice<UInt8> {
        switch row.storage {
        case let .source(range): bytes[range]
        case let .owned(owned): owned[...]
        }
    }

    subscript(range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }
}
