import LibC
import ListDocument
import ListEditApp
import TableKit

/// The filter's keys on big files like the peer benchmark's: 10,000,000 lines by default;
/// `BENCH_FILTER_SIZES=10m,100m` adds 100,000,000 (about 3 GiB under /tmp, and about 5 GiB
/// of memory).
func runFilterBenchmarks(_ report: Report) throws {
    for lines in try lineCounts(from: "BENCH_FILTER_SIZES", default: "10m") {
        let path = "/tmp/listedit-bench-filter-\(getpid()).txt"
        try writeLinesFile(lines, to: path)
        defer { unlink(path) }
        var info = stat()
        stat(path, &info)
        let file = try DocumentFile(path: path)
        let table = Table(dataSource: file.document, delegate: file.document)
        measureFilter(report, table: table, label: rowsLabel(lines) + " (\(Int(info.st_size) >> 20) MiB)",
                      rounds: lines > 20_000_000 ? 3 : 7)
    }
}
