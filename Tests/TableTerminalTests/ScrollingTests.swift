import Testing
import TableKit
import TableTerminal
import SampleList

/// Keeping the cursor in view, through the program's frames (the function itself is
/// internal; it is exercised by moving the cursor and reading which line it is drawn on).
@Suite("Scrolling")
struct ScrollingTests {
    /// A long list: one section of `rows` rows plus the placeholder.
    private func fixture(rows: Int) -> ViewFixture {
        ViewFixture(list: SampleList(sections: [
            TableSection(header: "Long", footer: "end", rows: (1...rows).map { "row \($0)" } + ["Add item…"]),
        ]))
    }

    private func cursorLine(_ f: ViewFixture, height: Int = 8) -> Int? {
        f.frame(30, height).styledRuns.first { $0.style == Style(reverse: true) && $0.line > 0 && $0.line < height - 1 }?.line
    }

    @Test("Moving down scrolls only when the cursor would leave the screen, then keeps it on the last line")
    func down() {
        let f = fixture(rows: 50)
        #expect(f.frame(30, 8).lines[1] == " Long", "the header shows above the first row")
        f.type("jjjjj")  // row 6 of 6 body lines: still fits (header + 5 rows)
        #expect(cursorLine(f) == 6)
        f.type("j")
        #expect(cursorLine(f) == 6, "the cursor stays on the last body line")
        #expect(f.frame(30, 8).lines[6] == "   row 7")
    }

    @Test("Moving up past the top scrolls up; the first row brings its header back")
    func up() {
        let f = fixture(rows: 50)
        f.type("G")
        #expect(f.frame(30, 8).lines[6] == "   Add item…")
        f.press(.home)
        #expect(f.frame(30, 8).lines[1] == " Long")
        #expect(cursorLine(f) == 2)
    }

    @Test("Page down and up move by a screen; the position reads n/total with grouping")
    func paging() {
        let f = fixture(rows: 4_000)
        f.resize(30, 8)  // paging moves by the height of the screen
        f.press(.pageDown)
        #expect(f.frame(30, 8).lines[7].contains("6/4,001"))
        f.press(.pageDown, .pageUp)
        #expect(f.frame(30, 8).lines[7].contains("6/4,001"))
        f.type("G")
        #expect(f.frame(30, 8).lines[7].contains("4,001/4,001"))
    }

    @Test("A resize keeps the cursor visible")
    func resize() {
        let f = fixture(rows: 50)
        f.type("jjjjjjjjjj")
        #expect(f.frame(30, 20).lines.contains("   row 11"))
        #expect(f.frame(30, 5).lines.contains("   row 11"), "shrinking brings the cursor's row into the smaller screen")
    }
}
