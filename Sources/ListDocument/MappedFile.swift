import CMappedFile
import Glibc

/// A file mapped read-only while the process holds a read lease on it, so that its bytes
/// stay the kernel's pages rather than a copy in the process: a ten-million-line file costs
/// its rows' 8 bytes each and the pages on screen, not its size.
///
/// The lease keeps the promise that the bytes saved are the bytes read. Another program that
/// opens the file to write it, or truncates it, waits until a signal handler has copied the
/// mapping into the process's own memory at the same address (pointers into it stay good)
/// and released the lease. When no lease can be had (a file of another user, a file open for
/// writing elsewhere, a file system without leases), ``open(_:)`` fails and the file is
/// read instead.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes.
    let bytes: UnsafeRawBufferPointer
    /// The file as it was when mapped (under the lease, so it cannot have changed since).
    let info: FileInfo
    private let slot: Int32

    private init(bytes: UnsafeRawBufferPointer, info: FileInfo, slot: Int32) {
        self.bytes = bytes
        self.info = info
        self.slot = slot
    }

    /// Maps the regular, non-empty file at `path` under a read lease, or says why that cannot
    /// be done (the file is then read instead).
    static func open(_ path: String) -> Result<MappedFile, FileError> {
        var slot: Int32 = 0
        var start: UnsafePointer<UInt8>?
        var status = Glibc.stat()
        let error = cmf_open(path, &slot, &start, &status)
        guard error == 0, let start else { return .failure(FileError("map", path, code: error)) }
        let info = FileInfo(status)
        return .success(MappedFile(bytes: UnsafeRawBufferPointer(start: start, count: info.size), info: info, slot: slot))
    }

    /// Lets the kernel take back the resident pages of `range`: they were read once (to find
    /// the lines) and are read again from the page cache if they are shown.
    func releasePages(_ range: Range<Int>) {
        cmf_release_pages(slot, range.lowerBound, range.count)
    }

    /// Copies the bytes into the process's own memory and releases the lease, as another
    /// program's write would make it: before the process stops (Ctrl-Z), when it could not
    /// answer a write for as long as it is stopped.
    func copyIntoMemory() { _ = cmf_copy_into_memory(slot) }

    /// Whether the bytes are the process's own copy (the lease was broken, or
    /// ``copyIntoMemory()`` was called).
    var isCopied: Bool { cmf_state(slot) == Int32(cmf_copied) }

    /// Whether the lease was broken with no memory left for a copy: the bytes are the file's
    /// pages and another program may have changed them.
    var isUnprotected: Bool { cmf_state(slot) == Int32(cmf_unprotected) }

    deinit { cmf_close(slot) }
}
