import LibC
import ListDocument

/// Saving big files after one edit against `cp` + `fsync` of the same file: 10,000,000 lines
/// (about 300 MiB) by default; `BENCH_SAVE_SIZES=10m,100m` adds 100,000,000 (about 3 GiB: it
/// needs that much free disk under /tmp twice over, and about 8 GiB of memory).
func runSaveBenchmarks(_ report: Report) throws {
    let sizes = (getenv("BENCH_SAVE_SIZES").map { String(cString: $0) } ?? "10m").split(separator: ",")
    for size in sizes {
        guard let millions = Int(size.dropLast()), size.last == "m", millions > 0 else {
            throw BenchFailure("BENCH_SAVE_SIZES: \(size) is not a number of millions of lines such as 10m")
        }
        let lines = millions * 1_000_000
        let path = "/tmp/listedit-bench-save-\(getpid()).txt"
        try writeLinesFile(lines, to: path)
        defer { unlink(path) }
        var info = stat()
        stat(path, &info)
        try measureSave(report, path: path, label: rowsLabel(lines) + " (\(Int(info.st_size) >> 20) MiB)", runs: lines > 20_000_000 ? 3 : 5)
    }
}

/// A file of `lines` lines like the peer benchmark's (`Item 0000123 — amber falcon`),
/// written a few MiB at a time.
private func writeLinesFile(_ lines: Int, to path: String) throws {
    let words = ["amber", "falcon", "cobalt", "river", "quiet", "ember", "lunar", "maple"]
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { throw BenchFailure("cannot write \(path)") }
    defer { close(descriptor) }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(8 << 20)
    for i in 1...lines {
        let number = String(i)
        buffer += "Item ".utf8
        if number.count < 7 { buffer += repeatElement(UInt8(ascii: "0"), count: 7 - number.count) }
        buffer += number.utf8
        buffer += " — ".utf8
        buffer += words[i % words.count].utf8
        buffer.append(0x20)
        buffer += words[(i / 8) % words.count].utf8
        buffer.append(0x0A)
        if buffer.count >= 8 << 20 || i == lines {
            guard buffer.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == buffer.count else {
                throw BenchFailure("cannot write \(path)")
            }
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
