import LibC
import Testing
import TableKit
import TableTerminal
import ListEditApp
import TestSupport

/// The pasteboard listedit's instances share through a register file in the state folder.
@Suite("The shared pasteboard")
struct SharedPasteboardTests {
    private let rows = [
        CopiedRow(text: "one", bytes: Array("* one\n  more\n".utf8), kind: "markdown"),
        CopiedRow(text: "two words\nand a newline"),
        CopiedRow(text: ""),
    ]

    @Test("A yank in one instance is what a put in another takes, bytes and all; a later delete here wins")
    func betweenInstances() throws {
        let folder = TemporaryFolder()
        let first = SharedPasteboard(folder: folder.path + "/state/listedit")
        let second = SharedPasteboard(folder: folder.path + "/state/listedit")
        #expect(second.rows.isEmpty)
        first.copy(rows, by: .yank)
        #expect(second.rows == rows)
        second.copy([CopiedRow(text: "deleted")], by: .delete)
        #expect(second.rows == [CopiedRow(text: "deleted")], "the newer copy, made here")
        #expect(first.rows == rows, "a delete stays in its instance")
    }

    @Test("A register file that is not one is ignored, and a folder that cannot be made keeps the yank in memory")
    func badFiles() throws {
        let folder = TemporaryFolder()
        folder.write("register", Array("garbage\n".utf8))
        let reader = SharedPasteboard(folder: folder.path)
        #expect(reader.rows.isEmpty)
        folder.write("file", [])
        let unwritable = SharedPasteboard(folder: folder.path + "/file/sub")
        unwritable.copy(rows, by: .yank)
        #expect(unwritable.rows == rows)
    }
}

/// The register attacked as private state: what another program, an older listedit or a
/// damaged disk may have left in its place.
@Suite("The shared register under attack")
struct SharedRegisterAttackTests {
    private let rows = [CopiedRow(text: "one")]

    @Test("A symlink at the register's name: a yank writes nothing through it, and says so; the yank is kept here")
    func symlinkedRegister() throws {
        let folder = TemporaryFolder()
        folder.write("victim", Array("root:x:0:0\n".utf8))
        mkdir(folder.file("state"), 0o700)
        symlink(folder.file("victim"), folder.file("state/register"))
        let pasteboard = SharedPasteboard(folder: folder.file("state"))
        pasteboard.copy(rows, by: .yank)
        #expect(folder.read("victim") == Array("root:x:0:0\n".utf8), "the link's target is untouched")
        #expect(pasteboard.notice?.contains("is a symlink") == true, "\(pasteboard.notice ?? "no notice")")
        #expect(pasteboard.rows == rows, "the yank stays in this listedit")
    }

    @Test("A state folder of another user's, or one others may write, is not used")
    func foreignFolder() throws {
        let folder = TemporaryFolder()
        mkdir(folder.file("state"), 0o777)
        chmod(folder.file("state"), 0o777)
        chown(folder.file("state"), 65534, 65534)
        let pasteboard = SharedPasteboard(folder: folder.file("state"))
        pasteboard.copy(rows, by: .yank)
        #expect(folder.read("state/register") == nil, "no register made in it")
        #expect(pasteboard.notice?.contains("belongs to user 65534") == true, "\(pasteboard.notice ?? "no notice")")
    }

    @Test("A new register is 0600, whatever the umask")
    func mode() throws {
        let folder = TemporaryFolder()
        let old = umask(0)
        defer { umask(old) }
        SharedPasteboard(folder: folder.file("state")).copy(rows, by: .yank)
        #expect(folder.info("state/register").st_mode & 0o777 == 0o600)
        #expect(folder.info("state").st_mode & 0o777 == 0o700)
    }

    @Test("A FIFO at the register's name: a put does not wait on it, and says why")
    func fifoRegister() throws {
        let folder = TemporaryFolder()
        mkdir(folder.file("state"), 0o700)
        mkfifo(folder.file("state/register"), 0o600)
        let pasteboard = SharedPasteboard(folder: folder.file("state"))
        #expect(pasteboard.rows.isEmpty)
        #expect(pasteboard.notice?.contains("FIFO") == true, "\(pasteboard.notice ?? "no notice")")
    }

    @Test("Lengths that would overflow, rows cut short, text that is not UTF-8: refused whole, never a trap",
          arguments: [
            "9223372036854775807 0 lines\n", "0 9223372036854775807 lines\n", "5 5 lines\nabc",
            "-2 -1 -\n", "3 -1 -\n\u{FF}\u{FE}x", "1 1 lines\n", "99999999999999999999 -1 -\nx", "1 -1\nx",
          ])
    func damagedRegisters(_ body: String) throws {
        var bytes = Array("listedit register 1\n".utf8) + Array(body.utf8)
        if body.contains("\u{FF}") { bytes = Array("listedit register 1\n3 -1 -\n".utf8) + [0xFF, 0xFE, 0x78] }
        #expect(throws: RegisterFile.Damage.self) { try RegisterFile.rows(from: bytes) }
        let folder = TemporaryFolder()
        mkdir(folder.file("state"), 0o700)
        folder.write("state/register", bytes, mode: 0o600)
        let pasteboard = SharedPasteboard(folder: folder.file("state"))
        #expect(pasteboard.rows.isEmpty)
        #expect(pasteboard.notice?.contains("was not read") == true)
    }

    @Test("What a register holds reads back as written, for every kind of row")
    func roundTrip() throws {
        let rows = [
            CopiedRow(text: "one", bytes: Array("* one\n  more\n".utf8), kind: "markdown"),
            CopiedRow(text: "two words\nand a newline"), CopiedRow(text: ""), CopiedRow(text: "é", bytes: [0xC3, 0xA9, 0x0A], kind: "lines"),
        ]
        #expect(try RegisterFile.rows(from: RegisterFile.bytes(of: rows)) == rows)
    }
}
