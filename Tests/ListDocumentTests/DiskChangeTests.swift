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

    @Test("Rewritten in place at its size, its modification time set back, then chmod: a content change, not only the permissions")
    func rewrittenWithTimeKeptThenChmod() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", Array("line\nline\n".utf8))
        let session = try session(folder)
        let path = shellQuoted(folder.file("list.txt"))
        #expect(shell("touch -r \(path) \(path).stamp && printf 'LINE\\nLINE\\n' | dd conv=notrunc status=none of=\(path) && touch -r \(path).stamp \(path) && chmod 600 \(path)") == 0)
        #expect(session.file.diskChange() == .contentWithTimeKept)
        _ = try session.file.document.serialized()
        #expect(throws: FileProblem.changedOnDisk(folder.file("list.txt"), .contentWithTimeKept)) { try session.file.save() }
    }

    @Test("A chmod or a touch alone: the bytes are the version's, so a touch is no change and a chmod only the permissions")
    func attributesOnly() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        let session = try session(folder)
        let path = shellQuoted(folder.file("list.txt"))
        #expect(shell("touch -d '2001-01-01' \(path)") == 0)
        #expect(session.file.diskChange() == nil, "same bytes: a touch changes nothing")
        #expect(shell("chmod 600 \(path)") == 0)
        #expect(session.file.diskChange() == .attributes)
    }

    @Test("A file written while it is read whole is read again, not taken part one version, part another")
    func changedWhileReadWhole() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original)
        // The version a whole read gives is the file's status before and after: the same.
        let file = try DocumentFile(path: folder.file("list.txt"))
        let version = try #require(file.version)
        #expect(version.info.size == original.count)
        #expect(version.check != nil, "the check of the bytes read, computed when asked for")
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
