import LibC
import ListDocument
import ListEditApp
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
    try writeBenchFile(bytes, to: path)
    defer { unlink(path) }

    let label = rowsLabel(lines) + " (\(bytes.count >> 20) MiB)"
    report.record("read a file", table: label, operations: 1,
                  try Measure.median(runs: 11, setUp: {}) { _ in _ = try fileSystem.read(path, limit: nil) })
    report.record("find the rows of a file read", table: label, operations: 1,
                  try Measure.median(runs: 11, setUp: {}) { _ in _ = try ListDocument(bytes: bytes, format: .lines) })
    report.record("open a file (read, rows found)", table: label, operations: 1,
                  try Measure.median(runs: 11, setUp: {}) { _ in _ = try DocumentFile(path: path) })
    // The keys again, on rows drawn from the file's bytes rather than from strings.
    let file = try DocumentFile(path: path)
    let table = Table(dataSource: file.document, delegate: file.document)
    measureKeys(report, table: table, label: label)
    measureFilter(report, table: table, label: label)
    try measureSave(report, path: path, label: label)
}

/// The time from each key typed into the filter field to its frame: `/`, then `0`, `09`,
/// `099`, `0999` one key at a time (as the peer benchmark's filter scenario types them),
/// from a cleared filter each time. The first key searches every row; the others narrow.
func measureFilter(_ report: Report, table: Table, label: String, rounds: Int = 15) {
    let program = ListProgram(
        table: table, options: ViewOptions(title: "Bench", animations: false), size: Size(width: 80, height: 24),
        clock: { 0 })
    // As under the run loop with nothing typed meanwhile: the key's frame first, then the
    // search, in rounds that ask between them whether a key is waiting.
    program.inputIsPending = { false }
    let clock = ContinuousClock()
    var first: [Duration] = []
    var narrowing: [Duration] = []
    var roundMedians: [Duration] = []
    var byKey: [[Duration]] = [[], [], [], []]
    for _ in 0..<rounds {
        program.send(keys: [.escape, .character("/")])
        var round: [Duration] = []
        for (index, key) in "0999".enumerated() {
            let start = clock.now
            program.send(.key(.character(key)))
            blackHole(program.render())
            // The run loop's next tick searches what the key's frame said it would.
            while program.state.unsearchedFilter != nil {
                program.send(.tick)
                blackHole(program.render())
            }
            let time = clock.now - start
            round.append(time)
            byKey[index].append(time)
            if index == 0 { first.append(time) } else { narrowing.append(time) }
        }
        round.sort()
        roundMedians.append((round[1] + round[2]) / 2)
    }
    let all = first + narrowing
    report.record("filter: a key typed to its frame (0, 09, 099, 0999)", table: label, operations: 1,
                  Measure.percentile(all, 0.5), p90: Measure.percentile(all, 0.9))
    report.record("filter: a round's median key (as the peer benchmark's)", table: label, operations: 1,
                  Measure.percentile(roundMedians, 0.5), p90: Measure.percentile(roundMedians, 0.9))
    report.record("filter: the first key (every row searched)", table: label, operations: 1,
                  Measure.percentile(first, 0.5), p90: Measure.percentile(first, 0.9))
    report.record("filter: a key that narrows", table: label, operations: 1,
                  Measure.percentile(narrowing, 0.5), p90: Measure.percentile(narrowing, 0.9))
    for (index, query) in ["0", "09", "099", "0999"].enumerated() {
        report.record("filter: the key that makes \(query)", table: label, operations: 1,
                      Measure.percentile(byKey[index], 0.5), p90: Measure.percentile(byKey[index], 0.9))
    }
}

/// Saving the file after one edit (a row deleted: temporary file, write, fsync, rename, fsync
/// of the folder), against the floor of writing the same bytes: `cp` of the file, then an
/// `fsync` of the copy, in the same run.
func measureSave(_ report: Report, path: String, label: String, runs: Int = 7) throws {
    let copy = path + ".copy"
    defer { unlink(copy) }
    report.record("cp + fsync of the same file (the floor)", table: label, operations: 1,
                  try Measure.median(runs: runs, setUp: { unlink(copy) }) { _ in try copyAndSync(path, to: copy) })
    report.record("save after one edit (temp file, write, fsync, rename)", table: label, operations: 1,
                  try Measure.median(runs: runs, setUp: { try! editedFile(path) }) { edited in _ = try edited.file.save() })
}

/// The file opened, with its 11th row deleted, and the table that did it.
private func editedFile(_ path: String) throws -> (file: DocumentFile, table: Table) {
    let file = try DocumentFile(path: path)
    let table = Table(dataSource: file.document, delegate: file.document)
    try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 10, section: 0)]) }
    return (file, table)
}

/// `cp source copy`, then `fsync` of the copy.
private func copyAndSync(_ source: String, to copy: String) throws {
    var pid: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [String](["cp", source, copy]).map { strdup($0) } + [nil]
    defer { arguments.forEach { free($0) } }
    guard posix_spawnp(&pid, "cp", nil, nil, arguments, environ) == 0 else { throw BenchFailure("cannot run cp") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let descriptor = open(copy, O_WRONLY)
    guard status == 0, descriptor >= 0 else { throw BenchFailure("cp failed") }
    fsync(descriptor)
    close(descriptor)
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Writes a benchmark's input file (0600, replacing any).
func writeBenchFile(_ bytes: [UInt8], to path: String) throws {
    let fileSystem = PosixFileSystem()
    let descriptor = try fileSystem.open(path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
    try fileSystem.write(descriptor, bytes[...], path: path)
    try fileSystem.close(descriptor, path: path)
}
