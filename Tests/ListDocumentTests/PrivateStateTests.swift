import LibC
import ListDocument
import Testing
import TestSupport

/// listedit's own folder and files (the register, copies, backups and marks in the state
/// folder) attacked as the file layer's policy for private state says they may be: a symlink
/// in the folder's place or a file's, another user's folder or file, a folder others may
/// write, a FIFO where a file should be.
@Suite("Private state: a folder of the user's alone, files never through a symlink")
struct PrivateStateTests {
    private static let nobody: UInt32 = 65534

    @Test("A missing folder is made 0700 with its parents; a file replaced in it is 0600 and reads back")
    func madeAndUsed() throws {
        let root = TemporaryFolder()
        let path = root.file("state/deep/listedit")
        let folder = try #require(try PrivateFolder.open(path, creating: true))
        #expect(root.info("state/deep/listedit").st_mode & 0o777 == 0o700)
        #expect(root.info("state").st_mode & 0o777 == 0o700, "the parents it made too")
        try folder.replaceFile("register", with: Array("rows".utf8))
        #expect(root.info("state/deep/listedit/register").st_mode & 0o777 == 0o600)
        #expect(try folder.readFile("register", limit: 100) == Array("rows".utf8))
        #expect(try folder.readFile("missing", limit: 100) == nil)
        #expect(try PrivateFolder.open(root.file("absent"), creating: false) == nil, "not made when not asked to")
    }

    @Test("A symlink, another user's folder and a folder others may write are refused with the reason")
    func refusedFolders() throws {
        let root = TemporaryFolder()
        mkdir(root.file("real"), 0o700)
        symlink(root.file("real"), root.file("link"))
        let link = #expect(throws: PrivateFolderRefusal.self) { try PrivateFolder.open(root.file("link"), creating: true) }
        #expect(link?.description.contains("is a symlink") == true, "\(String(describing: link))")

        mkdir(root.file("foreign"), 0o700)
        chown(root.file("foreign"), Self.nobody, Self.nobody)
        let foreign = #expect(throws: PrivateFolderRefusal.self) { try PrivateFolder.open(root.file("foreign"), creating: true) }
        #expect(foreign?.description.contains("belongs to user 65534") == true, "\(String(describing: foreign))")

        mkdir(root.file("open"), 0o700)
        chmod(root.file("open"), 0o777)
        let open = #expect(throws: PrivateFolderRefusal.self) { try PrivateFolder.open(root.file("open"), creating: true) }
        #expect(open?.description.contains("can be written by others (mode 777)") == true, "\(String(describing: open))")

        root.write("file", [])
        #expect(throws: PrivateFolderRefusal.self) { try PrivateFolder.open(root.file("file"), creating: true) }
    }

    @Test("A symlink in a file's place is never followed: not read, not written through, not replaced")
    func symlinkedFile() throws {
        let root = TemporaryFolder()
        root.write("victim", Array("precious\n".utf8))
        let folder = try #require(try PrivateFolder.open(root.file("state"), creating: true))
        symlink(root.file("victim"), root.file("state/register"))
        let read = #expect(throws: OwnFileRefusal.self) { try folder.readFile("register", limit: 100) }
        #expect(read?.reason.contains("is a symlink") == true)
        let written = #expect(throws: OwnFileRefusal.self) { try folder.replaceFile("register", with: Array("x".utf8)) }
        #expect(written?.reason.contains("is a symlink") == true, "\(String(describing: written))")
        #expect(root.read("victim") == Array("precious\n".utf8), "the link's target is untouched")
        #expect(root.info("state/register").st_mode & S_IFMT == S_IFLNK, "and the link is left as it was")
    }

    @Test("A FIFO in a file's place is refused at once, for reading and for writing")
    func fifo() throws {
        let root = TemporaryFolder()
        let folder = try #require(try PrivateFolder.open(root.file("state"), creating: true))
        mkfifo(root.file("state/register"), 0o600)
        // Opening a FIFO to read blocks until a writer comes: this returns only if nothing waits.
        let read = #expect(throws: OwnFileRefusal.self) { try folder.readFile("register", limit: 100) }
        #expect(read?.reason.contains("is a FIFO") == true, "\(String(describing: read))")
        #expect(throws: OwnFileRefusal.self) { try folder.replaceFile("register", with: []) }
    }

    @Test("Another user's file in the folder is not read nor replaced; one over its limit is not read")
    func foreignAndLargeFiles() throws {
        let root = TemporaryFolder()
        let folder = try #require(try PrivateFolder.open(root.file("state"), creating: true))
        root.write("state/register", Array("theirs".utf8), mode: 0o666)
        chown(root.file("state/register"), Self.nobody, Self.nobody)
        #expect(throws: OwnFileRefusal.self) { try folder.readFile("register", limit: 100) }
        #expect(throws: OwnFileRefusal.self) { try folder.replaceFile("register", with: []) }
        #expect(root.read("state/register") == Array("theirs".utf8))
        root.write("state/big", Array(repeating: 1, count: 101), mode: 0o600)
        let big = #expect(throws: OwnFileRefusal.self) { try folder.readFile("big", limit: 100) }
        #expect(big?.reason.contains("over the") == true)
    }

    @Test("A subfolder is checked as the folder is")
    func subfolders() throws {
        let root = TemporaryFolder()
        let folder = try #require(try PrivateFolder.open(root.file("state"), creating: true))
        #expect(try folder.subfolder("open", creating: true) != nil)
        #expect(root.info("state/open").st_mode & 0o777 == 0o700)
        mkdir(root.file("elsewhere"), 0o700)
        symlink(root.file("elsewhere"), root.file("state/backups"))
        #expect(throws: PrivateFolderRefusal.self) { try folder.subfolder("backups", creating: true) }
    }
}

/// Unsaved copies and backups in the state folder: one name a path, never another's.
@Suite("Names in the state folder")
struct StateFolderNameTests {
    private let unsaved = Array("edited\n".utf8)

    @Test("Two paths that an older listedit named alike (/d/a%b/c, /d/a/b%c) have copies of their own")
    func unambiguousNames() throws {
        let root = TemporaryFolder()
        let state = root.file("state")
        mkdir(root.file("d"), 0o755)
        mkdir(root.file("d/a%b"), 0o755)
        mkdir(root.file("d/a"), 0o755)
        let first = root.file("d/a%b/c"), second = root.file("d/a/b%c")
        root.write("d/a%b/c", Array("one\n".utf8))
        root.write("d/a/b%c", Array("two\n".utf8))
        // Their folders take no copy, so both go to the state folder.
        let noWrites = NoWritesBeside()
        let one = try EmergencyCopy.write(unsaved, beside: first, fileSystem: noWrites, stateFolder: state)
        #expect(one.path.hasPrefix(state + "/"))
        #expect(EmergencyCopy.copies(of: second, stateFolder: state).isEmpty, "the other file is offered no copy")
        #expect(EmergencyCopy.copies(of: first, stateFolder: state).map(\.path) == [one.path])
    }

    @Test("An older listedit's copy under the shared name is offered only to the file it was made from")
    func legacyNames() throws {
        let root = TemporaryFolder()
        let state = root.file("state")
        mkdir(state, 0o700)
        mkdir(root.file("a%b"), 0o755)
        mkdir(root.file("a"), 0o755)
        let mine = root.file("a%b/c"), other = root.file("a/b%c")
        root.write("a%b/c", Array("one\n".utf8))
        root.write("a/b%c", Array("two\n".utf8))
        // The older name: every / as %, and no path check in the trailer.
        let legacy = mine.map { $0 == "/" ? "%" : $0 }
        let written = try EmergencyCopy.write(unsaved, beside: mine, fileSystem: NoWritesBeside(), stateFolder: state)
        let copy = try #require(root.read("state/" + String(written.path.split(separator: "/").last!)))
        root.write("state/" + String(legacy) + ".listedit-emergency", Self.withoutPathCheck(copy), mode: 0o600)
        unlink(written.path)
        #expect(EmergencyCopy.copies(of: other, stateFolder: state).isEmpty, "not the file it was not made from")
        #expect(EmergencyCopy.copies(of: mine, stateFolder: state).count == 1, "the file it was made from")
    }

    /// A copy as an older listedit wrote it: its trailer without `path-check`.
    private static func withoutPathCheck(_ copy: [UInt8]) -> [UInt8] {
        let text = String(decoding: copy, as: UTF8.self)
        let marker = "\n#listedit-unsaved-copy 1 "
        let start = text.range(of: marker)!.lowerBound
        let content = String(text[..<start])
        var fields = text[start...].dropFirst(marker.count).split(separator: " ").map(String.init)
        fields.removeAll { $0.hasPrefix("path-check=") || $0.hasPrefix("end=") }
        let body = marker + fields.joined(separator: " ")
        let total = body.utf8.count + " end=".utf8.count + 10 + 1
        let digits = String(total)
        let trailer = body + " end=" + String(repeating: "0", count: 10 - digits.count) + digits + "\n"
        return Array(content.utf8) + Array(trailer.utf8)
    }
}

/// The real file system, but no file may be created outside the state folder given: as in a
/// folder the user may not write (which root, who runs the tests, never is).
private struct NoWritesBeside: FileSystem {
    let real = PosixFileSystem()
    func status(_ path: String) throws(FileError) -> FileInfo? { try real.status(path) }
    func linkStatus(_ path: String) throws(FileError) -> FileInfo? { try real.linkStatus(path) }
    func readLink(_ path: String) throws(FileError) -> String { try real.readLink(path) }
    func canWrite(folder: String) -> Bool { false }
    func canWrite(file: String) -> Bool { real.canWrite(file: file) }
    func read(_ path: String, limit: Int?) throws(FileError) -> [UInt8] { try real.read(path, limit: limit) }
    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileError) -> Int32 {
        if flags & O_CREAT != 0 { throw FileError("create", path, code: EACCES) }
        return try real.open(path, flags: flags, mode: mode)
    }
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileError) {
        try real.write(descriptor, bytes, path: path)
    }
    func truncate(_ descriptor: Int32, length: Int, path: String) throws(FileError) { try real.truncate(descriptor, length: length, path: path) }
    func changeMode(_ descriptor: Int32, _ mode: UInt32, path: String) throws(FileError) { try real.changeMode(descriptor, mode, path: path) }
    func changeOwner(_ descriptor: Int32, owner: UInt32, group: UInt32, path: String) throws(FileError) {
        try real.changeOwner(descriptor, owner: owner, group: group, path: path)
    }
    func sync(_ descriptor: Int32, path: String) throws(FileError) { try real.sync(descriptor, path: path) }
    func close(_ descriptor: Int32, path: String) throws(FileError) { try real.close(descriptor, path: path) }
    func rename(_ from: String, _ to: String) throws(FileError) { try real.rename(from, to) }
    func hardLink(_ from: String, _ to: String) throws(FileError) { try real.hardLink(from, to) }
    func remove(_ path: String) throws(FileError) { try real.remove(path) }
    func syncFolder(_ path: String) throws(FileError) { try real.syncFolder(path) }
    func names(inFolder path: String) throws(FileError) -> [String] { try real.names(inFolder: path) }
}
