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

    @Test("Page down and up scroll a page less one line and the cursor keeps its line on screen, as in less and vim")
    func paging() {
        let f = fixture(rows: 4_000)
        f.resize(30, 8)  // a body of 6 lines: the pinned header and 5 rows
        f.type("jj")
        #expect(cursorLine(f) == 4)
        f.press(.pageDown)
        var frame = f.frame(30, 8)
        #expect(frame.lines[1] == " Long", "the section's header stays pinned over its rows")
        #expect(frame.lines[2] == "   row 5", "the screen moved by 5 lines: the header, now pinned, and rows 1 to 4 went by")
        #expect(cursorLine(f) == 4, "the cursor kept its line")
        #expect(frame.lines[7].contains("7/4,001"))
        f.press(.pageDown, .pageUp)
        #expect(f.frame(30, 8).lines[7].contains("7/4,001"), "down and up again: back where it was")
        f.press(.pageUp)
        frame = f.frame(30, 8)
        #expect(frame.lines[2] == "   row 1", "back at the start: the header, then row 1")
        f.press(.pageUp)
        #expect(f.frame(30, 8).lines[7].contains("1/4,001"), "on the first page PgUp goes to the first row")
        f.type("G")
        #expect(f.frame(30, 8).lines[7].contains("4,001/4,001"))
        f.type("kk")
        f.press(.pageDown)
        #expect(f.frame(30, 8).lines[6] == " end", "the screen moved by the one line left: the footer")
        f.press(.pageDown)
        #expect(f.frame(30, 8).lines[7].contains("4,001/4,001"), "on the last page PgDn goes to the last row")
    }

    @Test("A resize keeps the cursor visible")
    func resize() {
        let f = fixture(rows: 50)
        f.type("jjjjjjjjjj")
        #expect(f.frame(30, 20).lines.contains("   row 11"))
        #expect(f.frame(30, 5).lines.contains("   row 11"), "shrinking brings the cursor's row into the smaller screen")
    }
}
