import LibC
import ListDocument

/// Saving big files after one edit against `cp` + `fsync` of the same file: 10,000,000 lines
/// (about 300 MiB) by default; `BENCH_SAVE_SIZES=10m,100m` adds 100,000,000 (about 3 GiB: it
/// needs that much free disk under /tmp twice over, and about 8 GiB of memory).
func runSaveBenchmarks(_ report: Report) throws {
    for lines in try lineCounts(from: "BENCH_SAVE_SIZES", default: "10m") {
        try withLinesFile(lines, named: "save") { path, label in
            try measureSave(report, path: path, label: label, runs: lines > 20_000_000 ? 3 : 5)
        }
    }
}
