/// One row per line: the default for any file, and for pipes.
struct LinesFormat: ListFormat {
    func layout(of source: [UInt8], in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        let rows = ByteLines.lines(in: source, range).map { DocumentRow(source: $0) }
        return DocumentLayout(
            prefix: range.lowerBound..<range.lowerBound,
            sections: [SectionLayout(title: nil, header: range.lowerBound..<range.lowerBound, rows: rows, footer: nil,
                                     trailer: range.upperBound..<range.upperBound)],
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
