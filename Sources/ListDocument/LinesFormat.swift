import LibC
import TableKit

/// One row per line: the default for any file, and for pipes. With a `separator` (NUL, for
/// `find -print0`), one row per separated record instead, newlines and all.
struct LinesFormat: ListFormat {
    /// The byte that ends each row instead of a line break, or nil for lines.
    var separator: UInt8? = nil

    /// `row` without what ends it: its line break, or its separator.
    func content(_ row: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let separator else { return ByteLines.content(row) }
        return row.last == separator ? row.dropLast() : row
    }

    /// The same, for bytes read where they lie.
    func content(_ row: Slice<UnsafeRawBufferPointer>) -> UnsafeRawBufferPointer {
        guard let separator else { return ByteLines.content(row) }
        return UnsafeRawBufferPointer(rebasing: row.last == separator ? row.dropLast() : row)
    }

    /// Whether `byte`, last in a row, ends it.
    func endsRow(_ byte: UInt8) -> Bool {
        if let separator { return byte == separator }
        return byte == ByteLines.lf || byte == ByteLines.cr
    }

    func layout(of source: [UInt8], in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        try layout(of: SourceBytes(source), in: range)
    }

    func layout(of source: SourceBytes, in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        if let separator { return try layout(of: source, in: range, separatedBy: separator) }
        let found = Self.rowsOnEveryCore(of: source, in: range)
        try Self.check(tooLong: found.tooLong)
        var section = SectionLayout(title: nil, header: range.lowerBound..<range.lowerBound, rows: [], footer: nil,
                                    trailer: range.upperBound..<range.upperBound)
        section.chunkedRows = SegmentedArray(chunks: found.chunks)
        return DocumentLayout(prefix: range.lowerBound..<range.lowerBound, sections: [section],
                              suffix: range.upperBound..<range.upperBound)
    }

    /// One row per record ended by `separator` (the last may lack it).
    private func layout(of source: SourceBytes, in range: Range<Int>, separatedBy separator: UInt8) throws(DocumentError) -> DocumentLayout {
        var rows: [DocumentRow] = []
        var failure: DocumentError?
        source.withUnsafeBytes { buffer in
            var start = range.lowerBound
            while start < range.upperBound, failure == nil {
                var end = start
                while end < range.upperBound, buffer[end] != separator { end += 1 }
                end = min(range.upperBound, end + 1)
                do throws(DocumentError) { rows.append(try DocumentRow.checked(source: start..<end)) } catch { failure = error }
                start = end
            }
        }
        if let failure { throw failure }
        let section = SectionLayout(title: nil, header: range.lowerBound..<range.lowerBound, rows: rows, footer: nil,
                                    trailer: range.upperBound..<range.upperBound)
        return DocumentLayout(prefix: range.lowerBound..<range.lowerBound, sections: [section],
                              suffix: range.upperBound..<range.upperBound)
    }

    /// Throws the error a row at `tooLong` (a line ``rows(of:in:)`` found too long, or too far
    /// into the file, for a row) is refused with; nothing for nil.
    static func check(tooLong: Int?) throws(DocumentError) {
        guard let tooLong else { return }
        _ = try DocumentRow.checked(source: tooLong..<(tooLong + DocumentRow.maximumLength + 1))
    }

    /// ``rows(of:in:)`` on every core at once: a big range's lines are found in parts, each
    /// cut just after a line feed so that no line spans two, their rows joined in order.
    static func rowsOnEveryCore(of source: SourceBytes, in range: Range<Int>) -> (chunks: [[DocumentRow]], tooLong: Int?) {
        let parts = Parallel.parts(for: range.count)
        guard parts > 1 else { return rows(of: source, in: range) }
        let pieces = source.withUnsafeBytes { Parallel.splitAtLineFeeds($0, range, parts: parts) }
        let found = Parallel.map(pieces.count) { rows(of: source, in: pieces[$0]) }
        return (found.flatMap(\.chunks), found.lazy.compactMap(\.tooLong).first)
    }

    /// One row per line of `source[range]`, built straight into chunks of the table's
    /// storage (no array of all rows, no copy), and the start of the first line too long or
    /// too far into the file for a row.
    static func rows(of source: SourceBytes, in range: Range<Int>) -> (chunks: [[DocumentRow]], tooLong: Int?) {
        let chunkSize = SegmentedArray<DocumentRow>.chunkSize
        var chunks: [[DocumentRow]] = []
        var chunk: [DocumentRow] = []
        chunk.reserveCapacity(chunkSize)
        var start = range.lowerBound
        var tooLong: Int?
        source.withUnsafeBytes { buffer in
            ByteLines.forEachLineEnd(in: buffer, range) { ends in
                for end in ends {
                    let end = Int(end)
                    if end - start > DocumentRow.maximumLength || start > DocumentRow.maximumOffset { tooLong = tooLong ?? start }
                    chunk.append(DocumentRow(unchecked: start..<end))
                    start = end
                    if chunk.count == chunkSize {
                        chunks.append(chunk)
                        chunk = []
                        chunk.reserveCapacity(chunkSize)
                    }
                }
            }
        }
        chunks.append(chunk)
        return (chunks, tooLong)
    }

    func displayBytes(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> [UInt8] {
        Array(content(row))
    }

    func shownPart(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> ArraySlice<UInt8>? {
        content(row)
    }

    func editableText(of row: ArraySlice<UInt8>) -> String {
        String(decoding: content(row), as: UTF8.self)
    }

    func retyped(_ row: ArraySlice<UInt8>, as text: String) -> [UInt8] {
        Array(text.utf8) + row.suffix(row.count - content(row).count)
    }

    func newRow(_ text: String, like neighbour: ArraySlice<UInt8>?, siblingKind: ValueKind?, terminator: [UInt8]) -> [UInt8] {
        Array(text.utf8) + terminator
    }

    var joining: RowJoining { .lines }
}
