import LibC

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

    /// The state folder's folder for backups of files whose own folder takes none.
    static let stateSubfolder = "backups"

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
    /// beside the file and in the state folder (once it is seen to be the user's alone).
    public static func leftovers(
        of path: String, user: UInt32 = geteuid(), isRunning: (Int32) -> Bool = SaveTemporaries.processExists,
        fileSystem: any FileSystem = PosixFileSystem(), stateFolder: String? = StateFolder.defaultPath
    ) -> [Found] {
        let beside = DocumentFolder(path: AtomicSaver.folder(of: path), fileSystem: fileSystem)
        var found = leftovers(in: beside, named: "." + AtomicSaver.name(of: path), user: user, isRunning: isRunning)
        if let state = try? StateFolder.open(stateFolder, creating: false, fileSystem: fileSystem),
           let backups = try? state.subfolder(stateSubfolder, creating: false) {
            found += leftovers(in: backups, named: StateFolder.flatName(of: path), user: user, isRunning: isRunning)
        }
        return found.sorted { ($0.modified, $1.path) > ($1.modified, $0.path) }
    }

    private static func leftovers(
        in folder: some OwnFilesFolder, named fileName: String, user: UInt32, isRunning: (Int32) -> Bool
    ) -> [Found] {
        guard let names = try? folder.names() else { return [] }
        return names.compactMap { entry -> Found? in
            guard let pid = process(ofBackup: entry, for: fileName), !isRunning(pid) else { return nil }
            guard let info = try? folder.linkStatus(entry), info.kind == .regular, info.owner == user else { return nil }
            return Found(path: folder.file(entry), modified: info.modified, size: info.size)
        }
    }

    /// Writes `bytes` as a backup of the file at `path`, a fresh file: beside it when its
    /// folder takes files, else in the state folder; on disk before the file is touched.
    /// - Returns: the backup's path.
    static func write(
        _ bytes: [UInt8], of path: String, fileSystem: any FileSystem, stateFolder: String? = StateFolder.defaultPath
    ) throws(FileError) -> String {
        let beside = AtomicSaver.folder(of: path)
        if fileSystem.canWrite(folder: beside) {
            // The temporary file is named as a save's of the file, so that opening the file
            // removes it if this save is killed while writing it.
            return try write(bytes, in: DocumentFolder(path: beside, fileSystem: fileSystem), as: "." + AtomicSaver.name(of: path),
                             temporaryFor: AtomicSaver.name(of: path))
        }
        let backups: PrivateFolder?
        do {
            backups = try StateFolder.open(stateFolder, creating: true, fileSystem: fileSystem)?.subfolder(stateSubfolder, creating: true)
        } catch {
            throw FileError("keep a backup of \(path) in \(error.path) (\(error.reason)) before rewriting", path, code: EACCES)
        }
        guard let backups else { throw FileError("find a folder for a backup of", path, code: ENOENT) }
        let flat = StateFolder.flatName(of: path)
        return try write(bytes, in: backups, as: flat, temporaryFor: flat)
    }

    private static func write(
        _ bytes: [UInt8], in folder: some OwnFilesFolder, as fileName: String, temporaryFor: String
    ) throws(FileError) -> String {
        // Random names are never all taken: the loop ends at the first free one.
        let names = sequence(first: ()) { _ in () }.lazy.map { _ in
            name(for: fileName, pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
        }
        let temporary = SaveTemporaries.name(for: temporaryFor, pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
        let fileSystem = folder.fileSystem
        let written = try folder.writeFresh(temporaryName: temporary, names: names) { (descriptor, path) throws(FileError) in
            try fileSystem.write(descriptor, bytes[...], path: path)
        }
        return written!
    }
}
