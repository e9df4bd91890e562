/// The bytes a document was read from, in the process's own memory: never a mapping of the
/// file, whose pages another program (or the file system itself, on FUSE) could change or
/// take away under the rows, turning a read into SIGBUS (docs/DECISIONS.md, "A private copy").
///
/// Read them in place with ``withUnsafeBytes(_:)``; a subscript gives a range as an array slice.
final class SourceBytes: @unchecked Sendable {
    private let bytes: [UInt8]
    /// How many bytes there are.
    var count: Int { bytes.count }

    /// Bytes in memory.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Room for `count` bytes still to be read, and where to write them: a reader fills it
    /// part by part while rows already made from the parts before are read here. Nothing may
    /// read a byte before the reader has said (under a lock) that it is written.
    static func reserving(_ count: Int) -> (SourceBytes, DisjointParts) {
        var base: UnsafeMutablePointer<UInt8>?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            base = buffer.baseAddress
            adviseHugePages(buffer)
            initialized = count
        }
        // The array is never changed or copied after this, so its storage stays where it is.
        return (SourceBytes(bytes), DisjointParts(base: base ?? UnsafeMutablePointer(bitPattern: 1)!))
    }

    /// Calls `body` with the bytes where they are.
    func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeBytesOf(bytes[...], body)
    }

    /// The bytes of `range`.
    subscript(range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }

    /// All the bytes as one array.
    var array: [UInt8] { bytes }
}

/// `bytes.withUnsafeBytes(body)`, keeping the type of `body`'s error (the standard library's
/// own rethrows it untyped).
func withUnsafeBytesOf<Result, Failure: Error>(
    _ bytes: ArraySlice<UInt8>, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
) throws(Failure) -> Result {
    let result: Swift.Result<Result, Failure> = bytes.withUnsafeBytes { buffer in
        do throws(Failure) { return .success(try body(buffer)) } catch { return .failure(error) }
    }
    return try result.get()
}
