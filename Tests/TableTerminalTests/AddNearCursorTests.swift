import Testing
import TableKit
import TableTerminal
import ListDocument

/// `o` and `O`: vim's "open a line" — the Add field for a new row below or above the cursor.
@Suite("o and O add a row next to the cursor")
struct AddNearCursorTests {
    @Test("o adds below the cursor's row, O above it, in list and in editing mode; each is one undo step")
    func belowAndAbove() throws {
        let f = try DocumentFixture("a\nb\nc\n")
        f.type("jo")
        #expect(f.state.overlay == .textField(TextField(), purpose: .addNear(IndexPath(row: 2, section: 0))),
                "o opens the Add field for the row below")
        f.type("new")
        f.press(.enter)
        #expect(f.saved == "a\nb\nnew\nc\n")
        #expect(f.cursorRow == 3, "on the new row")

        f.type("eO")
        f.type("top")
        f.press(.enter)
        #expect(f.saved == "a\nb\ntop\nnew\nc\n", "O adds above the cursor, in editing mode too")
        f.type("u")
        #expect(f.saved == "a\nb\nnew\nc\n")
        f.type("u")
        #expect(f.saved == "a\nb\nc\n")
    }

    @Test("o in an empty list adds its first row; Esc adds nothing")
    func emptyListAndCancel() throws {
        let f = try DocumentFixture("")
        f.type("o")
        f.press(.escape)
        #expect(f.saved == "")
        f.type("ofirst")
        f.press(.enter)
        #expect(f.saved == "first\n")
    }

    @Test("A Markdown item added with o copies its neighbour's bullet, in the cursor's section")
    func markdownStyle() throws {
        let f = try DocumentFixture("# A\n* one\n* two\n# B\n- three\n", format: .markdown)
        f.type("o")
        f.type("between")
        f.press(.enter)
        #expect(f.saved == "# A\n* one\n* between\n* two\n# B\n- three\n")
    }

    @Test("The Add field opens where the row will go: under the cursor's row for o, over it for O")
    func fieldNextToRow() throws {
        let f = try DocumentFixture((1...10).map { "row \($0)\n" }.joined())
        f.type("7ggO")
        var lines = f.frame.lines
        let row = try #require(lines.firstIndex { $0.hasSuffix("row 7") })
        #expect(lines[..<row].contains { $0.contains("┌─ Add ") }, "O: the box above row 7\n\(lines.joined(separator: "|\n"))")
        f.press(.escape)
        f.type("o")
        lines = f.frame.lines
        #expect(lines[(row + 1)...].contains { $0.contains("┌─ Add ") }, "o: the box below row 7")
        #expect(lines[row].hasSuffix("row 7"))
    }

    @Test("On the sample's last row, which stays last, o and p add above it, as Add does; on the ⊕ placeholder too")
    func lastRowStaysLast() {
        let f = ViewFixture()
        f.type("5ggoZ")
        f.press(.enter)
        #expect(f.rows(0).suffix(2) == ["Z", "No more items!"])
        f.type("yyjp")
        #expect(f.rows(0).suffix(3) == ["Z", "Z", "No more items!"], "put below the last row goes above it")
        f.type("Go")
        f.type("tea")
        f.press(.enter)
        #expect(f.rows(1).suffix(2) == ["tea", "Add item…"])
    }
}
