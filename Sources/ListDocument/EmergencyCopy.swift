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
        _ bytes: [UInt8], beside path: String?, version: FileVersion? = nil, fileSystem: any FileSystem = PosixFileSystem(),
        stateFolder: String? = StateFolder.defaultPath
    ) throws(FileError) -> Written {
        try write(.bytes(bytes), beside: path, version: version, fileSystem: fileSystem, stateFolder: stateFolder)
    }

    /// Writes `document`'s bytes, in pieces (no second copy of a big document in memory), as
    /// an unsaved copy of the file at `path` (nil: a list from a pipe): beside it as
    /// `NAME.listedit-emergency` (`-2`, … when taken; mode 0600), or, when that folder takes no
    /// file or has no name left, in `stateFolder` as the path made one name
    /// (`%home%a%todo.md.listedit-emergency`).
    /// - Parameter version: the version of the file the document's rows came from (see
    ///   ``DocumentFile/version``), which the copy records so that a recovery knows whether
    ///   the file is still what the edits were made to; nil for a pipe's list (and then a
    ///   copy of a file records the file as it is when the copy is written).
    /// - Returns: where it went, and why not beside the file if not.
    /// - Throws: the error that kept it from beside the file, when the state folder failed too.
    public static func write(
        _ document: ListDocument, beside path: String?, version: FileVersion? = nil, fileSystem: any FileSystem = PosixFileSystem(),
        stateFolder: String? = StateFolder.defaultPath
    ) throws(FileError) -> Written {
        try write(.document(document), beside: path, version: version, fileSystem: fileSystem, stateFolder: stateFolder)
    }

    /// Writes the unsaved edits of `file`: the document, recording the version of the file its
    /// rows came from.
    ///
    /// A big file's copy (or that of a file not yet read whole) holds the edits and the
    /// version they apply to (``EditsCopy``): a few hundred bytes for an edit or two, written
    /// at once, however big the file.
    public static func write(
        _ file: DocumentFile, fileSystem: any FileSystem = PosixFileSystem(), stateFolder: String? = StateFolder.defaultPath
    ) throws(FileError) -> Written {
        let version = file.version
        if let version, file.copyHoldsEdits {
            return try write(
                EditsCopy.content(of: file.document, versionSize: version.info.size), beside: file.path, version: version,
                holdsEdits: true, fileSystem: fileSystem, stateFolder: stateFolder)
        }
        return try write(.document(file.document), beside: file.path, version: version, fileSystem: fileSystem, stateFolder: stateFolder)
    }

    private static func write(
        _ content: SaveContent, beside path: String?, version: FileVersion?, holdsEdits: Bool = false, fileSystem: any FileSystem,
        stateFolder: String?
    ) throws(FileError) -> Written {
        // The version the rows came from says what the edits were made to; without one, the
        // file as it is now is the best there is.
        let identity = version == nil ? path.flatMap { FileIdentity.of($0) } : nil
        let pathCheck = path.map { StateFolder.pathCheck(of: $0) }
        let beside = DocumentFolder(path: path.map(AtomicSaver.folder(of:)) ?? ".", fileSystem: fileSystem)
        let fileName = path.map(AtomicSaver.name(of:)) ?? "listedit"
        let besideError: FileError
        do {
            return Written(
                path: try write(content, identity: identity, version: version, holdsEdits: holdsEdits, pathCheck: pathCheck, in: beside, as: fileName))
        } catch {
            besideError = error
        }
        // The state folder only once it is seen to be the user's alone; else no copy there.
        guard let state = try? StateFolder.open(stateFolder, creating: true, fileSystem: fileSystem) else { throw besideError }
        do {
            let flat = StateFolder.flatName(of: path ?? "listedit")
            return Written(
                path: try write(content, identity: identity, version: version, holdsEdits: holdsEdits, pathCheck: pathCheck, in: state, as: flat),
                notBesideBecause: besideError)
        } catch {
            throw besideError
        }
    }

    /// Writes the copy in `folder` as a fresh file (``OwnFilesFolder/writeFresh(temporaryName:names:_:)``),
    /// with its trailer, under the first free copy name of `fileName`.
    private static func write(
        _ content: SaveContent, identity: FileIdentity?, version: FileVersion?, holdsEdits: Bool, pathCheck: UInt64?,
        in folder: some OwnFilesFolder, as fileName: String
    ) throws(FileError) -> String {
        let names = (1...namesPerFolder).lazy.map { name(for: fileName, attempt: $0) }
        let temporary = temporaryName(for: fileName, pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
        let fileSystem = folder.fileSystem
        let written = try folder.writeFresh(temporaryName: temporary, names: names) { (descriptor, path) throws(FileError) in
            let (count, hash, _) = try content.write(descriptor, path, fileSystem, hashing: true)
            let trailer = UnsavedCopyTrailer(
                length: count, hash: hash ?? 0, file: identity, version: version, holdsEdits: holdsEdits, pathCheck: pathCheck)
            try fileSystem.write(descriptor, trailer.bytes[...], path: path)
        }
        guard let written else {
            throw FileError("find a free name for an unsaved copy of \(fileName) in", folder.path, code: EEXIST)
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
        /// The version of the file the copy's rows came from (nil for an older listedit's
        /// copy, which has ``file`` instead, and for a pipe's list).
        public var version: FileVersion?
        /// Whether it holds the edits to ``version`` rather than the rows (a big file's copy).
        public var holdsEdits = false
        /// The check of the path of the file the copy is for, as its trailer records it (nil
        /// for an older listedit's copy).
        var pathCheck: UInt64?
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
        let beside = DocumentFolder(path: AtomicSaver.folder(of: path), fileSystem: fileSystem)
        var found = copies(in: beside, named: AtomicSaver.name(of: path), user: user, isRunning: isRunning)
        // The state folder only once it is seen to be the user's alone: a copy in a folder
        // another user can write may be anything.
        if let state = try? StateFolder.open(stateFolder, creating: false, fileSystem: fileSystem) {
            let check = StateFolder.pathCheck(of: path)
            found += copies(in: state, named: StateFolder.flatName(of: path), user: user, isRunning: isRunning).filter {
                $0.pathCheck == nil || $0.pathCheck == check
            }
            // An older listedit's name, which two paths can share: its copy is this file's
            // only when it says so, or, written before copies said it, when it was made from
            // this very file (its device and inode).
            let legacy = StateFolder.legacyFlatName(of: path)
            let current = FileIdentity.of(path)
            found += copies(in: state, named: legacy, user: user, isRunning: isRunning).filter { copy in
                if let recorded = copy.pathCheck { return recorded == check }
                guard let made = copy.file, let current else { return false }
                return made.device == current.device && made.inode == current.inode
            }
        }
        return found.sorted { ($0.modified, $1.path) > ($1.modified, $0.path) }
    }

    /// The copies of the file named `fileName` in `folder`.
    private static func copies(
        in folder: some OwnFilesFolder, named fileName: String, user: UInt32, isRunning: (Int32) -> Bool
    ) -> [Found] {
        guard let names = try? folder.names() else { return [] }
        return names.compactMap { entry -> Found? in
            let named = isCopy(entry, of: fileName)
            let unnamed = process(ofTemporary: entry, for: fileName).map { !isRunning($0) } ?? false
            guard named || unnamed else { return nil }
            guard let info = try? folder.linkStatus(entry), info.kind == .regular, info.owner == user else { return nil }
            let trailer = readTrailer(entry, in: folder, user: user)
            if unnamed, trailer == nil {
                try? folder.remove(entry)
                return nil
            }
            return Found(
                path: folder.file(entry), modified: info.modified, size: info.size, file: trailer?.file, isDamaged: trailer == nil,
                version: trailer?.version, holdsEdits: trailer?.holdsEdits ?? false, pathCheck: trailer?.pathCheck)
        }
    }

    /// The trailer at the end of the copy `name` in `folder`, or nil if it has none (or is
    /// not a regular file of the user's).
    private static func readTrailer(_ name: String, in folder: some OwnFilesFolder, user: UInt32) -> UnsavedCopyTrailer? {
        guard let descriptor = try? folder.openForReading(name) else { return nil }
        defer { close(descriptor) }
        guard let info = try? OwnFile.check(descriptor, path: folder.file(name), user: user) else { return nil }
        let length = min(info.size, UnsavedCopyTrailer.maximumLength)
        var tail = [UInt8](repeating: 0, count: length)
        let (count, error) = tail.withUnsafeMutableBufferPointer {
            readFully(descriptor, into: $0.baseAddress!, count: length, at: info.size - length)
        }
        guard error == 0, count == length else { return nil }
        return UnsavedCopyTrailer.parse(tail: tail, size: info.size)?.trailer
    }

    /// The rows the copy at `copy` gives the file at `path`: a whole copy's, or, for a copy of
    /// edits, the edits applied to the file, which must still be the version they were made to.
    /// - Returns: the bytes, the file as the copy recorded it (an older listedit's copy) and
    ///   the version its rows came from.
    /// - Throws: ``FileProblem/editsOfAnotherVersion(_:_:)`` when the file is no longer that
    ///   version (``editedRows(of:)`` still gives the rows the user typed);
    ///   ``FileProblem/damagedCopy(_:_:)`` or ``FileProblem/tooLargeForMemory(_:size:available:)``.
    public static func recovery(of copy: String, for path: String) throws(FileProblem)
        -> (bytes: [UInt8], file: FileIdentity?, version: FileVersion?)
    {
        let (body, trailer) = try checkedBody(of: copy)
        guard trailer.holdsEdits, let version = trailer.version else { return (body, trailer.file, trailer.version) }
        guard version.change(ofFileAt: path) == nil else { throw .editsOfAnotherVersion(copy, path) }
        do {
            return (try appliedEdits(body, toFileAt: path, versionSize: version.info.size), nil, version)
        } catch let .damagedCopy(_, reason) {
            throw .damagedCopy(copy, reason)
        }
    }

    /// The bytes the body of a copy of edits (its content without the trailer) gives when
    /// applied to the file at `path`, which must be the version the edits were made to, of
    /// `versionSize` bytes (``recovery(of:for:)`` checks that first). Every piece is checked
    /// against the body and the version's size, and the result against the memory left.
    /// - Throws: ``FileProblem/damagedCopy(_:_:)`` (the path is the file's) for a body that does
    ///   not read, or ``FileProblem/file(_:)``.
    public static func appliedEdits(_ body: [UInt8], toFileAt path: String, versionSize: Int) throws(FileProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .file(FileError("open", path, code: errno)) }
        defer { close(descriptor) }
        let limit = MemoryBudget.available().map { max(0, $0 - $0 / 5) } ?? Int.max
        do {
            return try EditsCopy.apply(body, to: descriptor, versionSize: versionSize, limit: limit)
        } catch {
            throw .damagedCopy(path, error.description)
        }
    }

    /// The rows of their own (retyped, added) that the copy of edits at `copy` holds, each as
    /// the document wrote it: what is left to give back when the file is no longer the version
    /// the edits were made to.
    public static func editedRows(of copy: String) throws(FileProblem) -> [[UInt8]] {
        let (body, trailer) = try checkedBody(of: copy)
        guard trailer.holdsEdits, let version = trailer.version else { return [body] }
        do { return try EditsCopy.ownRows(in: body, versionSize: version.info.size) } catch { throw .damagedCopy(copy, error.description) }
    }

    /// The content of the copy at `path` without its trailer, checked against it, and the trailer.
    private static func checkedBody(of path: String) throws(FileProblem) -> ([UInt8], UnsavedCopyTrailer) {
        let bytes: [UInt8]
        do { bytes = try OwnFile.read(path, limit: Int.max) } catch { throw .damagedCopy(path, error.reason) }
        guard let (trailer, length) = UnsavedCopyTrailer.parse(tail: Array(bytes.suffix(UnsavedCopyTrailer.maximumLength)), size: bytes.count)
        else { throw .damagedCopy(path, "it has no end mark: it was cut short, or written by an older listedit") }
        let content = bytes[..<(bytes.count - length)]
        guard ContentHash.of(content) == trailer.hash else { throw .damagedCopy(path, "its bytes do not match their check") }
        return (Array(content), trailer)
    }

    /// The rows the copy at `path` holds: its content without the trailer, checked against it.
    /// - Returns: the content, and the file's identity when the copy was made.
    /// - Throws: ``FileProblem/damagedCopy(_:_:)`` if the copy is cut short or its bytes do not
    ///   match their check; the file error if it cannot be read.
    public static func contents(
        of path: String, fileSystem: any FileSystem = PosixFileSystem()
    ) throws(FileProblem) -> (bytes: [UInt8], file: FileIdentity?, version: FileVersion?) {
        let (content, trailer) = try checkedBody(of: path)
        guard !trailer.holdsEdits else { throw .damagedCopy(path, "it holds edits to its file: recover it onto the file") }
        return (content, trailer.file, trailer.version)
    }

    /// Whether the file at `path` changed after the copy `found` was made of its edits: it is
    /// no longer the version the copy's rows came from (or, for an older listedit's copy, not
    /// the file it recorded).
    public static func fileChanged(_ path: String, since found: Found) -> Bool {
        if let version = found.version { return version.change(ofFileAt: path) != nil }
        return found.file != nil && FileIdentity.of(path) != found.file
    }

    /// How many rows the damaged copy at `path` holds, read as `format` (or, when it does not
    /// read as one, how many lines): what a user is told about a copy that cannot be recovered.
    public static func rowCount(ofDamaged path: String, format: Format, fileSystem: any FileSystem = PosixFileSystem()) -> Int {
        guard var bytes = try? OwnFile.read(path, limit: Int.max) else { return 0 }
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
