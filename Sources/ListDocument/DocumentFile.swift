import LibC

/// Why a file cannot be opened or saved; worded for stderr and the status line.
public enum FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path is a folder.
    case isFolder(String)
    /// The path is a FIFO, a device or a socket: not a file that can be rewritten.
    case notRegularFile(String, what: String)
    /// A file operation failed.
    case file(FileError)
    /// The content is not in the format.
    case document(String, DocumentError)
    /// The file changed on disk since it was read (or appeared, if it did not exist), and how.
    case changedOnDisk(String, FileChange)
    /// The document is binary and opened read-only.
    case readOnly(String)
    /// The file has no write permission for the user (see ``DocumentFile/isWriteProtected``):
    /// ask, then save again writing it anyway.
    case writeProtected(String)
    /// Piped input is larger than listedit accepts.
    case inputTooLarge(limit: Int)
    /// The file changed (shrank or grew) while it was still being read: the rows are not the
    /// file's, and are never saved over it.
    case changedWhileRead(String)
    /// The rest of the file is still being read: a save waits for it.
    case stillReading(String)
    /// The file is larger than the memory listedit can take to read it whole, with its rows.
    case tooLargeForMemory(String, size: Int, available: Int)
    /// The unsaved copy at the path cannot be recovered, and why.
    case damagedCopy(String, String)
    /// The unsaved copy (first) holds edits to the file (second) as it was when it was read,
    /// and the file is no longer that version: the edits cannot be applied to it.
    case editsOfAnotherVersion(String, String)
    /// An in-place save failed part-way and the file could not be put back either: it may
    /// be damaged; its whole earlier version is the backup.
    case notRestored(String, backup: String, FileError)
    /// An in-place save failed part-way and the file was put back as it was (its bytes are
    /// the ones read; its times are new).
    case restored(FileError)

    public var description: String {
        switch self {
        case let .isFolder(path): "\(path) is a folder, not a file"
        case let .notRegularFile(path, what): "\(path) is \(what), not a regular file"
        case let .file(error): error.description
        case let .document(path, error): "\(path): \(error)"
        case let .changedOnDisk(path, .content): "\(path) changed on disk since it was read"
        case let .changedOnDisk(path, .contentWithTimeKept):
            "\(path) changed on disk since it was read (its modification time was kept)"
        case let .changedOnDisk(path, .attributes): "the permissions or owner of \(path) changed on disk since it was read"
        case let .changedOnDisk(path, .sinceUnsavedCopy): "\(path) changed after the unsaved copy was made"
        case let .damagedCopy(path, reason): "the unsaved copy \(path) is damaged: \(reason)"
        case let .editsOfAnotherVersion(copy, path):
            "the unsaved copy \(copy) holds edits to \(path) as it was before it changed: they apply to that version only"
        case let .restored(error): error.description
        case let .notRestored(path, backup, error):
            "\(path) may be damaged: the save stopped part-way and it could not be put back (\(error)); "
                + "its earlier version is in \(backup)"
        case let .changedWhileRead(path):
            "\(path) changed while it was being read, so it is not saved over: Ctrl-C keeps your edits in an unsaved copy; :e! reads the file again"
        case let .stillReading(path): "\(path) is still being read: saving waits until it is whole"
        case let .readOnly(path): "\(path) is read-only: it looks binary (it has a NUL byte in its first 8 KiB)"
        case let .writeProtected(path): "\(path) is read-only: its permissions do not let you write it"
        case let .inputTooLarge(limit): "the input is larger than \(limit / (1 << 20)) MiB, the most listedit reads from a pipe"
        case let .tooLargeForMemory(path, size, available):
            "\(path) is \(byteCountText(size)): listedit reads a file whole and needs about "
                + "\(byteCountText(MemoryBudget.needed(forFileOf: size))) of memory for it, "
                + "but only \(byteCountText(available)) is available"
        }
    }
}

/// A document read from a file, and saving it back.
public final class DocumentFile {
    /// The path as given.
    public let path: String
    /// The document.
    public let document: ListDocument
    /// Whether the file did not exist when it was opened (it is created on the first save).
    public private(set) var isNew: Bool
    /// For a new file, the folder it would be created in when that does not exist either (a
    /// save fails until it does); nil otherwise.
    public var missingFolder: String? {
        guard isNew else { return nil }
        let folder = AtomicSaver.folder(of: path)
        return ((try? fileSystem.status(folder)) ?? nil) == nil ? folder : nil
    }
    /// Whether the file was read-only when it was opened: its permissions do not let the
    /// user write it (vim's 'readonly'). A save asks first, by throwing
    /// ``FileProblem/writeProtected(_:)``; once the user says to write it anyway, the file is
    /// treated as writable for the rest of the session, as vim's `:w!` resets 'readonly'.
    public private(set) var isWriteProtected: Bool
    /// The emergency copy (or the backup an interrupted save left) whose rows the document
    /// holds instead of the file's, until they are saved (it is then removed); nil when the
    /// document is the file's.
    public private(set) var recoveredFrom: String?
    /// Whether the file changed after the recovered copy was made (another program wrote it,
    /// or the user did, before opening it again): a save asks first, as for a change on disk,
    /// since the copy's rows would undo that change.
    public private(set) var changedSinceCopy = false
    let fileSystem: any FileSystem
    /// The rest of the file, while it is being read (``Reading/inBackground(firstPart:pace:)``).
    var reader: BackgroundReader?
    /// Why the rest of the file could not be read, if it could not: the document is then not
    /// the file, and is never saved over it.
    public internal(set) var readFailure: FileProblem?
    /// git's comment character the document was read with, to read a copy the same way.
    public let commentCharacter: UInt8
    /// The version of the file the rows came from: as it was read, or as it was last saved.
    /// A save asks when the file is no longer that version; an unsaved copy records it, so
    /// that a recovery knows which file its edits were made to.
    public var version: FileVersion? {
        guard var version = knownVersion else { return nil }
        if version.check == nil { version.check = versionCheckFromSource() }
        return version
    }
    /// The version as known so far (its check is computed from the bytes read when asked for).
    var knownVersion: FileVersion?
    /// Whether the document's bytes as read are exactly the version's: true once a file is
    /// read whole, false for a copy's or a backup's rows, or after a save.
    private(set) var sourceIsVersion = false
    /// The file as ``diskChange()`` last saw it, and what that was: the bytes of a file whose
    /// times alone moved are checked once, not at every look.
    private var lastDiskLook: (FileInfo, FileChange?)?

    /// Opens `path` (following symlinks). A missing file opens empty and is created on the
    /// first save.
    /// - Parameters:
    ///   - format: the format, or nil to choose it from the file name.
    ///   - copy: an emergency copy of the file (see ``EmergencyCopy/copies(of:user:fileSystem:)``)
    ///     to read the rows from instead: they are the file's unsaved edits (saving writes
    ///     them to `path`, after the usual check that the file did not change since it was
    ///     opened, and then removes the copy).
    ///   - backup: a backup an interrupted in-place save left (see ``SaveBackups``), to read
    ///     the rows from instead, byte for byte, as the copy's are.
    /// - Throws: ``FileProblem`` for a folder, FIFO, device, unreadable file, or content
    ///   not in the format.
    ///   - reading: whether a big file of lines is read whole before the document is made, or
    ///     its first part only, the rest in the background (``takeRowsRead()``).
    public init(
        path: String, format: Format? = nil, commentCharacter: UInt8 = UInt8(ascii: "#"), headerLines: Int = 0,
        recovering copy: String? = nil, restoring backup: String? = nil, reading: Reading = .whole,
        fileSystem: any FileSystem = PosixFileSystem()
    ) throws(FileProblem) {
        self.path = path
        self.fileSystem = fileSystem
        self.commentCharacter = commentCharacter
        let format = format ?? Format.forFileName(path)
        let info: FileInfo?
        do { info = try fileSystem.status(path) } catch { throw .file(error) }
        var bytes = SourceBytes([])
        var version = info.map { FileVersion(info: $0) }
        if let info {
            switch info.kind {
            case .regular: break
            case .directory: throw .isFolder(path)
            default: throw .notRegularFile(path, what: Self.kindName(info.kind))
            }
            if copy == nil, backup == nil, case let .inBackground(firstPart, pace) = reading, format == .lines,
               headerLines == 0, info.size > firstPart,
               let started = try Self.startReading(path, size: info.size, firstPart: firstPart, pace: pace, fileSystem: fileSystem) {
                recoveredFrom = nil
                isNew = false
                isWriteProtected = Self.isWriteProtected(path, info: info, fileSystem: fileSystem)
                knownVersion = FileVersion(info: started.reader.version)
                sourceIsVersion = true
                reader = started.reader
                do {
                    document = try ListDocument(
                        source: started.source, format: format, commentCharacter: commentCharacter, length: started.length)
                } catch {
                    throw .document(path, error)
                }
                return
            }
            if copy == nil, backup == nil {
                let read = try Self.readVersion(of: path, info: info, fileSystem: fileSystem)
                (bytes, version) = (SourceBytes(read.bytes), read.version)
            }
        }
        // A JSON file that does not exist yet, or exists with nothing in it (`touch list.json`),
        // starts as an empty array; it is written only once something is added.
        if format == .json, copy == nil, backup == nil, bytes.count == 0 {
            bytes = SourceBytes(Array("[]\n".utf8))
        }
        if let copy {
            let size: Int
            do { size = try fileSystem.linkStatus(copy)?.size ?? 0 } catch { throw .file(error) }
            try Self.checkMemory(copy, size: size)
            let (content, madeFrom, rowsFrom) = try EmergencyCopy.recovery(of: copy, for: path)
            bytes = SourceBytes(content)
            if let rowsFrom {
                // The edits were made to that version: the file is still it, or a save asks.
                changedSinceCopy = rowsFrom.change(ofFileAt: path) != nil
            } else {
                changedSinceCopy = madeFrom != nil && FileIdentity.of(path) != madeFrom
            }
        }
        if let backup {
            let size: Int
            do { size = try fileSystem.linkStatus(backup)?.size ?? 0 } catch { throw .file(error) }
            try Self.checkMemory(backup, size: size)
            // A backup is listedit's own file: read only as a regular file of the user's.
            do { bytes = SourceBytes(try OwnFile.read(backup, limit: Int.max)) } catch { throw .damagedCopy(backup, error.reason) }
        }
        recoveredFrom = copy ?? backup
        isNew = info == nil
        isWriteProtected = info.map { Self.isWriteProtected(path, info: $0, fileSystem: fileSystem) } ?? false
        knownVersion = version
        // (An empty JSON file is read as `[]`: not the file's bytes.)
        sourceIsVersion = copy == nil && backup == nil && info != nil && bytes.count == version?.info.size
        do {
            document = try ListDocument(source: bytes, format: format, commentCharacter: commentCharacter, headerLines: headerLines)
        } catch {
            throw .document(copy ?? path, error)
        }
    }

    /// The same file opened again, in the same format, with the rows of the emergency copy
    /// at `copy` as its unsaved edits (see ``init(path:format:commentCharacter:recovering:fileSystem:)``).
    /// - Throws: ``FileProblem`` if the copy cannot be read in the format.
    public func recovering(_ copy: String) throws(FileProblem) -> DocumentFile {
        let recovered = try DocumentFile(
            path: path, format: document.format, commentCharacter: commentCharacter, headerLines: document.headerLines, recovering: copy, fileSystem: fileSystem)
        recovered.document.dropsByRewriting = document.dropsByRewriting
        return recovered
    }

    /// The same file opened again, in the same format, with the rows of the backup at
    /// `backup` (left by an interrupted in-place save) as its unsaved edits.
    /// - Throws: ``FileProblem`` if the backup cannot be read in the format.
    public func restoring(_ backup: String) throws(FileProblem) -> DocumentFile {
        let restored = try DocumentFile(
            path: path, format: document.format, commentCharacter: commentCharacter, headerLines: document.headerLines, restoring: backup, fileSystem: fileSystem)
        restored.document.dropsByRewriting = document.dropsByRewriting
        return restored
    }

    /// The backups of this file that saves killed half-way left (see ``SaveBackups/leftovers(of:user:isRunning:fileSystem:stateFolder:)``).
    public func leftoverBackups() -> [SaveBackups.Found] {
        let target = (try? AtomicSaver(fileSystem: fileSystem).resolveSymlinks(path)) ?? path
        return SaveBackups.leftovers(of: target, fileSystem: fileSystem)
    }

    /// The bytes of the file at `path`, looked at as `info`, read whole into the process's own
    /// memory, and the version they are: the file looked at before the first byte is read and
    /// after the last must agree (identity, size, times), or the bytes are checked against the
    /// file once more (only its change time moved: a chmod, or a rewrite that kept the rest).
    /// A file written meanwhile is read again, up to three times, then refused: the rows are
    /// never part one version and part another. Refused too if the memory left could not hold
    /// the document (rather than be killed half-way through reading it).
    private static func readVersion(
        of path: String, info: FileInfo, fileSystem: any FileSystem
    ) throws(FileProblem) -> (bytes: [UInt8], version: FileVersion) {
        var before = info
        for _ in 0..<3 {
            let bytes = try readWhole(path, size: before.size, fileSystem: fileSystem)
            let after: FileInfo?
            do { after = try fileSystem.status(path) } catch { throw .file(error) }
            guard let after, after.kind == .regular else { throw .changedWhileRead(path) }
            let version = FileVersion(info: before)
            if bytes.count == before.size, version.hasSameStatus(as: after) { return (bytes, version) }
            if bytes.count == after.size, after.device == before.device, after.inode == before.inode,
               after.modified == before.modified {
                // Only the change time moved: the bytes read are the file's if the file still has them.
                let check = bytes.withUnsafeBytes { VersionCheck.of($0) }
                if VersionCheck.ofFile(at: path, size: after.size) == check { return (bytes, FileVersion(info: after, check: check)) }
            }
            before = after
        }
        throw .changedWhileRead(path)
    }

    /// Whether an unsaved copy holds the edits rather than the rows: for a big file whose
    /// bytes as read are the version's, and for a file not yet read whole (or whose reading
    /// failed), whose rows are not all here and whose copy must not stand for the whole file.
    public var copyHoldsEdits: Bool {
        guard sourceIsVersion, let knownVersion else { return false }
        return isReading || readFailure != nil || knownVersion.info.size >= EditsCopy.threshold
    }

    /// The version's check, from the bytes read when they are the version's and all here.
    private func versionCheckFromSource() -> UInt64? {
        guard sourceIsVersion, reader == nil, readFailure == nil else { return nil }
        let check = document.source.source.withUnsafeBytes { VersionCheck.of($0) }
        knownVersion?.check = check
        return check
    }

    /// What a file that is not a regular one is, in words.
    private static func kindName(_ kind: FileInfo.Kind) -> String {
        switch kind {
        case .fifo: "a FIFO (named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        case .directory: "a folder"
        case .regular, .symlink, .other: "something else"
        }
    }

    /// vim's test for a read-only file: its mode has no write bit at all, or none that lets
    /// this user write it (`access(2)` knows which of the owner's, the group's and the others'
    /// bits apply). The first part matters for root, whom permissions do not stop: a 0444
    /// file says someone meant it to stay as it is, and root is told so too.
    private static func isWriteProtected(_ path: String, info: FileInfo, fileSystem: any FileSystem) -> Bool {
        info.mode & 0o222 == 0 || !fileSystem.canWrite(file: path)
    }

    /// Refuses a document of `size` bytes that the memory left could not hold.
    static func checkMemory(_ path: String, size: Int) throws(FileProblem) {
        if size > 0, let available = MemoryBudget.available(), MemoryBudget.needed(forFileOf: size) > available {
            throw .tooLargeForMemory(path, size: size, available: available)
        }
    }

    /// The bytes of the file at `path`, of `size` bytes; refused if the memory left could not
    /// hold them once read (rather than be killed half-way through reading them).
    private static func readWhole(_ path: String, size: Int, fileSystem: any FileSystem) throws(FileProblem) -> [UInt8] {
        try checkMemory(path, size: size)
        do { return try fileSystem.read(path, limit: nil) } catch { throw .file(error) }
    }

    /// The file a chain of symlinks from the path ends at: where saves write.
    public var target: String { (try? AtomicSaver(fileSystem: fileSystem).resolveSymlinks(path)) ?? path }

    /// How the file on disk differs from what was read or last saved (a `stat`, no read), or
    /// nil if it does not: another program wrote, replaced, truncated or removed it.
    public func diskChange() -> FileChange? {
        if changedSinceCopy { return .sinceUnsavedCopy }
        let looked: FileInfo?
        do { looked = try fileSystem.status(target) } catch { return nil }  // cannot look: no news
        guard let knownVersion else { return looked == nil ? nil : .content }
        guard let looked else { return .content }
        guard !knownVersion.hasSameStatus(as: looked) else { return nil }
        // Asked about once a second: the bytes are checked once for each new look of the file.
        if let (seen, change) = lastDiskLook, seen == looked { return change }
        let change = knownVersion.change(of: looked, at: target, check: { self.version?.check })
        lastDiskLook = (looked, change)
        return change
    }

    /// Removes the temporary files that saves of this file left beside it when they were
    /// killed (see ``SaveTemporaries/removeStale(beside:user:isRunning:fileSystem:)``), beside
    /// the file a symlink leads to, where saves write.
    /// - Returns: what was removed.
    public func removeStaleTemporaries() -> SaveTemporaries.Reclaimed {
        let target = (try? AtomicSaver(fileSystem: fileSystem).resolveSymlinks(path)) ?? path
        return SaveTemporaries.removeStale(beside: target, fileSystem: fileSystem)
    }

    /// Saves the document: atomically through a temporary file beside the real one (the
    /// target of a symlink), or, for a file with other hard links or in a folder listedit
    /// may not create files in, in place after a backup.
    ///
    /// Any failure leaves the file as it was (restored from the backup if need be), removes
    /// the temporary file, and throws; the document keeps its edits either way.
    /// - Parameters:
    ///   - overwritingChanges: save even if the file changed on disk since it was read.
    ///   - writingReadOnly: save even if the file is read-only (``isWriteProtected``), which
    ///     it then no longer is for this session (the user said to write it; the file keeps
    ///     its mode).
    /// - Returns: the number of bytes written.
    /// - Throws: ``FileProblem/writeProtected(_:)`` or ``FileProblem/changedOnDisk(_:_:)``
    ///   (ask, then save again writing anyway or overwriting), ``FileProblem/readOnly(_:)``,
    ///   or the file error that stopped it.
    @discardableResult
    public func save(overwritingChanges: Bool = false, writingReadOnly: Bool = false) throws(FileProblem) -> Int {
        guard !document.isReadOnly else { throw .readOnly(path) }
        guard reader == nil else { throw .stillReading(path) }
        if let readFailure { throw readFailure }
        if isWriteProtected {
            guard writingReadOnly else { throw .writeProtected(path) }
            // The answer holds for the session, as vim's `:w!` resets 'readonly', even if the
            // change-on-disk question comes next and is answered no: the status line's mark
            // keeps saying whether a save will ask.
            isWriteProtected = false
        }
        let written: Int
        let saver = AtomicSaver(fileSystem: fileSystem)
        do {
            let target = try saver.resolveSymlinks(path)
            let current = try fileSystem.status(target)
            if !overwritingChanges {
                if changedSinceCopy { throw FileProblem.changedOnDisk(path, .sinceUnsavedCopy) }
                if let knownVersion {
                    guard let current else { throw FileProblem.changedOnDisk(path, .content) }
                    if let change = knownVersion.change(of: current, at: target, check: { self.version?.check }) {
                        throw FileProblem.changedOnDisk(path, change)
                    }
                } else if current != nil {
                    throw FileProblem.changedOnDisk(path, .content)
                }
            }
            if let current, current.kind != .regular { throw FileProblem.notRegularFile(path, what: Self.kindName(current.kind)) }
            let (count, check) = try saver.write(.document(document), to: target, replacing: current)
            written = count
            knownVersion = try fileSystem.status(target).map { FileVersion(info: $0, check: check) }
            sourceIsVersion = false
            lastDiskLook = nil
            isNew = false
            changedSinceCopy = false
            // The recovered edits are in the file now: the copy has done its work.
            if let copy = recoveredFrom {
                try? fileSystem.remove(copy)
                recoveredFrom = nil
            }
        } catch let .restored(error) as FileProblem {
            // The file holds the bytes it held: what was read is still what is on disk.
            if let put = try? fileSystem.status(AtomicSaver(fileSystem: fileSystem).resolveSymlinks(path)) { knownVersion?.info = put }
            throw .file(error)
        } catch let error as FileProblem {
            throw error
        } catch let error as FileError {
            throw .file(error)
        } catch {
            throw .file(FileError("save", path, code: EIO))
        }
        return written
    }
}
