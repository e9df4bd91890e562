import Testing
import TableKit
import TableTerminal
import SampleList
import TestSupport

/// What vim and less users type: counts, half pages, ZZ and ZQ, and the `:` command line.
@Suite("Counts and vim commands")
struct VimKeysTests {
    /// A list of 100 rows (and the placeholder) on a 40×12 screen.
    private func long() -> ViewFixture {
        ViewFixture(list: SampleList(sections: [
            TableSection(header: "Long", footer: "end", rows: (1...100).map { "row \($0)" } + ["Add item…"]),
        ]), size: Size(width: 40, height: 12))
    }

    private func row(_ f: ViewFixture) -> Int? { f.state.cursor.map { $0.row + 1 } }

    @Test("A count moves that many rows: 3j, 5k; 12G goes to row 12, gg and G without a count to the ends")
    func countedMotions() {
        let f = long()
        f.type("3j")
        #expect(row(f) == 4)
        f.type("12j5k")
        #expect(row(f) == 11)
        f.type("42G")
        #expect(row(f) == 42)
        f.type("gg")
        #expect(row(f) == 1)
        f.type("G")
        #expect(row(f) == 101)
        f.type("7g")
        #expect(row(f) == 7, "a count before g goes to that row too")
    }

    @Test("The count typed so far shows on the status line, as vim's showcmd")
    func countShown() {
        let f = long()
        f.type("12")
        #expect(f.frame(40, 12).lines[11].hasPrefix(" LIST 1/101 12"))
        f.type("j")
        #expect(f.state.pendingCount == nil)
        #expect(!f.frame(40, 12).lines[11].hasPrefix(" LIST 13/101 12"))
    }

    @Test("With rows checked, counts still count: v 3j moves three rows, 5G goes to row 5")
    func countsWithCheckedRows() {
        let f = long()
        f.type("v")
        #expect(f.table.numberOfSelectedRows == 1)
        f.type("3j")
        #expect(row(f) == 4)
        f.type("5G")
        #expect(row(f) == 5)
        #expect(f.table.numberOfSelectedRows == 1, "the check stays where it was")
    }

    @Test("4J moves the row four places as one undo step")
    func countedMove() {
        let f = long()
        f.type("e4J")
        #expect(f.list.model.sections[0].rows[4] == "row 1")
        #expect(row(f) == 5)
        f.type("u")
        #expect(f.list.model.sections[0].rows[0] == "row 1", "one u undoes all four places")
    }

    @Test("Ctrl-D and Ctrl-U move half a page and the cursor keeps its line on screen")
    func halfPages() {
        let f = long()
        f.type("jj")  // row 3, on the 4th body line (after the header)
        f.press(.control("d"))
        #expect(row(f) == 7, "half of 10 lines: the header and rows 1 to 4 went by; the header is now pinned")
        #expect(f.frame(40, 12).lines[4] == "   row 7", "still on the 4th body line")
        f.press(.control("u"))
        #expect(row(f) == 3)
    }

    @Test("ZZ saves if there are changes and quits; ZQ quits without saving; Z then another key says what Z wants")
    func zz() {
        let f = ViewFixture()
        #expect(f.type("ZZ") == .exit(.quit))
        #expect(f.host.saves.isEmpty, "nothing to save: nothing saved")
        f.host.hasUnsavedChanges = true
        #expect(f.type("ZZ") == .exit(.quit))
        #expect(f.host.saves == [nil])
        f.host.hasUnsavedChanges = true
        #expect(f.type("ZQ") == .exit(.quit))
        #expect(f.host.saves == [nil], "ZQ saved nothing")
        #expect(f.type("Zx") == nil)
        #expect(f.state.status?.text == "ZZ saves and quits, ZQ quits without saving")
    }

    @Test(":w saves, :q asks when there are changes, :q! quits without saving, :wq and :x save and quit, :N goes to row N")
    func commands() {
        let f = ViewFixture()
        f.type(":w")
        #expect(f.frame(44, 12).lines[11] == ":w", "the command line is at the bottom")
        #expect(f.rendered(44, 12).cursor == Point(x: 2, y: 11))
        f.press(.enter)
        #expect(f.host.saves == [nil])
        f.type(":7")
        f.press(.enter)
        #expect(f.state.cursor == IndexPath(row: 1, section: 1), "row 7 is Eggs, the 2nd row of Groceries")
        f.host.hasUnsavedChanges = true
        f.type(":q")
        #expect(f.press(.enter) == nil)
        #expect(f.state.overlay == .quitPrompt)
        f.press(.escape)
        f.type(":q!")
        #expect(f.press(.enter) == .exit(.quit))
        #expect(f.host.saves == [nil])
        f.type(":wq")
        #expect(f.press(.enter) == .exit(.quit))
        #expect(f.host.saves == [nil, nil])
        f.type(":x")
        #expect(f.press(.enter) == .exit(.quit), "nothing left to save: :x just quits")
        #expect(f.host.saves == [nil, nil])
    }

    @Test("vim's forced and all-windows forms are the same commands (:w! :wq! :x! :qa :qa!); a row number past Int is the last row")
    func vimForms() {
        let f = ViewFixture()
        f.type(":w!")
        f.press(.enter)
        #expect(f.host.saves == [nil], ":w! saves")
        f.host.hasUnsavedChanges = true
        f.type(":qa")
        f.press(.enter)
        #expect(f.state.overlay == .quitPrompt, ":qa asks, as :q")
        f.press(.escape)
        f.type(":99999999999999999999")
        f.press(.enter)
        #expect(f.state.status == nil, "not an unknown command")
        #expect(f.state.cursor == IndexPath(row: f.table.numberOfRows(inSection: 1) - 1, section: 1), "the last row")
        f.type(":wq!")
        #expect(f.press(.enter) == .exit(.quit))
        #expect(f.host.saves == [nil, nil])
        let g = ViewFixture()
        g.host.hasUnsavedChanges = true
        g.type(":qa!")
        #expect(g.press(.enter) == .exit(.quit))
        #expect(g.host.saves.isEmpty)
    }

    @Test("An unknown command or key says so on the status line")
    func unknown() {
        let f = ViewFixture()
        f.type(":frobnicate")
        f.press(.enter)
        #expect(f.state.status == StatusMessage(text: "Not a command: :frobnicate (:w :q :x :sort :!cmd :g/text/d :$ :N — ? lists them)", isError: true))
        f.type("X")
        #expect(f.state.status?.text == "Unknown key: X")
        #expect(f.terminal.bells == 1)
        f.press(.control("g"))
        #expect(f.state.status?.text == "Unknown key: ^G")
        f.type("J")
        #expect(f.state.status?.text == "J works in editing mode: e enters it")
        #expect(f.terminal.bells == 3)
    }
}
