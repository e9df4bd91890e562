import LibC

/// A big file of lines opened at once: its first part read and shown, the rest read on a
/// thread of its own and added to the document as it comes (``DocumentFile/takeRowsRead()``).
extension DocumentFile {
    /// How a file is read when it is opened.
    public enum Reading: Sendable {
        /// Whole, before the document is made.
        case whole
        /// For a file of lines larger than `firstPart` bytes: its first part before the
        /// document is made (up to its last complete line), the rest in the background.
        case inBackground(firstPart: Int = 256 << 10, pace: BackgroundPace = BackgroundPace())
    }

    /// How the rest of a file is read in the background.
    public struct BackgroundPace: Sendable {
        /// Bytes read at a time.
        public var pieceSize: Int
        /// Seconds to wait before each piece: 0, but for tests that must act while a small
        /// file is still being read.
        public var pause: Double

        public init(pieceSize: Int = 4 << 20, pause: Double = 0) {
            self.pieceSize = max(1, pieceSize)
            self.pause = max(0, pause)
        }
    }

    /// Whether the rest of the file is still being read, or read and not yet all taken.
    public var isReading: Bool { reader != nil }

    /// Bytes of the file read so far, and its size, while it is being read.
    public var readProgress: (read: Int, size: Int)? {
        reader.map { ($0.progress.bytesRead, $0.size) }
    }

    /// Adds the rows read since the last call to the document, after its last row, and
    /// returns how many there were: tell the table (``Table/appendRows(_:toSection:)``, in the
    /// last section). Once the reader is done and everything is taken, ``isReading`` is false;
    /// if it stopped short, ``readFailure`` says why.
    public func takeRowsRead() -> Int {
        guard let reader else { return 0 }
        let state = reader.progress
        let (chunks, end) = reader.take()
        let count = chunks.reduce(0) { $0 + $1.count }
        if count > 0 { document.appendRowsRead(chunks, through: end) }
        if state.finished {
            readFailure = state.failure
            if state.failure == nil, let confirmed = reader.confirmedVersion { knownVersion = confirmed }
            self.reader = nil
        }
        return count
    }

    /// Waits for the rest of the file and adds its rows; returns how many (as
    /// ``takeRowsRead()``).
    public func finishReading() -> Int {
        guard let reader else { return 0 }
        while !reader.wait(timeout: 1) {}
        return takeRowsRead()
    }

    /// Waits until the reader is done or `timeout` seconds have passed; whether it is done
    /// (its last rows may still be to take).
    @discardableResult
    public func waitForReader(timeout: Double) -> Bool {
        reader?.wait(timeout: timeout) ?? true
    }

    /// Opens `path` for a background read: reads its first part into room for the whole and
    /// starts a reader for the rest. Nil (the file is read whole instead) when the first part
    /// holds no complete line.
    static func startReading(
        _ path: String, size: Int, firstPart: Int, pace: BackgroundPace, fileSystem: any FileSystem
    ) throws(FileProblem) -> (source: SourceBytes, length: Int, reader: BackgroundReader)? {
        try checkMemory(path, size: size)
        let descriptor: Int32
        do { descriptor = try fileSystem.open(path, flags: O_RDONLY, mode: 0) } catch { throw .file(error) }
        // The file as it is when its first byte is read: if it is not so when its last is,
        // something wrote it meanwhile and the rows may be part one version, part another.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .file(FileError("read", path, code: code))
        }
        let (source, target) = SourceBytes.reserving(size)
        let (read, error) = readFully(descriptor, into: target.base, count: firstPart, at: 0)
        if error != 0 || read < firstPart {
            close(descriptor)
            if error != 0 { throw .file(FileError("read", path, code: error)) }
            throw .changedWhileRead(path)
        }
        // The first part ends after its last line feed; the rest begins a line.
        var length = firstPart
        while length > 0, target.base[length - 1] != ByteLines.lf { length -= 1 }
        guard length > 0 else {
            close(descriptor)
            return nil
        }
        let reader = BackgroundReader(
            path: path, descriptor: descriptor, version: FileInfo(status), source: source, target: target, from: firstPart,
            rowsFrom: length, size: size, pace: BackgroundReader.Pace(pieceSize: pace.pieceSize, pause: pace.pause))
        return (source, length, reader)
    }
}
