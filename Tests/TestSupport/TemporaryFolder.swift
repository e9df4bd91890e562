import LibC

/// A fresh folder under /tmp for one test, removed when the value is dropped.
public final class TemporaryFolder {
    /// The folder's absolute path.
    public let path: String

    /// Creates the folder in `parent` (`/dev/shm` is memory: no disk under it).
    public init(in parent: String = "/tmp") {
        var template = Array("\(parent)/listedit-test-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit {
        Self.remove(path)
    }

    /// Removes `path` and all it holds, making folders writable first (tests change modes).
    /// No process is started: fuzz targets make a folder per input.
    private static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        chmod(path, 0o700)
        if let folder = opendir(path) {
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(folder)
            for name in names { remove(path + "/" + name) }
        }
        rmdir(path)
    }

    /// The path of `name` inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `name` with `mode`.
    public func write(_ name: String, _ bytes: [UInt8], mode: mode_t = 0o644) {
        let fd = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, mode)
        precondition(fd >= 0, "cannot create test file")
        _ = bytes.withUnsafeBytes { LibC.write(fd, $0.baseAddress, $0.count) }
        LibC.close(fd)
        chmod(file(name), mode)
    }

    /// The bytes of `name`, or nil if it cannot be read.
    public func read(_ name: String) -> [UInt8]? {
        let fd = open(file(name), O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { LibC.close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { LibC.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return bytes }
            bytes += chunk[..<n]
        }
    }

    /// The names in the folder, hidden ones included.
    public var names: [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// `lstat` of `name`.
    public func info(_ name: String) -> stat {
        var buffer = stat()
        _ = lstat(file(name), &buffer)
        return buffer
    }
}
