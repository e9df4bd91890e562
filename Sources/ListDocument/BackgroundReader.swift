import Dispatch
import LibC
import Synchronization

/// The rest of a file of lines, read on a thread of its own and cut into rows as it comes,
/// while the list made from its first part is already on screen.
///
/// The reader writes each piece into the document's ``SourceBytes`` past every byte a row
/// holds, finds the line ends of the complete lines read so far, and hands the rows over
/// under a lock; the document takes them with ``take()`` between keys. Nothing reads a byte
/// before the lock says it is written.
final class BackgroundReader: Sendable {
    /// What has been read and not yet taken.
    private struct Shared {
        var chunks: [[DocumentRow]] = []
        /// Where the rows handed over end: the first byte of a line not yet complete.
        var rowsEnd: Int
        var bytesRead: Int
        var finished = false
        var failure: FileProblem?
        /// The version the bytes read are, once they are all read and confirmed: the file
        /// as it was before the first byte, or, when only its change time moved meanwhile, as
        /// it is now, its bytes checked against those read.
        var confirmed: FileVersion?
    }

    /// How the rest is read: pieces of `pieceSize` bytes, with `pause` seconds between them
    /// (0, but for tests that must act while a small file is still being read).
    struct Pace: Sendable {
        var pieceSize = 4 << 20
        var pause = 0.0
    }

    let size: Int
    /// The file as it was before its first byte was read.
    let version: FileInfo
    private let shared: Mutex<Shared>
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading `path` (open as `descriptor`, which the reader closes; `version` is how
    /// it was before its first byte was read) from byte `start` to `size`, into `target`, the
    /// rows starting at `rowsStart`.
    init(path: String, descriptor: Int32, version: FileInfo, source: SourceBytes, target: DisjointParts, from start: Int,
         rowsFrom rowsStart: Int, size: Int, pace: Pace) {
        self.size = size
        self.version = version
        shared = Mutex(Shared(rowsEnd: rowsStart, bytesRead: start))
        DispatchQueue(label: "listedit.reader", qos: .userInitiated).async { [self] in
            read(path, descriptor, version, source, target, from: start, rowsFrom: rowsStart, pace: pace)
            close(descriptor)
            finished.signal()
        }
    }

    /// The rows read since the last call, and where they end.
    func take() -> (chunks: [[DocumentRow]], rowsEnd: Int) {
        shared.withLock { shared in
            defer { shared.chunks = [] }
            return (shared.chunks, shared.rowsEnd)
        }
    }

    /// Bytes read so far, whether the reader is done, and why it stopped short, if it did.
    var progress: (bytesRead: Int, finished: Bool, failure: FileProblem?) {
        shared.withLock { ($0.bytesRead, $0.finished, $0.failure) }
    }

    /// The version the whole file read is, once the reader is done without a failure.
    var confirmedVersion: FileVersion? { shared.withLock { $0.confirmed } }

    /// Where the rows handed over so far end: the first byte of a line not yet complete.
    var rowsEnd: Int { shared.withLock { $0.rowsEnd } }

    /// Waits until the reader is done, or `timeout` seconds; whether it is.
    func wait(timeout: Double) -> Bool {
        if progress.finished { return true }
        guard finished.wait(timeout: .now() + timeout) == .success else { return false }
        finished.signal()  // for the next waiter
        return true
    }

    private func read(_ path: String, _ descriptor: Int32, _ version: FileInfo, _ source: SourceBytes,
                      _ target: DisjointParts, from start: Int, rowsFrom rowsStart: Int, pace: Pace) {
        var position = start
        var rowsEnd = rowsStart
        func fail(_ problem: FileProblem) { shared.withLock { $0.failure = problem; $0.finished = true } }
        while position < size {
            if pace.pause > 0 { usleep(UInt32(pace.pause * 1_000_000)) }
            let count = min(pace.pieceSize, size - position)
            let (read, error) = readFully(descriptor, into: target.base + position, count: count, at: position)
            if error != 0 { return fail(.file(FileError("read", path, code: error))) }
            if read < count { return fail(.changedWhileRead(path)) }
            // Confirmed as it goes: a file that has another size or modification time, or is
            // another file, is not the one whose first part is on screen. Stopped at once.
            if let now = try? descriptorStatus(descriptor, path: path),
               now.size != version.size || now.modified != version.modified || now.inode != version.inode {
                return fail(.changedWhileRead(path))
            }
            position += count
            // The complete lines read so far (at the end, whatever is left is the last line).
            var end = position
            if position < size {
                end = rowsEnd
                source.withUnsafeBytes { buffer in
                    // Back from the end to the last line feed: a line or so, as lines go.
                    var i = position - 1
                    while i >= rowsEnd, buffer[i] != ByteLines.lf { i -= 1 }
                    if i >= rowsEnd { end = i + 1 }
                }
            }
            var rows: [[DocumentRow]] = []
            if end > rowsEnd {
                // On this thread alone, though the whole read takes longer so: with every core
                // finding line ends, keys typed meanwhile waited for one (docs/DECISIONS.md).
                let found = LinesFormat.rows(of: source, in: rowsEnd..<end)
                do throws(DocumentError) {
                    try LinesFormat.check(tooLong: found.tooLong)
                } catch {
                    return fail(.document(path, error))
                }
                rows = found.chunks
                rowsEnd = end
            }
            shared.withLock { shared in
                shared.chunks += rows
                shared.rowsEnd = rowsEnd
                shared.bytesRead = position
            }
        }
        // A file that grew while it was read is not the file whose size was read; one
        // written in place meanwhile (its size kept) may have changed under bytes read before.
        var probe: UInt8 = 0
        if pread(descriptor, &probe, 1, off_t(size)) > 0 { return fail(.changedWhileRead(path)) }
        let now: FileInfo
        do { now = try descriptorStatus(descriptor, path: path) } catch { return fail(.file(error)) }
        var confirmed = FileVersion(info: version)
        if !confirmed.hasSameStatus(as: now) {
            guard now.size == version.size, now.modified == version.modified, now.inode == version.inode else {
                return fail(.changedWhileRead(path))
            }
            // Only the change time moved (a chmod, or a rewrite in place that kept the size and
            // set the modification time back): the bytes read are the file's only if the file
            // still holds them all.
            let check = source.withUnsafeBytes { VersionCheck.of(UnsafeRawBufferPointer(rebasing: $0[0..<size])) }
            guard VersionCheck.ofFile(descriptor: descriptor, size: size) == check else { return fail(.changedWhileRead(path)) }
            confirmed = FileVersion(info: now, check: check)
        }
        shared.withLock {
            $0.confirmed = confirmed
            $0.finished = true
        }
    }
}
