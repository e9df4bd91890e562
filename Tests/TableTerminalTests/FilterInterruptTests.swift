import Testing
import TableKit
import TableTerminal
import TestSupport

/// Rows numbered `row 0`, `row 1`, …: many, and asked for one at a time (no search of its
/// own), so that the view's filter asks whether to stop every few thousand rows.
private final class NumberedRows: TableDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { count }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { "row \(indexPath.row)" }
}

/// A filter over many rows never makes a key wait for its search: a key typed while it
/// searches stops it, the query typed on is searched next, and a query whose search was
/// stopped is searched again at the next tick.
@Suite("The filter stops for keys")
struct FilterInterruptTests {
    private static let rows = 60_000

    /// The run loop on `script`, over `rows` numbered rows; the program once the script ran out.
    private func run(_ script: [MemoryTerminal.ScriptedInput], rows: Int = rows) -> (ListProgram, MemoryTerminal) {
        _ = TestLocale.ready
        let source = NumberedRows(rows)
        let table = Table(dataSource: source)
        let program = ListProgram(table: table, options: ViewOptions(title: "rows", animations: false),
                                  size: Size(width: 60, height: 10), clock: { 0 })
        let terminal = MemoryTerminal(size: Size(width: 60, height: 10), script: script)
        _ = RunLoop.run(program, on: terminal)
        withExtendedLifetime(source) {}
        return (program, terminal)
    }

    private func count(matching needle: String, rows: Int = rows) -> Int {
        (0..<rows).count { "row \($0)".contains(needle) }
    }

    private func keys(_ typed: String) -> [MemoryTerminal.ScriptedInput] { typed.map { .input(.key(.character($0))) } }

    @Test("A key typed while the search runs stops it: the frame says searching, and the query typed on is searched in full")
    func keyStopsTheSearch() throws {
        let (program, terminal) = run(keys("/12") + [.timeout, .timeout])
        let afterOne = terminal.frames[2].lines.joined(separator: "\n")
        #expect(afterOne.contains("searching…"), "the search for 1 stopped for the 2 typed after it:\n\(afterOne)")
        #expect(program.state.unsearchedFilter == nil)
        let filter = try #require(program.state.filter)
        #expect(filter.query.text == "12")
        #expect(filter.count == count(matching: "12"))
        #expect(terminal.frames.last?.lines.last?.contains("\(count(matching: "12").groupedDigits) of 60,000") == true)
    }

    @Test("A search stopped by a key that types nothing (a resize) is searched again at the next tick")
    func tickSearchesAgain() throws {
        let (program, _) = run(keys("/1") + [.resize(Size(width: 60, height: 12)), .timeout, .timeout])
        #expect(program.state.unsearchedFilter == nil)
        let filter = try #require(program.state.filter, "the tick searched the query the resize stopped")
        #expect(filter.query.text == "1" && filter.count == count(matching: "1"))
    }

    @Test("Keys typed at once after Enter act on the rows of the query typed, not on those of the search a key stopped")
    func keysAfterEnterWaitForTheSearch() throws {
        let (program, terminal) = run(keys("/5") + [.input(.key(.enter))] + keys("j") + [.timeout])
        #expect(terminal.frames.contains { $0.lines.joined().contains("searching…") }, "the search was stopped by Enter")
        #expect(program.state.filter?.query.text == "5" && program.state.filter?.count == count(matching: "5"))
        #expect(program.state.cursor == IndexPath(row: 15, section: 0), "j from row 5 to the next row kept, row 15")
    }

    @Test("Ctrl-C while a search that Enter stopped waits stops it, with a word, rather than quitting")
    func controlCStopsThePendingSearch() throws {
        let (program, terminal) = run(keys("/1") + [.input(.key(.enter)), .input(.key(.control("c"))), .timeout])
        #expect(program.state.filter == nil && program.state.unsearchedFilter == nil)
        #expect(terminal.frames.last?.lines.last?.contains("Search for 1 stopped") == true, "\(terminal.frames.last?.lines.last ?? "")")
    }

    @Test("Esc after a filter that kept nothing: the cursor back where it was when / was typed")
    func escapeAfterNothingKept() throws {
        let (program, _) = run(keys("40G/zzz") + [.timeout, .input(.key(.enter)), .input(.key(.escape)), .timeout], rows: 100)
        #expect(program.state.filter == nil)
        #expect(program.state.cursor == IndexPath(row: 39, section: 0))
    }

    @Test("Nothing typed meanwhile: the search runs to its end at once")
    func noKeyNoStop() throws {
        let (program, terminal) = run(keys("/1") + [.timeout])
        #expect(!terminal.frames.contains { $0.lines.joined().contains("searching…") })
        #expect(program.state.filter?.count == count(matching: "1"))
    }

    @Test("A search of more than a million rows comes after its key's frame: the key typed and searching… show first")
    func bigSearchAfterTheFrame() throws {
        let rows = 1_100_000
        let (program, terminal) = run(keys("/1") + [.timeout, .timeout], rows: rows)
        let afterKey = terminal.frames[2].lines.joined(separator: "\n")
        #expect(afterKey.contains("/1") && afterKey.contains("searching…"), "\(afterKey)")
        #expect(program.state.filter?.count == count(matching: "1", rows: rows), "searched at the tick")
        #expect(program.state.unsearchedFilter == nil)
    }

    @Test("n through many rows that match nothing: a key typed meanwhile waits for it and then acts; Esc stops it")
    func searchAgainStops() throws {
        let setUp = keys("/zzz") + [.timeout, .timeout, .input(.key(.enter)), .input(.key(.escape))]
        let (program, terminal) = run(setUp + keys("nj") + [.timeout], rows: 300_000)
        #expect(terminal.frames.contains { $0.lines.joined().contains("No row matches zzz") }, "n ran to its end")
        #expect(program.state.cursor == IndexPath(row: 1, section: 0), "j moved the cursor once n was done")
        #expect(program.state.filter == nil)

        let (stopped, stoppedTerminal) = run(setUp + keys("n") + [.input(.key(.escape))] + keys("j") + [.timeout], rows: 300_000)
        #expect(stoppedTerminal.frames.contains { $0.lines.joined().contains("Search for zzz stopped") }, "Esc stopped n")
        #expect(stopped.state.cursor == IndexPath(row: 1, section: 0), "the Esc was taken by n; j, typed after it, moved")
    }

    @Test("Esc after a query whose search a key stopped clears it: it is not searched later")
    func escapeClearsUnsearched() throws {
        let (program, _) = run(keys("/1") + [.input(.key(.enter)), .input(.key(.escape)), .timeout, .timeout])
        #expect(program.state.unsearchedFilter == nil && program.state.filter == nil)
        #expect(program.state.cursor == IndexPath(row: 0, section: 0))
    }
}
