import LibC
import ListDocument
import ListEditApp
import TableKit
import TableTerminal

/// The filter's keys on big files like the peer benchmark's: 10,000,000 lines by default;
/// `BENCH_FILTER_SIZES=10m,100m` adds 100,000,000 (about 3 GiB under /tmp, and about 5 GiB
/// of memory).
func runFilterBenchmarks(_ report: Report) throws {
    for lines in try lineCounts(from: "BENCH_FILTER_SIZES", default: "10m") {
        try withLinesFile(lines, named: "filter") { path, label in
            let file = try DocumentFile(path: path)
            let table = Table(dataSource: file.document, delegate: file.document)
            measureFilter(report, table: table, label: label, rounds: lines > 20_000_000 ? 3 : 7)
            measureEditUnderFilter(report, table: table, label: label)
        }
    }
}

/// `dd` and `u` while the filter `0` keeps about half of the rows: each edit moves the kept
/// rows to where the update put them.
func measureEditUnderFilter(_ report: Report, table: Table, label: String, runs: Int = 7) {
    let program = ListProgram(
        table: table, options: ViewOptions(title: "Bench", animations: false), size: Size(width: 80, height: 24),
        clock: { 0 })
    program.inputIsPending = { false }
    program.send(keys: [.character("/"), .character("0")])
    while program.state.unsearchedFilter != nil { program.send(.tick) }
    program.send(keys: [.enter])
    blackHole(program.render())
    let clock = ContinuousClock()
    var deletes: [Duration] = []
    var undos: [Duration] = []
    for _ in 0..<runs {
        var start = clock.now
        program.send(keys: [.character("d"), .character("d")])
        blackHole(program.render())
        deletes.append(clock.now - start)
        start = clock.now
        program.send(keys: [.character("u")])
        blackHole(program.render())
        undos.append(clock.now - start)
    }
    let kept = program.state.filter.map { "\($0.count) kept" } ?? "no filter"
    report.record("dd under a filter keeping about half the rows (\(kept))", table: label, operations: 1,
                  Measure.percentile(deletes, 0.5), p90: Measure.percentile(deletes, 0.9))
    report.record("u under the same filter", table: label, operations: 1,
                  Measure.percentile(undos, 0.5), p90: Measure.percentile(undos, 0.9))
}
