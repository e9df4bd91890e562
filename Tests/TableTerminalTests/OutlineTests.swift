import Testing
import TableKit
import TableTerminal
import ListDocument

/// Outlines: nested Markdown items as rows at their depth; `>>` and `<<`; a row's
/// descendants travel with it (moves, deletes, yanks).
@Suite("Outlines")
struct OutlineTests {
    private let list = "- a\n  - a1\n    - [ ] a1x\n  - a2\n- b\n- c\n  - c1\n"

    @Test("Nested items are rows, drawn indented by their depth; x toggles a nested task")
    func drawnIndented() throws {
        let f = try DocumentFixture(list, format: .markdown)
        #expect(f.rows() == ["- a", "- a1", "- [ ] a1x", "- a2", "- b", "- c", "- c1"])
        #expect(Array(f.frame.lines[1...4]) == ["   - a", "     - a1", "       - [ ] a1x", "     - a2"])
        f.type("jjx")
        #expect(f.saved == "- a\n  - a1\n    - [x] a1x\n  - a2\n- b\n- c\n  - c1\n")
    }

    @Test(">> nests the row and its descendants under the item above; << takes them out; each one undo step")
    func indentAndOutdent() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("4j>>")
        #expect(f.saved == "- a\n  - a1\n    - [ ] a1x\n  - a2\n  - b\n- c\n  - c1\n", "b joins a's children")
        f.type("G<<")
        #expect(f.saved == "- a\n  - a1\n    - [ ] a1x\n  - a2\n  - b\n- c\n- c1\n")
        f.type("gj<<")
        #expect(f.saved == "- a\n- a1\n  - [ ] a1x\n  - a2\n  - b\n- c\n- c1\n", "a1's own child goes out with it")
        f.type("u")
        #expect(f.saved == "- a\n  - a1\n    - [ ] a1x\n  - a2\n  - b\n- c\n- c1\n", "one undo step")
        f.type("gg<<")
        #expect(f.status == "Already at the top of the outline")
        f.type(">>")
        #expect(f.status == "Nothing above to nest it under: >> puts a row under the item before it")
    }

    @Test("J and K move a row with its descendants past the next or previous row and its own, as one undo step")
    func familyMoves() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("eJ")
        #expect(f.saved == "- b\n- a\n  - a1\n    - [ ] a1x\n  - a2\n- c\n  - c1\n")
        #expect(f.cursorRow == 2)
        f.type("J")
        #expect(f.saved == "- b\n- c\n  - c1\n- a\n  - a1\n    - [ ] a1x\n  - a2\n")
        f.type("K")
        #expect(f.saved == "- b\n- a\n  - a1\n    - [ ] a1x\n  - a2\n- c\n  - c1\n")
        f.type("u")
        #expect(f.saved == "- b\n- c\n  - c1\n- a\n  - a1\n    - [ ] a1x\n  - a2\n")
    }

    @Test("d on a row with descendants asks to delete them all; p puts them back; yy yanks the family")
    func familyDeleteAndYank() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("d")
        #expect(f.state.overlay == .confirmSelectionDeletion(count: 4))
        f.type("d")
        #expect(f.saved == "- b\n- c\n  - c1\n")
        f.type("p")
        #expect(f.saved == "- b\n- a\n  - a1\n    - [ ] a1x\n  - a2\n- c\n  - c1\n")
        f.type("Gkyyp")
        #expect(f.saved == "- b\n- a\n  - a1\n    - [ ] a1x\n  - a2\n- c\n  - c1\n- c\n  - c1\n", "below a row is below its own")
        f.type("ggo")
        f.type("new")
        f.press(.enter)
        #expect(f.saved.hasPrefix("- b\n- new\n- a\n"), "o adds below b")
    }

    @Test(". repeats >> on another row")
    func repeatIndent() throws {
        let f = try DocumentFixture("- a\n- b\n- c\n", format: .markdown)
        f.type("j>>j.")
        #expect(f.saved == "- a\n  - b\n  - c\n")
    }

    @Test(":sort sorts the top-level items, each with its nested items")
    func sortFamilies() throws {
        let f = try DocumentFixture("- c\n  - z\n  - y\n- a\n- b\n  - x\n", format: .markdown)
        f.type(":sort")
        f.press(.enter)
        #expect(f.saved == "- a\n- b\n  - x\n- c\n  - z\n  - y\n")
    }

    @Test("O and o add a sibling of the cursor's row, at its depth: above a first child, below a parent's family")
    func siblingsOfTheCursorRow() throws {
        let f = try DocumentFixture("1. one\n2. two\n   1. two-a\n   2. two-b\n3. three\n", format: .markdown)
        f.type("jjOzero")
        f.press(.enter)
        #expect(f.saved == "1. one\n2. two\n   1. zero\n   2. two-a\n   3. two-b\n3. three\n")
        f.type("kozed")
        f.press(.enter)
        #expect(f.saved == "1. one\n2. two\n   1. zero\n   2. two-a\n   3. two-b\n3. zed\n4. three\n", "below two's family, as its sibling")
    }

    @Test("J on a family at the end of its section stays put, its child with it")
    func familyAtTheEnd() throws {
        let f = try DocumentFixture("# S\n\n- A\n  - A1\n    - A1a\n  - A2\n\n## Next\n\n- x\n", format: .markdown)
        f.type("e2GJJ")
        #expect(f.saved == "# S\n\n- A\n  - A2\n  - A1\n    - A1a\n\n## Next\n\n- x\n")
        #expect(f.status == "This row can't go further down")
    }
}
