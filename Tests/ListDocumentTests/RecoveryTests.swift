import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// Emergency copies found again when their file is opened, and their rows brought back as
/// the file's unsaved edits.
@Suite("Recovering an emergency copy")
struct RecoveryTests {
    private let original = Array("one\ntwo\nthree\n".utf8)
    private let unsaved = Array("three\none\n".utf8)

    /// list.txt (one, two, three) in a new folder, with an emergency copy of unsaved edits.
    private func fileWithCopy() throws -> (folder: TemporaryFolder, path: String, copy: String) {
        let folder = TemporaryFolder()
        let path = folder.file("list.txt")
        folder.write("list.txt", original)
        return (folder, path, try EmergencyCopy.write(unsaved, beside: path).path)
    }

    /// Sets a file's modification time to `seconds` after 1970.
    private func setModified(_ path: String, _ seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    @Test("The copies written beside a file are found, newest first; look-alikes, links, folders and other users' files are not")
    func findingCopies() throws {
        let folder = TemporaryFolder()
        let path = folder.file("list.txt")
        folder.write("list.txt", original)
        let first = try EmergencyCopy.write(unsaved, beside: path).path
        let second = try EmergencyCopy.write(Array("newer\n".utf8), beside: path).path
        #expect(first == path + ".listedit-emergency")
        #expect(second == path + ".listedit-emergency-2")
        setModified(first, 1_000)
        setModified(second, 2_000)
        for name in ["list.txt.listedit-emergency-02", "list.txt.listedit-emergency-1", "list.txt.listedit-emergency-x",
                     "list.txt.listedit-emergency.bak", ".list.txt.listedit-emergency", "other.txt.listedit-emergency"] {
            folder.write(name, Array("not a copy of list.txt".utf8))
        }
        #expect(symlink(folder.file("list.txt"), folder.file("list.txt.listedit-emergency-3")) == 0)
        #expect(mkdir(folder.file("list.txt.listedit-emergency-4"), 0o700) == 0)

        let found = EmergencyCopy.copies(of: path)
        #expect(found.map(\.path) == [second, first])
        #expect(found.map(\.modified) == [2_000_000_000_000, 1_000_000_000_000])
        #expect(found.map(\.isDamaged) == [false, false])
        #expect(try EmergencyCopy.contents(of: second).bytes == Array("newer\n".utf8))
        #expect(EmergencyCopy.copies(of: path, user: geteuid() &+ 1).isEmpty, "as another user, they are not mine")
        #expect(EmergencyCopy.copies(of: folder.file("missing.txt")).isEmpty)
    }

    @Test("A recovered copy's rows are the file's unsaved edits; saving writes them to the file and removes the copy")
    func recoverAndSave() throws {
        let (folder, path, copy) = try fileWithCopy()

        let file = try DocumentFile(path: path, recovering: copy)
        #expect(file.document.serialized() == unsaved)
        #expect(file.recoveredFrom == copy)
        let table = Table(dataSource: file.document, delegate: file.document)
        let session = EditingSession(file: file, table: table)
        #expect(session.hasUnsavedChanges, "the recovered rows are not in the file yet")
        #expect(!session.hasEditsOutsideAnyCopy, "but they are all in the copy")
        #expect(folder.read("list.txt") == original, "recovering writes nothing")

        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 1, section: 0)]) }
        #expect(session.hasEditsOutsideAnyCopy)
        try table.undo()
        #expect(session.hasUnsavedChanges && !session.hasEditsOutsideAnyCopy, "undo goes back to the copy, not the file")

        #expect(try session.save() == .written(unsaved.count))
        #expect(folder.read("list.txt") == unsaved)
        #expect(folder.names == ["list.txt"], "the copy is removed once its rows are saved")
        #expect(file.recoveredFrom == nil)
        #expect(!session.hasUnsavedChanges)
    }

    @Test("A failed save keeps the copy; a file changed on disk since it was opened is still asked about")
    func failedSaveKeepsTheCopy() throws {
        let (folder, path, copy) = try fileWithCopy()
        let file = try DocumentFile(path: path, recovering: copy, fileSystem: FaultyFileSystem([.write(ENOSPC)]))
        let session = EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
        #expect(throws: FileProblem.self) { try session.save() }
        #expect(folder.read("list.txt") == original)
        #expect(try EmergencyCopy.contents(of: copy).bytes == unsaved)
        #expect(session.hasUnsavedChanges)

        let second = try DocumentFile(path: path, recovering: copy)
        folder.write("list.txt", Array("changed meanwhile\n".utf8))
        #expect(throws: FileProblem.changedOnDisk(path, .content)) { try second.save() }
        #expect(try EmergencyCopy.contents(of: copy).bytes == unsaved, "still there")
    }

    @Test("The copy of a file that is gone brings the file back on the first save")
    func fileGone() throws {
        let folder = TemporaryFolder()
        let path = folder.file("todo.md")
        let copy = try EmergencyCopy.write(Array("- a\n- b\n".utf8), beside: path).path
        let file = try DocumentFile(path: path, recovering: copy)
        #expect(file.isNew)
        #expect(file.document.model.sections[0].rows.count == 2)
        try file.save()
        #expect(folder.read("todo.md") == Array("- a\n- b\n".utf8))
        #expect(folder.names == ["todo.md"])
    }
}
