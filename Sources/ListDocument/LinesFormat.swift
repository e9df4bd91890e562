import Glibc
import TableKit

/// One row per line: the default for any file, and for pipes.
struct LinesFormat: ListFormat {
    func layout(of source: [UInt8], in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        // Rows go straight into chunks of the table's storage: no array of all rows, no copy.
        let chunkSize = SegmentedArray<DocumentRow>.chunkSize
        var chunks: [[DocumentRow]] = []
        var chunk: [DocumentRow] = []
        chunk.reserveCapacity(chunkSize)
        var start = range.lowerBound
        var tooLong: Int?
        ByteLines.forEachLineEnd(in: source, range) { ends in
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
        if let tooLong { _ = try DocumentRow.checked(source: tooLong..<(tooLong + DocumentRow.maximumLength + 1)) }
        chunks.append(chunk)
        var section = SectionLayout(title: nil, header: range.lowerBound..<range.lowerBound, rows: [], footer: nil,
                                    trailer: range.upperBound..<range.upperBound)
        section.chunkedRows = SegmentedArray(chunks: chunks)
        return DocumentLayout(prefix: range.lowerBound..<range.lowerBound, sections: [section],
                              suffix: range.upperBound..<range.upperBound)
    }

    func displayBytes(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> [UInt8] {
        Array(ByteLines.content(row))
    }

    func editableText(of row: ArraySlice<UInt8>) -> String {
        String(decoding: ByteLines.content(row), as: UTF8.self)
    }

    func retyped(_ row: ArraySlice<UInt8>, as text: String) -> [UInt8] {
        Array(text.utf8) + row.suffix(ByteLines.terminatorLength(row))
    }

    func newRow(_ text: String, like neighbour: ArraySlice<UInt8>?, terminator: [UInt8]) -> [UInt8] {
        Array(text.utf8) + terminator
    }

    var joining: RowJoining { .lines }
}
