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
