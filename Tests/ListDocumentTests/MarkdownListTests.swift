import Testing
import TableKit
import ListDocument
import TestSupport

/// Markdown ordered lists renumbered as items move, are added or deleted, and task items'
/// checkboxes toggled: checked on the bytes written.
@Suite("Markdown lists")
struct MarkdownListTests {
    private func document(_ text: String) throws -> (ListDocument, Table) { try editing(text, as: .markdown) }

    /// Drags the row at `from` to `to` and drops it, as the view's drag and `J`/`K` do.
    private func drag(_ table: Table, _ from: IndexPath, to: IndexPath) throws {
        try table.beginDrag(at: from)
        try table.dragOver(to)
        try table.dropDrag()
    }

    @Test("Moving an item renumbers its list from the list's start, by drag and by a batch move; undo puts the bytes back")
    func moves() throws {
        let text = "# Steps\n\n1. one\n2. two\n3. three\n"
        let (document, table) = try document(text)
        try drag(table, ip(2), to: ip(0))
        #expect(written(document) == "# Steps\n\n1. three\n2. one\n3. two\n")
        try table.edit(of: document) { $0.moveRow(at: ip(0), to: ip(1)) }
        #expect(written(document) == "# Steps\n\n1. one\n2. three\n3. two\n")
        try table.undo()
        try table.undo()
        #expect(written(document) == text)
        try table.redo()
        #expect(written(document) == "# Steps\n\n1. three\n2. one\n3. two\n")
    }

    @Test("Adding and deleting items renumber; the start number and the `)` delimiter are kept")
    func addsAndDeletes() throws {
        let text = "5) e\n6) f\n7) g\n"
        let (document, table) = try document(text)
        try table.edit(of: document) { $0.deleteRows(at: [ip(0)]) }
        #expect(written(document) == "5) f\n6) g\n", "the start stays 5 when the first item goes")
        try table.edit(of: document) { $0.insertRow(document.newRow(text: "new", at: ip(0)), at: ip(0)) }
        #expect(written(document) == "5) new\n6) f\n7) g\n")
        let end = document.indexPathForAddedRow(inSection: 0)
        try table.edit(of: document) { $0.insertRow(document.newRow(text: "last", at: end), at: end) }
        #expect(written(document) == "5) new\n6) f\n7) g\n8) last\n")
        try table.edit(of: document) { $0.deleteRows(at: [ip(1), ip(2)]) }
        #expect(written(document) == "5) new\n6) last\n")
        while table.canUndo { try table.undo() }
        #expect(written(document) == text)
    }

    @Test("Rows whose number does not change keep their bytes; other lists are left as they were, however numbered")
    func untouchedRowsKeepTheirBytes() throws {
        let text = "1. a\n2. b\n3. c\n- bullet\n\nA paragraph.\n\n1. x\n1. y\n7. z\n"
        let (document, table) = try document(text)
        try table.edit(of: document) { $0.deleteRows(at: [ip(2)]) }
        #expect(written(document) == "1. a\n2. b\n- bullet\n\nA paragraph.\n\n1. x\n1. y\n7. z\n")
        #expect(document.sourceRange(ofRowAt: ip(0)) != nil && document.sourceRange(ofRowAt: ip(1)) != nil,
                "a and b are still the bytes read")
        #expect(document.sourceRange(ofRowAt: ip(4)) != nil, "the second list, never touched, is not renumbered")
        try table.edit(of: document) { $0.reloadRow(at: ip(4), with: document.retypedRow(at: ip(4), text: "ex")) }
        #expect(written(document) == "1. a\n2. b\n- bullet\n\nA paragraph.\n\n1. ex\n1. y\n7. z\n", "retyping renumbers nothing")
    }

    @Test("A list whose items all have one number keeps it; a bullet or a paragraph between items starts another list")
    func listsAndTheirStyles() throws {
        let (same, sameTable) = try document("1. a\n1. b\n1. c\n")
        try sameTable.edit(of: same) { $0.moveRow(at: ip(2), to: ip(0)) }
        #expect(written(same) == "1. c\n1. a\n1. b\n")

        let (split, splitTable) = try document("1. a\n2. b\n3. c\n- bullet\n")
        try drag(splitTable, ip(3), to: ip(1))
        #expect(written(split) == "1. a\n- bullet\n1. b\n2. c\n", "the bullet cuts the list in two, as Markdown reads it")
        try drag(splitTable, ip(1), to: ip(3))
        #expect(written(split) == "1. a\n2. b\n3. c\n- bullet\n", "and moving it away joins them again")

        let (delimiters, delimitersTable) = try document("1. a\n2. b\n3. c\n7) x\n")
        try drag(delimitersTable, ip(3), to: ip(1))
        #expect(written(delimiters) == "1. a\n7) x\n1. b\n2. c\n",
                "a ) item among . items is a list of its own, as its first number; the . list after it starts again")
    }

    @Test("A move in a long list rewrites only the rows whose numbers change")
    func longListMoves() throws {
        let text = (1...2_000).map { "\($0). item \($0)\n" }.joined()
        let (document, table) = try document(text)
        try table.dragAndDropRow(at: ip(1_000), step: .down)
        let rewritten = (0..<2_000).filter { document.sourceRange(ofRowAt: ip($0)) == nil }
        #expect(rewritten == [1_000, 1_001])
        #expect(written(document) == text.replacingOccurrences(
            of: "1001. item 1001\n1002. item 1002\n", with: "1001. item 1002\n1002. item 1001\n"))
    }

    @Test("An item moved to another section's list is numbered in it; both lists are renumbered")
    func movesBetweenLists() throws {
        let text = "# A\n1. a1\n2. a2\n3. a3\n# B\n1. b1\n2. b2\n"
        let (document, table) = try document(text)
        try drag(table, ip(0, 0), to: ip(1, 1))
        #expect(written(document) == "# A\n1. a2\n2. a3\n# B\n1. b1\n2. a1\n3. b2\n")
        try table.undo()
        #expect(written(document) == text)
    }

    @Test("When the marker grows or shrinks (9. and 10.), the item's inner lines move with its text")
    func markerWidthChanges() throws {
        var text = ""
        for n in 1...9 { text += "\(n). item \(n)\n" }
        text += "10. item 10\n    inner line\n\n    more text\n"
        let (document, table) = try document(text)
        try table.edit(of: document) { $0.deleteRows(at: [ip(0)]) }
        var expected = ""
        for n in 1...8 { expected += "\(n). item \(n + 1)\n" }
        expected += "9. item 10\n   inner line\n\n   more text\n"
        #expect(written(document) == expected)
        try table.undo()
        #expect(written(document) == text)
    }

    @Test("x on a task item: [ ] becomes [x], [x] and [X] become [ ], as an undoable reload; other rows have no checkbox")
    func checkboxToggle() throws {
        let text = "- [ ] milk\n- [x] eggs\n  - free range\n* [X] bread\n3. [ ] numbered\n- plain\n- [ ]no space\n\nA paragraph.\n"
        let (document, table) = try document(text)
        #expect(document.checkboxToggledRow(at: ip(2)) == nil, "a nested item without a checkbox")
        for row in [0, 1, 3, 4] {
            let toggled = try #require(document.checkboxToggledRow(at: ip(row)), "row \(row) is a task item")
            try table.edit(of: document) { $0.reloadRow(at: ip(row), with: toggled) }
        }
        #expect(written(document)
            == "- [x] milk\n- [ ] eggs\n  - free range\n* [ ] bread\n3. [x] numbered\n- plain\n- [ ]no space\n\nA paragraph.\n")
        #expect(document.displayBytes(forRowAt: ip(0)) == Array("- [x] milk".utf8), "the row shows the checkbox as saved")
        #expect(document.checkboxToggledRow(at: ip(5)) == nil, "a plain item")
        #expect(document.checkboxToggledRow(at: ip(6)) == nil, "[ ] must be followed by a space")
        #expect(document.checkboxToggledRow(at: ip(7)) == nil, "a paragraph")
        while table.canUndo { try table.undo() }
        #expect(written(document) == text)
        let toggledBack = try #require(document.checkboxToggledRow(at: ip(1)))
        try table.edit(of: document) { $0.reloadRow(at: ip(1), with: toggledBack) }
        #expect(written(document).hasPrefix("- [ ] milk\n- [ ] eggs\n  - free range\n"))
    }

    @Test("A read-only document toggles nothing")
    func readOnlyToggle() throws {
        let document = try ListDocument(bytes: Array("- [ ] a\0\n".utf8), format: .markdown)
        #expect(document.isReadOnly)
        #expect(document.checkboxToggledRow(at: ip(0)) == nil)
    }
}
