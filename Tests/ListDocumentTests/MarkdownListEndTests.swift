import Testing
import TableKit
import ListDocument
import TestSupport

/// The blank lines that end a Markdown list stay at its end whichever item is last: moving,
/// deleting or adding the last item must not take them along, or the text after the list
/// would join the item before it (CommonMark's lazy continuation). Checked on the bytes
/// written after edits made as the view makes them.
@Suite("Markdown list ends")
struct MarkdownListEndTests {
    private static let paragraph = "# A\n\n- one\n- two\n- three\n\nParagraph after.\n"

    /// Adds an item holding `text` where `+` puts it: after the section's last item.
    private func add(_ text: String, to document: ListDocument, _ table: Table, section: Int = 0) throws {
        let path = document.indexPathForAddedRow(inSection: section)
        try table.edit(of: document) { $0.insertRow(document.newRow(text: text, at: path), at: path) }
    }

    /// Checks that undoing every edit gives back `text`, byte for byte.
    private func undoAll(_ document: ListDocument, _ table: Table, back text: String) throws {
        while table.canUndo { try table.undo() }
        #expect(written(document) == text)
    }

    @Test("K on the last item before a paragraph: the blank line stays before the paragraph")
    func lastItemMovedUp() throws {
        let (document, table) = try editing(Self.paragraph, as: .markdown)
        _ = try table.dragAndDropRow(at: ip(2), step: .up)
        #expect(written(document) == "# A\n\n- one\n- three\n- two\n\nParagraph after.\n")
        try undoAll(document, table, back: Self.paragraph)
    }

    @Test("J J on the first item makes it the last: it takes no blank line from the item it passes")
    func itemMovedToTheEnd() throws {
        let (document, table) = try editing(Self.paragraph, as: .markdown)
        _ = try table.dragAndDropRow(at: ip(0), step: .down)
        _ = try table.dragAndDropRow(at: ip(1), step: .down)
        #expect(written(document) == "# A\n\n- two\n- three\n- one\n\nParagraph after.\n")
        try undoAll(document, table, back: Self.paragraph)
    }

    @Test("Deleting the last item before a paragraph keeps the blank line")
    func lastItemDeleted() throws {
        let (document, table) = try editing(Self.paragraph, as: .markdown)
        try table.edit(of: document) { $0.deleteRows(at: [ip(2)]) }
        #expect(written(document) == "# A\n\n- one\n- two\n\nParagraph after.\n")
        try undoAll(document, table, back: Self.paragraph)
    }

    @Test("Adding after the last item before a paragraph puts the new item before the blank line")
    func itemAddedAtTheEnd() throws {
        let (document, table) = try editing(Self.paragraph, as: .markdown)
        try add("added", to: document, table)
        #expect(written(document) == "# A\n\n- one\n- two\n- three\n- added\n\nParagraph after.\n")
        try undoAll(document, table, back: Self.paragraph)
    }

    @Test("The paragraph shows its text, not the blank line before it, and cannot be moved or deleted")
    func paragraphRow() throws {
        let (document, table) = try editing(Self.paragraph, as: .markdown)
        #expect(document.model.sections[0].rows.map(\.kind) == [.item, .item, .item, .fixed])
        #expect(document.displayBytes(forRowAt: ip(3)) == Array("Paragraph after.".utf8))
        #expect(table.controls(forRowAt: ip(3)) == .none)
    }

    @Test("An ordered list before a paragraph: deleting, moving and adding its last item keep the blank line and the numbers")
    func orderedList() throws {
        let text = "1. a\n2. b\n3. c\n\nText\n"
        let (document, table) = try editing(text, as: .markdown)
        try table.edit(of: document) { $0.deleteRows(at: [ip(2)]) }
        #expect(written(document) == "1. a\n2. b\n\nText\n")
        try undoAll(document, table, back: text)
        _ = try table.dragAndDropRow(at: ip(2), step: .up)
        #expect(written(document) == "1. a\n2. c\n3. b\n\nText\n")
        try undoAll(document, table, back: text)
        try add("d", to: document, table)
        #expect(written(document) == "1. a\n2. b\n3. c\n4. d\n\nText\n")
        try undoAll(document, table, back: text)
    }

    @Test("Other blocks after a list (fenced code, a thematic break) keep the blank line before them too")
    func otherBlocks() throws {
        let fence = "- a\n- b\n\n```\ncode\n```\n"
        let (fenced, fencedTable) = try editing(fence, as: .markdown)
        _ = try fencedTable.dragAndDropRow(at: ip(1), step: .up)
        #expect(written(fenced) == "- b\n- a\n\n```\ncode\n```\n")

        let rule = "- a\n- b\n\n***\n\nMore.\n"
        let (ruled, ruledTable) = try editing(rule, as: .markdown)
        try ruledTable.edit(of: ruled) { $0.deleteRows(at: [ip(1)]) }
        #expect(written(ruled) == "- a\n\n***\n\nMore.\n")
    }

    @Test("A paragraph between two lists: each list keeps the blank lines that end it")
    func paragraphBetweenLists() throws {
        let text = "- a\n- b\n\nMiddle.\n\n- c\n- d\n"
        let (document, table) = try editing(text, as: .markdown)
        _ = try table.dragAndDropRow(at: ip(1), step: .up)
        #expect(written(document) == "- b\n- a\n\nMiddle.\n\n- c\n- d\n")
        try table.edit(of: document) { $0.deleteRows(at: [ip(1)]) }
        #expect(written(document) == "- b\n\nMiddle.\n\n- c\n- d\n")
        try undoAll(document, table, back: text)
    }

    @Test("A list at the end of the file keeps its trailing blank lines at the end")
    func listAtTheEnd() throws {
        let text = "# A\n\n- a\n- b\n\n\n"
        let (document, table) = try editing(text, as: .markdown)
        _ = try table.dragAndDropRow(at: ip(1), step: .up)
        #expect(written(document) == "# A\n\n- b\n- a\n\n\n")
        try table.edit(of: document) { $0.deleteRows(at: [ip(1)]) }
        #expect(written(document) == "# A\n\n- b\n\n\n")
        try add("c", to: document, table)
        #expect(written(document) == "# A\n\n- b\n- c\n\n\n")
        try undoAll(document, table, back: text)
    }

    @Test("A list before a heading keeps the blank line above the heading")
    func listBeforeHeading() throws {
        let text = "# A\n- a\n- b\n\n# B\n- c\n"
        let (document, table) = try editing(text, as: .markdown)
        _ = try table.dragAndDropRow(at: ip(1, 0), step: .up)
        #expect(written(document) == "# A\n- b\n- a\n\n# B\n- c\n")
        try table.edit(of: document) { $0.deleteRows(at: [ip(1, 0)]) }
        #expect(written(document) == "# A\n- b\n\n# B\n- c\n")
    }

    @Test("A paragraph right after the last item (no blank line) stays as it was: no blank line is added")
    func lazyParagraph() throws {
        let text = "- a\n- b\nLazy.\n"
        let (document, table) = try editing(text, as: .markdown)
        _ = try table.dragAndDropRow(at: ip(1), step: .up)
        #expect(written(document) == "- b\n- a\nLazy.\n")
        try table.edit(of: document) { $0.deleteRows(at: [ip(1)]) }
        #expect(written(document) == "- b\nLazy.\n")
        try add("c", to: document, table)
        #expect(written(document) == "- b\n- c\nLazy.\n")
        try undoAll(document, table, back: text)
    }

    @Test("Nested items are rows; inner lines travel with the row above them; the blank line after the list does not")
    func nestedLists() throws {
        let text = "- a\n  - a1\n- b\n  - b1\n\n  more b\n\nPara.\n"
        let (document, table) = try editing(text, as: .markdown)
        #expect(document.displayBytes(forRowAt: ip(3)) == Array("- b1 (+1 line)".utf8), "b's paragraph after b1 stays in b's family")
        // b and its nested item, moved up together as the view moves a row with its descendants.
        try table.edit(of: document) {
            $0.moveRow(at: ip(2), to: ip(0))
            $0.moveRow(at: ip(3), to: ip(1))
        }
        #expect(written(document) == "- b\n  - b1\n\n  more b\n- a\n  - a1\n\nPara.\n")
        try undoAll(document, table, back: text)
        try table.edit(of: document) { $0.deleteRows(at: [ip(2), ip(3)]) }
        #expect(written(document) == "- a\n  - a1\n\nPara.\n")
        try undoAll(document, table, back: text)
    }

    @Test("An item left with no item above it and more than three columns in moves to the margin, so that it stays an item")
    func strandedItem() throws {
        let text = "Para.\n\n- a\n    - deep\n"
        let (document, table) = try editing(text, as: .markdown)
        try table.edit(of: document) { $0.deleteRows(at: [ip(1)]) }
        #expect(written(document) == "Para.\n\n- deep\n", "four columns in after a paragraph would be code")
        try undoAll(document, table, back: text)
    }

    @Test("A loose list: blank lines between items travel with their item; the one before the paragraph stays")
    func looseList() throws {
        let text = "- a\n\n- b\n\n- c\n\nPara.\n"
        let (document, table) = try editing(text, as: .markdown)
        _ = try table.dragAndDropRow(at: ip(2), step: .up)
        #expect(written(document) == "- a\n\n- c\n- b\n\n\nPara.\n")
        try undoAll(document, table, back: text)
        try table.edit(of: document) { $0.deleteRows(at: [ip(2)]) }
        #expect(written(document) == "- a\n\n- b\n\n\nPara.\n")
        try undoAll(document, table, back: text)
    }
}
