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

    @Test("A cursor already on screen leaves the top where it is")
    func staysPut() {
        let t = table
        #expect(Scrolling.top(keeping: row(3), visible: .row(row(1)), height: 5, in: t) == .row(row(1)))
        #expect(Scrolling.top(keeping: row(5), visible: .row(row(1)), height: 5, in: t) == .row(row(1)), "the last line")
    }

    @Test("Below the screen: the cursor's row becomes the last line")
    func below() {
        let t = table
        #expect(Scrolling.top(keeping: row(6), visible: .row(row(1)), height: 5, in: t) == .row(row(2)))
        #expect(Scrolling.top(keeping: row(1, 1), visible: .header(0), height: 4, in: t) == .footer(0),
                "four lines ending at b1: a's footer, B's header, b0, b1")
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
        #expect(Scrolling.top(keeping: row(2, 1), visible: .row(row(40)), height: 3, in: t) == .row(row(0, 1)))
        #expect(Scrolling.top(keeping: nil, visible: nil, height: 3, in: t) == .header(0), "no cursor: the start")
    }

    @Test("Lines above are never hidden while the screen has room below the last line (a taller terminal, rows gone)")
    func noRoomLeftBelow() {
        let t = table
        #expect(Scrolling.top(keeping: row(9), visible: .row(row(9)), height: 10, in: t) == .row(row(6)),
                "a9 to b's footer is 7 lines: three more come in above")
        #expect(Scrolling.top(keeping: row(2, 1), visible: .footer(0), height: 20, in: t) == .header(0), "all 17 lines fit")
        #expect(Scrolling.top(keeping: row(2, 1), visible: .footer(0), height: 5, in: t) == .footer(0), "a full screen stays")
    }
}
