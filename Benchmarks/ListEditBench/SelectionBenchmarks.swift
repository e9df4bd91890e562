import TableKit
import TableTerminal
import TestSupport

/// Selection at a million rows: a range followed through a one-row update, and deleting a
/// hundred thousand selected rows (then undoing it), as one range and scattered.
func runSelectionBenchmarks(_ report: Report) throws {
    let rows = 1_000_000
    let selected = 100_000

    // A selected range through a keystroke's one-row update.
    let follow = try Measure.median(runs: 101, setUp: { () -> (Table, CountsDataSource) in
        let source = CountsDataSource([rows])
        let table = Table(dataSource: source)
        table.allowsMultipleSelection = true
        try! table.selectRows(from: IndexPath(row: 200_000, section: 0), through: IndexPath(row: 200_000 + selected - 1, section: 0))
        return (table, source)
    }) { state in
        state.1.counts[0] -= 1
        try state.0.deleteRows(at: [IndexPath(row: 250_000, section: 0)])
    }
    report.record("delete one row inside a selected range of \(selected.groupedDigits)", table: "\(rows.groupedDigits) rows",
                  operations: 1, follow)

    /// A table in editing mode with `selected` rows selected: one range, or every tenth row.
    func selectedTable<Source: TableEditingDataSource>(_ source: Source, scattered: Bool) -> Table {
        let table = Table(dataSource: source)
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true)
        if scattered {
            for row in stride(from: 0, to: selected * 10, by: 10) { try! table.selectRow(at: IndexPath(row: row, section: 0)) }
        } else {
            try! table.selectRows(from: IndexPath(row: 300_000, section: 0), through: IndexPath(row: 300_000 + selected - 1, section: 0))
        }
        return table
    }

    for scattered in [false, true] {
        for arrays in [false, true] {
            func makeSource() -> any TableEditingDataSource {
                arrays ? EditableArrayDataSource(rows: rows) : EditableCountsDataSource([rows])
            }
            let what = (scattered ? "every 10th row" : "one range") + (arrays ? ", arrays included" : ", table only")
            let delete = try Measure.median(runs: 5, setUp: { () -> (Table, AnyObject) in
                let source = makeSource()
                return (selectedTable(source, scattered: scattered), source)
            }) { state in
                let deleted = try state.0.deleteSelectedRows()
                precondition(deleted == selected)
            }
            report.record("delete \(selected.groupedDigits) selected rows (\(what))", table: "\(rows.groupedDigits) rows",
                          operations: selected, delete)
            let undo = try Measure.median(runs: 5, setUp: { () -> (Table, AnyObject) in
                let source = makeSource()
                let table = selectedTable(source, scattered: scattered)
                try! table.deleteSelectedRows()
                return (table, source)
            }) { state in
                try state.0.undo()
            }
            report.record("undo deleting \(selected.groupedDigits) selected rows (\(what))", table: "\(rows.groupedDigits) rows",
                          operations: selected, undo)
        }
    }
}
