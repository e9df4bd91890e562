import TableKit
import TableTerminal
import TestSupport

/// TableKit's costs on large tables.
func runTableKitBenchmarks(_ report: Report) throws {

// MARK: - Validating and applying batches

func measureBatch(updates: Int, rows: Int) throws {
    let batch = RandomRowBatch(count: updates, rows: rows)
    let median = try Measure.median(runs: 7, setUp: { () -> (Table, CountsDataSource) in
        let source = CountsDataSource([rows])
        return (Table(dataSource: source), source)
    }) { state in
        let table = state.0
        table.beginUpdates()
        try table.deleteRows(at: batch.deletes)
        for (from, to) in batch.moves { try table.moveRow(at: from, to: to) }
        try table.insertRows(at: batch.inserts)
        try table.endUpdates()
    }
    report.record("validate + apply \(batch.operationCount.groupedDigits) updates", table: "\(rows.groupedDigits) rows",
           operations: batch.operationCount, median)
}

for updates in [1_000, 10_000, 100_000] { try measureBatch(updates: updates, rows: 1_000_000) }
try measureBatch(updates: 1_000, rows: 10_000)

// MARK: - One keystroke's update

let singleDelete = try Measure.median(runs: 101, setUp: { () -> (Table, CountsDataSource) in
    let source = CountsDataSource([1_000_000])
    return (Table(dataSource: source), source)
}) { state in
    state.1.counts[0] -= 1
    try state.0.deleteRows(at: [IndexPath(row: 500_000, section: 0)])
}
report.record("delete one row", table: "1,000,000 rows", operations: 1, singleDelete)

// MARK: - Editing mode

let editingSource = CountsDataSource([1_000_000])
let editingTable = Table(dataSource: editingSource)
let toggles = 1_000
let enterEditing = Measure.median(runs: 7, setUp: {}) { _ in
    for _ in 0..<toggles {
        editingTable.setEditing(true)
        editingTable.setEditing(false)
    }
}
report.record("enter + leave editing mode", table: "1,000,000 rows", operations: toggles, enterEditing)

editingTable.setEditing(true)
let visibleRows = 50
let controls = Measure.median(runs: 101, setUp: {}) { _ in
    for row in 0..<visibleRows { _ = editingTable.controls(forRowAt: IndexPath(row: 400_000 + row, section: 0)) }
}
report.record("controls for a screen of \(visibleRows) rows", table: "1,000,000 rows", operations: visibleRows, controls)

// MARK: - Undo

func measureUndo(updates: Int, rows: Int, arrays: Bool) throws {
    let batch = RandomRowBatch(count: updates, rows: rows)
    let median = try Measure.median(runs: 5, setUp: { () -> (Table, AnyObject) in
        let source: any TableUndoableDataSource<String, TableSection<String>> =
            arrays ? ArrayUndoableDataSource(rows: rows) : CountsOnlyUndoableDataSource([rows])
        let table = Table(dataSource: source)
        try! edit(table, of: source, batch)
        return (table, source)
    }) { state in
        try state.0.undo()
    }
    let what = arrays ? "undo a \(batch.operationCount.groupedDigits)-operation batch, arrays included"
        : "undo a \(batch.operationCount.groupedDigits)-operation batch, table only"
    report.record(what, table: "\(rows.groupedDigits) rows", operations: batch.operationCount, median)
}

func edit<Source: TableUndoableDataSource<String, TableSection<String>>>(_ table: Table, of source: Source, _ batch: RandomRowBatch) throws {
    try table.edit(of: source) { edit in
        edit.deleteRows(at: batch.deletes)
        for (from, to) in batch.moves { edit.moveRow(at: from, to: to) }
        for path in batch.inserts { edit.insertRow("new", at: path) }
    }
}

try measureUndo(updates: 100_000, rows: 1_000_000, arrays: false)
try measureUndo(updates: 100_000, rows: 1_000_000, arrays: true)

try runSelectionBenchmarks(report)
}
