import TableKit

// Writing a document: what was read, with the edits applied, chunk by chunk into a sink.
extension ListDocument {
    /// Whether `byte`, last in a chunk of rows, ends its row.
    private func endsRow(_ byte: UInt8) -> Bool { LinesFormat(separator: separator).endsRow(byte) }

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
    fileprivate struct Writer {
        let terminator: [UInt8]
        /// Whether a byte, last in a chunk, ends its row.
        let endsRow: (UInt8) -> Bool
        var unterminated = false

        mutating func append<Sink: ByteSink>(
            _ bytes: Slice<UnsafeRawBufferPointer>, to sink: inout Sink, ownRow: Bool = false
        ) throws(Sink.Failure) {
            guard !bytes.isEmpty else { return }
            if unterminated { try sink.append(terminator[...]) }
            unterminated = false
            if ownRow {
                try sink.appendOwnRow(UnsafeRawBufferPointer(rebasing: bytes))
            } else {
                try sink.append(UnsafeRawBufferPointer(rebasing: bytes))
            }
        }

        mutating func append<Sink: ByteSink>(_ bytes: ArraySlice<UInt8>, to sink: inout Sink) throws(Sink.Failure) {
            try withUnsafeBytesOf(bytes) { (raw) throws(Sink.Failure) in try append(raw[...], to: &sink) }
        }

        /// Bytes that make up whole lines, the last of which may lack its terminator.
        mutating func appendLine<Sink: ByteSink>(
            _ bytes: Slice<UnsafeRawBufferPointer>, to sink: inout Sink, ownRow: Bool = false
        ) throws(Sink.Failure) {
            try append(bytes, to: &sink, ownRow: ownRow)
            if let last = bytes.last, !endsRow(last) { unterminated = true }
        }

        /// The bytes of `row`: in `read`, or the document's own for an edited or new row.
        mutating func appendRow<Sink: ByteSink>(
            _ row: DocumentRow, from read: UnsafeRawBufferPointer, source: RowBytes, lines: Bool, to sink: inout Sink
        ) throws(Sink.Failure) {
            if let range = row.sourceRange { return try appendRow(read[range], lines: lines, to: &sink) }
            try source.withBytes(of: row) { (raw) throws(Sink.Failure) in try appendRow(raw[...], lines: lines, to: &sink, ownRow: true) }
        }

        private mutating func appendRow<Sink: ByteSink>(
            _ bytes: Slice<UnsafeRawBufferPointer>, lines: Bool, to sink: inout Sink, ownRow: Bool = false
        ) throws(Sink.Failure) {
            if lines { try appendLine(bytes, to: &sink, ownRow: ownRow) } else { try append(bytes, to: &sink, ownRow: ownRow) }
        }
    }
}
