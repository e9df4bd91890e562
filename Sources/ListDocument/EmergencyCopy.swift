import Glibc

/// Unsaved edits kept somewhere safe when listedit is told to stop (Ctrl-C, SIGINT, SIGHUP,
/// SIGTERM), and finding them again when the file is next opened.
public enum EmergencyCopy {
    /// `NAME.listedit-emergency` for the first copy of NAME, `NAME.listedit-emergency-N` after.
    static func name(for fileName: String, attempt: Int) -> String {
        fileName + ".listedit-emergency" + (attempt == 1 ? "" : "-\(attempt)")
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

    /// Writes `bytes` beside `path` (or in the current folder when there is no file) as
    /// `NAME.listedit-emergency`, `NAME.listedit-emergency-2`, …: a new file, mode 0600, made
    /// with O_EXCL|O_NOFOLLOW so that a planted symlink is never followed.
    /// - Returns: the path written.
    public static func write(
        _ bytes: [UInt8], beside path: String?, fileSystem: any FileSystem = PosixFileSystem()
    ) throws(FileError) -> String {
        try write(.bytes(bytes), beside: path, fileSystem: fileSystem)
    }

    /// Writes `document`'s bytes as ``write(_:beside:fileSystem:)`` does, in pieces (no
    /// second copy of a big document in memory).
    /// - Returns: the path written.
    public static func write(
        _ document: ListDocument, beside path: String?, fileSystem: any FileSystem = PosixFileSystem()
    ) throws(FileError) -> String {
        try write(.document(document), beside: path, fileSystem: fileSystem)
    }

    private static func write(_ content: SaveContent, beside path: String?, fileSystem: any FileSystem) throws(FileError) -> String {
        let folder = path.map(AtomicSaver.folder(of:)) ?? "."
        let name = path.map(AtomicSaver.name(of:)) ?? "listedit"
        var attempt = 1
        while true {
            let candidate = folder + "/" + Self.name(for: name, attempt: attempt)
            let descriptor: Int32
            do {
                descriptor = try fileSystem.open(candidate, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
            } catch where error.code == EEXIST && attempt < 100 {
                attempt += 1
                continue
            }
            do {
                _ = try content.write(descriptor, candidate, fileSystem)
                try fileSystem.sync(descriptor, path: candidate)
            } catch {
                try? fileSystem.close(descriptor, path: candidate)
                throw error
            }
            try fileSystem.close(descriptor, path: candidate)
            return candidate
        }
    }
}

extension EmergencyCopy {
    /// An emergency copy found beside a file.
    public struct Found: Hashable, Sendable {
        /// Where it is.
        public var path: String
        /// When it was written, in nanoseconds since 1970.
        public var modified: Int64
        /// Its size in bytes.
        public var size: Int
    }

    /// The emergency copies of the file at `path` (as given: copies are written beside the
    /// path the user named), newest first. Only regular files of `user` count: a symlink, a
    /// folder or another user's file with such a name is never offered.
    /// - Complexity: O(n) in the number of names in the folder.
    public static func copies(
        of path: String, user: UInt32 = geteuid(), fileSystem: any FileSystem = PosixFileSystem()
    ) -> [Found] {
        let folder = AtomicSaver.folder(of: path)
        let fileName = AtomicSaver.name(of: path)
        guard let names = try? fileSystem.names(inFolder: folder) else { return [] }
        return names.filter { isCopy($0, of: fileName) }.compactMap { entry -> Found? in
            let candidate = folder + "/" + entry
            guard let info = try? fileSystem.linkStatus(candidate), info.kind == .regular, info.owner == user else { return nil }
            return Found(path: candidate, modified: info.modified, size: info.size)
        }.sorted { ($0.modified, $1.path) > ($1.modified, $0.path) }
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
