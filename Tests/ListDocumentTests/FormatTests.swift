import Testing
import TableKit
import ListDocument
import TestSupport

/// What each format makes of its files: sections, rows, what rows show, and the bytes of
/// edited and new rows.
@Suite("Formats")
struct FormatTests {
    private func shown(_ document: ListDocument) -> [[String]] {
        document.model.sections.indices.map { s in
            document.model.sections[s].rows.indices.map { String(decoding: document.displayBytes(forRowAt: ip($0, s)), as: UTF8.self) }
        }
    }

    /// Edits through a table and returns the bytes written.
    private func edited(
        _ document: ListDocument, _ build: (inout TableEditBuilder<DocumentRow, TableSection<DocumentRow>>) -> Void
    ) throws -> String {
        let table = Table(dataSource: document, delegate: document)
        try table.edit(of: document, build)
        return String(decoding: document.serialized(), as: UTF8.self)
    }

    @Test("The format comes from the file name")
    func detection() {
        #expect(Format.forFileName("todo.md") == .markdown)
        #expect(Format.forFileName("NOTES.MARKDOWN") == .markdown)
        #expect(Format.forFileName("/etc/app/config.json") == .json)
        #expect(Format.forFileName(".git/rebase-merge/git-rebase-todo") == .gitTodo)
        #expect(Format.forFileName(".gitignore") == .lines)
    }

    @Test("Lines: a moved last row without a newline gets one where something follows it")
    func linesTerminators() throws {
        let document = try ListDocument(bytes: Array("a\r\nb\r\nlast".utf8), format: .lines)
        #expect(try edited(document) { $0.moveRow(at: ip(2), to: ip(0)) } == "last\r\na\r\nb\r\n")
        let added = try ListDocument(bytes: Array("x\ny".utf8), format: .lines)
        #expect(try edited(added) { $0.insertRow(added.newRow(text: "z", at: ip(2)), at: ip(2)) } == "x\ny\nz\n")
    }

    @Test("NUL-separated rows (--read0): a newline stays inside its row; unchanged bytes round-trip; moved, retyped and new rows end with NUL")
    func nulSeparatedRows() throws {
        let text = "two\nlines\u{0}plain\u{0}last"
        let document = try ListDocument(bytes: Array(text.utf8), format: .lines, separator: 0)
        #expect(!document.isReadOnly, "NUL separates rows here: not binary")
        #expect(shown(document) == [["two\nlines", "plain", "last"]])
        #expect(document.serialized() == Array(text.utf8))
        #expect(try edited(document) { $0.moveRow(at: ip(2), to: ip(0)) } == "last\u{0}two\nlines\u{0}plain\u{0}")
        #expect(try edited(document) { $0.reloadRow(at: ip(1), with: document.retypedRow(at: ip(1), text: "re\ntyped")) }
                == "last\u{0}re\ntyped\u{0}plain\u{0}")
        #expect(try edited(document) { $0.insertRow(document.newRow(text: "new", at: ip(3)), at: ip(3)) }
                == "last\u{0}re\ntyped\u{0}plain\u{0}new\u{0}")
        let header = try ListDocument(bytes: Array("TITLE\nrow\n".utf8), format: .lines, headerLines: 1)
        #expect(shown(header) == [["row"]])
        #expect(header.model.sections[0].header == "TITLE")
        #expect(header.serialized() == Array("TITLE\nrow\n".utf8))
    }

    @Test("Markdown: headings are sections; items are rows, nested ones at their depth; other text is fixed rows")
    func markdown() throws {
        let text = "Intro line.\n# Todo\n\n- a\n  - a1\n    - a1x\n  - a2\n- [ ] b\n\nA paragraph.\n\n1. one\n2. two\n## Done\n* x\n"
        let document = try ListDocument(bytes: Array(text.utf8), format: .markdown)
        #expect(document.model.sections.map(\.header) == [nil, "Todo", "Done"])
        #expect(shown(document) == [["Intro line."], ["- a", "- a1", "- a1x", "- a2", "- [ ] b", "A paragraph.", "1. one", "2. two"], ["* x"]],
                "an item shows its marker, as it is saved")
        let table = Table(dataSource: document, delegate: document)
        #expect((0..<8).map { table.indentationLevel(forRowAt: ip($0, 1)) } == [0, 1, 2, 1, 0, 0, 0, 0])
        #expect(table.descendantsOfRow(at: ip(0, 1)) == 1..<4 && table.descendantsOfRow(at: ip(1, 1)) == 2..<3)
        #expect(document.editableText(forRowAt: ip(4, 1)) == "[ ] b", "the text field holds the text after the marker")
        #expect(document.model.sections[1].rows.map(\.kind) == [.item, .item, .item, .item, .item, .fixed, .item, .item])
        #expect(document.indexPathForAddedRow(inSection: 1) == ip(8, 1))
        #expect(try edited(document) { $0.moveRow(at: ip(4, 1), to: ip(0, 1)) }
            == "Intro line.\n# Todo\n\n- [ ] b\n- a\n  - a1\n    - a1x\n  - a2\n\nA paragraph.\n\n1. one\n2. two\n## Done\n* x\n",
                "the blank line that ends the list stays before the paragraph")
    }

    @Test("Markdown: new items copy their neighbour's bullet, number and checkbox; retyping keeps the marker")
    func markdownNewRows() throws {
        let document = try ListDocument(bytes: Array("1. one\n2) two\n- [x] done\n".utf8), format: .markdown)
        #expect(String(decoding: document.newRow(text: "three", at: ip(2)).bytesForTest(document), as: UTF8.self) == "3) three\n")
        #expect(String(decoding: document.newRow(text: "more", at: ip(3)).bytesForTest(document), as: UTF8.self) == "- [ ] more\n")
        #expect(try edited(document) { $0.reloadRow(at: ip(0), with: document.retypedRow(at: ip(0), text: "uno")) }
            == "1. uno\n2) two\n- [x] done\n")
    }

    @Test("Markdown: fenced code is one fixed row, whatever it contains")
    func fences() throws {
        let document = try ListDocument(bytes: Array("- a\n```\n- not an item\n# not a heading\n```\n- b\n".utf8), format: .markdown)
        #expect(document.model.sections.count == 1)
        #expect(document.model.sections[0].rows.map(\.kind) == [.item, .fixed, .item])
    }

    @Test("git todo: commands are rows; comments travel with the command above; the help block is the footer")
    func gitTodo() throws {
        let text = "# top comment\npick a one\n# about one\npick b two\n\n# Rebase a..b\n# Commands:\n"
        let document = try ListDocument(bytes: Array(text.utf8), format: .gitTodo)
        #expect(shown(document) == [["pick a one", "pick b two"]])
        #expect(document.model.sections[0].footer == "# Rebase a..b\n# Commands:")
        #expect(try edited(document) { $0.moveRow(at: ip(1), to: ip(0)) }
            == "# top comment\npick b two\npick a one\n# about one\n\n# Rebase a..b\n# Commands:\n")
        let semicolon = try ListDocument(bytes: Array("pick a\n# not a comment here\n; comment\n".utf8), format: .gitTodo,
                                         commentCharacter: UInt8(ascii: ";"))
        #expect(shown(semicolon) == [["pick a", "# not a comment here"]], "core.commentChar is honoured")
    }

    @Test("JSON: strings show their text, other values compact JSON; edits keep types and indentation")
    func json() throws {
        let text = "{\n  \"todo\": [\n    \"milk\",\n    {\"n\": 2,  \"x\": [1, 2]},\n    \"tab\\tand \\u00e9\"\n  ],\n  \"done\": []\n}\n"
        let document = try ListDocument(bytes: Array(text.utf8), format: .json)
        #expect(document.model.sections.map(\.header) == ["todo", "done"])
        #expect(shown(document) == [["milk", "{\"n\":2,\"x\":[1,2]}", "tab\tand é"], []])
        let changed = try edited(document) {
            $0.reloadRow(at: ip(0), with: document.retypedRow(at: ip(0), text: "oat \"milk\""))
            $0.reloadRow(at: ip(1), with: document.retypedRow(at: ip(1), text: "[3]"))
            $0.insertRow(document.newRow(text: "bread", at: ip(3)), at: ip(3))
        }
        #expect(changed == "{\n  \"todo\": [\n    \"oat \\\"milk\\\"\",\n    [3],\n    \"tab\\tand \\u00e9\",\n    \"bread\"\n  ],\n  \"done\": []\n}\n")
    }

    @Test("JSON that is not an array or an object is refused with the reason")
    func jsonRefused() {
        for (text, reason) in [
            ("42", "the top level is not an array or an object"),
            ("{\"a\": 1 2}", "“,” or “}” was expected"),
            ("[1, 2", "invalid JSON at line 1, column 6"),
            ("[1] x", "text after the end of the JSON value"),
            ("[\"a\u{1}\"]", "a control character inside a string"),
        ] {
            let error = #expect(throws: DocumentError.self) { try ListDocument(bytes: Array(text.utf8), format: .json) }
            #expect(error?.description.contains(reason) == true, "\(text): \(error?.description ?? "")")
        }
    }

    @Test("A JSON object's members that are not arrays are kept byte for byte between the sections and shown as footers")
    func jsonObjectWithOtherMembers() throws {
        let text = "{\n  \"name\": \"groceries\",\n  \"todo\": [\"milk\", \"eggs\"],\n  \"count\": 2,\n  \"done\": [\"tea\"],\n  \"meta\": {\"v\": 1}\n}\n"
        let document = try ListDocument(bytes: Array(text.utf8), format: .json)
        #expect(document.serialized() == Array(text.utf8), "opened and saved unchanged")
        let table = Table(dataSource: document)
        #expect(table.numberOfSections == 2)
        #expect(table.titleForHeader(inSection: 0) == "todo")
        #expect(table.titleForFooter(inSection: 0) == "name: \"groceries\"\ncount: 2", "the members around it, in the file's order")
        #expect(table.titleForFooter(inSection: 1) == "meta: {\"v\":1}")
        try table.edit(of: document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        try table.edit(of: document) { $0.insertRow(document.newRow(text: "jam", at: IndexPath(row: 1, section: 1)), at: IndexPath(row: 1, section: 1)) }
        #expect(String(decoding: document.serialized(), as: UTF8.self)
                == "{\n  \"name\": \"groceries\",\n  \"todo\": [\"eggs\"],\n  \"count\": 2,\n  \"done\": [\"tea\", \"jam\"],\n  \"meta\": {\"v\": 1}\n}\n")

        let lone = try ListDocument(bytes: Array("{\"a\": 1}".utf8), format: .json)
        #expect(lone.model.sections.isEmpty, "an object without arrays opens with nothing to list")
        #expect(lone.serialized() == Array("{\"a\": 1}".utf8))
    }

    // MARK: - Found by fuzzing (the inputs are also in Fuzz/Regressions)

    @Test("JSON: a backslash ending the document inside a string is an unclosed string, not an endless loop")
    func backslashAtTheEnd() {
        for text in [#"{""#, #"[""#, #"["a"#] {
            #expect(throws: DocumentError.self) { try ListDocument(bytes: Array(text.utf8), format: .json) }
        }
    }

    @Test("JSON: 01 is not a number, so a typed 01 becomes a string and the file stays JSON")
    func leadingZeros() throws {
        #expect(throws: DocumentError.self) { try ListDocument(bytes: Array("[01]".utf8), format: .json) }
        let document = try ListDocument(bytes: Array("[1, -0.5, 0e3]".utf8), format: .json)
        let written = try edited(document) { $0.reloadRow(at: ip(0), with: document.retypedRow(at: ip(0), text: "01")) }
        #expect(written == #"["01", -0.5, 0e3]"#)
    }

    @Test("Markdown: a retyped item stays an item: a space after a bare marker, an escape before a thematic break")
    func retypedItemsStayItems() throws {
        let bare = try ListDocument(bytes: Array("+\n- b\n".utf8), format: .markdown)
        let spaced = try edited(bare) { $0.reloadRow(at: ip(0), with: bare.retypedRow(at: ip(0), text: "pick")) }
        #expect(spaced == "+ pick\n- b\n")
        let starred = try ListDocument(bytes: Array("* a\n* b\n".utf8), format: .markdown)
        let written = try edited(starred) { $0.reloadRow(at: ip(0), with: starred.retypedRow(at: ip(0), text: "**")) }
        #expect(written == "* \\**\n* b\n")
        let reread = try ListDocument(bytes: Array(written.utf8), format: .markdown)
        #expect(reread.model.sections[0].rows.map(\.kind) == [.item, .item])
    }

    @Test("Lines: the last line retyped as nothing still ends a line; U+FEFF typed first is not a byte order mark")
    func emptiedLastLineAndLeadingFEFF() throws {
        let document = try ListDocument(bytes: Array("a\nlast".utf8), format: .lines)
        let emptied = try edited(document) { $0.reloadRow(at: ip(1), with: document.retypedRow(at: ip(1), text: "")) }
        #expect(emptied == "a\n\n")
        let first = try ListDocument(bytes: Array("a\nb\n".utf8), format: .lines)
        let written = try edited(first) { $0.reloadRow(at: ip(0), with: first.retypedRow(at: ip(0), text: "\u{FEFF}x")) }
        #expect(written == "x\nb\n")
    }
}

private extension DocumentRow {
    /// A new row's bytes, read back through the document that made it (rows belong to it).
    func bytesForTest(_ document: ListDocument) -> [UInt8] {
        let table = Table(dataSource: document, delegate: document)
        let place = IndexPath(row: document.model.sections[0].rows.count, section: 0)
        try! table.edit(of: document) { $0.insertRow(self, at: place) }
        defer { try! table.undo() }
        return document.bytes(ofRowAt: place)
    }
}
