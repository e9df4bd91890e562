import LibC

/// A new file that is whole or absent: written under a temporary name in its folder,
/// flushed, then given the first free name it is offered, never over another file, and its
/// folder flushed. Unsaved copies and in-place saves' backups are made this way; each names
/// its temporary file so that what a killed write leaves is found and dealt with.
enum FreshFile {
    /// Writes a new file in `folder` with `write`, then names it.
    /// - Parameters:
    ///   - temporaryName: the temporary file's name in `folder`.
    ///   - names: the names to try, in order (full paths in `folder`).
    ///   - write: writes the content to the descriptor of the temporary file at the path.
    /// - Returns: the name it took, or nil when every name offered was taken (nothing is left).
    /// - Throws: the error that stopped it; nothing is left either.
    static func write(
        in folder: String, temporaryName: String, names: some Sequence<String>, fileSystem: any FileSystem,
        _ write: (_ descriptor: Int32, _ path: String) throws(FileError) -> Void
    ) throws(FileError) -> String? {
        let temporary = folder + "/" + temporaryName
        let descriptor = try fileSystem.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600)
        defer { try? fileSystem.remove(temporary) }
        do {
            try write(descriptor, temporary)
            try fileSystem.sync(descriptor, path: temporary)
        } catch {
            try? fileSystem.close(descriptor, path: temporary)
            throw error
        }
        try fileSystem.close(descriptor, path: temporary)
        for name in names {
            do {
                try fileSystem.hardLink(temporary, name)
            } catch where error.code == EEXIST {
                continue
            } catch {
                // A file system without hard links: a rename, once the name is seen free.
                guard try fileSystem.linkStatus(name) == nil else { continue }
                try fileSystem.rename(temporary, name)
            }
            try fileSystem.syncFolder(folder)
            return name
        }
        return nil
    }
}
