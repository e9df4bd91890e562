import LibC

/// The unsaved copy of a big file: its edits and the version they apply to, not its bytes, so
/// that Ctrl-C with one edit in ten million rows writes a few hundred bytes at once instead of
/// the whole file (and a file still being read is kept without waiting for the rest).
///
/// The body is what a save would write, said as pieces: the untouched runs of the version
/// as where they lie in it, the rest as bytes.
///
///     listedit edits 1
///     s START COUNT        bytes START..<START+COUNT of the version
///     r COUNT              a row of the document's own (retyped, added), then its bytes
///     b COUNT              other bytes (a line ending, a comma), then those bytes
///
/// Applied to the version it was made from, it gives exactly the bytes a save would have
/// written. Onto any other file it cannot be applied; its `r` rows are then what is offered.
enum EditsCopy {
    static let header = Array("listedit edits 1\n".utf8)

    /// Documents read from at least this many bytes have their edits kept rather than their
    /// bytes: 1 MiB.
    static let threshold = 1 << 20

    /// The copy's body for `document`, whose bytes as read are the version's (`versionSize`
    /// bytes, of which the document holds the rows of the first `suffix.upperBound`: a file
    /// still being read has its unread rest said as one piece of the version).
    static func content(of document: ListDocument, versionSize: Int) -> SaveContent {
        SaveContent { (sink: inout FileSink) throws(FileError) in
            try sink.append(header[...])
            try document.source.source.withUnsafeBytes { (buffer) throws(FileError) in
                var edits = EditsSink(inner: sink, source: buffer)
                try document.write(into: &edits)
                let read = document.suffix.upperBound
                if read < versionSize { try edits.appendVersion(read..<versionSize) }
                try edits.finish()
                sink = edits.inner
            }
        }
    }

    /// Why an edits copy cannot be applied.
    struct Damage: Error, Hashable, CustomStringConvertible {
        var description: String
    }

    /// One piece of a body.
    enum Piece: Hashable {
        /// Bytes of the version.
        case version(Range<Int>)
        /// A row's own bytes, at this range of the body.
        case ownRow(Range<Int>)
        /// Other bytes, at this range of the body.
        case bytes(Range<Int>)
    }

    /// The pieces of `body` (a copy's content without its trailer), each checked against
    /// what is left of the body and against the version's size, with no sum that can overflow.
    static func pieces(of body: [UInt8], versionSize: Int) throws(Damage) -> [Piece] {
        guard body.starts(with: header) else { throw Damage(description: "it does not begin as a listedit edits copy") }
        var pieces: [Piece] = []
        var at = header.count
        while at < body.count {
            guard let end = body[at..<min(body.count, at + 48)].firstIndex(of: 0x0A) else {
                throw Damage(description: "piece \(pieces.count + 1) has no line saying what it is")
            }
            let fields = body[at..<end].split(separator: 0x20, omittingEmptySubsequences: false)
            let start = end + 1
            switch (fields.first.map(Array.init), fields.count) {
            case ([UInt8(ascii: "s")], 3):
                guard let offset = decimal(fields[1]), let count = decimal(fields[2]), offset <= versionSize, count <= versionSize - offset
                else { throw Damage(description: "piece \(pieces.count + 1) is not a part of the file's \(versionSize) bytes") }
                pieces.append(.version(offset..<(offset + count)))
                at = start
            case ([UInt8(ascii: "r")], 2), ([UInt8(ascii: "b")], 2):
                guard let count = decimal(fields[1]), count <= body.count - start else {
                    throw Damage(description: "piece \(pieces.count + 1) is cut short")
                }
                let range = start..<(start + count)
                pieces.append(fields[0].first == UInt8(ascii: "r") ? .ownRow(range) : .bytes(range))
                at = range.upperBound
            default:
                throw Damage(description: "piece \(pieces.count + 1) is of no kind listedit writes")
            }
        }
        return pieces
    }

    /// The bytes the edits in `body` give when applied to the version open as `descriptor`
    /// (`versionSize` bytes): what the save would have written.
    /// - Throws: ``Damage`` when the body does not read, the result would be larger than
    ///   `limit`, or the file cannot be read where a piece says.
    static func apply(_ body: [UInt8], to descriptor: Int32, versionSize: Int, limit: Int) throws(Damage) -> [UInt8] {
        let pieces = try pieces(of: body, versionSize: versionSize)
        var total = 0
        for piece in pieces {
            let count: Int
            switch piece {
            case let .version(range), let .ownRow(range), let .bytes(range): count = range.count
            }
            guard count <= limit - total else { throw Damage(description: "the file it gives would be larger than \(byteCountText(limit))") }
            total += count
        }
        var result = [UInt8]()
        result.reserveCapacity(total)
        for piece in pieces {
            switch piece {
            case let .ownRow(range), let .bytes(range):
                result += body[range]
            case let .version(range):
                let start = result.count
                result += repeatElement(0, count: range.count)
                let (read, error) = result.withUnsafeMutableBufferPointer {
                    readFully(descriptor, into: $0.baseAddress! + start, count: range.count, at: range.lowerBound)
                }
                guard error == 0, read == range.count else { throw Damage(description: "the file could not be read where the copy says") }
            }
        }
        return result
    }

    /// The rows of the document's own that `body` holds (retyped, added), in order: what a copy
    /// of edits to another version can still give back.
    static func ownRows(in body: [UInt8], versionSize: Int) throws(Damage) -> [[UInt8]] {
        try pieces(of: body, versionSize: versionSize).compactMap { piece in
            if case let .ownRow(range) = piece { return Array(body[range]) }
            return nil
        }
    }

    /// A length in decimal digits (at most 18, so that it fits).
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}

/// What a document's writer hands over, said as an edits copy's pieces (``EditsCopy``): bytes
/// inside the version's buffer as where they lie (runs next to each other joined), a row of
/// the document's own and anything else as bytes.
struct EditsSink<Inner: ByteSink>: ByteSink {
    var inner: Inner
    /// The version's bytes, where the document reads them.
    let source: UnsafeRawBufferPointer
    /// The run of the version's bytes handed over and not yet said.
    private var run: Range<Int>?

    init(inner: Inner, source: UnsafeRawBufferPointer) {
        self.inner = inner
        self.source = source
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) throws(Inner.Failure) {
        guard !bytes.isEmpty else { return }
        if let offset = offset(of: bytes) { return try appendVersion(offset..<(offset + bytes.count)) }
        try say("b", bytes)
    }

    mutating func appendOwnRow(_ bytes: UnsafeRawBufferPointer) throws(Inner.Failure) {
        guard !bytes.isEmpty else { return }
        try say("r", bytes)
    }

    /// Bytes `range` of the version.
    mutating func appendVersion(_ range: Range<Int>) throws(Inner.Failure) {
        if let current = run, current.upperBound == range.lowerBound {
            run = current.lowerBound..<range.upperBound
            return
        }
        try finish()
        run = range
    }

    /// Says the run not yet said.
    mutating func finish() throws(Inner.Failure) {
        guard let current = run else { return }
        run = nil
        try inner.append(Array("s \(current.lowerBound) \(current.count)\n".utf8)[...])
    }

    private mutating func say(_ kind: String, _ bytes: UnsafeRawBufferPointer) throws(Inner.Failure) {
        try finish()
        try inner.append(Array("\(kind) \(bytes.count)\n".utf8)[...])
        try inner.append(bytes)
    }

    /// Where `bytes` lie in the version's buffer, if they lie there.
    private func offset(of bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = source.baseAddress, let start = bytes.baseAddress, start >= base,
              start + bytes.count <= base + source.count
        else { return nil }
        return start - base
    }
}
