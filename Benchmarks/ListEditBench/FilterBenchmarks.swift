import LibC
import ListDocument
import ListEditApp
import TableKit

/// The filter's keys on big files like the peer benchmark's: 10,000,000 lines by default;
/// `BENCH_FILTER_SIZES=10m,100m` adds 100,000,000 (about 3 GiB under /tmp, and about 5 GiB
/// of memory).
func runFilterBenchmarks(_ report: Report) throws {
    for lines in try lineCounts(from: "BENCH_FILTER_SIZES", default: "10m") {
        try withLinesFile(lines, named: "filter") { path, label in
            let file = try DocumentFile(path: path)
            let table = Table(dataSource: file.document, delegate: file.document)
            measureFilter(report, table: table, label: label, rounds: lines > 20_000_000 ? 3 : 7)
        }
    }
}
