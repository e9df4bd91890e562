import Glibc
import TableKit

/// One row per line: the default for any file, and for pipes.
struct LinesFormat: ListFormat {
    func layout(of source: [UInt8], in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        try layout(of: SourceBytes(source), in: range)
    }

    func layout(of source: SourceBytes, in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        // A big file's lines are found in parts at once, one per core, each part cut just
        // after a line feed so that no line spans two.
        let pieces = source.withUnsafeBytes { Parallel.splitAtLineFeeds($0, range, parts: Parallel.parts(for: range.count)) }
        let found = Parallel.map(pieces.count) { Self.rows(of: source, in: pieces[$0]) }
        if let tooLong = found.lazy.compactMap(\.tooLong).first {
            _ = try DocumentRow.checked(source: tooLong..<(tooLong + DocumentRow.maximumLength + 1))
        }
        var section = SectionLayout(title: nil, header: range.lowerBound..<range.lowerBound, rows: [], footer: nil,
                                    trailer: range.upperBound..<range.upperBound)
        section.chunkedRows = SegmentedArray(chunks: found.flatMap(\.chunks))
        return DocumentLayout(prefix: range.lowerBound..<range.lowerBound, sections: [section],
                              suffix: range.upperBound..<range.upperBound)
    }

    /// One row per line of `source[range]`, built straight into chunks of the table's
    /// storage (no array of all rows, no copy), and the start of the first line too long or
    /// too far into the file for a row.
    private static func rows(of source: SourceBytes, in range: Range<Int>) -> (chunks: [[DocumentRow]], tooLong: Int?) {
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
        Array(ByteLines.content(row))
    }

    func shownPart(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> ArraySlice<UInt8>? {
        ByteLines.content(row)
    }

    func editableText(of row: ArraySlice<UInt8>) -> String {
        String(decoding: ByteLines.content(row), as: UTF8.self)
    }

    func retyped(_ row: ArraySlice<UInt8>, as text: String) -> [UInt8] {
        Array(text.utf8) + row.suffix(ByteLines.terminatorLength(row))
    }

    func newRow(_ text: String, like neighbour: ArraySlice<UInt8>?, siblingKind: ValueKind?, terminator: [UInt8]) -> [UInt8] {
        Array(text.utf8) + terminator
    }

    var joining: RowJoining { .lines }
}
