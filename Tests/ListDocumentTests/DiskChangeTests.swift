import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// A file changed on disk while it is open is noticed (a `stat`, no read), a save with
/// nothing edited still writes what is shown when the disk holds something else, and
/// another listedit with the file open is known.
@Suite("Changes on disk while a file is open")
struct DiskChangeTests {
    private let original = Array("one\ntwo\nthree\n".utf8)

    private func session(_ folder: TemporaryFolder) throws -> EditingSession {
        let file = try DocumentFile(path: folder.file("list.txt"))
        return EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
    }

    @Test("Truncated, rewritten or removed on disk: noticed; unchanged or saved: not",
          arguments: ["truncate -s 0", "printf 'other\\n' >", "rm"])
    func noticed(command: String) throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let session = try session(folder)
        #expect(session.file.diskChange() == nil)
        #expect(shell("\(command) \(shellQuoted(folder.file("list.txt")))") == 0)
        #expect(session.file.diskChange() == .content)
    }

    @Test("Nothing edited but the file truncated on disk: a save does not say there is nothing to save; it asks, then writes the rows shown")
    func noEditsButChangedOnDisk() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let session = try session(folder)
        #expect(try session.save() == .unchanged, "nothing to save while the disk holds what is shown")
        #expect(shell("truncate -s 0 \(shellQuoted(folder.file("list.txt")))") == 0)
        #expect(throws: FileProblem.changedOnDisk(folder.file("list.txt"), .content)) { try session.save() }
        #expect(try session.save(overwritingChanges: true) == .written(original.count))
        #expect(folder.read("list.txt") == original)
        #expect(session.file.diskChange() == nil)
    }

    @Test("Another listedit's mark is seen, this one's is not, a dead process's is removed")
    func openMarks() throws {
        let folder = TemporaryFolder()
        let state = TemporaryFolder()
        folder.write("list.txt", original)
        let path = folder.file("list.txt")
        folder.write(".list.txt.listedit-open-999999", [])
        folder.write(".list.txt.listedit-open-1", [])  // init: always running
        let mine = OpenMarker.mark(path, stateFolder: state.path)
        #expect(mine.path == folder.file(".list.txt.listedit-open-\(getpid())"))
        let holders = OpenMarker.holders(of: path, stateFolder: state.path)
        #expect(holders.map(\.pid) == [1], "only the living other process")
        #expect(!folder.names.contains(".list.txt.listedit-open-999999"), "the stale mark is removed")
        mine.remove()
        #expect(folder.names == [".list.txt.listedit-open-1", "list.txt"])
    }

    @Test("A folder that takes no file: the mark goes to the state folder, and is found there")
    func markInStateFolder() throws {
        let folder = TemporaryFolder()
        let state = TemporaryFolder()
        let path = folder.file("list.txt")
        folder.write("list.txt", original)
        let refusing = FaultyFileSystem()
        refusing.refusesCreatingIn = folder.path
        let mark = OpenMarker.mark(path, fileSystem: refusing, stateFolder: state.path)
        #expect(mark.path?.hasPrefix(state.path + "/open/") == true)
        defer { mark.remove() }
        #expect(OpenMarker.holders(of: path, isRunning: { _ in true }, stateFolder: state.path).isEmpty, "this process's own mark")
    }
}
