import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// An unsaved copy is whole or absent: a copy cut short or damaged is never offered as
/// whole, a failed write leaves nothing, a folder that cannot take it sends it to the state
/// folder, and a copy says when its file changed after it was made.
@Suite("Unsaved copies, whole or absent")
struct UnsavedCopyTests {
    private let original = Array("one\ntwo\nthree\n".utf8)
    private let unsaved = Array((1...2000).map { "unsaved row \($0)\n" }.joined().utf8)

    private func truncate(_ path: String, by bytes: Int) {
        var info = stat()
        _ = stat(path, &info)
        _ = LibC.truncate(path, info.st_size - off_t(bytes))
    }

    @Test("A copy cut short, anywhere, is damaged: not recovered, and counted by the rows it holds", arguments: [1, 40, 20_000])
    func cutShort(bytes: Int) throws {
        let folder = TemporaryFolder()
        let path = folder.file("list.txt")
        folder.write("list.txt", original)
        let copy = try EmergencyCopy.write(unsaved, beside: path, stateFolder: nil).path
        truncate(copy, by: bytes)
        let found = try #require(EmergencyCopy.copies(of: path, stateFolder: nil).first)
        #expect(found.isDamaged)
        #expect(throws: FileProblem.self) { try EmergencyCopy.contents(of: copy) }
        #expect(throws: FileProblem.self) { try DocumentFile(path: path, recovering: copy) }
        let rows = EmergencyCopy.rowCount(ofDamaged: copy, format: .lines)
        #expect(rows > 0 && rows <= 2001, "\(rows)")
    }

    @Test("A trailer whose numbers would overflow a sum, or are negative, is damaged, never a trap", arguments: [
        "length=9223372036854775807 hash=0", "length=-9223372036854775808 hash=0", "length=-5 hash=0",
        "length=3 hash=0 file-device=1 file-inode=1 file-size=-9223372036854775808 file-modified=1 file-changed=1 file-head=0 file-tail=0",
        "length=99999999999999999999999 hash=0",
    ])
    func overflowingTrailer(fields: String) throws {
        let folder = TemporaryFolder()
        let path = folder.file("list.txt")
        folder.write("list.txt", original)
        let body = "\n#listedit-unsaved-copy 1 " + fields
        let total = body.utf8.count + " end=".utf8.count + 11
        let digits = String(total)
        let copy = Array(("one\n" + body + " end=" + String(repeating: "0", count: 10 - digits.count) + digits + "\n").utf8)
        folder.write("list.txt.listedit-emergency", copy, mode: 0o600)
        let found = try #require(EmergencyCopy.copies(of: path, stateFolder: nil).first)
        if fields.hasPrefix("length=3 ") {
            #expect(found.file == nil, "a file identity of a negative size is none")
        } else {
            #expect(found.isDamaged)
            #expect(throws: FileProblem.self) { try EmergencyCopy.contents(of: found.path) }
        }
    }

    @Test("A copy with one byte changed is damaged when read: its check does not match")
    func changedByte() throws {
        let folder = TemporaryFolder()
        let path = folder.file("list.txt")
        let copy = try EmergencyCopy.write(unsaved, beside: path, stateFolder: nil).path
        var bytes = try #require(folder.read("list.txt.listedit-emergency"))
        bytes[1000] ^= 0x01
        folder.write("list.txt.listedit-emergency", bytes, mode: 0o600)
        let problem = #expect(throws: FileProblem.self) { try EmergencyCopy.contents(of: copy) }
        #expect(problem?.description.contains("do not match their check") == true)
    }

    @Test("A full disk leaves no copy and no temporary file; the state folder takes the copy if it can")
    func fullDisk() throws {
        let folder = TemporaryFolder()
        let state = TemporaryFolder()
        let path = folder.file("list.txt")
        folder.write("list.txt", original)
        let full = FaultyFileSystem([.write(ENOSPC)])
        #expect(throws: FileError.self) { try EmergencyCopy.write(unsaved, beside: path, fileSystem: full, stateFolder: state.path) }
        #expect(folder.names == ["list.txt"], "nothing left beside the file: \(folder.names)")
        #expect(state.names.isEmpty, "nor in the state folder: \(state.names)")

        // Full only where the file is: the copy goes to the state folder, and says why.
        let fullBeside = FaultyFileSystem()
        fullBeside.refusesCreatingIn = folder.path
        let written = try EmergencyCopy.write(unsaved, beside: path, fileSystem: fullBeside, stateFolder: state.path)
        #expect(written.path.hasPrefix(state.path + "/"))
        #expect(written.path.hasSuffix("%2Flist.txt.listedit-emergency"))
        #expect(written.notBesideBecause?.code == EACCES)
        #expect(try EmergencyCopy.contents(of: written.path).bytes == unsaved)
        #expect(EmergencyCopy.copies(of: path, stateFolder: state.path).map(\.path) == [written.path], "found where it went")
    }

    @Test("When a hundred copies are already beside the file, the next goes to the state folder")
    func namesRunOut() throws {
        let folder = TemporaryFolder()
        let state = TemporaryFolder()
        let path = folder.file("list.txt")
        for attempt in 1...100 {
            folder.write("list.txt.listedit-emergency" + (attempt == 1 ? "" : "-\(attempt)"), [], mode: 0o600)
        }
        let written = try EmergencyCopy.write(unsaved, beside: path, stateFolder: state.path)
        #expect(written.path.hasPrefix(state.path + "/"))
        #expect(written.notBesideBecause?.code == EEXIST)
        #expect(folder.names.count == 100, "no temporary file left")
    }

    @Test("On a file system without hard links the copy is renamed into place, never over another")
    func noHardLinks() throws {
        let folder = TemporaryFolder()
        let path = folder.file("list.txt")
        let noLinks = FaultyFileSystem([.noHardLinks])
        let first = try EmergencyCopy.write(unsaved, beside: path, fileSystem: noLinks, stateFolder: nil).path
        let second = try EmergencyCopy.write(original, beside: path, fileSystem: noLinks, stateFolder: nil).path
        #expect(first == path + ".listedit-emergency")
        #expect(second == path + ".listedit-emergency-2")
        #expect(try EmergencyCopy.contents(of: first).bytes == unsaved)
        #expect(folder.names == ["list.txt.listedit-emergency", "list.txt.listedit-emergency-2"])
    }

    @Test("The copy records the version the rows came from: a change made on disk before the copy is a change for the recovery")
    func changedBeforeTheCopy() throws {
        let folder = TemporaryFolder()
        let path = folder.file("f")
        folder.write("f", Array("l1\nl2\nl3\n".utf8))
        let file = try DocumentFile(path: path)
        let table = Table(dataSource: file.document, delegate: file.document)
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        #expect(shell("printf 'APPENDED\\n' >> \(shellQuoted(path))") == 0)
        #expect(file.diskChange() == .content)
        _ = try EmergencyCopy.write(file, stateFolder: nil)
        let found = try #require(EmergencyCopy.copies(of: path, stateFolder: nil).first)
        #expect(EmergencyCopy.fileChanged(path, since: found), "the file is not the version the rows came from")
        let recovered = try DocumentFile(path: path, recovering: found.path)
        #expect(recovered.changedSinceCopy)
        #expect(throws: FileProblem.changedOnDisk(path, .sinceUnsavedCopy)) { try recovered.save() }
        #expect(folder.read("f") == Array("l1\nl2\nl3\nAPPENDED\n".utf8), "APPENDED is kept until the user says otherwise")
    }

    @Test("A copy of a file not changed since it was read: recovered and saved without a question")
    func unchangedSinceRead() throws {
        let folder = TemporaryFolder()
        let path = folder.file("f")
        folder.write("f", Array("l1\nl2\nl3\n".utf8))
        let file = try DocumentFile(path: path)
        let table = Table(dataSource: file.document, delegate: file.document)
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        #expect(shell("touch -d 2001-01-01 \(shellQuoted(path))") == 0)
        _ = try EmergencyCopy.write(file, stateFolder: nil)
        let found = try #require(EmergencyCopy.copies(of: path, stateFolder: nil).first)
        #expect(!EmergencyCopy.fileChanged(path, since: found), "a touch changes no byte of the version")
        try DocumentFile(path: path, recovering: found.path).save()
        #expect(folder.read("f") == Array("l2\nl3\n".utf8))
    }

    @Test("A file changed after its copy was made: the copy says so, and saving the recovered rows asks first",
          arguments: ["appended", "rewritten with its times kept", "replaced"])
    func changedSinceCopy(how: String) throws {
        let folder = TemporaryFolder()
        let path = folder.file("list.txt")
        folder.write("list.txt", original)
        let copy = try EmergencyCopy.write(unsaved, beside: path, stateFolder: nil).path
        let before = try #require(FileIdentity.of(path))
        #expect(EmergencyCopy.copies(of: path, stateFolder: nil).first?.file == before)
        switch how {
        case "appended":
            _ = shell("printf 'delta\\n' >> \(shellQuoted(path))")
        case "rewritten with its times kept":
            _ = shell("printf 'ONE\\nTWO\\nTHREE\\n' > \(shellQuoted(path)).new && touch -r \(shellQuoted(path)) \(shellQuoted(path)).new && cat \(shellQuoted(path)).new > \(shellQuoted(path)) && touch -r \(shellQuoted(path)).new \(shellQuoted(path))")
        default:
            _ = shell("printf 'other\\n' > \(shellQuoted(path)).new && mv \(shellQuoted(path)).new \(shellQuoted(path))")
        }
        #expect(FileIdentity.of(path) != before)
        let file = try DocumentFile(path: path, recovering: copy)
        #expect(file.changedSinceCopy)
        #expect(throws: FileProblem.changedOnDisk(path, .sinceUnsavedCopy)) { try file.save() }
        try file.save(overwritingChanges: true)
        #expect(folder.read("list.txt") == unsaved)
        #expect(!file.changedSinceCopy)

        // Unchanged since: nothing to warn about.
        folder.write("other.txt", original)
        let otherCopy = try EmergencyCopy.write(unsaved, beside: folder.file("other.txt"), stateFolder: nil).path
        #expect(try !DocumentFile(path: folder.file("other.txt"), recovering: otherCopy).changedSinceCopy)
    }

    @Test("The check does not depend on how the bytes were cut into pieces: a document handed over row by row reads back")
    func checkOfPieces() throws {
        // A document saved in pieces (rows) and the same bytes saved at once give one check:
        // the recovered rows read back either way.
        let folder = TemporaryFolder()
        let document = try ListDocument(bytes: Array((0..<3000).map { "row \($0)\n" }.joined().utf8), format: .lines)
        let copy = try EmergencyCopy.write(document, beside: folder.file("rows.txt"), stateFolder: nil).path
        #expect(try EmergencyCopy.contents(of: copy).bytes == document.serialized())
    }

    @Test("A copy whose writer was killed after it was whole but before it was named is offered, not removed; one killed before it was whole is removed")
    func killedBeforeNamed() throws {
        let folder = TemporaryFolder()
        let path = folder.file("list.txt")
        folder.write("list.txt", original)
        let written = try EmergencyCopy.write(unsaved, beside: path, stateFolder: nil).path
        let unnamed = folder.file(".list.txt.listedit-unsaved-999999-1")
        #expect(rename(written, unnamed) == 0)
        let file = try DocumentFile(path: path)
        #expect(file.removeStaleTemporaries().files == 0, "not a save's temporary file")
        let found = EmergencyCopy.copies(of: path, stateFolder: nil)
        #expect(found.map(\.path) == [unnamed])
        #expect(found.first?.isDamaged == false)
        #expect(try DocumentFile(path: path, recovering: unnamed).document.serialized() == unsaved)

        truncate(unnamed, by: 5)
        #expect(EmergencyCopy.copies(of: path, stateFolder: nil).isEmpty)
        #expect(folder.names == ["list.txt"], "a copy killed before it was whole was never one")
    }
}

/// A big file's unsaved copy holds its edits and the version they apply to, not its bytes.
@Suite("Unsaved copies of big files: the edits")
struct EditsCopyTests {
    private func lines(_ count: Int) -> [UInt8] { Array((1...count).map { "row \($0) of the big file\n" }.joined().utf8) }

    private func open(_ path: String, reading: DocumentFile.Reading = .whole) throws -> (DocumentFile, Table) {
        let file = try DocumentFile(path: path, reading: reading)
        return (file, Table(dataSource: file.document, delegate: file.document))
    }

    @Test("One edit in a 2 MB file: a copy of a few hundred bytes, which recovers to exactly the edited file")
    func smallCopy() throws {
        let folder = TemporaryFolder()
        let path = folder.file("big.txt")
        let original = lines(80_000)
        folder.write("big.txt", original)
        let (file, table) = try open(path)
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 40_000, section: 0)]) }
        let retyped = file.document.retypedRow(at: IndexPath(row: 3, section: 0), text: "retyped")
        try table.edit(of: file.document) { $0.reloadRow(at: IndexPath(row: 3, section: 0), with: retyped) }
        let written = try EmergencyCopy.write(file, stateFolder: nil)
        let size = folder.info("big.txt.listedit-emergency").st_size
        #expect(size < 1024, "\(size) bytes")
        let found = try #require(EmergencyCopy.copies(of: path, stateFolder: nil).first)
        #expect(found.holdsEdits && !found.isDamaged)
        #expect(!EmergencyCopy.fileChanged(path, since: found))
        #expect(try EmergencyCopy.recovery(of: written.path, for: path).bytes == file.document.serialized())
        let recovered = try DocumentFile(path: path, recovering: written.path)
        try recovered.save()
        #expect(folder.read("big.txt") == file.document.serialized())
    }

    @Test("The file changed since: the edits are not applied to it, and the rows typed are what the copy gives back")
    func anotherVersion() throws {
        let folder = TemporaryFolder()
        let path = folder.file("big.txt")
        folder.write("big.txt", lines(80_000))
        let (file, table) = try open(path)
        let document = file.document
        try table.edit(of: document) { $0.insertRows([document.newRow(text: "typed here", at: IndexPath(row: 5, section: 0))], at: IndexPath(row: 5, section: 0)) }
        try table.edit(of: document) { $0.deleteRows(at: [IndexPath(row: 9, section: 0)]) }
        let copy = try EmergencyCopy.write(file, stateFolder: nil).path
        #expect(shell("printf 'appended\\n' >> \(shellQuoted(path))") == 0)
        let found = try #require(EmergencyCopy.copies(of: path, stateFolder: nil).first)
        #expect(EmergencyCopy.fileChanged(path, since: found))
        #expect(throws: FileProblem.editsOfAnotherVersion(copy, path)) { try EmergencyCopy.recovery(of: copy, for: path) }
        #expect(try EmergencyCopy.editedRows(of: copy) == [Array("typed here\n".utf8)])
    }

    @Test("Kept while the file is still being read: the unread rest is part of the version, and nothing waits for it")
    func whileReading() throws {
        let folder = TemporaryFolder()
        let path = folder.file("big.txt")
        let original = lines(80_000)
        folder.write("big.txt", original)
        let (file, table) = try open(path, reading: .inBackground(firstPart: 64 << 10, pace: .init(pieceSize: 64 << 10, pause: 0.05)))
        try table.appendRows(file.takeRowsRead(), toSection: 0)
        #expect(file.isReading)
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        let copy = try EmergencyCopy.write(file, stateFolder: nil).path
        #expect(file.isReading, "the copy did not wait for the rest")
        let expected = Array(original.drop { $0 != 0x0A }.dropFirst())
        #expect(try EmergencyCopy.recovery(of: copy, for: path).bytes == expected)
        _ = file.finishReading()
    }

    @Test("Damaged edits: pieces past the file's end, lengths that overflow, kinds unknown are refused, never a trap", arguments: [
        "s 0 99999999999999\n", "s 9223372036854775 9223372036854775\n", "r 99999999999999\nab", "x 1\n", "s 1\n", "b 3\nab",
    ])
    func damagedEdits(_ piece: String) throws {
        let body = Array(("listedit edits 1\n" + piece).utf8)
        let folder = TemporaryFolder()
        folder.write("f", Array("0123456789".utf8))
        let problem = #expect(throws: FileProblem.self) { try EmergencyCopy.appliedEdits(body, toFileAt: folder.file("f"), versionSize: 10) }
        #expect(problem?.description.contains("is damaged") == true, "\(String(describing: problem))")
    }
}
