import LibC

/// The file's last rows while its middle is still being read: `G` goes to the end at once,
/// as `less` and ov do, by reading the file backwards from its end.
extension DocumentFile {
    /// The bytes the file's last `count` rows show (each without its terminator, at most
    /// ``ListDocument/displayLimit`` of them), last row last, read backwards from the end of
    /// the file while the rest is still being read in the background.
    ///
    /// Nil when there is no such gap: the file is not being read, the rows read already reach
    /// the part found, the file changed since it was opened (the reader will say so), or its
    /// last lines are so long that ``maximumTailBytes`` holds none whole. The caller then
    /// waits for the whole file instead.
    ///
    /// Rows are cut exactly as the reader cuts them (every line feed ends one, and a CRLF or a
    /// lone CR ends one too), so the rows shown here are the rows the table will hold there.
    /// - Complexity: O(bytes of the last `count` lines), at most ``maximumTailBytes``.
    public func lastRows(_ count: Int) -> [[UInt8]]? {
        guard count > 0, let reader, !reader.progress.finished else { return nil }
        let rowsEnd = reader.rowsEnd
        guard let descriptor = try? fileSystem.open(path, flags: O_RDONLY, mode: 0) else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, let knownVersion, knownVersion.hasSameStatus(as: FileInfo(status)) else { return nil }
        let size = reader.size
        // Back from the end a block at a time, until the bytes hold a line feed before the
        // last `count` lines: what follows it is a row's start.
        var tail: [UInt8] = []
        var start = size
        var lineFeeds = 0
        while start > rowsEnd, tail.count < Self.maximumTailBytes {
            let length = min(Self.tailBlock, start - rowsEnd)
            var block = [UInt8](repeating: 0, count: length)
            let (read, error) = block.withUnsafeMutableBufferPointer { readFully(descriptor, into: $0.baseAddress!, count: length, at: start - length) }
            guard error == 0, read == length else { return nil }
            // The file's last byte ends its last line rather than starting a row after it.
            let counted = start == size && block.last == ByteLines.lf ? block.dropLast() : block[...]
            lineFeeds += counted.lazy.filter { $0 == ByteLines.lf }.count
            tail = block + tail
            start -= length
            if lineFeeds > count { break }
        }
        // The first row whose start is known: just past the first line feed found.
        guard let firstLineFeed = tail.firstIndex(of: ByteLines.lf) else { return nil }
        let lines = ByteLines.lines(in: tail, (firstLineFeed + 1)..<tail.count)
        guard !lines.isEmpty else { return nil }
        return lines.suffix(count).map { line in
            Array(ByteLines.content(tail[line]).prefix(ListDocument.displayLimit))
        }
    }

    /// The most bytes ``lastRows(_:)`` reads back from the end of the file.
    static let maximumTailBytes = 1 << 20
    /// How many it reads at a time.
    static let tailBlock = 64 << 10
}
