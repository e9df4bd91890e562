import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// Saves that rewrite a file where it is (other hard links, a folder that takes no file, a
/// rename the folder refuses): a whole backup first, named so no other save takes it,
/// removed only once the file is flushed; a leftover backup found and offered; a failure
/// that could not be undone said to be one.
@Suite("In-place saves and their backups")
struct InPlaceSaveTests {
    private let original = Array("one\ntwo\nthree\n".utf8)
    private let edited = Array("two\nthree\n".utf8)

    private func editedSession(_ folder: TemporaryFolder, _ name: String, fileSystem: any FileSystem) throws -> EditingSession {
        let file = try DocumentFile(path: folder.file(name), fileSystem: fileSystem)
        let session = EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
        try session.table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        return session
    }

    @Test("A later save by a process with the same id leaves an earlier backup alone: names are not the id alone")
    func backupsAreNamedUniquely() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        #expect(link(folder.file("list.txt"), folder.file("other.txt")) == 0)
        // A backup an earlier save by a process of this same id left (ids are reused).
        let earlier = ".list.txt.listedit-backup-\(getpid())"
        folder.write(earlier, Array("the only whole copy\n".utf8), mode: 0o600)
        try editedSession(folder, "list.txt", fileSystem: PosixFileSystem()).save()
        #expect(folder.read("list.txt") == edited)
        #expect(folder.read(earlier) == Array("the only whole copy\n".utf8), "never removed by another save")
        #expect(folder.names == [earlier, "list.txt", "other.txt"], "this save's own backup is gone: \(folder.names)")
    }

    @Test("A rewrite that fails and whose restore fails too says the file may be damaged, and where the backup is")
    func restoreFails() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        #expect(link(folder.file("list.txt"), folder.file("other.txt")) == 0)
        let failing = FaultyFileSystem([.write(ENOSPC)])
        failing.failWriteAfter = 1  // the backup is written; the file and its restore are not
        let session = try editedSession(folder, "list.txt", fileSystem: failing)
        let problem = #expect(throws: FileProblem.self) { try session.save() }
        guard case let .notRestored(path, backup, _) = problem else {
            Issue.record("expected notRestored, got \(String(describing: problem))")
            return
        }
        #expect(path == folder.file("list.txt"))
        #expect(folder.read(AtomicSaverName.name(of: backup)) == original, "the backup holds the file as it was")
        #expect(problem?.description.contains("may be damaged") == true)
        #expect(problem?.description.contains(backup) == true)
        #expect(session.hasUnsavedChanges, "the edits stay")
    }

    @Test("A rename the folder refuses (a sticky folder, another user's file) falls back to rewriting in place")
    func renameRefused() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let inode = folder.info("list.txt").st_ino
        let session = try editedSession(folder, "list.txt", fileSystem: FaultyFileSystem([.rename(EPERM)]))
        try session.save()
        #expect(folder.read("list.txt") == edited)
        #expect(folder.info("list.txt").st_ino == inode, "rewritten where it is")
        #expect(folder.names == ["list.txt"], "no temporary file or backup left: \(folder.names)")
    }

    @Test("A backup a killed save left is found, restored as unsaved edits, and removed by the save that writes it")
    func leftoverBackup() throws {
        let folder = TemporaryFolder()
        // The file half rewritten, and the backup of the save that was killed (a process
        // that no longer exists).
        folder.write("list.txt", Array("two\nthree\nthree\n".utf8))
        let backup = ".list.txt.listedit-backup-999999-42"
        folder.write(backup, original, mode: 0o600)
        folder.write(".list.txt.listedit-backup-\(getpid())-7", original, mode: 0o600)
        let found = SaveBackups.leftovers(of: folder.file("list.txt"), stateFolder: nil)
        #expect(found.map(\.path) == [folder.file(backup)], "only the one whose process is gone")

        let file = try DocumentFile(path: folder.file("list.txt")).restoring(folder.file(backup))
        #expect(file.document.serialized() == original)
        #expect(file.recoveredFrom == folder.file(backup))
        let session = EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
        #expect(session.hasUnsavedChanges)
        try session.save()
        #expect(folder.read("list.txt") == original)
        #expect(!folder.names.contains(backup))
    }
}

extension InPlaceSaveTests {
    @Test("A file that may not be written is refused before a backup is made: a plain error, nothing said to be damaged")
    func notWritableIsRefusedFirst() throws {
        let folder = TemporaryFolder()
        let state = TemporaryFolder()
        setenv("XDG_STATE_HOME", state.path, 1)
        folder.write("list.txt", original)
        let refusing = FaultyFileSystem([.folderNotWritable])
        refusing.refusesWriting = folder.file("list.txt")
        let session = try editedSession(folder, "list.txt", fileSystem: refusing)
        let problem = #expect(throws: FileProblem.self) { try session.save() }
        #expect(problem == .file(FileError("open", folder.file("list.txt"), code: EACCES)), "\(String(describing: problem))")
        #expect(problem?.description.contains("damaged") == false)
        #expect(folder.names == ["list.txt"] && state.names.isEmpty, "no backup anywhere")
    }

    @Test("A failed rewrite put back: the file is not said to have changed on disk, and the next save does not ask")
    func restoredIsNotAChange() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        #expect(link(folder.file("list.txt"), folder.file("other.txt")) == 0)
        let failing = FaultyFileSystem([.write(ENOSPC)])
        failing.failWriteAfter = 1  // the backup is written, the file is not, the restore is
        failing.writeFailures = 1
        let session = try editedSession(folder, "list.txt", fileSystem: failing)
        #expect(throws: FileProblem.self) { try session.save() }
        #expect(folder.read("list.txt") == original)
        #expect(session.file.diskChange() == nil, "the bytes on disk are the ones read")
        try session.save()
        #expect(folder.read("other.txt") == edited)
    }
}

/// A path's last component, for reading a file of a test folder by its full path.
enum AtomicSaverName {
    static func name(of path: String) -> String { String(path[path.index(after: path.lastIndex(of: "/")!)...]) }
}
