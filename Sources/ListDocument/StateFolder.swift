import LibC

/// listedit's own folder for what must outlive the process but cannot go beside the file:
/// `$XDG_STATE_HOME/listedit`, or `~/.local/state/listedit` (the XDG base directory rules),
/// each part made 0700 as it is needed.
public enum StateFolder {
    /// The folder's path from the environment, or nil when neither XDG_STATE_HOME nor HOME is set.
    public static var defaultPath: String? {
        if let state = getenv("XDG_STATE_HOME"), state.pointee != 0 { return String(cString: state) + "/listedit" }
        if let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) + "/.local/state/listedit" }
        return nil
    }

    /// `folder` (and the folders above it), made if missing.
    /// - Throws: the error that stopped a folder from being made.
    public static func make(_ folder: String) throws(FileError) -> String {
        var path = ""
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o700) != 0, errno != EEXIST { throw FileError("create the folder", path, code: errno) }
        }
        return folder.hasPrefix("/") ? path : String(path.dropFirst())
    }

    /// A file's path as one file name, to keep things of several files in one folder:
    /// `/home/a/todo.md` → `%home%a%todo.md`. A relative path is taken from the current
    /// folder. A name too long for a folder keeps its end and a check of the whole.
    static func flatName(of path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            if getcwd(&buffer, buffer.count) != nil {
                absolute = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
            }
        }
        let flat = String(absolute.map { $0 == "/" ? "%" : $0 })
        guard flat.utf8.count > 180 else { return flat }
        let check = String(ContentHash.of(Array(flat.utf8)[...]), radix: 16)
        return check + "-" + String(decoding: Array(flat.utf8).suffix(120), as: UTF8.self)
    }
}
