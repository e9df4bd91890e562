import LibC

/// A folder in which listedit keeps files of its own, by name: unsaved copies, in-place saves'
/// backups, open marks, the register. Whatever the folder, such a file is made exclusively
/// (`O_CREAT|O_EXCL|O_NOFOLLOW`, 0600), never reached through a symlink, and read only when it
/// is a regular file of the user's, opened without blocking (a FIFO in its place is refused at
/// once, not waited on).
///
/// Two folders are such: a document's own (``DocumentFolder``: copies and backups beside the
/// file) and listedit's state folder (``PrivateFolder``, checked to be the user's alone, and
/// used through a descriptor, so that nothing swapped in for it is ever used).
protocol OwnFilesFolder {
    /// The folder's path, for messages and for the paths of its files.
    var path: String { get }
    /// Where its files' bytes are written (tests make writes fail through it).
    var fileSystem: any FileSystem { get }
    /// The names in the folder, without `.` and `..`.
    func names() throws(FileError) -> [String]
    /// `lstat` of a name in the folder, or nil when nothing has that name.
    func linkStatus(_ name: String) throws(FileError) -> FileInfo?
    /// Opens a name for reading, not following a symlink and not blocking on a FIFO.
    func openForReading(_ name: String) throws(FileError) -> Int32
    /// Creates a new file of the name for writing (`O_CREAT|O_EXCL|O_NOFOLLOW`).
    func createExclusive(_ name: String, mode: UInt32) throws(FileError) -> Int32
    /// A second name for a file of the folder; fails with EEXIST rather than replace one.
    func hardLink(_ from: String, _ to: String) throws(FileError)
    /// Renames a file of the folder, replacing what has the new name (a symlink is replaced
    /// itself, never its target).
    func rename(_ from: String, _ to: String) throws(FileError)
    /// Removes a name (a symlink itself, never its target).
    func remove(_ name: String) throws(FileError)
    /// Flushes the folder, so that a name given or removed is on disk.
    func sync() throws(FileError)
}

/// Why a file of listedit's own was not read: it is not a regular file of the user's, or too big.
public struct OwnFileRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Why, in words that follow its path.
    public var reason: String

    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path) \(reason)" }

    init(_ error: FileError) {
        self.init(error.path, "cannot be read: \(String(cString: strerror(error.code)))")
    }
}

extension OwnFilesFolder {
    /// The path of a name in the folder.
    func file(_ name: String) -> String { path == "/" ? "/" + name : path + "/" + name }

    /// The bytes of the file `name`, when it is a regular file of `user` of at most `limit`
    /// bytes; nil when there is none.
    /// - Throws: ``OwnFileRefusal`` for anything else in its place (a symlink, a FIFO, a folder,
    ///   another user's file, a file over the limit) or a read that failed.
    func read(_ name: String, limit: Int, user: UInt32 = geteuid()) throws(OwnFileRefusal) -> [UInt8]? {
        let descriptor: Int32
        do {
            descriptor = try openForReading(name)
        } catch where error.code == ENOENT {
            return nil
        } catch where error.code == ELOOP {
            throw OwnFileRefusal(file(name), "is a symlink: listedit reads its own files only where they are")
        } catch {
            throw OwnFileRefusal(error)
        }
        defer { LibC.close(descriptor) }
        let info = try OwnFile.check(descriptor, path: file(name), user: user)
        guard info.size <= limit else { throw OwnFileRefusal(file(name), "is \(byteCountText(info.size)), over the \(byteCountText(limit)) listedit reads of it") }
        let bytes: [UInt8]
        do { bytes = try readAll(descriptor, limit: limit, sizeHint: info.size, path: file(name)) } catch { throw OwnFileRefusal(error) }
        guard bytes.count <= limit else { throw OwnFileRefusal(file(name), "grew past \(byteCountText(limit)) while it was read") }
        return bytes
    }

    /// A new file in the folder that is whole or absent: written under `temporaryName` with
    /// `write`, flushed, then given the first free name of `names` (never over another file),
    /// and the folder flushed. Unsaved copies and in-place saves' backups are made this way;
    /// each names its temporary file so that what a killed write leaves is found and dealt with.
    /// - Returns: the path of the name it took, or nil when every name offered was taken
    ///   (nothing is left).
    /// - Throws: the error that stopped it; nothing is left either.
    func writeFresh(
        temporaryName: String, names: some Sequence<String>,
        _ write: (_ descriptor: Int32, _ path: String) throws(FileError) -> Void
    ) throws(FileError) -> String? {
        let temporary = file(temporaryName)
        let descriptor = try createExclusive(temporaryName, mode: 0o600)
        defer { try? remove(temporaryName) }
        do {
            try write(descriptor, temporary)
            try fileSystem.sync(descriptor, path: temporary)
        } catch {
            try? fileSystem.close(descriptor, path: temporary)
            throw error
        }
        try fileSystem.close(descriptor, path: temporary)
        for name in names {
            do {
                try hardLink(temporaryName, name)
            } catch where error.code == EEXIST {
                continue
            } catch {
                // A file system without hard links: a rename, once the name is seen free.
                guard try linkStatus(name) == nil else { continue }
                try rename(temporaryName, name)
            }
            try sync()
            return file(name)
        }
        return nil
    }

    /// Replaces the file `name` with `bytes`, whole or not at all: a new file (0600) under a
    /// temporary name, flushed, renamed over the name, the folder flushed. Nothing is ever
    /// written through what has the name.
    /// - Throws: ``OwnFileRefusal`` when the name is something else than a regular file of
    ///   `user` (a symlink, a FIFO, a folder, another user's file: left as it is), or the
    ///   write failed (nothing is changed).
    func replace(_ name: String, with bytes: [UInt8], user: UInt32 = geteuid()) throws(OwnFileRefusal) {
        do {
            if let info = try linkStatus(name) {
                guard info.kind == .regular else {
                    throw OwnFileRefusal(file(name), "is \(info.kind.described), not a regular file: left as it is")
                }
                guard info.owner == user else {
                    throw OwnFileRefusal(file(name), "belongs to user \(info.owner), not to you (\(user)): left as it is")
                }
            }
            let temporary = SaveTemporaries.name(for: name, pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
            let descriptor = try createExclusive(temporary, mode: 0o600)
            do {
                try fileSystem.write(descriptor, bytes[...], path: file(temporary))
                try fileSystem.sync(descriptor, path: file(temporary))
            } catch {
                try? fileSystem.close(descriptor, path: file(temporary))
                try? remove(temporary)
                throw error
            }
            do {
                try fileSystem.close(descriptor, path: file(temporary))
                try rename(temporary, name)
            } catch {
                try? remove(temporary)
                throw error
            }
        } catch let refusal as OwnFileRefusal {
            throw refusal
        } catch let error as FileError {
            throw OwnFileRefusal(error.path, "cannot be written: \(String(cString: strerror(error.code)))")
        } catch {
            throw OwnFileRefusal(file(name), "cannot be written")
        }
        try? sync()
    }
}

/// Checks of a file of listedit's own, opened.
enum OwnFile {
    /// The file open as `descriptor`, when it is a regular file of `user`.
    /// - Throws: ``OwnFileRefusal`` otherwise.
    static func check(_ descriptor: Int32, path: String, user: UInt32) throws(OwnFileRefusal) -> FileInfo {
        let info: FileInfo
        do { info = try descriptorStatus(descriptor, path: path) } catch { throw OwnFileRefusal(error) }
        guard info.kind == .regular else { throw OwnFileRefusal(path, "is \(info.kind.described), not a regular file") }
        guard info.owner == user else { throw OwnFileRefusal(path, "belongs to user \(info.owner), not to you (\(user))") }
        return info
    }

    /// The bytes of listedit's own file at `path` (an unsaved copy found beside a file or in
    /// the state folder): opened without following a symlink or blocking, read only when it is
    /// a regular file of `user`.
    static func read(_ path: String, limit: Int, user: UInt32 = geteuid()) throws(OwnFileRefusal) -> [UInt8] {
        let folder = DocumentFolder(path: AtomicSaver.folder(of: path), fileSystem: PosixFileSystem())
        guard let bytes = try folder.read(AtomicSaver.name(of: path), limit: limit, user: user) else {
            throw OwnFileRefusal(path, "is gone")
        }
        return bytes
    }
}

/// A document's folder, where its unsaved copies, backups and open marks go beside it: the
/// user's folder, reached by its path (symlinks in the path are the user's own), each file
/// in it by name without following a symlink.
struct DocumentFolder: OwnFilesFolder {
    let path: String
    let fileSystem: any FileSystem

    func names() throws(FileError) -> [String] { try fileSystem.names(inFolder: path) }
    func linkStatus(_ name: String) throws(FileError) -> FileInfo? { try fileSystem.linkStatus(file(name)) }
    func openForReading(_ name: String) throws(FileError) -> Int32 {
        try fileSystem.open(file(name), flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK, mode: 0)
    }
    func createExclusive(_ name: String, mode: UInt32) throws(FileError) -> Int32 {
        try fileSystem.open(file(name), flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: mode)
    }
    func hardLink(_ from: String, _ to: String) throws(FileError) { try fileSystem.hardLink(file(from), file(to)) }
    func rename(_ from: String, _ to: String) throws(FileError) { try fileSystem.rename(file(from), file(to)) }
    func remove(_ name: String) throws(FileError) { try fileSystem.remove(file(name)) }
    func sync() throws(FileError) { try fileSystem.syncFolder(path) }
}

extension FileInfo.Kind {
    /// The kind in words: "a FIFO (named pipe)", "a folder", …
    public var described: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a folder"
        case .symlink: "a symlink"
        case .fifo: "a FIFO (named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "something else"
        }
    }
}
