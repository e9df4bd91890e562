import Testing
import TableKit
import TableTerminal

/// Row indexes and counts are 64-bit wherever rows are counted: a table of five billion rows
/// (more than 2^32), made up rather than stored, moves, draws, counts and deletes, and every
/// step costs what it would on a small one (anything proportional to the rows would not end).
@Suite("Beyond 2^32 rows")
struct BeyondFourBillionRowsTests {
    /// Rows `Row 1` … `Row 5,000,000,000`, minus the ones deleted: a sorted list of the
    /// numbers gone, so a row's text is the number of the row at its place.
    final class SyntheticRows: TableEditingDataSource {
        private(set) var count: Int
        private var deleted: [Int] = []

        init(count: Int) { self.count = count }

        func numberOfSections(in table: Table) -> Int { 1 }
        func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { count }

        /// The number shown at place `row`: the (row+1)th number not deleted.
        func number(at row: Int) -> Int {
            var number = row + 1
            for gone in deleted where gone <= number { number += 1 }
            return number
        }

        func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { "Row \(number(at: indexPath.row))" }

        func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
            deleted.append(number(at: indexPath.row))
            deleted.sort()
            count -= 1
            try table.deleteRows(at: [indexPath])
        }
    }

    private static let rows = 5_000_000_000

    @Test("G, 4294967297G, k and PgUp move across 2^32; the status counts past it; a delete there takes one row")
    func beyond() throws {
        _ = TestLocale.ready
        let rows = SyntheticRows(count: Self.rows)
        let table = Table(dataSource: rows, delegate: nil)
        #expect(table.totalNumberOfRows == Self.rows)
        let program = ListProgram(table: table, options: ViewOptions(title: "Synthetic", animations: false),
                                  size: Size(width: 60, height: 10), clock: { 0 })
        let terminal = MemoryTerminal(size: Size(width: 60, height: 10))
        func type(_ text: String) {
            for c in text { _ = RunLoop.dispatch(.key(.character(c)), to: program, on: terminal) }
        }
        func status() -> String { program.render().frame.lines.last ?? "" }
        func cursorText() -> String? { program.state.cursor.map { rows.table(table, textForRowAt: $0) } }

        type("G")
        #expect(program.state.cursor == IndexPath(row: Self.rows - 1, section: 0))
        #expect(status().contains("5,000,000,000/5,000,000,000"), "\(status())")
        #expect(program.render().frame.lines.contains { $0.contains("Row 5000000000") })

        type("4294967297G")
        #expect(program.state.cursor == IndexPath(row: 4_294_967_296, section: 0), "past UInt32.max")
        #expect(cursorText() == "Row 4294967297")
        #expect(status().contains("4,294,967,297/5,000,000,000"), "\(status())")

        type("k")
        #expect(cursorText() == "Row 4294967296")
        _ = RunLoop.dispatch(.key(.pageUp), to: program, on: terminal)
        #expect(program.state.cursor.map { $0.row } ?? 0 < 4_294_967_295)

        type("4294967297Gdd")
        #expect(table.totalNumberOfRows == Self.rows - 1)
        #expect(cursorText() == "Row 4294967298", "the row after the deleted one takes its place")
        #expect(status().contains("4,294,967,297/4,999,999,999"), "\(status())")
    }
}
