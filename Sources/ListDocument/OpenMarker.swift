import LibC

/// A mark that a listedit has a file open, so that a second one opening it can warn, as
/// vim's swap file does: `.NAME.listedit-open-PID` beside the file (or the path made one name
/// in the state folder's `open` folder, when the file's folder takes no file). A mark whose
/// process is gone (killed, crashed) is stale: ignored, and removed when seen.
public final class OpenMarker {
    /// Another listedit that has the file open.
    public struct Holder: Hashable, Sendable {
        /// Its process.
        public var pid: Int32
        /// When it opened the file, in nanoseconds since 1970.
        public var since: Int64
    }

    /// The mark this process made, removed by ``remove()``.
    public var path: String? { name.flatMap { folder?.file($0) } }
    /// The folder it is in (held open: the state folder's mark is removed from the folder it
    /// was made in) and its name there.
    private let folder: (any OwnFilesFolder)?
    private let name: String?

    private init(folder: (any OwnFilesFolder)?, name: String?) {
        self.folder = folder
        self.name = name
    }

    static func name(for fileName: String, pid: Int32) -> String { fileName + ".listedit-open-\(pid)" }

    /// The state folder's folder for marks of files whose own folder takes none.
    static let stateSubfolder = "open"

    /// The places a mark of the file at `path` may be, with the name it has there: beside it,
    /// and in the state folder once it is seen to be the user's alone.
    private static func places(
        of path: String, fileSystem: any FileSystem, stateFolder: String?, creating: Bool
    ) -> [(folder: any OwnFilesFolder, fileName: String)] {
        var places: [(any OwnFilesFolder, String)] = [
            (DocumentFolder(path: AtomicSaver.folder(of: path), fileSystem: fileSystem), "." + AtomicSaver.name(of: path))
        ]
        if let state = try? StateFolder.open(stateFolder, creating: creating, fileSystem: fileSystem),
           let marks = try? state.subfolder(stateSubfolder, creating: creating) {
            places.append((marks, StateFolder.flatName(of: path)))
        }
        return places
    }

    /// The other listedits that have the file at `path` (resolved through symlinks) open,
    /// oldest first; stale marks of processes that are gone are removed on the way.
    public static func holders(
        of path: String, isRunning: (Int32) -> Bool = SaveTemporaries.processExists,
        fileSystem: any FileSystem = PosixFileSystem(), stateFolder: String? = StateFolder.defaultPath
    ) -> [Holder] {
        var holders: [Holder] = []
        for (folder, fileName) in places(of: path, fileSystem: fileSystem, stateFolder: stateFolder, creating: false) {
            guard let names = try? folder.names() else { continue }
            let prefix = fileName + ".listedit-open-"
            for entry in names where entry.hasPrefix(prefix) {
                guard let pid = Int32(entry.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
                guard let info = try? folder.linkStatus(entry), info.kind == .regular else { continue }
                if isRunning(pid) {
                    holders.append(Holder(pid: pid, since: info.modified))
                } else if info.owner == geteuid() {
                    try? folder.remove(entry)
                }
            }
        }
        return holders.sorted { $0.since < $1.since }
    }

    /// Marks the file at `path` as open in this process: beside it, or in the state folder
    /// when its folder takes no file. A file that cannot be marked anywhere is still edited
    /// (the mark is a courtesy to other listedits, not a lock).
    public static func mark(
        _ path: String, fileSystem: any FileSystem = PosixFileSystem(), stateFolder: String? = StateFolder.defaultPath
    ) -> OpenMarker {
        // The state folder is made only when the file's own folder takes no mark.
        for creating in [false, true] {
            for (folder, fileName) in places(of: path, fileSystem: fileSystem, stateFolder: stateFolder, creating: creating) {
                let name = name(for: fileName, pid: getpid())
                guard let descriptor = try? folder.createExclusive(name, mode: 0o600) else { continue }
                try? fileSystem.close(descriptor, path: folder.file(name))
                return OpenMarker(folder: folder, name: name)
            }
        }
        return OpenMarker(folder: nil, name: nil)
    }

    /// Removes the mark (the file is no longer open here).
    public func remove() {
        if let folder, let name { try? folder.remove(name) }
    }
}
