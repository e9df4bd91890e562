// `make bench`: TableKit's and the terminal view's costs on large tables, as a release
// build; every figure is a median of several runs, printed as a table at the end.
let report = Report()
print("Measuring…")
do {
    try runTableKitBenchmarks(report)
    try runTerminalBenchmarks(report)
} catch {
    print("benchmark failed: \(error)")
}
report.printTable()
