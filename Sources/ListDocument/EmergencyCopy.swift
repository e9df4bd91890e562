import LibC

/// Unsaved edits kept somewhere safe when listedit is told to stop (Ctrl-C, SIGINT, SIGHUP,
/// SIGTERM), and finding them again when the file is next opened.
///
/// A copy is whole or absent: it is written under a temporary name, ends with a trailer
/// (``UnsavedCopyTrailer``: its length, a check of its bytes, and the file's identity when it
/// was made), is flushed to disk, and only then given its name, never over another copy. A
/// copy whose trailer is missing or does not match is damaged and never offered as whole.
public enum EmergencyCopy {
    /// `NAME.listedit-emergency` for the first copy of NAME, `NAME.listedit-emergency-N` after.
    static func name(for fileName: String, attempt: Int) -> String {
        fileName + ".listedit-emergency" + (attempt == 1 ? "" : "-\(attempt)")
    }

    /// How many copies of one file a folder may hold before the state folder takes the next.
    static let namesPerFolder = 100

    /// The name a copy has while it is written: not a save's temporary name, which opening
    /// the file would remove, since a copy whose writer was killed after it was whole (a
    /// SIGTERM, then a SIGKILL) is still a copy to offer.
    static func temporaryName(for fileName: String, pid: Int32, random: UInt32) -> String {
        "." + fileName + ".listedit-unsaved-\(pid)-\(random)"
    }

    /// The process that wrote `entry`, if it is exactly a copy's temporary name for `fileName`.
    static func process(ofTemporary entry: String, for fileName: String) -> Int32? {
        SaveTemporaries.process(ofName: entry, prefix: "." + fileName + ".listedit-unsaved-")
    }

    /// Whether `entry` is exactly the name of an emergency copy of the file named `fileName`.
    static func isCopy(_ entry: String, of fileName: String) -> Bool {
        let base = name(for: fileName, attempt: 1)
        guard entry.hasPrefix(base) else { return false }
        let rest = entry.dropFirst(base.count)
        if rest.isEmpty { return true }
        guard rest.first == "-", let number = Int(rest.dropFirst()), number >= 2 else { return false }
        return rest.dropFirst() == "\(number)"[...]
    }

    /// Where a copy was written.
    public struct Written: Hashable, Sendable {
        /// The copy.
        public var path: String
        /// Why it is not beside the file (the folder is not writable, full, or holds too many
        /// copies), when it went to the state folder instead.
        public var notBesideBecause: FileError?
    }

    /// Writes `bytes` as an unsaved copy of the file at `path` (see ``write(_:beside:fileSystem:stateFolder:)``).
    public static func write(
        _ bytes: [UInt8], beside path: String?, fileSystem: any FileSystem = PosixFileSystem(),
        stateFolder: String? = StateFolder.defaultPath
    ) throws(FileError) -> Written {
        try write(.bytes(bytes), beside: path, fileSystem: fileSystem, stateFolder: stateFolder)
    }

    /// Writes `document`'s bytes, in pieces (no second copy of a big document in memory), as
    /// an unsaved copy of the file at `path` (nil: a list from a pipe): beside it as
    /// `NAME.listedit-emergency` (`-2`, … when taken; mode 0600), or, when that folder takes no
    /// file or has no name left, in `stateFolder` as the path made one name
    /// (`%home%a%todo.md.listedit-emergency`).
    /// - Returns: where it went, and why not beside the file if not.
    /// - Throws: the error that kept it from beside the file, when the state folder failed too.
    public static func write(
        _ document: ListDocument, beside path: String?, fileSystem: any FileSystem = PosixFileSystem(),
        stateFolder: String? = StateFolder.defaultPath
    ) throws(FileError) -> Written {
        try write(.document(document), beside: path, fileSystem: fileSystem, stateFolder: stateFolder)
    }

    private static func write(
        _ content: SaveContent, beside path: String?, fileSystem: any FileSystem, stateFolder: String?
    ) throws(FileError) -> Written {
        let identity = path.flatMap { FileIdentity.of($0) }
        let folder = path.map(AtomicSaver.folder(of:)) ?? "."
        let fileName = path.map(AtomicSaver.name(of:)) ?? "listedit"
        let besideError: FileError
        do {
            return Written(path: try write(content, identity: identity, in: folder, as: fileName, fileSystem: fileSystem))
        } catch {
            besideError = error
        }
        guard let stateFolder else { throw besideError }
        do {
            let made = try StateFolder.make(stateFolder)
            let flat = StateFolder.flatName(of: path ?? "listedit")
            return Written(
                path: try write(content, identity: identity, in: made, as: flat, fileSystem: fileSystem),
                notBesideBecause: besideError)
        } catch {
            throw besideError
        }
    }

    /// Writes the copy in `folder` as a ``FreshFile``, with its trailer, under the first free
    /// copy name of `fileName`.
    private static func write(
        _ content: SaveContent, identity: FileIdentity?, in folder: String, as fileName: String, fileSystem: any FileSystem
    ) throws(FileError) -> String {
        let names = (1...namesPerFolder).lazy.map { folder + "/" + name(for: fileName, attempt: $0) }
        let temporary = temporaryName(for: fileName, pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
        let written = try FreshFile.write(in: folder, temporaryName: temporary, names: names, fileSystem: fileSystem) {
            (descriptor, path) throws(FileError) in
            let (count, hash) = try content.write(descriptor, path, fileSystem, hashing: true)
            let trailer = UnsavedCopyTrailer(length: count, hash: hash ?? 0, file: identity)
            try fileSystem.write(descriptor, trailer.bytes[...], path: path)
        }
        guard let written else {
            throw FileError("find a free name for an unsaved copy of \(fileName) in", folder, code: EEXIST)
        }
        return written
    }
}

extension EmergencyCopy {
    /// An emergency copy found for a file.
    public struct Found: Hashable, Sendable {
        /// Where it is.
        public var path: String
        /// When it was written, in nanoseconds since 1970.
        public var modified: Int64
        /// Its size in bytes.
        public var size: Int
        /// The file as it was when the copy was made (nil for a copy that does not record it,
        /// or a damaged one).
        public var file: FileIdentity?
        /// Whether the copy is damaged: cut short, or without its trailer (it can be deleted
        /// or kept, never recovered as if whole).
        public var isDamaged: Bool
    }

    /// The emergency copies of the file at `path` (as given: copies are written beside the
    /// path the user named), beside it and in `stateFolder`, newest first. Only regular files
    /// of `user` count: a symlink, a folder or another user's file with such a name is never
    /// offered. A copy whose writer was killed before it was named counts too, if it is
    /// whole; one killed before it was whole is removed (it was never a copy).
    /// - Complexity: O(n) in the number of names in the two folders.
    public static func copies(
        of path: String, user: UInt32 = geteuid(), isRunning: (Int32) -> Bool = SaveTemporaries.processExists,
        fileSystem: any FileSystem = PosixFileSystem(), stateFolder: String? = StateFolder.defaultPath
    ) -> [Found] {
        var places = [(AtomicSaver.folder(of: path), AtomicSaver.name(of: path))]
        if let stateFolder { places.append((stateFolder, StateFolder.flatName(of: path))) }
        return places.flatMap { folder, fileName -> [Found] in
            guard let names = try? fileSystem.names(inFolder: folder) else { return [] }
            return names.compactMap { entry -> Found? in
                let named = isCopy(entry, of: fileName)
                let unnamed = process(ofTemporary: entry, for: fileName).map { !isRunning($0) } ?? false
                guard named || unnamed else { return nil }
                let candidate = folder + "/" + entry
                guard let info = try? fileSystem.linkStatus(candidate), info.kind == .regular, info.owner == user else { return nil }
                let trailer = readTrailer(candidate, size: info.size)
                if unnamed, trailer == nil {
                    try? fileSystem.remove(candidate)
                    return nil
                }
                return Found(path: candidate, modified: info.modified, size: info.size, file: trailer?.file, isDamaged: trailer == nil)
            }
        }.sorted { ($0.modified, $1.path) > ($1.modified, $0.path) }
    }

    /// The trailer at the end of the copy at `path`, or nil if it has none.
    private static func readTrailer(_ path: String, size: Int) -> UnsavedCopyTrailer? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let length = min(size, UnsavedCopyTrailer.maximumLength)
        var tail = [UInt8](repeating: 0, count: length)
        let count = tail.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, length, off_t(size - length)) }
        guard count == length else { return nil }
        return UnsavedCopyTrailer.parse(tail: tail, size: size)?.trailer
    }

    /// The rows the copy at `path` holds: its content without the trailer, checked against it.
    /// - Returns: the content, and the file's identity when the copy was made.
    /// - Throws: ``FileProblem/damagedCopy(_:_:)`` if the copy is cut short or its bytes do not
    ///   match their check; the file error if it cannot be read.
    public static func contents(
        of path: String, fileSystem: any FileSystem = PosixFileSystem()
    ) throws(FileProblem) -> (bytes: [UInt8], file: FileIdentity?) {
        let bytes: [UInt8]
        do { bytes = try fileSystem.read(path, limit: nil) } catch { throw .file(error) }
        guard let (trailer, length) = UnsavedCopyTrailer.parse(tail: Array(bytes.suffix(UnsavedCopyTrailer.maximumLength)), size: bytes.count)
        else { throw .damagedCopy(path, "it has no end mark: it was cut short, or written by an older listedit") }
        let content = bytes[..<(bytes.count - length)]
        guard ContentHash.of(content) == trailer.hash else { throw .damagedCopy(path, "its bytes do not match their check") }
        return (Array(content), trailer.file)
    }

    /// How many rows the damaged copy at `path` holds, read as `format` (or, when it does not
    /// read as one, how many lines): what a user is told about a copy that cannot be recovered.
    public static func rowCount(ofDamaged path: String, format: Format, fileSystem: any FileSystem = PosixFileSystem()) -> Int {
        guard var bytes = try? fileSystem.read(path, limit: nil) else { return 0 }
        bytes.removeSubrange(UnsavedCopyTrailer.start(in: bytes)...)
        if let document = try? ListDocument(bytes: bytes, format: format) {
            return document.model.sections.reduce(0) { $0 + $1.rows.count }
        }
        return bytes.reduce(0) { $0 + ($1 == ByteLines.lf ? 1 : 0) }
    }
}

/// Reading piped input, up to a limit.
public enum PipeInput {
    /// The most listedit reads from a pipe: 64 MiB.
    public static let limit = 64 << 20

    /// All of standard input.
    /// - Throws: ``FileProblem/inputTooLarge(limit:)`` past ``limit``.
    public static func readStandardInput(limit: Int = PipeInput.limit) throws(FileProblem) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = try readAll(STDIN_FILENO, limit: limit, path: "standard input") } catch { throw .file(error) }
        guard bytes.count <= limit else { throw .inputTooLarge(limit: limit) }
        return bytes
    }
}
