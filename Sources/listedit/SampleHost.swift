import Glibc
import SampleList
import TableKit
import TableTerminal

/// Saving the sample list: it has no file, so the first save asks for a name; the items
/// are written one per line, atomically (a temporary file in the same folder, fsync, rename).
final class SampleHost: ListHost {
    let list: SampleList
    let table: Table
    private var path: String?
    /// The table's history marker when the list was last saved (or opened).
    private var savedMarker: Int

    init(list: SampleList, table: Table) {
        self.list = list
        self.table = table
        savedMarker = table.historyMarker
    }

    var hasUnsavedChanges: Bool { table.historyMarker != savedMarker }
    var needsFileName: Bool { path == nil }
    var quitWritesOutput: Bool { false }

    func save(as fileName: String?, overwriting: Bool) throws -> String {
        guard let target = fileName.map(expandTilde) ?? path, !target.isEmpty else { throw SaveError("no file name given") }
        let bytes = Array(list.items.map { $0 + "\n" }.joined().utf8)
        try writeAtomically(bytes, to: target)
        path = target
        savedMarker = table.historyMarker
        return "Wrote \(list.items.count) items to \(target)"
    }

    private func expandTilde(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = getenv("HOME") else { return path }
        return String(cString: home) + path.dropFirst()
    }
}

struct SaveError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Writes `bytes` to a temporary file beside `path`, flushes it to disk, and renames it over
/// `path`, so that `path` is either the old file or the new one, never half of either.
func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).listedit-\(getpid()).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw SaveError("cannot create a file in \(folder): \(String(cString: strerror(errno)))") }
    var failure: String?
    var offset = 0
    while offset < bytes.count, failure == nil {
        let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if written < 0 { failure = String(cString: strerror(errno)) } else { offset += written }
    }
    if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
    if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
        unlink(temporary)
        throw SaveError("cannot write \(path): \(failure)")
    }
}
