import Testing
import TableKit
import TableTerminal
import SampleList
import TestSupport

/// Checking several rows with `v` and `V`, then deleting or moving them together, as a user
/// of the list would, on the in-memory terminal.
@Suite("Multiple selection in the view")
struct SelectionViewTests {
    private func fixture() -> ViewFixture { .fruitAndVeg() }

    private func rows(_ f: ViewFixture, _ section: Int) -> [String] { f.rows(section) }

    /// The screen line showing `text`.
    private func line(_ f: ViewFixture, _ text: String) -> String {
        f.frame(44, 14).lines.first { $0.hasSuffix(" " + text) || $0.contains(" " + text + " ") } ?? ""
    }

    @Test("v checks the row and v again unchecks it; checked rows show ◉ and the status line counts them")
    func toggle() {
        let f = fixture()
        f.type("jv")
        #expect(f.table.isRowSelected(at: IndexPath(row: 1, section: 0)))
        #expect(line(f, "banana").hasPrefix(" ◉ banana"))
        #expect(line(f, "apple").hasPrefix("   apple"), "rows not checked show nothing in normal mode")
        #expect(f.frame(44, 14).lines[13].hasPrefix(" LIST 2/11 1 selected"))
        f.type("v")
        #expect(f.table.numberOfSelectedRows == 0)
        #expect(line(f, "banana").hasPrefix("   banana"))
        #expect(!f.table.allowsMultipleSelection, "the view turns multiple selection off again once nothing is checked")
    }

    @Test("One checked row: d asks Delete 1 row? and says it, not them")
    func deleteOneCheckedRow() {
        let f = fixture()
        f.type("jvd")
        #expect(f.frame(44, 14).lines.joined(separator: " ").contains("Delete 1 row? d or Enter deletes it"))
    }

    @Test("V checks every row from the last one checked to the cursor, across a section's end")
    func range() {
        let f = fixture()
        f.type("jjjjvjjjV")
        #expect(f.table.indexPathsForSelectedRows == [
            IndexPath(row: 4, section: 0), IndexPath(row: 5, section: 0), IndexPath(row: 6, section: 0), IndexPath(row: 0, section: 1),
        ])
        #expect(f.frame(44, 14).lines[13].contains("4 selected"))
    }

    @Test("d asks Delete N rows; d deletes them as one undo step; u brings them all back")
    func deleteChecked() {
        let f = fixture()
        f.type("vjjvjjv")
        f.type("d")
        #expect(rows(f, 0).count == 7, "nothing is deleted before the answer")
        let frame = f.frame(44, 14)
        #expect(frame.lines.joined().contains("Delete 3 rows? d or Enter deletes"))
        f.type("d")
        #expect(rows(f, 0) == ["banana", "date", "fig", "end of fruit"])
        #expect(f.table.numberOfSelectedRows == 0)
        f.type("u")
        #expect(rows(f, 0) == ["apple", "banana", "cherry", "date", "elderberry", "fig", "end of fruit"], "one u undoes the whole deletion")
        f.press(.control("r"))
        #expect(rows(f, 0) == ["banana", "date", "fig", "end of fruit"], "and one ^R redoes it")
    }

    @Test("Esc, or any other key, on Delete N rows keeps the rows; Esc then clears the selection")
    func deleteDeclined() {
        let f = fixture()
        f.type("vjv")
        f.type("d")
        f.press(.escape)
        #expect(rows(f, 0).count == 7)
        #expect(f.table.numberOfSelectedRows == 2, "declining keeps the rows checked")
        f.type("dj")
        #expect(rows(f, 0).count == 7, "moving away declines too")
        #expect(f.state.cursor == IndexPath(row: 2, section: 0), "and the key still moves")
        f.press(.escape)
        #expect(f.table.numberOfSelectedRows == 0)
    }

    @Test("In editing mode, checking a row shows check circles instead of ⊖; J and K move the checked rows as blocks, one undo step each")
    func blockMove() {
        let f = fixture()
        f.type("e")
        #expect(line(f, "apple").hasPrefix(" ⊖ apple"))
        f.type("vjjv")
        #expect(line(f, "apple").hasPrefix(" ◉ apple"))
        #expect(line(f, "banana").hasPrefix(" ○ banana"), "rows not checked show an empty circle")
        f.type("J")
        #expect(rows(f, 0) == ["banana", "apple", "date", "cherry", "elderberry", "fig", "end of fruit"])
        f.type("2J")
        #expect(rows(f, 0) == ["banana", "date", "elderberry", "apple", "fig", "cherry", "end of fruit"])
        #expect(f.state.cursor == IndexPath(row: 5, section: 0), "the cursor travels with its row")
        f.type("u")
        #expect(rows(f, 0) == ["banana", "apple", "date", "cherry", "elderberry", "fig", "end of fruit"], "2J was one step")
        f.type("u")
        #expect(rows(f, 0) == ["apple", "banana", "cherry", "date", "elderberry", "fig", "end of fruit"])
        f.press(.escape)
        #expect(line(f, "apple").hasPrefix(" ⊖ apple"), "with nothing checked, ⊖ comes back")
    }

    @Test("Once no row is checked, however that came about, ⊖ comes back")
    func checkedRowsVanish() {
        let f = fixture()
        f.type("ev")
        #expect(line(f, "apple").hasPrefix(" ◉ apple"))
        f.type("dd")
        #expect(f.table.numberOfSelectedRows == 0)
        f.type("u")
        #expect(rows(f, 0).first == "apple")
        #expect(line(f, "apple").hasPrefix(" ⊖ apple"), "the checked row deleted and back: no row is checked")
        f.type("jv")
        f.table.deselectRow(at: IndexPath(row: 1, section: 0))
        f.type("j")
        #expect(line(f, "apple").hasPrefix(" ⊖ apple"), "a selection emptied outside the view's keys lowers the flag too")
    }

    @Test("Leaving editing mode deselects the rows checked in it; those checked before come back")
    func editingSelectionEnds() {
        let f = fixture()
        f.type("v")
        f.type("ejv")
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        f.type("e")
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        #expect(!f.table.allowsMultipleSelectionDuringEditing)
    }

    @Test("While filtered: v checks the row shown, V only the rows shown between, d deletes just those")
    func whileFiltered() {
        let f = fixture()
        f.type("/e")
        f.press(.enter)  // apple cherry date elderberry, end of fruit, beet pea, Add item…
        f.type("vjjjV")
        #expect(f.table.indexPathsForSelectedRows == [
            IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0),
        ], "banana is between but not shown: it stays unchecked")
        f.type("dd")
        #expect(rows(f, 0) == ["banana", "fig", "end of fruit"])
        f.type("u")
        #expect(rows(f, 0).count == 7)
    }

    @Test("While filtered, J moves the checked rows past the next row shown, as one undo step")
    func blockMoveWhileFiltered() {
        let f = fixture()
        f.type("/a")
        f.press(.enter)  // apple banana date, carrot pea, Add item…
        f.type("ev")
        f.type("J")
        #expect(rows(f, 0) == ["banana", "apple", "cherry", "date", "elderberry", "fig", "end of fruit"], "past banana")
        f.type("J")
        #expect(rows(f, 0) == ["banana", "cherry", "date", "apple", "elderberry", "fig", "end of fruit"], "past cherry, hidden, and date")
        f.type("u")
        #expect(rows(f, 0) == ["banana", "apple", "cherry", "date", "elderberry", "fig", "end of fruit"])
    }

    @Test("A click on a check control checks or unchecks its row")
    func clickCheck() {
        let f = fixture()
        f.type("ev")
        let frame = f.frame(44, 14)
        let y = frame.lines.firstIndex { $0.contains("cherry") } ?? 0
        f.mouse(.click, x: 1, y: y)
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
    }
}
