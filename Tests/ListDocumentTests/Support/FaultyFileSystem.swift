import LibC
import ListDocument

/// The real file system, with chosen operations made to fail, and a log of what was opened
/// for writing.
final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    enum Fault: Hashable {
        case write(Int32), sync(Int32), rename(Int32), close(Int32), read(Int32), truncate(Int32)
        /// Report every folder as not writable (as a non-root user in a 0555 folder).
        case folderNotWritable
        /// Report every file as not writable, as for a user whose permission bits have no
        /// write bit (a 0644 file of another user's): root, whom `access(2)` lets write
        /// anything, could not see that otherwise.
        case fileNotWritable
        /// Hard links refused (EPERM), as on FAT and many FUSE file systems.
        case noHardLinks
    }

    private let real = PosixFileSystem()
    var faults: Set<Fault> = []
    /// Paths opened for writing, in order.
    private(set) var writtenPaths: [String] = []
    /// After this many successful writes, writes fail with `write`'s errno (nil: at once).
    var failWriteAfter = 0
    /// How many writes fail before writing works again (nil: all of them).
    var writeFailures: Int?
    private var writes = 0

    init(_ faults: Set<Fault> = []) { self.faults = faults }

    private func errno(_ make: (Int32) -> Fault) -> Int32? {
        for code in [ENOSPC, EIO, EXDEV, EACCES, EROFS, EPERM] where faults.contains(make(code)) { return code }
        return nil
    }

    func status(_ path: String) throws(FileError) -> FileInfo? { try real.status(path) }
    func linkStatus(_ path: String) throws(FileError) -> FileInfo? { try real.linkStatus(path) }
    func readLink(_ path: String) throws(FileError) -> String { try real.readLink(path) }
    func canWrite(folder: String) -> Bool { faults.contains(.folderNotWritable) ? false : real.canWrite(folder: folder) }
    func canWrite(file: String) -> Bool { faults.contains(.fileNotWritable) ? false : real.canWrite(file: file) }

    func read(_ path: String, limit: Int?) throws(FileError) -> [UInt8] {
        if let code = errno(Fault.read) { throw FileError("open", path, code: code) }
        return try real.read(path, limit: limit)
    }

    /// A folder in which creating a file fails with EACCES, as for a user in a 0555 folder
    /// (which root, who runs these tests, never is).
    var refusesCreatingIn: String?
    /// A file that may not be opened for writing (EACCES), as another user's 0644 file.
    var refusesWriting: String?

    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileError) -> Int32 {
        if let folder = refusesCreatingIn, flags & O_CREAT != 0, path.hasPrefix(folder + "/") {
            throw FileError("create", path, code: EACCES)
        }
        if path == refusesWriting, flags & (O_WRONLY | O_RDWR) != 0 { throw FileError("open", path, code: EACCES) }
        let descriptor = try real.open(path, flags: flags, mode: mode)
        writtenPaths.append(path)
        return descriptor
    }

    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileError) {
        if let code = errno(Fault.write) {
            if writes >= failWriteAfter, writeFailures.map({ $0 > 0 }) ?? true {
                writeFailures = writeFailures.map { $0 - 1 }
                // Half the bytes reach the file first, as with a disk that fills up.
                try real.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes.prefix(bytes.count / 2)), path: path)
                throw FileError("write", path, code: code)
            }
            writes += 1
        }
        try real.write(descriptor, bytes, path: path)
    }

    func truncate(_ descriptor: Int32, length: Int, path: String) throws(FileError) {
        if let code = errno(Fault.truncate) { throw FileError("truncate", path, code: code) }
        try real.truncate(descriptor, length: length, path: path)
    }

    func changeMode(_ descriptor: Int32, _ mode: UInt32, path: String) throws(FileError) {
        try real.changeMode(descriptor, mode, path: path)
    }

    func changeOwner(_ descriptor: Int32, owner: UInt32, group: UInt32, path: String) throws(FileError) {
        try real.changeOwner(descriptor, owner: owner, group: group, path: path)
    }

    func sync(_ descriptor: Int32, path: String) throws(FileError) {
        if let code = errno(Fault.sync) { throw FileError("flush to disk", path, code: code) }
        try real.sync(descriptor, path: path)
    }

    func close(_ descriptor: Int32, path: String) throws(FileError) {
        if let code = errno(Fault.close) {
            try? real.close(descriptor, path: path)
            throw FileError("close", path, code: code)
        }
        try real.close(descriptor, path: path)
    }

    func rename(_ from: String, _ to: String) throws(FileError) {
        if let code = errno(Fault.rename) { throw FileError("rename \(from) to", to, code: code) }
        try real.rename(from, to)
    }

    func hardLink(_ from: String, _ to: String) throws(FileError) {
        if faults.contains(.noHardLinks) { throw FileError("link \(from) to", to, code: EPERM) }
        try real.hardLink(from, to)
    }

    func remove(_ path: String) throws(FileError) { try real.remove(path) }
    func syncFolder(_ path: String) throws(FileError) { try real.syncFolder(path) }
    func names(inFolder path: String) throws(FileError) -> [String] { try real.names(inFolder: path) }
}
