import LibC

/// The sizes an environment variable asks for, as line counts: `10m,100m` is ten and a
/// hundred million lines.
func lineCounts(from variable: String, default sizes: String) throws -> [Int] {
    try (getenv(variable).map { String(cString: $0) } ?? sizes).split(separator: ",").map { size in
        guard let millions = Int(size.dropLast()), size.last == "m", millions > 0 else {
            throw BenchFailure("\(variable): \(size) is not a number of millions of lines such as 10m")
        }
        return millions * 1_000_000
    }
}

/// A file of `lines` lines like the peer benchmark's (`Item 0000123 — amber falcon`),
/// written a few MiB at a time.
func writeLinesFile(_ lines: Int, to path: String) throws {
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

/// A file of `lines` lines like the peer benchmark's under /tmp for the time of `body`, which
/// gets its path and a label for the report: its rows and size.
func withLinesFile(_ lines: Int, named name: String, _ body: (_ path: String, _ label: String) throws -> Void) throws {
    let path = "/tmp/listedit-bench-\(name)-\(getpid()).txt"
    try writeLinesFile(lines, to: path)
    defer { unlink(path) }
    var info = stat()
    stat(path, &info)
    try body(path, rowsLabel(lines) + " (\(Int(info.st_size) >> 20) MiB)")
}
