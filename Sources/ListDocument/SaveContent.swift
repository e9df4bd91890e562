/// What a save writes, handed to a file in pieces: a document's bytes are never gathered
/// into one array first, so saving a 100 MB file needs no second 100 MB.
struct SaveContent {
    /// Hands the content to `sink`, piece by piece.
    let pieces: (_ sink: inout FileSink) throws(FileError) -> Void

    /// Bytes already in memory.
    static func bytes(_ bytes: [UInt8]) -> SaveContent {
        SaveContent { (sink: inout FileSink) throws(FileError) in try sink.append(bytes[...]) }
    }

    /// A document's bytes, as ``ListDocument/serialized()`` gives them.
    static func document(_ document: ListDocument) -> SaveContent {
        SaveContent { (sink: inout FileSink) throws(FileError) in try document.write(into: &sink) }
    }

    /// Writes the content to `descriptor` (the file at `path`).
    /// - Returns: how many bytes, their ``ContentHash`` when `hashing`, and their
    ///   ``VersionCheck`` when `checkingVersion` (what a save's new version is).
    func write(
        _ descriptor: Int32, _ path: String, _ fileSystem: any FileSystem, hashing: Bool = false, checkingVersion: Bool = false
    ) throws(FileError) -> (count: Int, hash: UInt64?, check: UInt64?) {
        var sink = FileSink(descriptor: descriptor, path: path, fileSystem: fileSystem)
        if hashing { sink.hash = ContentHash() }
        if checkingVersion { sink.versionCheck = VersionCheck() }
        try pieces(&sink)
        try sink.flush()
        return (sink.count, sink.hash?.finished, sink.versionCheck?.finished)
    }
}

/// Where a document's bytes go, piece by piece.
protocol ByteSink {
    associatedtype Failure: Error
    mutating func append(_ bytes: UnsafeRawBufferPointer) throws(Failure)
    /// The bytes of a row of the document's own (retyped, added, rewritten), which an edits
    /// copy keeps apart from the bytes between rows; any other sink takes them as bytes.
    mutating func appendOwnRow(_ bytes: UnsafeRawBufferPointer) throws(Failure)
}

extension ByteSink {
    mutating func appendOwnRow(_ bytes: UnsafeRawBufferPointer) throws(Failure) { try append(bytes) }
}

extension ByteSink {
    mutating func append(_ bytes: ArraySlice<UInt8>) throws(Failure) {
        try withUnsafeBytesOf(bytes) { (raw) throws(Failure) in try append(raw) }
    }
}

/// Bytes gathered into one array.
struct ArraySink: ByteSink {
    var bytes: [UInt8] = []
    mutating func append(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
}

/// Bytes written to a file: small pieces (rows) gathered into writes of about 1 MiB, large
/// ones (untouched runs of rows) written from where they are, with no copy. Either way the
/// bytes reach the file in the order they were appended: what is gathered is written before
/// a large piece is.
struct FileSink: ByteSink {
    let descriptor: Int32
    let path: String
    let fileSystem: any FileSystem
    private var buffer: [UInt8] = []
    /// Bytes handed over so far.
    private(set) var count = 0
    /// The check of the bytes handed over, when asked for.
    var hash: ContentHash?
    /// Their version check, when asked for.
    var versionCheck: VersionCheck?

    private static let bufferSize = 1 << 20
    /// The most one write() is given.
    private static let largestWrite = 4 << 20

    init(descriptor: Int32, path: String, fileSystem: any FileSystem) {
        self.descriptor = descriptor
        self.path = path
        self.fileSystem = fileSystem
        buffer.reserveCapacity(Self.bufferSize)
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        let offset = count
        count += bytes.count
        hash?.feed(bytes)
        versionCheck?.feed(bytes)
        if bytes.count >= Self.bufferSize / 4 {
            try flush()
            // A run of hundreds of MiB in one write() is several times slower than the same
            // bytes a few MiB at a time (on ext4, 295 MB: 0.76 s against 0.06 s).
            // Each piece is sent on to the disk as soon as it is written, while the next is
            // copied, so the fsync that ends the save waits for little more than the last.
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Self.largestWrite)
                try fileSystem.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[start..<end]), path: path)
                fileSystem.startWriteback(descriptor, (offset + start)..<(offset + end))
                start = end
            }
            return
        }
        if buffer.count + bytes.count > Self.bufferSize { try flush() }
        buffer.append(contentsOf: bytes)
    }

    /// Writes what is gathered.
    mutating func flush() throws(FileError) {
        guard !buffer.isEmpty else { return }
        try fileSystem.write(descriptor, buffer[...], path: path)
        buffer.removeAll(keepingCapacity: true)
    }
}
