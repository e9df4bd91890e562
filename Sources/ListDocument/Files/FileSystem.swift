import LibC

/// A file operation that failed: which one, on what, and errno's text.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done: "read", "write", "create a temporary file in", "rename", …
    public var operation: String
    /// The file or folder.
    public var path: String
    /// The C library's error number.
    public var code: Int32

    /// Creates an error.
    public init(_ operation: String, _ path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var description: String { "cannot \(operation) \(path): \(String(cString: strerror(code)))" }
}

/// What a path is, from `stat` or `lstat`.
public struct FileInfo: Hashable, Sendable {
    /// The kinds of file listedit tells apart.
    public enum Kind: Hashable, Sendable { case regular, directory, symlink, fifo, device, socket, other }

    public var kind: Kind
    /// Permission bits (`0o644`).
    public var mode: UInt32
    public var size: Int
    public var linkCount: Int
    public var device: UInt64
    public var inode: UInt64
    /// Modification time, in nanoseconds.
    public var modified: Int64
    /// The inode's change time (`st_ctim`), in nanoseconds: moved by any write, chmod,
    /// chown or link, and, unlike the modification time, never set back by a program.
    public var changed: Int64
    public var owner: UInt32
    public var group: UInt32

    /// How the file at the same path differs from `earlier`, a look at it before, or nil
    /// if it is the same file, unchanged.
    public func change(since earlier: FileInfo) -> FileChange? {
        if device != earlier.device || inode != earlier.inode || size != earlier.size || modified != earlier.modified {
            return .content
        }
        guard changed != earlier.changed else { return nil }
        if mode != earlier.mode || owner != earlier.owner || group != earlier.group || linkCount != earlier.linkCount {
            return .attributes
        }
        return .contentWithTimeKept
    }
}

extension FileInfo {
    /// What `stat`, `lstat` or `fstat` said.
    init(_ status: LibC.stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symlink
        case S_IFIFO: kind = .fifo
        case S_IFCHR, S_IFBLK: kind = .device
        case S_IFSOCK: kind = .socket
        default: kind = .other
        }
        mode = status.st_mode & 0o7777
        size = Int(status.st_size)
        linkCount = Int(status.st_nlink)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        // POSIX's names for the times; Darwin keeps its own (st_mtimespec, st_ctimespec).
        #if canImport(Darwin)
        let modifiedTime = status.st_mtimespec, changedTime = status.st_ctimespec
        #else
        let modifiedTime = status.st_mtim, changedTime = status.st_ctim
        #endif
        modified = Int64(modifiedTime.tv_sec) * 1_000_000_000 + Int64(modifiedTime.tv_nsec)
        changed = Int64(changedTime.tv_sec) * 1_000_000_000 + Int64(changedTime.tv_nsec)
        owner = status.st_uid
        group = status.st_gid
    }
}

/// How a file on disk differs from the version listedit read.
public enum FileChange: Hashable, Sendable {
    /// Another file is at the path, or the file's size or modification time changed.
    case content
    /// Only the inode's change time moved, with the permissions, owner or number of links
    /// (a chmod, a chown, a new hard link): the content may well be as it was.
    case attributes
    /// Only the inode's change time moved: the content was most likely rewritten with its
    /// size kept and its modification time set back (`rsync -t`, `cp -p`, `touch -d`).
    case contentWithTimeKept
    /// The file is not what it was when the unsaved copy being recovered was made: saving
    /// the copy's rows would undo what changed since.
    case sinceUnsavedCopy
}

/// The file operations listedit uses, so that tests can make any of them fail (a full disk,
/// an I/O error, a failing rename) and check that nothing is lost.
public protocol FileSystem: Sendable {
    /// `stat` (following symlinks), or nil if nothing is there.
    func status(_ path: String) throws(FileError) -> FileInfo?
    /// `lstat` (not following symlinks), or nil if nothing is there.
    func linkStatus(_ path: String) throws(FileError) -> FileInfo?
    /// The target of a symlink.
    func readLink(_ path: String) throws(FileError) -> String
    /// Whether the current user may create files in the folder.
    func canWrite(folder: String) -> Bool
    /// Whether the permissions let the current user write the file (`access(2)`: root may
    /// write any).
    func canWrite(file: String) -> Bool
    /// Reads at most `limit` bytes of the file (all of it if nil).
    func read(_ path: String, limit: Int?) throws(FileError) -> [UInt8]
    /// Opens for writing with `open(2)` flags; returns the descriptor.
    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileError) -> Int32
    /// Writes all of `bytes`.
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileError)
    func truncate(_ descriptor: Int32, length: Int, path: String) throws(FileError)
    func changeMode(_ descriptor: Int32, _ mode: UInt32, path: String) throws(FileError)
    func changeOwner(_ descriptor: Int32, owner: UInt32, group: UInt32, path: String) throws(FileError)
    func sync(_ descriptor: Int32, path: String) throws(FileError)
    /// Asks for the bytes `range` of the file written so far to start going to disk now, so
    /// that the `sync` ending a big save has less left to wait for. A hint: where there is no
    /// such call it does nothing, and it never fails.
    func startWriteback(_ descriptor: Int32, _ range: Range<Int>)
    func close(_ descriptor: Int32, path: String) throws(FileError)
    func rename(_ from: String, _ to: String) throws(FileError)
    /// A second name `to` for the file `from` (`link(2)`): fails with EEXIST rather than
    /// replace a file already there.
    func hardLink(_ from: String, _ to: String) throws(FileError)
    func remove(_ path: String) throws(FileError)
    /// `fsync` of a folder, so that a rename in it is on disk.
    func syncFolder(_ path: String) throws(FileError)
    /// The names in a folder, without `.` and `..`.
    func names(inFolder path: String) throws(FileError) -> [String]
}

extension FileSystem {
    /// Writes all of `bytes`.
    public func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>, path: String) throws(FileError) {
        try withUnsafeBytesOf(bytes) { (raw) throws(FileError) in try write(descriptor, raw, path: path) }
    }

    /// No early writeback: the final `sync` writes everything.
    public func startWriteback(_ descriptor: Int32, _ range: Range<Int>) {}
}

/// The real file system.
public struct PosixFileSystem: FileSystem {
    /// Creates it.
    public init() {}

    public func status(_ path: String) throws(FileError) -> FileInfo? { try info(path, follow: true) }
    public func linkStatus(_ path: String) throws(FileError) -> FileInfo? { try info(path, follow: false) }

    private func info(_ path: String, follow: Bool) throws(FileError) -> FileInfo? {
        var buffer = LibC.stat()
        let result: Int32
        if follow { result = stat(path, &buffer) } else { result = lstat(path, &buffer) }
        if result != 0 {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileError("read", path, code: errno)
        }
        return FileInfo(buffer)
    }

    public func readLink(_ path: String) throws(FileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { throw FileError("read the link", path, code: errno) }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func canWrite(folder: String) -> Bool { access(folder, W_OK | X_OK) == 0 }

    public func canWrite(file: String) -> Bool { access(file, W_OK) == 0 }

    public func read(_ path: String, limit: Int?) throws(FileError) -> [UInt8] {
        let descriptor = LibC.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError("open", path, code: errno) }
        defer { LibC.close(descriptor) }
        var info = LibC.stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        return try readAll(descriptor, limit: limit, sizeHint: size, path: path)
    }

    public func open(_ path: String, flags: Int32, mode: UInt32) throws(FileError) -> Int32 {
        let descriptor = LibC.open(path, flags | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw FileError(flags & O_CREAT != 0 ? "create" : "open", path, code: errno) }
        return descriptor
    }

    public func startWriteback(_ descriptor: Int32, _ range: Range<Int>) {
        #if os(Linux)
        // Linux starts writing dirty pages back when told they are not needed (and keeps
        // those not yet clean): sync_file_range's effect, through a call the C library
        // module exposes.
        _ = posix_fadvise(descriptor, off_t(range.lowerBound), off_t(range.count), POSIX_FADV_DONTNEED)
        #endif
    }

    public func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = LibC.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError("write", path, code: errno)
            }
            offset += written
        }
    }

    public func truncate(_ descriptor: Int32, length: Int, path: String) throws(FileError) {
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw FileError("truncate", path, code: errno) }
    }

    public func changeMode(_ descriptor: Int32, _ mode: UInt32, path: String) throws(FileError) {
        guard fchmod(descriptor, mode) == 0 else { throw FileError("set the permissions of", path, code: errno) }
    }

    public func changeOwner(_ descriptor: Int32, owner: UInt32, group: UInt32, path: String) throws(FileError) {
        guard fchown(descriptor, owner, group) == 0 else { throw FileError("set the owner of", path, code: errno) }
    }

    public func sync(_ descriptor: Int32, path: String) throws(FileError) {
        guard fsync(descriptor) == 0 else { throw FileError("flush to disk", path, code: errno) }
    }

    public func close(_ descriptor: Int32, path: String) throws(FileError) {
        guard LibC.close(descriptor) == 0 else { throw FileError("close", path, code: errno) }
    }

    public func rename(_ from: String, _ to: String) throws(FileError) {
        guard LibC.rename(from, to) == 0 else { throw FileError("rename \(from) to", to, code: errno) }
    }

    public func hardLink(_ from: String, _ to: String) throws(FileError) {
        guard link(from, to) == 0 else { throw FileError("link \(from) to", to, code: errno) }
    }

    public func remove(_ path: String) throws(FileError) {
        guard unlink(path) == 0 else { throw FileError("remove", path, code: errno) }
    }

    public func names(inFolder path: String) throws(FileError) -> [String] {
        guard let folder = opendir(path) else { throw FileError("list the folder", path, code: errno) }
        defer { closedir(folder) }
        return folderEntries(folder)
    }

    public func syncFolder(_ path: String) throws(FileError) {
        let descriptor = LibC.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError("open the folder", path, code: errno) }
        defer { LibC.close(descriptor) }
        guard fsync(descriptor) == 0 else { throw FileError("flush to disk the folder", path, code: errno) }
    }
}

/// The names a folder stream gives, without `.` and `..`.
func folderEntries(_ folder: OpaquePointer) -> [String] {
    var names: [String] = []
    while let entry = readdir(folder) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// `fstat` of an open file.
func descriptorStatus(_ descriptor: Int32, path: String) throws(FileError) -> FileInfo {
    var buffer = LibC.stat()
    guard fstat(descriptor, &buffer) == 0 else { throw FileError("look at", path, code: errno) }
    return FileInfo(buffer)
}

/// Asks the kernel to back a large, untouched buffer with 2 MiB pages: a 30 MB file then
/// costs a few dozen page faults instead of thousands. A hint; it may be ignored, and is not
/// given where there is no `MADV_HUGEPAGE` (Linux's), nor in a `LISTEDIT_PORTABLE` build.
func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    #if os(Linux) && !LISTEDIT_PORTABLE
    let hugePage = 2 << 20
    guard let base = buffer.baseAddress, buffer.count >= 2 * hugePage else { return }
    let start = (Int(bitPattern: base) + hugePage - 1) / hugePage * hugePage
    let end = (Int(bitPattern: base) + buffer.count) / hugePage * hugePage
    guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(pointer, end - start, MADV_HUGEPAGE)
    #endif
}

/// Reads `count` bytes at `offset` (fewer at the end of the file), retrying interrupted
/// reads; returns how many were read and the error that stopped it, if any.
func readFully(_ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int) -> (Int, Int32) {
    var done = 0
    while done < count {
        let n = pread(descriptor, buffer + done, count - done, off_t(offset + done))
        if n < 0 {
            if errno == EINTR { continue }
            return (done, errno)
        }
        if n == 0 { break }
        done += n
    }
    return (done, 0)
}

/// Reads a descriptor to its end (or `limit` + 1 bytes, so that a caller can tell it was
/// longer). With the size known (`sizeHint`), the bytes go straight into a buffer of that
/// size, with no copy as it grows.
func readAll(_ descriptor: Int32, limit: Int?, sizeHint: Int = 0, path: String) throws(FileError) -> [UInt8] {
    let capacity = min(sizeHint, limit.map { $0 < Int.max ? $0 + 1 : $0 } ?? Int.max)
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        guard let base = buffer.baseAddress else { return }
        adviseHugePages(buffer)
        // A big file is read in parts at once, one per core: copying the bytes and zeroing
        // the pages they land in is most of the time a read takes.
        let parts = Parallel.parts(for: capacity)
        let pieceSize = (capacity + parts - 1) / parts
        let target = DisjointParts(base: base)
        let outcomes = Parallel.map(parts) { part in
            let start = part * pieceSize
            return readFully(descriptor, into: target.base + start, count: min(pieceSize, capacity - start), at: start)
        }
        // The bytes read are those up to the first part that came up short (the file shrank).
        for (read, error) in outcomes {
            count += read
            if error != 0 { failure = error }
            if read < pieceSize || error != 0 { break }
        }
    }
    if failure != 0 { throw FileError("read", path, code: failure) }
    if bytes.count < capacity { return bytes }  // the file was shorter than its size said
    // The parts were read by position: the rest is read from where they ended.
    if capacity > 0, lseek(descriptor, off_t(capacity), SEEK_SET) < 0, errno != ESPIPE {
        throw FileError("read", path, code: errno)
    }
    // The size was unknown (a pipe) or the file grew: read the rest in chunks.
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
        if let limit, bytes.count > limit { return bytes }
        let count = chunk.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw FileError("read", path, code: errno)
        }
        if count == 0 { return bytes }
        bytes += chunk[..<count]
    }
}
