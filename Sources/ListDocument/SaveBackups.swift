import Glibc

/// The backup an in-place save writes before it rewrites a file (a file with other hard
/// links, or in a folder that takes no temporary file): `.NAME.listedit-backup-PID-RANDOM`
/// beside the file, or the path made one name in the state folder's `backups`. A backup
/// under that name is always whole (it is written under a temporary name, flushed, then
/// named), and it is removed only once the rewritten file is flushed; one whose process is
/// gone is left over from a save that was killed half-way, and is offered when the file is
/// next opened.
public enum SaveBackups {
    /// The backup's name for the file named `fileName`, made by process `pid`.
    static func name(for fileName: String, pid: Int32, random: UInt32) -> String {
        fileName + ".listedit-backup-\(pid)-\(random)"
    }

    /// The process that made `entry`, if `entry` is a backup's name for `fileName` (the
    /// older form without the random part included).
    static func process(ofBackup entry: String, for fileName: String) -> Int32? {
        let prefix = fileName + ".listedit-backup-"
        guard entry.hasPrefix(prefix) else { return nil }
        let parts = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let pid = Int32(parts[0]), pid > 0, parts.count == 1 || UInt32(parts[1]) != nil
        else { return nil }
        return pid
    }

    /// Where the backups of the file at `path` go when its folder takes no file.
    static func stateFolder(_ state: String?) -> String? { state.map { $0 + "/backups" } }

    /// A backup left by a save that did not finish.
    public struct Found: Hashable, Sendable {
        /// Where it is.
        public var path: String
        /// When it was made, in nanoseconds since 1970.
        public var modified: Int64
        /// Its size in bytes.
        public var size: Int
    }

    /// The backups of the file at `path` (already resolved through symlinks: saves write
    /// beside the target) whose saving process is gone, newest first: regular files of `user`,
    /// beside the file and in the state folder.
    public static func leftovers(
        of path: String, user: UInt32 = geteuid(), isRunning: (Int32) -> Bool = SaveTemporaries.processExists,
        fileSystem: any FileSystem = PosixFileSystem(), stateFolder: String? = StateFolder.defaultPath
    ) -> [Found] {
        var places = [(AtomicSaver.folder(of: path), "." + AtomicSaver.name(of: path))]
        if let backups = Self.stateFolder(stateFolder) { places.append((backups, StateFolder.flatName(of: path))) }
        return places.flatMap { folder, fileName -> [Found] in
            guard let names = try? fileSystem.names(inFolder: folder) else { return [] }
            return names.compactMap { entry -> Found? in
                guard let pid = process(ofBackup: entry, for: fileName), !isRunning(pid) else { return nil }
                let candidate = folder + "/" + entry
                guard let info = try? fileSystem.linkStatus(candidate), info.kind == .regular, info.owner == user else { return nil }
                return Found(path: candidate, modified: info.modified, size: info.size)
            }
        }.sorted { ($0.modified, $1.path) > ($1.modified, $0.path) }
    }

    /// Writes `bytes` as a backup of the file at `path`: beside it when its folder takes
    /// files, else in the state folder; under a temporary name first, flushed, then named,
    /// and the folder flushed, so that the backup is on disk before the file is touched.
    /// - Returns: the backup's path.
    static func write(
        _ bytes: [UInt8], of path: String, fileSystem: any FileSystem, stateFolder: String? = StateFolder.defaultPath
    ) throws(FileError) -> String {
        let beside = AtomicSaver.folder(of: path)
        let folder: String
        let fileName: String
        if fileSystem.canWrite(folder: beside) {
            (folder, fileName) = (beside, "." + AtomicSaver.name(of: path))
        } else {
            guard let backups = Self.stateFolder(stateFolder) else {
                throw FileError("find a folder for a backup of", path, code: ENOENT)
            }
            (folder, fileName) = (try StateFolder.make(backups), StateFolder.flatName(of: path))
        }
        let temporary = folder + "/" + SaveTemporaries.name(for: fileName, pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
        let descriptor = try fileSystem.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
        defer { try? fileSystem.remove(temporary) }
        do {
            try fileSystem.write(descriptor, bytes[...], path: temporary)
            try fileSystem.sync(descriptor, path: temporary)
        } catch {
            try? fileSystem.close(descriptor, path: temporary)
            throw error
        }
        try fileSystem.close(descriptor, path: temporary)
        while true {
            let backup = folder + "/" + name(for: fileName, pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
            do {
                try fileSystem.hardLink(temporary, backup)
            } catch where error.code == EEXIST {
                continue
            } catch {
                guard try fileSystem.linkStatus(backup) == nil else { continue }
                try fileSystem.rename(temporary, backup)
            }
            try fileSystem.syncFolder(folder)
            return backup
        }
    }
}
