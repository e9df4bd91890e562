import LibC
import TableTerminal

// `make bench`: TableKit's, the terminal view's and the file layer's costs on large tables,
// as a release build; every figure is a median of several runs, printed as a table at the end.
// Arguments name the groups to run (tablekit, terminal, document, diffable, lists, commands, saves, filters); none runs all.
let groups: [(name: String, run: (Report) throws -> Void)] = [
    ("tablekit", runTableKitBenchmarks), ("terminal", runTerminalBenchmarks), ("document", runDocumentBenchmarks),
    ("diffable", runDiffableBenchmarks), ("lists", runListBenchmarks), ("commands", runCommandBenchmarks),
    ("saves", runSaveBenchmarks), ("filters", runFilterBenchmarks),
]
let chosen = Set(CommandLine.arguments.dropFirst())
if let unknown = chosen.first(where: { name in !groups.contains { $0.name == name } }) {
    print("unknown benchmark group \(unknown); the groups are: \(groups.map(\.name).joined(separator: ", "))")
    exit(2)
}
// Widths as the app counts them: a UTF-8 character type, whatever the environment says.
_ = DisplayWidth.prepareLocale(fromEnvironment: false)
let report = Report()
print("Measuring…")
do {
    for group in groups where chosen.isEmpty || chosen.contains(group.name) {
        try group.run(report)
    }
} catch {
    print("benchmark failed: \(error)")
}
report.printTable()
