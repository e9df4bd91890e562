import Glibc
import ListDocument
import TableKit
import TableTerminal

/// Opening a file of 1,000,000 lines like the peer benchmark's (`Item 0000123 — amber
/// falcon`, 20–40 bytes a line): reading it, finding its rows, both; then the keys of the
/// terminal benchmark on it.
func runDocumentBenchmarks(_ report: Report) throws {
    let lines = 1_000_000
    let path = "/tmp/listedit-bench-\(getpid()).txt"
    let words = ["amber", "falcon", "cobalt", "river", "quiet", "ember", "lunar", "maple"]
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines * 32)
    for i in 1...lines {
        let number = String(i)
        let text = "Item " + String(repeating: "0", count: 7 - number.count) + number + " — "
            + words[i % words.count] + " " + words[(i / 8) % words.count] + "\n"
        bytes += text.utf8
    }
    let fileSystem = PosixFileSystem()
    let descriptor = try fileSystem.open(path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
    try fileSystem.write(descriptor, bytes[...], path: path)
    try fileSystem.close(descriptor, path: path)
    defer { unlink(path) }

    let label = rowsLabel(lines) + " (\(bytes.count >> 20) MiB)"
    report.record("read a file", table: label, operations: 1,
                  try Measure.median(runs: 11, setUp: {}) { _ in _ = try fileSystem.read(path, limit: nil) })
    report.record("find the rows of a file read", table: label, operations: 1,
                  try Measure.median(runs: 11, setUp: {}) { _ in _ = try ListDocument(bytes: bytes, format: .lines) })
    report.record("open a file (read + rows)", table: label, operations: 1,
                  try Measure.median(runs: 11, setUp: {}) { _ in _ = try DocumentFile(path: path) })
    // The keys again, on rows drawn from the file's bytes rather than from strings.
    let file = try DocumentFile(path: path)
    measureKeys(report, table: Table(dataSource: file.document, delegate: file.document), label: label)
}

// As the app does (Sources/listedit/ListDocument+View.swift): rows are drawn from their bytes.
extension ListDocument: RowBytesSource {}
