import Foundation

/// Byte-exact looks at the files a test's scratch folder holds.
extension TmuxSession {
    /// The bytes of `name` in the scratch folder, or nil if there is no such file.
    func bytes(of name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(name)).map { Array($0) }
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
}

/// `text`'s UTF-8 bytes, for comparing with a file's bytes.
func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
