import LibC
import Testing
import ListDocument
import TestSupport

/// Temporary files left by a save that was killed: removed when the file is opened, and
/// nothing else ever touched.
@Suite("Stale temporary files")
struct StaleTemporaryTests {
    /// The id of a process that has ended (a `true` started and waited for).
    private func deadProcess() throws -> Int32 {
        var pid: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("true"), nil]
        defer { free(argv[0]) }
        try #require(posix_spawnp(&pid, "true", nil, nil, &argv, environ) == 0)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try #require(kill(pid, 0) != 0 && errno == ESRCH, "process \(pid) is gone")
        return pid
    }

    @Test("A dead save's temporary is removed and its bytes counted; a live one's is kept")
    func deadAndLive() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", Array("one\n".utf8))
        let dead = try deadProcess()
        folder.write(".list.txt.listedit-\(dead)-12345", [UInt8](repeating: 0x41, count: 3_000))
        folder.write(".list.txt.listedit-\(dead)-4294967295", [UInt8](repeating: 0x42, count: 10))
        folder.write(".list.txt.listedit-\(getpid())-7", Array("mine, in progress".utf8))
        let file = try DocumentFile(path: folder.file("list.txt"))

        let reclaimed = file.removeStaleTemporaries()
        #expect(reclaimed == SaveTemporaries.Reclaimed(files: 2, bytes: 3_010))
        #expect(folder.names == [".list.txt.listedit-\(getpid())-7", "list.txt"])
        #expect(file.removeStaleTemporaries() == SaveTemporaries.Reclaimed(files: 0, bytes: 0))
    }

    @Test("Names that only resemble the pattern, other files' temporaries and backups are left alone")
    func lookAlikes() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", Array("one\n".utf8))
        let dead = try deadProcess()
        let lookAlikes = [
            ".list.txt.listedit-\(dead)",  // no random part
            ".list.txt.listedit-\(dead)-12-3",  // three parts
            ".list.txt.listedit-\(dead)-x1",  // not digits
            ".list.txt.listedit-+\(dead)-1",  // a sign
            ".list.txt.listedit-\(dead)-99999999999",  // past UInt32
            ".list.txt.listedit-0-1",  // no process 0
            ".list.txt.listedit-\(dead)-1.tmp",  // more after it
            "list.txt.listedit-\(dead)-1",  // not hidden
            ".list.txt.listedit-backup-\(dead)",  // an in-place save's backup
            ".other.txt.listedit-\(dead)-1",  // another file's
            ".list.txt.listedit-emergency",  // unsaved edits
            "list.txt.listedit-emergency",
        ]
        for name in lookAlikes { folder.write(name, Array("keep".utf8)) }
        let file = try DocumentFile(path: folder.file("list.txt"))
        #expect(file.removeStaleTemporaries() == SaveTemporaries.Reclaimed(files: 0, bytes: 0))
        #expect(folder.names == (lookAlikes + ["list.txt"]).sorted())
    }

    @Test("A symlink or a folder with a temporary's name is left alone, and so is what a link points to")
    func linksAndFolders() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", Array("one\n".utf8))
        folder.write("precious", Array("do not remove".utf8))
        let dead = try deadProcess()
        #expect(symlink(folder.file("precious"), folder.file(".list.txt.listedit-\(dead)-1")) == 0)
        #expect(mkdir(folder.file(".list.txt.listedit-\(dead)-2"), 0o755) == 0)
        let file = try DocumentFile(path: folder.file("list.txt"))
        #expect(file.removeStaleTemporaries().files == 0)
        #expect(folder.names == [".list.txt.listedit-\(dead)-1", ".list.txt.listedit-\(dead)-2", "list.txt", "precious"])
        #expect(folder.read("precious") == Array("do not remove".utf8))
    }

    @Test("Another user's temporary is left alone")
    func anotherUsersFile() throws {
        let folder = TemporaryFolder()
        let dead = try deadProcess()
        let name = ".list.txt.listedit-\(dead)-1"
        folder.write(name, Array("theirs".utf8))
        // The file is this user's; asked as someone else, it is another user's file.
        let asOther = SaveTemporaries.removeStale(beside: folder.file("list.txt"), user: geteuid() &+ 1)
        #expect(asOther.files == 0)
        #expect(folder.names == [name])
        let asOwner = SaveTemporaries.removeStale(beside: folder.file("list.txt"), user: geteuid())
        #expect(asOwner.files == 1)
        #expect(folder.names.isEmpty)
    }

    @Test("Through a symlink, the temporaries beside the target are the ones looked at")
    func besideTheTarget() throws {
        let folder = TemporaryFolder()
        #expect(mkdir(folder.file("real"), 0o755) == 0)
        folder.write("real/list.txt", Array("one\n".utf8))
        #expect(symlink("real/list.txt", folder.file("link.txt")) == 0)
        let dead = try deadProcess()
        folder.write("real/.list.txt.listedit-\(dead)-5", Array("stale".utf8))
        folder.write(".link.txt.listedit-\(dead)-5", Array("not this one".utf8))
        let file = try DocumentFile(path: folder.file("link.txt"))
        #expect(file.removeStaleTemporaries() == SaveTemporaries.Reclaimed(files: 1, bytes: 5))
        #expect(folder.names == [".link.txt.listedit-\(dead)-5", "link.txt", "real"])
    }
}
