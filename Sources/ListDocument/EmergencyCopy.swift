import Glibc

/// Writing unsaved edits somewhere safe when listedit is told to stop (SIGHUP, SIGTERM).
public enum EmergencyCopy {
    /// Writes `bytes` beside `path` (or in the current folder when there is no file) as
    /// `NAME.listedit-emergency`, `NAME.listedit-emergency-2`, …: a new file, mode 0600, made
    /// with O_EXCL|O_NOFOLLOW so that a planted symlink is never followed.
    /// - Returns: the path written.
    public static func write(
        _ bytes: [UInt8], beside path: String?, fileSystem: any FileSystem = PosixFileSystem()
    ) throws(FileError) -> String {
        let folder = path.map(AtomicSaver.folder(of:)) ?? "."
        let name = path.map(AtomicSaver.name(of:)) ?? "listedit"
        var attempt = 1
        while true {
            let candidate = folder + "/" + name + ".listedit-emergency" + (attempt == 1 ? "" : "-\(attempt)")
            let descriptor: Int32
            do {
                descriptor = try fileSystem.open(candidate, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
            } catch where error.code == EEXIST && attempt < 100 {
                attempt += 1
                continue
            }
            do {
                try fileSystem.write(descriptor, bytes, path: candidate)
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
