import Testing
import TableKit
import TableTerminal
import SampleList

/// `Scrolling.top` on its own: the top line that keeps the cursor visible.
@Suite("Scrolling.top")
struct ScrollingFunctionTests {
    /// Two sections with headers and footers: 1 + 10 + 1 lines, then 1 + 3 + 1.
    let list = SampleList(sections: [
        TableSection(header: "A", footer: "a", rows: (0..<10).map { "a\($0)" }),
        TableSection(header: "B", footer: "b", rows: ["b0", "b1", "b2"]),
    ])
    var table: Table { Table(dataSource: list) }

    private func row(_ r: Int, _ s: Int = 0) -> IndexPath { IndexPath(row: r, section: s) }

    @Test("A cursor already on screen leaves the top where it is (under a pinned header, a screen of 5 shows 4 rows)")
    func staysPut() {
        let t = table
        #expect(Scrolling.top(keeping: row(3), visible: .row(row(1)), height: 5, in: t) == .row(row(1)))
        #expect(Scrolling.top(keeping: row(4), visible: .row(row(1)), height: 5, in: t) == .row(row(1)),
                "the last line: A pinned, a1, a2, a3, a4")
        #expect(Scrolling.top(keeping: row(4), visible: .header(0), height: 5, in: t) == .row(row(1)),
                "from the header down, A, a0, a1, a2, a3 hides a4: the screen moves to A pinned over a1 to a4")
    }

    @Test("Below the screen: the cursor's row becomes the last line, below the pinned header")
    func below() {
        let t = table
        #expect(Scrolling.top(keeping: row(5), visible: .row(row(1)), height: 5, in: t) == .row(row(2)),
                "A pinned, a2, a3, a4, a5")
        #expect(Scrolling.top(keeping: row(6), visible: .row(row(1)), height: 5, in: t) == .row(row(3)))
        #expect(Scrolling.top(keeping: row(1, 1), visible: .header(0), height: 4, in: t) == .header(1),
                "a's footer at the top would pin A above it and hide b1; B's header first shows B, b0, b1, b2")
    }

    @Test("The screen is filled: with the end of the body in view, no lines stay empty while lines above are hidden")
    func filled() {
        let t = table
        #expect(Scrolling.top(keeping: row(1, 1), visible: .row(row(0, 1)), height: 10, in: t) == .row(row(7)),
                "A pinned, a7, a8, a9, a's footer, B, b0, b1, b2, b's footer")
        #expect(Scrolling.top(keeping: row(2, 1), visible: .row(row(0, 1)), height: 30, in: t) == .header(0),
                "a screen taller than the body starts at its first line")
    }

    @Test("Above the screen: the cursor's row becomes the first line, with its header if it is the first row")
    func above() {
        let t = table
        #expect(Scrolling.top(keeping: row(4), visible: .row(row(6)), height: 5, in: t) == .row(row(4)))
        #expect(Scrolling.top(keeping: row(0, 1), visible: .footer(1), height: 5, in: t) == .header(1))
        #expect(Scrolling.top(keeping: row(0, 1), visible: .footer(1), height: 1, in: t) == .row(row(0, 1)),
                "one line: only the row fits")
    }

    @Test("A top line that no longer exists, or none, is replaced")
    func invalidTop() {
        let t = table
        #expect(Scrolling.top(keeping: row(0), visible: nil, height: 5, in: t) == .header(0), "with its header")
        #expect(Scrolling.top(keeping: row(2, 1), visible: .row(row(40)), height: 3, in: t) == .row(row(1, 1)),
                "B pinned, b1, b2")
        #expect(Scrolling.top(keeping: nil, visible: nil, height: 3, in: t) == .header(0), "no cursor: the start")
    }
}
