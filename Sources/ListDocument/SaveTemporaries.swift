import LibC

/// The temporary files an atomic save writes beside a file, `.NAME.listedit-PID-RANDOM`:
/// their names, and removing those a killed save left behind.
public enum SaveTemporaries {
    /// The temporary file's name for a save of the file named `fileName` by process `pid`.
    static func name(for fileName: String, pid: Int32, random: UInt32) -> String {
        "." + fileName + ".listedit-\(pid)-\(random)"
    }

    /// The process that made `entry`, if `entry` is exactly a save temporary's name for the
    /// file named `fileName` (decimal digits only, in range; a look-alike gives nil).
    static func process(ofTemporary entry: String, for fileName: String) -> Int32? {
        process(ofName: entry, prefix: "." + fileName + ".listedit-")
    }

    /// The process named in `entry` when it is exactly `prefix` followed by `PID-RANDOM` in
    /// decimal digits, in range (a look-alike gives nil): a save's temporary name, an unsaved
    /// copy's while it is written.
    static func process(ofName entry: String, prefix: String) -> Int32? {
        guard entry.hasPrefix(prefix) else { return nil }
        let parts = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let pid = Int32(parts[0]), pid > 0, UInt32(parts[1]) != nil
        else { return nil }
        return pid
    }

    /// What removing stale temporaries gave back.
    public struct Reclaimed: Hashable, Sendable {
        /// How many files were removed.
        public var files = 0
        /// Their size in bytes.
        public var bytes = 0

        /// Creates a count.
        public init(files: Int = 0, bytes: Int = 0) {
            self.files = files
            self.bytes = bytes
        }
    }

    /// Removes the temporaries that saves of the file at `path` left beside it when their
    /// process was killed: names of exactly that file's pattern, whose process no longer
    /// exists, that are regular files (a symlink is never followed or removed) owned by
    /// `user`. Nothing else is ever touched; a file that cannot be removed is left.
    /// - Parameters:
    ///   - path: the file (already resolved if it is reached through symlinks: saves write
    ///     beside the target).
    ///   - user: whose files may be removed (the effective user by default).
    ///   - isRunning: whether a process exists (`kill(pid, 0)` by default).
    /// - Complexity: O(n) in the number of names in the folder.
    public static func removeStale(
        beside path: String, user: UInt32 = geteuid(), isRunning: (Int32) -> Bool = processExists,
        fileSystem: any FileSystem = PosixFileSystem()
    ) -> Reclaimed {
        let folder = AtomicSaver.folder(of: path)
        let fileName = AtomicSaver.name(of: path)
        var reclaimed = Reclaimed()
        guard let names = try? fileSystem.names(inFolder: folder) else { return reclaimed }
        for entry in names {
            guard let pid = process(ofTemporary: entry, for: fileName), !isRunning(pid) else { continue }
            let candidate = folder + "/" + entry
            guard let info = try? fileSystem.linkStatus(candidate), info.kind == .regular, info.owner == user,
                (try? fileSystem.remove(candidate)) != nil
            else { continue }
            reclaimed.files += 1
            reclaimed.bytes += info.size
        }
        return reclaimed
    }

    /// Whether a process with this id exists (one of another user's counts).
    public static func processExists(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
