import LibC

/// Writes `bytes` to `path` as every save does: through a temporary file beside the real one
/// (the target of a symlink), flushed and renamed over it, the folder flushed; or, for a file
/// with other hard links or in a folder it may not create files in, in place after a backup.
/// The file is either the old one or the new one, never half of either.
///
/// For programs that write a list they did not read from `path` (the built-in sample's
/// "Save as"); a file that was read is saved with
/// ``DocumentFile/save(overwritingChanges:writingReadOnly:)``, which also notices changes made
/// on disk since.
/// - Throws: ``FileProblem/file(_:)`` for the file error that stopped it (the file is left as
///   it was), or ``FileProblem/notRestored(_:backup:_:)``.
public func writeFileAtomically(_ bytes: [UInt8], to path: String, fileSystem: any FileSystem = PosixFileSystem())
    throws(FileProblem)
{
    let saver = AtomicSaver(fileSystem: fileSystem)
    do {
        let target = try saver.resolveSymlinks(path)
        _ = try saver.write(.bytes(bytes), to: target, replacing: try fileSystem.status(target))
    } catch let error as FileError {
        throw .file(error)
    } catch let problem as FileProblem {
        throw problem
    } catch {
        throw .file(FileError("save", path, code: EIO))
    }
}
