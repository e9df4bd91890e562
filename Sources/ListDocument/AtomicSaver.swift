import Glibc

/// Writes a file so that it is never half-written: either the old bytes or the new ones.
struct AtomicSaver {
    let fileSystem: any FileSystem

    /// The file a chain of symlinks ends at (relative links resolved against their folder).
    func resolveSymlinks(_ path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<40 {
            guard let info = try fileSystem.linkStatus(current), info.kind == .symlink else { return current }
            let target = try fileSystem.readLink(current)
            current = target.hasPrefix("/") ? target : Self.folder(of: current) + "/" + target
        }
        throw FileError("follow the links of", path, code: ELOOP)
    }

    /// Writes `content` to `path`, which is `existing` (nil: it does not exist yet).
    /// - Returns: the number of bytes written.
    func write(_ content: SaveContent, to path: String, replacing existing: FileInfo?) throws(FileError) -> Int {
        let folder = Self.folder(of: path)
        if let existing, existing.linkCount > 1 || !fileSystem.canWrite(folder: folder) {
            return try rewriteInPlace(content, path: path, existing: existing)
        } else {
            return try replace(content, path: path, folder: folder, existing: existing)
        }
    }

    /// A temporary file beside `path` (created with O_EXCL|O_NOFOLLOW, with the original's
    /// mode and owner), written, flushed, and renamed over `path`; then the folder flushed.
    private func replace(_ content: SaveContent, path: String, folder: String, existing: FileInfo?) throws(FileError) -> Int {
        let temporary = folder + "/"
            + SaveTemporaries.name(for: Self.name(of: path), pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
        let descriptor = try fileSystem.open(
            temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: existing?.mode ?? 0o666)
        var open = true
        let count: Int
        do {
            if let existing {
                try fileSystem.changeMode(descriptor, existing.mode, path: temporary)
                // Keeping the owner needs privileges; without them the file becomes the user's.
                try? fileSystem.changeOwner(descriptor, owner: existing.owner, group: existing.group, path: temporary)
            }
            count = try content.write(descriptor, temporary, fileSystem).count
            try fileSystem.sync(descriptor, path: temporary)
            open = false
            try fileSystem.close(descriptor, path: temporary)
            try fileSystem.rename(temporary, path)
        } catch {
            if open { try? fileSystem.close(descriptor, path: temporary) }
            try? fileSystem.remove(temporary)
            throw error
        }
        // The rename is done: the new bytes are the file. Flushing the folder makes the
        // rename itself durable; if that fails there is nothing to undo.
        try? fileSystem.syncFolder(folder)
        return count
    }

    /// For a file with other hard links, or in a folder where no temporary file can be
    /// made: a backup first (in the folder, or in ~/.local/state/listedit/backups), then the
    /// file rewritten in place; if that fails, the backup's bytes are written back.
    private func rewriteInPlace(_ content: SaveContent, path: String, existing: FileInfo) throws(FileError) -> Int {
        let original = try fileSystem.read(path, limit: nil)
        let backup = try writeBackup(original, of: path)
        let count: Int
        do {
            count = try overwrite(path, with: content)
        } catch {
            _ = try? overwrite(path, with: .bytes(original))
            throw error
        }
        try? fileSystem.remove(backup)
        return count
    }

    private func overwrite(_ path: String, with content: SaveContent) throws(FileError) -> Int {
        let descriptor = try fileSystem.open(path, flags: O_WRONLY | O_NOFOLLOW, mode: 0)
        let count: Int
        do {
            count = try content.write(descriptor, path, fileSystem).count
            try fileSystem.truncate(descriptor, length: count, path: path)
            try fileSystem.sync(descriptor, path: path)
        } catch {
            try? fileSystem.close(descriptor, path: path)
            throw error
        }
        try fileSystem.close(descriptor, path: path)
        return count
    }

    private func writeBackup(_ bytes: [UInt8], of path: String) throws(FileError) -> String {
        let folder = Self.folder(of: path)
        let beside = fileSystem.canWrite(folder: folder)
        let backupFolder = beside ? folder : try Self.backupFolder()
        let name = beside ? "." + Self.name(of: path) + ".listedit-backup-\(getpid())"
            : StateFolder.flatName(of: path) + ".\(getpid())"
        let backup = backupFolder + "/" + name
        try? fileSystem.remove(backup)
        let descriptor = try fileSystem.open(backup, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
        do {
            try fileSystem.write(descriptor, bytes[...], path: backup)
            try fileSystem.sync(descriptor, path: backup)
        } catch {
            try? fileSystem.close(descriptor, path: backup)
            try? fileSystem.remove(backup)
            throw error
        }
        try fileSystem.close(descriptor, path: backup)
        return backup
    }

    /// `$XDG_STATE_HOME/listedit/backups`, or `~/.local/state/listedit/backups` (made 0700).
    private static func backupFolder() throws(FileError) -> String {
        guard let state = StateFolder.defaultPath else { throw FileError("find a folder for a backup of", "the file", code: ENOENT) }
        return try StateFolder.make(state + "/backups")
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
