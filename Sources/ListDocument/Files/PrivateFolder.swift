import LibC

/// Why listedit's own folder was not used: what is wrong with it, in one line. The feature
/// that wanted it carries on without it (a yank stays in the session, a copy goes beside the
/// file or not at all).
public struct PrivateFolderRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder.
    public var path: String
    /// Why, in words that follow its path.
    public var reason: String

    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path) \(reason)" }
}

/// listedit's private state folder (`$XDG_STATE_HOME/listedit`) or one inside it, opened and
/// checked: a real folder (not a symlink), of the user's own, that neither group nor others may
/// write. It is used through its descriptor, every file by name relative to it: a folder
/// swapped in for it after the check, or a symlink planted in it, is never followed.
///
/// Made 0700 when missing, its parents too.
public final class PrivateFolder: OwnFilesFolder, @unchecked Sendable {
    public let path: String
    let fileSystem: any FileSystem
    /// The folder, open (`O_DIRECTORY|O_NOFOLLOW`); closed with the value.
    private let descriptor: Int32

    private init(path: String, descriptor: Int32, fileSystem: any FileSystem) {
        self.path = path
        self.descriptor = descriptor
        self.fileSystem = fileSystem
    }

    deinit { LibC.close(descriptor) }

    /// The folder at `path`, checked, made (0700, with its parents) when missing and
    /// `creating`.
    /// - Returns: nil when it does not exist and is not to be made.
    /// - Throws: ``PrivateFolderRefusal`` for a symlink, something not a folder, another
    ///   user's folder, a folder others may write, or one that cannot be made or opened.
    public static func open(
        _ path: String, creating: Bool, user: UInt32 = geteuid(), fileSystem: any FileSystem = PosixFileSystem()
    ) throws(PrivateFolderRefusal) -> PrivateFolder? {
        var descriptor = LibC.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT {
            guard creating else { return nil }
            try makeFolders(path)
            descriptor = LibC.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        return try checked(descriptor, path: path, user: user, fileSystem: fileSystem)
    }

    /// The folder `name` inside this one, checked as this one is, made 0700 when missing and
    /// `creating`; nil when it does not exist and is not to be made.
    public func subfolder(_ name: String, creating: Bool, user: UInt32 = geteuid()) throws(PrivateFolderRefusal) -> PrivateFolder? {
        var opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if opened < 0, errno == ENOENT {
            guard creating else { return nil }
            guard mkdirat(descriptor, name, 0o700) == 0 || errno == EEXIST else {
                throw PrivateFolderRefusal(file(name), "cannot be made: \(String(cString: strerror(errno)))")
            }
            opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        return try Self.checked(opened, path: file(name), user: user, fileSystem: fileSystem)
    }

    /// The open folder, once it is seen to be the user's alone.
    private static func checked(
        _ descriptor: Int32, path: String, user: UInt32, fileSystem: any FileSystem
    ) throws(PrivateFolderRefusal) -> PrivateFolder {
        guard descriptor >= 0 else {
            let code = errno
            guard code == ELOOP || code == ENOTDIR else {
                throw PrivateFolderRefusal(path, "cannot be opened: \(String(cString: strerror(code)))")
            }
            // O_NOFOLLOW with O_DIRECTORY says ENOTDIR for a symlink too: lstat tells which.
            var buffer = LibC.stat()
            if lstat(path, &buffer) == 0, FileInfo(buffer).kind == .symlink {
                throw PrivateFolderRefusal(path, "is a symlink: listedit keeps its own files only in a real folder")
            }
            throw PrivateFolderRefusal(path, "is not a folder")
        }
        let info: FileInfo
        do {
            info = try descriptorStatus(descriptor, path: path)
        } catch {
            LibC.close(descriptor)
            throw PrivateFolderRefusal(path, "cannot be looked at: \(String(cString: strerror(error.code)))")
        }
        guard info.owner == user else {
            LibC.close(descriptor)
            throw PrivateFolderRefusal(path, "belongs to user \(info.owner), not to you (\(user)): listedit keeps its own files only in a folder of yours")
        }
        guard info.mode & 0o022 == 0 else {
            LibC.close(descriptor)
            throw PrivateFolderRefusal(
                path, "can be written by others (mode \(String(info.mode, radix: 8))): listedit keeps its own files only in a folder of yours alone")
        }
        return PrivateFolder(path: path, descriptor: descriptor, fileSystem: fileSystem)
    }

    /// Makes `path` and the folders above it that are missing, each 0700.
    private static func makeFolders(_ path: String) throws(PrivateFolderRefusal) {
        var made = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            made += "/" + part
            if mkdir(made, 0o700) != 0, errno != EEXIST {
                throw PrivateFolderRefusal(made, "cannot be made: \(String(cString: strerror(errno)))")
            }
        }
    }

    // MARK: The folder's files, by name

    func names() throws(FileError) -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { LibC.close(copy) }
            throw FileError("list the folder", path, code: code)
        }
        defer { closedir(stream) }
        rewinddir(stream)
        return folderEntries(stream)
    }

    func linkStatus(_ name: String) throws(FileError) -> FileInfo? {
        var buffer = LibC.stat()
        guard fstatat(descriptor, name, &buffer, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileError("look at", file(name), code: errno)
        }
        return FileInfo(buffer)
    }

    func openForReading(_ name: String) throws(FileError) -> Int32 {
        let opened = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard opened >= 0 else { throw FileError("open", file(name), code: errno) }
        return opened
    }

    func createExclusive(_ name: String, mode: UInt32) throws(FileError) -> Int32 {
        let opened = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard opened >= 0 else { throw FileError("create", file(name), code: errno) }
        // The mode asked for, whatever the umask says.
        _ = fchmod(opened, mode)
        return opened
    }

    func hardLink(_ from: String, _ to: String) throws(FileError) {
        guard linkat(descriptor, from, descriptor, to, 0) == 0 else { throw FileError("link \(file(from)) to", file(to), code: errno) }
    }

    func rename(_ from: String, _ to: String) throws(FileError) {
        guard renameat(descriptor, from, descriptor, to) == 0 else { throw FileError("rename \(file(from)) to", file(to), code: errno) }
    }

    func remove(_ name: String) throws(FileError) {
        guard unlinkat(descriptor, name, 0) == 0 else { throw FileError("remove", file(name), code: errno) }
    }

    func sync() throws(FileError) {
        guard fsync(descriptor) == 0 else { throw FileError("flush to disk the folder", path, code: errno) }
    }
}

// What other modules use: the register, through the checks above.
extension PrivateFolder {
    /// The bytes of the file `name`, when it is a regular file of the user's of at most
    /// `limit` bytes; nil when there is none.
    /// - Throws: ``OwnFileRefusal`` for anything else in its place, or a failed read.
    public func readFile(_ name: String, limit: Int) throws(OwnFileRefusal) -> [UInt8]? {
        try read(name, limit: limit)
    }

    /// Replaces the file `name` with `bytes`, whole or not at all, as a new 0600 file renamed
    /// over it; refused when anything but a regular file of the user's has the name (a
    /// symlink is never followed, nor replaced).
    public func replaceFile(_ name: String, with bytes: [UInt8]) throws(OwnFileRefusal) {
        try replace(name, with: bytes)
    }

    /// `lstat` of the name: what is there, not where a symlink leads; nil when nothing is.
    public func status(of name: String) -> FileInfo? {
        (try? linkStatus(name)) ?? nil
    }
}
