import TableKit

// `make bench`: TableKit's costs on large tables, as a release build, medians of several runs.

var results: [Measurement] = []

@MainActor func record(_ name: String, table: String, operations: Int, _ median: Duration) {
    let m = Measurement(name: name, table: table, operations: operations, median: median)
    results.append(m)
    print("  \(name) [\(table)]: \(median.readable)")
}

// MARK: - Validating and applying batches

@MainActor func measureBatch(updates: Int, rows: Int) throws {
    let batch = RandomRowBatch(count: updates, rows: rows)
    let median = try Measure.median(runs: 7, setUp: { () -> (Table, CountsOnlyDataSource) in
        let source = CountsOnlyDataSource([rows])
        return (Table(dataSource: source), source)
    }) { state in
        let table = state.0
        table.beginUpdates()
        try table.deleteRows(at: batch.deletes)
        for (from, to) in batch.moves { try table.moveRow(at: from, to: to) }
        try table.insertRows(at: batch.inserts)
        try table.endUpdates()
    }
    record("validate + apply \(grouped(batch.operationCount)) updates", table: "\(grouped(rows)) rows",
           operations: batch.operationCount, median)
}

print("Measuring…")
for updates in [1_000, 10_000, 100_000] { try measureBatch(updates: updates, rows: 1_000_000) }
try measureBatch(updates: 1_000, rows: 10_000)

// MARK: - One keystroke's update

let singleDelete = try Measure.median(runs: 101, setUp: { () -> (Table, CountsOnlyDataSource) in
    let source = CountsOnlyDataSource([1_000_000])
    return (Table(dataSource: source), source)
}) { state in
    state.1.counts[0] -= 1
    try state.0.deleteRows(at: [IndexPath(row: 500_000, section: 0)])
}
record("delete one row", table: "1,000,000 rows", operations: 1, singleDelete)

// MARK: - Editing mode

let editingSource = CountsOnlyDataSource([1_000_000])
let editingTable = Table(dataSource: editingSource)
let toggles = 1_000
let enterEditing = Measure.median(runs: 7, setUp: {}) { _ in
    for _ in 0..<toggles {
        editingTable.setEditing(true)
        editingTable.setEditing(false)
    }
}
record("enter + leave editing mode", table: "1,000,000 rows", operations: toggles, enterEditing)

editingTable.setEditing(true)
let visibleRows = 50
let controls = Measure.median(runs: 101, setUp: {}) { _ in
    for row in 0..<visibleRows { _ = editingTable.controls(forRowAt: IndexPath(row: 400_000 + row, section: 0)) }
}
record("controls for a screen of \(visibleRows) rows", table: "1,000,000 rows", operations: visibleRows, controls)

// MARK: - Undo

@MainActor func measureUndo(updates: Int, rows: Int, arrays: Bool) throws {
    let batch = RandomRowBatch(count: updates, rows: rows)
    let median = try Measure.median(runs: 5, setUp: { () -> (Table, AnyObject) in
        let source: any TableUndoableDataSource = arrays ? ArrayUndoableDataSource(rows: rows) : CountsOnlyUndoableDataSource([rows])
        let table = Table(dataSource: source)
        try! table.edit { edit in
            edit.deleteRows(at: batch.deletes)
            for (from, to) in batch.moves { edit.moveRow(at: from, to: to) }
            for path in batch.inserts { edit.insertRow("new", at: path) }
        }
        return (table, source)
    }) { state in
        try state.0.undo()
    }
    let what = arrays ? "undo a \(grouped(batch.operationCount))-operation batch, arrays included"
        : "undo a \(grouped(batch.operationCount))-operation batch, table only"
    record(what, table: "\(grouped(rows)) rows", operations: batch.operationCount, median)
}

try measureUndo(updates: 100_000, rows: 1_000_000, arrays: false)
try measureUndo(updates: 100_000, rows: 1_000_000, arrays: true)

// MARK: - The table

let nameWidth = max(9, results.map(\.name.count).max()!)
let tableWidth = max(5, results.map(\.table.count).max()!)
func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
func padLeft(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }

print("")
print("TableKit benchmarks: release build, median of 5 to 101 runs")
print("")
print("| \(pad("operation", nameWidth)) | \(pad("table", tableWidth)) |    median |    per op |")
print("|\(String(repeating: "-", count: nameWidth + 2))|\(String(repeating: "-", count: tableWidth + 2))|-----------:|-----------:|")
for m in results {
    print("| \(pad(m.name, nameWidth)) | \(pad(m.table, tableWidth)) | \(padLeft(m.median.readable, 9)) | \(padLeft(m.perOperation.readable, 9)) |")
}
