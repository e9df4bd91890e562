import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// A file whose permissions do not let the user write it (vim's 'readonly'): it opens
/// read-only, and a save asks first instead of renaming a new file over it, which only the
/// folder's permissions would stop (and root's not even those).
@Suite("Read-only files")
struct ReadOnlyFileTests {
    private let original = Array("one\ntwo\nthree\n".utf8)
    private let edited = Array("two\nthree\n".utf8)

    /// Opens `name` in `folder`, deletes its first row through a table, and returns the session.
    private func editedSession(_ folder: TemporaryFolder, _ name: String, fileSystem: any FileSystem) throws -> EditingSession {
        let file = try DocumentFile(path: folder.file(name), fileSystem: fileSystem)
        let table = Table(dataSource: file.document, delegate: file.document)
        let session = EditingSession(file: file, table: table)
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        return session
    }

    @Test("A 0444 file is read-only, for root too; a save asks first and writes nothing", arguments: [0o444, 0o400, 0o555])
    func saveAsks(mode: Int) throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: mode_t(mode))
        let fileSystem = FaultyFileSystem()
        let session = try editedSession(folder, "list.txt", fileSystem: fileSystem)
        #expect(session.file.isWriteProtected)
        let problem = #expect(throws: FileProblem.self) { try session.save() }
        #expect(problem == .writeProtected(folder.file("list.txt")))
        #expect(problem?.description == "\(folder.file("list.txt")) is read-only: its permissions do not let you write it")
        #expect(fileSystem.writtenPaths.isEmpty, "nothing was opened for writing")
        #expect(folder.read("list.txt") == original)
        #expect(folder.names == ["list.txt"])
        #expect(session.hasUnsavedChanges, "the edits are kept")
        #expect(session.file.isWriteProtected, "still read-only: the user has not said to write it")
    }

    @Test("Writing it anyway replaces it atomically, keeps its mode, and holds for the session")
    func writeAnyway() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: 0o444)
        let fileSystem = FaultyFileSystem()
        let session = try editedSession(folder, "list.txt", fileSystem: fileSystem)
        let inode = folder.info("list.txt").st_ino
        #expect(try session.save(writingReadOnly: true) == .written(edited.count))
        #expect(folder.read("list.txt") == edited)
        #expect(folder.info("list.txt").st_mode & 0o7777 == 0o444, "the mode is kept")
        #expect(folder.info("list.txt").st_ino != inode, "a new file was renamed over the old one")
        #expect(fileSystem.writtenPaths.first?.contains(".list.txt.listedit-") == true, "through a temporary file beside it")
        #expect(folder.names == ["list.txt"])
        #expect(!session.hasUnsavedChanges)
        #expect(!session.file.isWriteProtected, "as vim's :w! resets 'readonly'")

        try session.table.edit(of: session.file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        #expect(try session.save() == .written(Array("three\n".utf8).count), "the next save does not ask again")
        #expect(folder.info("list.txt").st_mode & 0o7777 == 0o444)
    }

    @Test("An unmodified read-only file has nothing to save: no question")
    func unmodified() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: 0o444)
        let file = try DocumentFile(path: folder.file("list.txt"))
        let session = EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
        #expect(try session.save() == .unchanged)
        #expect(file.isWriteProtected)
    }

    @Test("Writable files do not ask", arguments: [0o644, 0o600, 0o664, 0o640])
    func writableDoesNotAsk(mode: Int) throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: mode_t(mode))
        let session = try editedSession(folder, "list.txt", fileSystem: FaultyFileSystem())
        #expect(!session.file.isWriteProtected)
        #expect(try session.save() == .written(edited.count))
        #expect(folder.read("list.txt") == edited)
        #expect(folder.info("list.txt").st_mode & 0o7777 == mode_t(mode))
    }

    @Test("A write bit that does not apply to the user (access(2) says no) is read-only too")
    func writeBitForOthersOnly() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: 0o644)
        let session = try editedSession(folder, "list.txt", fileSystem: FaultyFileSystem([.fileNotWritable]))
        #expect(session.file.isWriteProtected)
        #expect(throws: FileProblem.writeProtected(folder.file("list.txt"))) { try session.save() }
        #expect(folder.read("list.txt") == original)
    }

    @Test("A symlink to a 0444 file is read-only; writing it anyway changes the target, keeps the link")
    func symlinkToReadOnly() throws {
        let folder = TemporaryFolder()
        folder.write("real.txt", original, mode: 0o444)
        #expect(LibC.symlink("real.txt", folder.file("link.txt")) == 0)
        let session = try editedSession(folder, "link.txt", fileSystem: PosixFileSystem())
        #expect(session.file.isWriteProtected)
        #expect(throws: FileProblem.writeProtected(folder.file("link.txt"))) { try session.save() }
        try session.save(writingReadOnly: true)
        #expect(folder.info("link.txt").st_mode & S_IFMT == S_IFLNK)
        #expect(folder.read("real.txt") == edited)
        #expect(folder.info("real.txt").st_mode & 0o7777 == 0o444)
    }

    @Test("Read-only and changed on disk: each question is asked once, read-only first")
    func readOnlyThenChangedOnDisk() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: 0o444)
        let session = try editedSession(folder, "list.txt", fileSystem: PosixFileSystem())
        let theirs = Array("someone else's\n".utf8)
        #expect(chmod(folder.file("list.txt"), 0o644) == 0, "so that a user who is not root can rewrite it")
        folder.write("list.txt", theirs, mode: 0o444)
        #expect(throws: FileProblem.writeProtected(folder.file("list.txt"))) { try session.save() }
        #expect(throws: FileProblem.changedOnDisk(folder.file("list.txt"), .content)) {
            try session.save(writingReadOnly: true)
        }
        #expect(folder.read("list.txt") == theirs)
        try session.save(overwritingChanges: true)
        #expect(folder.read("list.txt") == edited)
        #expect(folder.info("list.txt").st_mode & 0o7777 == 0o444)
    }

    @Test("A missing file is not read-only: it is created on the first save")
    func missingFile() throws {
        let folder = TemporaryFolder()
        let file = try DocumentFile(path: folder.file("new.txt"))
        #expect(!file.isWriteProtected)
    }
}
