import LibC

/// listedit's own folder for what must outlive the process but cannot go beside the file:
/// `$XDG_STATE_HOME/listedit`, or `~/.local/state/listedit` (the XDG base directory rules),
/// made 0700 as it is needed and used only once checked (``PrivateFolder``).
public enum StateFolder {
    /// The folder's path from the environment, or nil when neither XDG_STATE_HOME nor HOME is set.
    public static var defaultPath: String? {
        if let state = getenv("XDG_STATE_HOME"), state.pointee != 0 { return String(cString: state) + "/listedit" }
        if let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) + "/.local/state/listedit" }
        return nil
    }

    /// The state folder at `path`, checked, made when missing and `creating`; nil when there
    /// is no path, or no folder and it is not to be made.
    /// - Throws: ``PrivateFolderRefusal`` when it is not a folder of the user's alone.
    public static func open(_ path: String?, creating: Bool, fileSystem: any FileSystem = PosixFileSystem())
        throws(PrivateFolderRefusal) -> PrivateFolder?
    {
        guard let path else { return nil }
        return try PrivateFolder.open(path, creating: creating, fileSystem: fileSystem)
    }

    /// A file's path as one file name, to keep things of several files in one folder, so that
    /// two paths never share one: `%` and `/` are written `%25` and `%2F`, as in a URL, and
    /// nothing else is changed: `/home/a/todo.md` → `%2Fhome%2Fa%2Ftodo.md`. A relative path
    /// is taken from the current folder. A name too long for a folder keeps its end and a
    /// check of the whole (two such names could in principle share a check: what is kept
    /// under them records the path it is for, and is used only for it).
    static func flatName(of path: String) -> String {
        var flat: [UInt8] = []
        for byte in absolute(path).utf8 {
            switch byte {
            case UInt8(ascii: "%"): flat += Array("%25".utf8)
            case UInt8(ascii: "/"): flat += Array("%2F".utf8)
            default: flat.append(byte)
            }
        }
        guard flat.count > 180 else { return String(decoding: flat, as: UTF8.self) }
        let check = String(ContentHash.of(flat[...]), radix: 16)
        return check + "-" + String(decoding: flat.suffix(120), as: UTF8.self)
    }

    /// The name an older listedit gave the path (`/` as `%`, `%` kept), which two paths can
    /// share (`/d/a%b/c` and `/d/a/b%c`): what is found under it is used only when it says
    /// which file it is for and that is this one.
    static func legacyFlatName(of path: String) -> String {
        let flat = String(absolute(path).map { $0 == "/" ? "%" : $0 })
        guard flat.utf8.count > 180 else { return flat }
        let check = String(ContentHash.of(Array(flat.utf8)[...]), radix: 16)
        return check + "-" + String(decoding: Array(flat.utf8).suffix(120), as: UTF8.self)
    }

    /// A check of the file's absolute path, which what is kept for it records.
    static func pathCheck(of path: String) -> UInt64 { ContentHash.of(Array(absolute(path).utf8)[...]) }

    /// `path`, absolute: a relative path is taken from the current folder.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
    }
}
