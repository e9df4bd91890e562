import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// Saving: atomic, following symlinks, keeping modes and hard links, noticing changes on
/// disk, and losing nothing when the file system fails.
@Suite("Saving")
struct SaveTests {
    /// Opens `name` in `folder`, deletes its first row through a table, and returns the session.
    private func editedSession(_ folder: TemporaryFolder, _ name: String, fileSystem: any FileSystem) throws -> EditingSession {
        let file = try DocumentFile(path: folder.file(name), fileSystem: fileSystem)
        let table = Table(dataSource: file.document, delegate: file.document)
        let session = EditingSession(file: file, table: table)
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        return session
    }

    private let original = Array("one\ntwo\nthree\n".utf8)
    private let edited = Array("two\nthree\n".utf8)

    @Test("An unmodified document is never written; a forced save writes the same bytes")
    func unmodified() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let fileSystem = FaultyFileSystem()
        let file = try DocumentFile(path: folder.file("list.txt"), fileSystem: fileSystem)
        let table = Table(dataSource: file.document, delegate: file.document)
        let session = EditingSession(file: file, table: table)
        let inode = folder.info("list.txt").st_ino
        #expect(try session.save() == .unchanged)
        #expect(fileSystem.writtenPaths.isEmpty, "nothing was opened for writing")
        #expect(folder.info("list.txt").st_ino == inode)

        try file.save()
        #expect(folder.read("list.txt") == original, "a forced save writes identical bytes")
        #expect(folder.names == ["list.txt"], "no temporary file is left")
    }

    @Test("In every format: unmodified, nothing is written; forced, the same bytes are",
          arguments: ["todo.md", "object.json", "git-rebase-todo", "mixed-endings.txt", "bom.txt", "invalid-utf8.txt"])
    func unmodifiedInEveryFormat(fixture: String) throws {
        let folder = TemporaryFolder()
        let bytes = Fixtures.bytes(fixture)
        folder.write(fixture, bytes)
        let fileSystem = FaultyFileSystem()
        let file = try DocumentFile(path: folder.file(fixture), fileSystem: fileSystem)
        let session = EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
        #expect(try session.save() == .unchanged)
        #expect(fileSystem.writtenPaths.isEmpty)
        try file.save()
        #expect(folder.read(fixture) == bytes, "\(file.document.format): a forced save writes identical bytes")
        #expect(folder.names == [fixture])
    }

    @Test("A save replaces the file atomically, with the original's mode; undoing back leaves nothing to save")
    func atomicSave() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: 0o640)
        let fileSystem = FaultyFileSystem()
        let session = try editedSession(folder, "list.txt", fileSystem: fileSystem)
        let inode = folder.info("list.txt").st_ino
        #expect(try session.save() == .written(edited.count))
        #expect(folder.read("list.txt") == edited)
        #expect(folder.info("list.txt").st_mode & 0o7777 == 0o640)
        #expect(folder.info("list.txt").st_ino != inode, "a new file was renamed over the old one")
        #expect(fileSystem.writtenPaths.first?.contains(".list.txt.listedit-") == true, "through a temporary file beside it")
        #expect(folder.names == ["list.txt"])
        #expect(!session.hasUnsavedChanges)
        try session.table.undo()
        #expect(session.hasUnsavedChanges)
        try session.table.redo()
        #expect(!session.hasUnsavedChanges, "back at the saved state")
    }

    @Test("ENOSPC on write, EIO on fsync, a failing rename: the original intact, no temporary file, the edits kept, the reason given",
          arguments: [FaultyFileSystem.Fault.write(ENOSPC), .sync(EIO), .rename(EXDEV), .close(EIO)])
    func faults(_ fault: FaultyFileSystem.Fault) throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let fileSystem = FaultyFileSystem([fault])
        let session = try editedSession(folder, "list.txt", fileSystem: fileSystem)
        let error = #expect(throws: FileProblem.self) { try session.save() }
        #expect(folder.read("list.txt") == original, "the original is byte-identical")
        #expect(folder.names == ["list.txt"], "no temporary file is left")
        #expect(session.hasUnsavedChanges && session.file.document.serialized() == edited, "the edits are still in memory")
        let reason = error?.description ?? ""
        switch fault {
        case .write: #expect(reason.contains("No space left on device"), "\(reason)")
        case .sync, .close: #expect(reason.contains("Input/output error"), "\(reason)")
        case .rename: #expect(reason.contains("Invalid cross-device link"), "\(reason)")
        default: break
        }
        // Once the file system recovers, the same session saves.
        fileSystem.faults = []
        try session.save()
        #expect(folder.read("list.txt") == edited)
    }

    @Test("A symlink is followed: the target changes, the link stays a link")
    func symlink() throws {
        let folder = TemporaryFolder()
        _ = mkdir(folder.file("real"), 0o755)
        folder.write("real/list.txt", original)
        #expect(LibC.symlink("real/list.txt", folder.file("link.txt")) == 0)
        let session = try editedSession(folder, "link.txt", fileSystem: PosixFileSystem())
        try session.save()
        #expect(folder.info("link.txt").st_mode & S_IFMT == S_IFLNK)
        #expect(folder.read("real/list.txt") == edited)
        #expect(folder.names == ["link.txt", "real"])
    }

    @Test("A file with other hard links is rewritten in place, so every name sees the change")
    func hardLink() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        #expect(LibC.link(folder.file("list.txt"), folder.file("other-name.txt")) == 0)
        let inode = folder.info("list.txt").st_ino
        let session = try editedSession(folder, "list.txt", fileSystem: PosixFileSystem())
        try session.save()
        #expect(folder.info("list.txt").st_ino == inode, "the same file, changed in place")
        #expect(folder.read("other-name.txt") == edited)
        #expect(folder.names == ["list.txt", "other-name.txt"], "the backup is removed after the save")
    }

    @Test("In a folder that cannot take a temporary file, the file is rewritten in place; a failure restores it")
    func unwritableFolder() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let state = TemporaryFolder()
        setenv("XDG_STATE_HOME", state.path, 1)
        let fileSystem = FaultyFileSystem([.folderNotWritable])
        let session = try editedSession(folder, "list.txt", fileSystem: fileSystem)
        try session.save()
        #expect(folder.read("list.txt") == edited)

        folder.write("second.txt", original)
        let failing = FaultyFileSystem([.folderNotWritable, .write(ENOSPC)])
        failing.failWriteAfter = 1  // the backup is written, the file is not, the restore is
        failing.writeFailures = 1
        let second = try editedSession(folder, "second.txt", fileSystem: failing)
        #expect(throws: FileProblem.self) { try second.save() }
        #expect(folder.read("second.txt") == original, "restored from the backup")
    }

    @Test("A file changed on disk since it was read is not overwritten without asking")
    func externalChange() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let session = try editedSession(folder, "list.txt", fileSystem: PosixFileSystem())
        folder.write("list.txt", Array("someone else's\n".utf8))
        #expect(throws: FileProblem.changedOnDisk(folder.file("list.txt"), .content)) { try session.save() }
        #expect(folder.read("list.txt") == Array("someone else's\n".utf8))
        try session.save(overwritingChanges: true)
        #expect(folder.read("list.txt") == edited)
    }

    /// Waits (a few milliseconds at most) until a file changed now gets a later change time
    /// than `name` has: the kernel stamps inodes from a clock that ticks every jiffy.
    private func waitForChangeTimeToMove(past name: String, in folder: TemporaryFolder) {
        let changed = folder.info(name).st_ctim
        var now = timespec()
        repeat {
            sched_yield()
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
        } while (now.tv_sec, now.tv_nsec) <= (changed.tv_sec, changed.tv_nsec)
    }

    @Test("A change that keeps the size and sets the modification time back is caught by the change time")
    func changeWithTimeKept() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let session = try editedSession(folder, "list.txt", fileSystem: PosixFileSystem())
        let before = folder.info("list.txt")
        waitForChangeTimeToMove(past: "list.txt", in: folder)
        let theirs = Array("ONE\nTWO\nthree\n".utf8)
        #expect(theirs.count == original.count)
        folder.write("list.txt", theirs)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, folder.file("list.txt"), &times, 0) == 0)
        let after = folder.info("list.txt")
        #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)

        #expect(throws: FileProblem.changedOnDisk(folder.file("list.txt"), .contentWithTimeKept)) { try session.save() }
        #expect(folder.read("list.txt") == theirs)
        try session.save(overwritingChanges: true)
        #expect(folder.read("list.txt") == edited)
    }

    @Test("A chmod since the file was read is asked about, and said to be a change of permissions")
    func permissionsChanged() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let session = try editedSession(folder, "list.txt", fileSystem: PosixFileSystem())
        waitForChangeTimeToMove(past: "list.txt", in: folder)
        #expect(chmod(folder.file("list.txt"), 0o600) == 0)
        let problem = #expect(throws: FileProblem.self) { try session.save() }
        #expect(problem == .changedOnDisk(folder.file("list.txt"), .attributes))
        #expect(problem?.description == "the permissions or owner of \(folder.file("list.txt")) changed on disk since it was read")
        #expect(folder.read("list.txt") == original)
    }

    @Test("A missing file opens empty and is created on the first save")
    func missingFile() throws {
        let folder = TemporaryFolder()
        let file = try DocumentFile(path: folder.file("new.txt"))
        #expect(file.isNew)
        let table = Table(dataSource: file.document, delegate: file.document)
        try table.edit(of: file.document) { $0.insertRow(file.document.newRow(text: "first", at: IndexPath(row: 0, section: 0)), at: IndexPath(row: 0, section: 0)) }
        try EditingSession(file: file, table: table).save()
        #expect(folder.read("new.txt") == Array("first\n".utf8))
        let json = try DocumentFile(path: folder.file("new.json"))
        #expect(json.document.serialized() == Array("[]\n".utf8), "a new JSON file starts as an empty array")
        folder.write("empty.json", [])
        let empty = try DocumentFile(path: folder.file("empty.json"))
        #expect(!empty.isNew)
        #expect(empty.document.serialized() == Array("[]\n".utf8), "so does an empty one (touch list.json)")
        #expect(folder.read("empty.json") == [], "which is not written until something is added")
    }

    @Test("Folders, FIFOs, devices and unreadable files are refused with a clear reason")
    func unreadable() throws {
        let folder = TemporaryFolder()
        _ = mkdir(folder.file("dir"), 0o755)
        _ = mkfifo(folder.file("fifo"), 0o644)
        #expect(throws: FileProblem.isFolder(folder.file("dir"))) { try DocumentFile(path: folder.file("dir")) }
        #expect(throws: FileProblem.notRegularFile(folder.file("fifo"), what: "a FIFO (named pipe)")) {
            try DocumentFile(path: folder.file("fifo"))
        }
        #expect(throws: FileProblem.notRegularFile("/dev/null", what: "a device")) { try DocumentFile(path: "/dev/null") }
        folder.write("secret.txt", original)
        let error = #expect(throws: FileProblem.self) {
            try DocumentFile(path: folder.file("secret.txt"), fileSystem: FaultyFileSystem([.read(EACCES)]))
        }
        #expect(error?.description == "cannot open \(folder.file("secret.txt")): Permission denied")
        folder.write("bad.json", Array("[1, 2".utf8))
        let bad = #expect(throws: FileProblem.self) { try DocumentFile(path: folder.file("bad.json")) }
        #expect(bad?.description.contains("invalid JSON at line 1") == true, "\(bad?.description ?? "")")
    }

    @Test("Emergency copies: beside the file, 0600, never through a planted symlink")
    func emergency() throws {
        let folder = TemporaryFolder()
        _ = LibC.symlink("/tmp/attacker-target", folder.file("list.txt.listedit-emergency"))
        let path = try EmergencyCopy.write(edited, beside: folder.file("list.txt")).path
        #expect(path == folder.file("list.txt.listedit-emergency-2"), "the planted link's name is skipped, not followed")
        #expect(try EmergencyCopy.contents(of: path).bytes == edited)
        #expect(folder.info("list.txt.listedit-emergency-2").st_mode & 0o7777 == 0o600)
        #expect(folder.info("list.txt.listedit-emergency").st_mode & S_IFMT == S_IFLNK)
        var buffer = stat()
        #expect(stat("/tmp/attacker-target", &buffer) != 0, "nothing was written through the link")
    }
}
