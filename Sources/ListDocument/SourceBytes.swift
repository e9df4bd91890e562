/// The bytes a document was read from: an array (piped input, and files of the formats that
/// read every byte at random), or a file mapped under a lease (a file of lines: see
/// ``MappedFile``), whose pages are read only where rows are looked at.
///
/// Read them in place with ``withUnsafeBytes(_:)``; a subscript gives a range as an array
/// slice, a copy when the bytes are mapped.
final class SourceBytes: @unchecked Sendable {
    private enum Storage {
        case memory([UInt8])
        case mapped(MappedFile)
    }

    private let storage: Storage
    /// How many bytes there are.
    let count: Int

    /// Bytes in memory.
    init(_ bytes: [UInt8]) {
        storage = .memory(bytes)
        count = bytes.count
    }

    /// A mapped file's bytes.
    init(mapping file: MappedFile) {
        storage = .mapped(file)
        count = file.bytes.count
    }

    /// The mapped file, if the bytes are one.
    var mappedFile: MappedFile? {
        if case let .mapped(file) = storage { return file }
        return nil
    }

    /// Calls `body` with the bytes where they are.
    func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        switch storage {
        case let .memory(bytes):
            return try withUnsafeBytesOf(bytes[...], body)
        case let .mapped(file):
            return try body(file.bytes)
        }
    }

    /// The bytes of `range`: a slice of the array, or a copy of the mapped bytes (indexed
    /// from 0, as any row's bytes may be).
    subscript(range: Range<Int>) -> ArraySlice<UInt8> {
        switch storage {
        case let .memory(bytes): bytes[range]
        case let .mapped(file): Array(UnsafeRawBufferPointer(rebasing: file.bytes[range]))[...]
        }
    }

    /// All the bytes as one array: the array itself, or a copy of the mapped bytes.
    var array: [UInt8] {
        switch storage {
        case let .memory(bytes): bytes
        case let .mapped(file): Array(file.bytes)
        }
    }

    /// Hands the resident pages of `range` back to the kernel, once read: for mapped bytes,
    /// which are read again from the page cache if needed; nothing for an array.
    func releasePages(_ range: Range<Int>) {
        mappedFile?.releasePages(range)
    }
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
