import LibC

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

    /// What a save wrote: how many bytes, and their ``VersionCheck`` (the new version's).
    typealias Written = (count: Int, check: UInt64?)

    /// Writes `content` to `path`, which is `existing` (nil: it does not exist yet).
    /// - Returns: the number of bytes written and their check.
    /// - Throws: ``FileProblem/file(_:)`` for the error that stopped it (the file is as it
    ///   was); ``FileProblem/notRestored(_:backup:_:)`` when an in-place rewrite failed and the
    ///   file could not be put back either.
    func write(_ content: SaveContent, to path: String, replacing existing: FileInfo?) throws(FileProblem) -> Written {
        let folder = Self.folder(of: path)
        if let existing, existing.linkCount > 1 || !fileSystem.canWrite(folder: folder) {
            return try rewriteInPlace(content, path: path)
        }
        switch replace(content, path: path, folder: folder, existing: existing) {
        case let .success(written): return written
        case let .failure(.renameRefused(error)):
            // A sticky folder (/tmp) lets no one rename over another user's file, even one
            // they may write: the file is rewritten where it is instead.
            guard existing != nil else { throw .file(error) }
            return try rewriteInPlace(content, path: path)
        case let .failure(.file(error)): throw .file(error)
        }
    }

    /// Why replacing a file failed: a rename the folder refused, or anything else.
    private enum ReplaceFailure: Error {
        case renameRefused(FileError)
        case file(FileError)
    }

    /// A temporary file beside `path` (created with O_EXCL|O_NOFOLLOW, with the original's
    /// mode and owner), written, flushed, and renamed over `path`; then the folder flushed.
    private func replace(
        _ content: SaveContent, path: String, folder: String, existing: FileInfo?
    ) -> Result<Written, ReplaceFailure> {
        let temporary = folder + "/"
            + SaveTemporaries.name(for: Self.name(of: path), pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
        let descriptor: Int32
        do {
            descriptor = try fileSystem.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: existing?.mode ?? 0o666)
        } catch {
            return .failure(.file(error))
        }
        var open = true
        let written: Written
        do {
            if let existing {
                try fileSystem.changeMode(descriptor, existing.mode, path: temporary)
                // Keeping the owner needs privileges; without them the file becomes the user's.
                try? fileSystem.changeOwner(descriptor, owner: existing.owner, group: existing.group, path: temporary)
            }
            let result = try content.write(descriptor, temporary, fileSystem, checkingVersion: true)
            written = (result.count, result.check)
            try fileSystem.sync(descriptor, path: temporary)
            open = false
            try fileSystem.close(descriptor, path: temporary)
        } catch {
            if open { try? fileSystem.close(descriptor, path: temporary) }
            try? fileSystem.remove(temporary)
            return .failure(.file(error))
        }
        do {
            try fileSystem.rename(temporary, path)
        } catch {
            try? fileSystem.remove(temporary)
            return .failure(error.code == EPERM || error.code == EACCES ? .renameRefused(error) : .file(error))
        }
        // The rename is done: the new bytes are the file. Flushing the folder makes the
        // rename itself durable; if that fails there is nothing to undo.
        try? fileSystem.syncFolder(folder)
        return .success(written)
    }

    /// For a file with other hard links, in a folder where no temporary file can be made,
    /// or that cannot be renamed over: a backup first (see ``SaveBackups``), then the file
    /// rewritten in place and flushed, and only then the backup removed. If the rewrite
    /// fails, the backup's bytes are written back; if that fails too, the backup stays and
    /// the error says where it is.
    private func rewriteInPlace(_ content: SaveContent, path: String) throws(FileProblem) -> Written {
        let original: [UInt8]
        let backup: String
        do {
            // A file that may not be written is refused before anything is made or touched.
            try fileSystem.close(try fileSystem.open(path, flags: O_WRONLY | O_NOFOLLOW, mode: 0), path: path)
            original = try fileSystem.read(path, limit: nil)
            backup = try SaveBackups.write(original, of: path, fileSystem: fileSystem)
        } catch {
            throw .file(error)
        }
        let written: Written
        do {
            written = try overwrite(path, with: content)
        } catch {
            do {
                _ = try overwrite(path, with: .bytes(original))
            } catch let restoring {
                throw .notRestored(path, backup: backup, restoring)
            }
            try? fileSystem.remove(backup)
            throw .restored(error)
        }
        try? fileSystem.remove(backup)
        return written
    }

    private func overwrite(_ path: String, with content: SaveContent) throws(FileError) -> Written {
        let descriptor = try fileSystem.open(path, flags: O_WRONLY | O_NOFOLLOW, mode: 0)
        let written: Written
        do {
            let result = try content.write(descriptor, path, fileSystem, checkingVersion: true)
            written = (result.count, result.check)
            try fileSystem.truncate(descriptor, length: written.count, path: path)
            try fileSystem.sync(descriptor, path: path)
        } catch {
            try? fileSystem.close(descriptor, path: path)
            throw error
        }
        try fileSystem.close(descriptor, path: path)
        return written
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
