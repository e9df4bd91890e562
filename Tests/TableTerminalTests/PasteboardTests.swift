import Testing
import TableKit
import TableTerminal
import ListDocument

/// Yank and put: rows copied to the pasteboard by `yy`, `Y`, `y` on checked rows or a
/// confirmed delete, and put back by `p` and `P`.
@Suite("Yank and put")
struct PasteboardTests {
    private func lettered() throws -> DocumentFixture { try DocumentFixture("a\nb\nc\nd\ne\n") }

    @Test("yy then p puts a copy below the cursor, P above; each put is one undo step")
    func yankAndPut() throws {
        let f = try lettered()
        f.type("yyjp")
        #expect(f.saved == "a\nb\na\nc\nd\ne\n")
        #expect(f.cursorRow == 3, "on the row put")
        f.type("P")
        #expect(f.saved == "a\nb\na\na\nc\nd\ne\n")
        f.type("u")
        #expect(f.saved == "a\nb\na\nc\nd\ne\n")
        f.type("u")
        #expect(f.saved == "a\nb\nc\nd\ne\n")
    }

    @Test("A count yanks that many rows (3yy), and puts that many times (2p); Y yanks too")
    func counts() throws {
        let f = try lettered()
        f.type("j3yyGp")
        #expect(f.saved == "a\nb\nc\nd\ne\nb\nc\nd\n")
        f.type("u")
        f.type("gY2p")
        #expect(f.saved == "a\na\na\nb\nc\nd\ne\n")
        f.type("u")
        #expect(f.saved == "a\nb\nc\nd\ne\n", "2p is one undo step")
    }

    @Test("dd then p moves a row, as in vim: a confirmed delete fills the pasteboard")
    func deleteThenPut() throws {
        let f = try lettered()
        f.type("jddp")
        #expect(f.saved == "a\nc\nb\nd\ne\n")
    }

    @Test("3dd asks Delete 3 rows?, deletes them as one step, and p puts them back; Esc instead unchecks them")
    func countedDelete() throws {
        let f = try lettered()
        f.type("j3d")
        #expect(f.frame.lines.contains { $0.contains("Delete 3 rows?") })
        f.press(.escape)
        #expect(f.table.numberOfSelectedRows == 0, "dismissed: nothing stays checked")
        #expect(f.saved == "a\nb\nc\nd\ne\n")
        f.type("3dd")
        #expect(f.saved == "a\ne\n")
        f.type("p")
        #expect(f.saved == "a\ne\nb\nc\nd\n")
        f.type("uu")
        #expect(f.saved == "a\nb\nc\nd\ne\n")
    }

    @Test("y with rows checked yanks them in list order and unchecks them")
    func checkedRows() throws {
        let f = try lettered()
        f.type("jjjvkkvy")
        #expect(f.table.numberOfSelectedRows == 0)
        f.type("Gp")
        #expect(f.saved == "a\nb\nc\nd\ne\nb\nd\n")
    }

    @Test("A yank goes to the terminal's clipboard as the rows' text, one per line")
    func clipboard() throws {
        let f = try DocumentFixture("# A\n- one\n- two\n", format: .markdown)
        f.type("2yy")
        #expect(f.terminal.clipboard == ["one\ntwo"])
    }

    @Test("Rows put into a list of the same kind keep their bytes; into another kind, their text in its style")
    func acrossDocuments() throws {
        let markdown = try DocumentFixture("# A\n* one\n  more of one\n* two\n", format: .markdown)
        markdown.type("yy")
        let pasteboard = markdown.program.pasteboard

        let other = try DocumentFixture("# B\n* x\n", format: .markdown)
        other.program.pasteboard = pasteboard
        other.type("p")
        #expect(other.saved == "# B\n* x\n* one\n  more of one\n")

        let lines = try DocumentFixture("x\n")
        lines.program.pasteboard = pasteboard
        lines.type("p")
        #expect(lines.saved == "x\none\n", "the item's text: its continuation lines travel only to Markdown")

        let lineRows = try DocumentFixture("plain\n")
        lineRows.type("yy")
        let dashes = try DocumentFixture("# C\n- first\n", format: .markdown)
        dashes.program.pasteboard = lineRows.program.pasteboard
        dashes.type("p")
        #expect(dashes.saved == "# C\n- first\n- plain\n", "a line becomes an item with the section's bullet")
    }

    @Test("In a file of mixed line endings a row put back keeps its own: dd then P gives the file back byte for byte")
    func mixedEndingsKept() throws {
        let crlf = try DocumentFixture("a\nb\r\nc\r\nd\r\n")
        crlf.type("ddP")
        #expect(crlf.saved == "a\nb\r\nc\r\nd\r\n")
        crlf.type("yyGp")
        #expect(crlf.saved == "a\nb\r\nc\r\nd\r\na\n", "an LF line yanked from a CRLF file keeps its LF there")
        let lone = try DocumentFixture("a\rb\nc\nd\n")
        lone.type("yyGp")
        #expect(lone.saved == "a\rb\nc\nd\na\r")
    }

    @Test("A line from a file of other line endings takes this file's: CRLF put into LF")
    func otherEndingsConverted() throws {
        let windows = try DocumentFixture("one\r\ntwo\r\n")
        windows.type("yy")
        let unix = try DocumentFixture("x\ny\n")
        unix.program.pasteboard = windows.program.pasteboard
        unix.type("p")
        #expect(unix.saved == "x\none\ny\n")
        let back = try DocumentFixture("p\r\nq\r\n")
        back.program.pasteboard = unix.program.pasteboard
        unix.type("yy")
        back.type("p")
        #expect(back.saved == "p\r\none\r\nq\r\n", "and back: LF into CRLF")
    }

    @Test("Nested items put after an item of another bullet stay nested: only the top of the copy takes its bullet")
    func nestedItemsKeepNesting() throws {
        let f = try DocumentFixture("- a\n  - a1\n    - a2\n+ b\n", format: .markdown)
        f.type("yy")
        #expect(f.status?.contains("Yanked 3 rows") == true)
        f.type("Gp")
        #expect(f.saved == "- a\n  - a1\n    - a2\n+ b\n+ a\n  - a1\n    - a2\n")
    }

    @Test("Across sections: p puts into the cursor's section")
    func acrossSections() throws {
        let f = try DocumentFixture("# A\n- one\n- two\n# B\n- three\n", format: .markdown)
        f.type("yyGp")
        #expect(f.saved == "# A\n- one\n- two\n# B\n- three\n- one\n")
    }

    @Test("p with nothing yanked says so and changes nothing")
    func nothingToPut() throws {
        let f = try lettered()
        f.type("p")
        #expect(f.status?.contains("Nothing to put") == true)
        #expect(f.saved == "a\nb\nc\nd\ne\n")
    }

    @Test("The file's last line, without a newline, put above another gets one")
    func lastLineWithoutNewline() throws {
        let f = try DocumentFixture("a\nb")
        f.type("GyyggP")
        #expect(f.saved == "b\na\nb")
    }
}

/// What a put takes from a pasteboard shared with other programs, which may hold anything.
@Suite("Puts of rows from elsewhere")
struct ForeignPutTests {
    private func pasteboard(_ rows: [CopiedRow]) -> MemoryPasteboard {
        let pasteboard = MemoryPasteboard()
        pasteboard.copy(rows, by: .yank)
        return pasteboard
    }

    @Test("Bytes that are not one row of the list are put from the row's text: a put makes the rows it says", arguments: [
        "evil\nsecond\n", "evil\rsecond\n", "two\n\n",
    ])
    func bytesNotOneRow(_ bytes: String) throws {
        let f = try DocumentFixture("a\nb\n")
        f.program.pasteboard = pasteboard([CopiedRow(text: "harmless", bytes: Array(bytes.utf8), kind: "lines")])
        f.type("p")
        #expect(f.saved == "a\nharmless\nb\n")
        #expect(f.rows() == ["a", "harmless", "b"])
    }

    @Test("One row's bytes, its own line ending included, are put as they are")
    func oneRow() throws {
        let f = try DocumentFixture("a\nb\n")
        f.program.pasteboard = pasteboard([CopiedRow(text: "x", bytes: Array("x \t\n".utf8), kind: "lines")])
        f.type("p")
        #expect(f.saved == "a\nx \t\nb\n")
    }

    @Test("A git todo refuses a put of lines git would reject, with the reason, as o refuses them; a good line is put")
    func gitTodo() throws {
        let todo = "pick 1234567 First\npick 89abcde Second\n\n# Rebase help\n"
        let f = try DocumentFixture(todo, format: .gitTodo, size: Size(width: 140, height: 20))
        f.program.pasteboard = pasteboard([CopiedRow(text: "ftp 21/tcp"), CopiedRow(text: "ssh 22/tcp")])
        f.type("p")
        #expect(f.saved == todo, "nothing put")
        #expect(f.frame.lines.contains { $0.contains("Not put (row 1 of 2): 'ftp' is not a git rebase command") }, "\(f.frame.lines)")
        f.program.pasteboard = pasteboard([CopiedRow(text: "exec make test")])
        f.type("p")
        #expect(f.saved == "pick 1234567 First\nexec make test\npick 89abcde Second\n\n# Rebase help\n")
        f.program.pasteboard = pasteboard([CopiedRow(text: "pick", bytes: Array("rm -rf /\n".utf8), kind: "git-todo")])
        f.type("p")
        #expect(f.frame.lines.contains { $0.contains("Not put") }, "bytes git would refuse are not put either")
    }
}
