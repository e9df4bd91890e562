import TableTerminal

/// The figures of one `make bench` run, printed as a table at the end.
final class Report {
    private(set) var results: [Measurement] = []

    func record(_ name: String, table: String, operations: Int, _ median: Duration, p90: Duration? = nil) {
        results.append(Measurement(name: name, table: table, operations: operations, median: median, p90: p90))
        print("  \(name) [\(table)]: \(median.readable)" + (p90.map { ", p90 \($0.readable)" } ?? ""))
    }

    func printTable() {
        let nameWidth = max(9, results.map(\.name.count).max() ?? 0)
        let tableWidth = max(5, results.map(\.table.count).max() ?? 0)
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        func padLeft(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }
        print("")
        print("ListEdit benchmarks: release build, medians of 5 to 201 runs")
        print("")
        print("| \(pad("operation", nameWidth)) | \(pad("table", tableWidth)) |    median |    per op |       p90 |")
        print("|\(String(repeating: "-", count: nameWidth + 2))|\(String(repeating: "-", count: tableWidth + 2))|-----------:|-----------:|-----------:|")
        for m in results {
            let p90 = m.p90?.readable ?? ""
            print("| \(pad(m.name, nameWidth)) | \(pad(m.table, tableWidth)) | \(padLeft(m.median.readable, 9)) | \(padLeft(m.perOperation.readable, 9)) | \(padLeft(p90, 9)) |")
        }
    }
}

/// "1,000,000 rows".
func rowsLabel(_ n: Int) -> String { n.groupedDigits + " rows" }
