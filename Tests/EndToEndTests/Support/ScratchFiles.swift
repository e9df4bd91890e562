import ListDocument
import Foundation
import LibC

/// Byte-exact looks at the files a test's scratch folder holds.
extension TmuxSession {
    /// The bytes of `name` in the scratch folder, or nil if there is no such file.
    func bytes(of name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(name)).map { Array($0) }
    }

    /// The rows an unsaved copy in the scratch folder holds, its end mark checked and taken
    /// off; nil if it is missing or damaged.
    func unsavedCopy(_ name: String) -> [UInt8]? {
        try? EmergencyCopy.contents(of: path(name)).bytes
    }

    /// What the unsaved copy `name` gives the file `file` when recovered: a whole copy's rows,
    /// or a big file's edits applied to it; nil if it cannot be recovered.
    func recovered(_ name: String, for file: String) -> [UInt8]? {
        try? EmergencyCopy.recovery(of: path(name), for: path(file)).bytes
    }

    /// Whether `name` exists in the scratch folder.
    func fileExists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path(name))
    }

    /// The permission bits of `name` (e.g. `0o600`), or nil if there is no such file.
    func permissions(of name: String) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path(name))
        return (attributes?[.posixPermissions] as? NSNumber)?.intValue
    }

    /// Replaces `name`'s content from outside listedit, as another program would.
    func overwrite(_ name: String, with bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
    }

    /// Rewrites `name` in place from outside listedit and sets its access and modification
    /// times back to what they were, as `rsync -t` or `cp -p` do; only the inode's change
    /// time tells. Returns whether every step worked.
    func overwriteKeepingTimes(_ name: String, with bytes: [UInt8]) -> Bool {
        var before = stat()
        guard stat(path(name), &before) == 0 else { return false }
        let descriptor = open(path(name), O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { return false }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        LibC.close(descriptor)
        var times = [before.st_atim, before.st_mtim]
        return written == bytes.count && utimensat(AT_FDCWD, path(name), &times, 0) == 0
    }
}

/// `text`'s UTF-8 bytes, for comparing with a file's bytes.
func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
