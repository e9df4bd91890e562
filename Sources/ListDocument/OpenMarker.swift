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
    public let path: String?
    private let fileSystem: any FileSystem

    private init(path: String?, fileSystem: any FileSystem) {
        self.path = path
        self.fileSystem = fileSystem
    }

    static func name(for fileName: String, pid: Int32) -> String { fileName + ".listedit-open-\(pid)" }

    /// The places a mark of the file at `path` may be, with the name it has there.
    private static func places(of path: String, stateFolder: String?) -> [(folder: String, fileName: String)] {
        var places = [(AtomicSaver.folder(of: path), "." + AtomicSaver.name(of: path))]
        if let stateFolder { places.append((stateFolder + "/open", StateFolder.flatName(of: path))) }
        return places
    }

    /// The other listedits that have the file at `path` (resolved through symlinks) open,
    /// oldest first; stale marks of processes that are gone are removed on the way.
    public static func holders(
        of path: String, isRunning: (Int32) -> Bool = SaveTemporaries.processExists,
        fileSystem: any FileSystem = PosixFileSystem(), stateFolder: String? = StateFolder.defaultPath
    ) -> [Holder] {
        var holders: [Holder] = []
        for (folder, fileName) in places(of: path, stateFolder: stateFolder) {
            guard let names = try? fileSystem.names(inFolder: folder) else { continue }
            let prefix = fileName + ".listedit-open-"
            for entry in names where entry.hasPrefix(prefix) {
                guard let pid = Int32(entry.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
                let mark = folder + "/" + entry
                guard let info = try? fileSystem.linkStatus(mark), info.kind == .regular else { continue }
                if isRunning(pid) {
                    holders.append(Holder(pid: pid, since: info.modified))
                } else if info.owner == geteuid() {
                    try? fileSystem.remove(mark)
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
        for (folder, fileName) in places(of: path, stateFolder: stateFolder) {
            let mark = folder + "/" + name(for: fileName, pid: getpid())
            if folder.hasSuffix("/open"), (try? StateFolder.make(folder)) == nil { continue }
            guard let descriptor = try? fileSystem.open(mark, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
            else { continue }
            try? fileSystem.close(descriptor, path: mark)
            return OpenMarker(path: mark, fileSystem: fileSystem)
        }
        return OpenMarker(path: nil, fileSystem: fileSystem)
    }

    /// Removes the mark (the file is no longer open here).
    public func remove() {
        if let path { try? fileSystem.remove(path) }
    }
}
