import LibC
import ListDocument
import ListEditApp
import TableKit
import TableTerminal
import TestSupport

/// The commands that act on every row of a file of 1,000,000 lines in no order: `:sort` and
/// `:!sort` against `LC_ALL=C sort` of the same file, each from the key to its frame; and a
/// put of 100,000 yanked rows.
func runCommandBenchmarks(_ report: Report) throws {
    let lines = 1_000_000
    let path = "/tmp/listedit-bench-commands-\(getpid()).txt"
    var random = SeededGenerator(seed: 1)
    let words = ["amber", "falcon", "cobalt", "river", "quiet", "ember", "lunar", "maple"]
    var order = Array(1...lines)
    order.shuffle(using: &random)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines * 32)
    for i in order {
        bytes += "Item \(i) \(words[i % words.count]) \(words[(i / 8) % words.count])\n".utf8
    }
    try writeBenchFile(bytes, to: path)
    defer { unlink(path) }
    let label = rowsLabel(lines) + " (\(bytes.count >> 20) MiB)"

    report.record("LC_ALL=C sort of the file (the floor)", table: label, operations: 1,
                  Measure.median(runs: 5, setUp: {}) { _ in
                      let result = ShellCommand.run("LC_ALL=C sort '\(path)' >/dev/null", input: [])
                      precondition(result.status == 0, "sort failed")
                  })
    report.record(":sort, the key to its frame", table: label, operations: 1,
                  Measure.median(runs: 5, setUp: { try! opened(path) }) { view in
                      view.type(":sort\r")
                      // fatalError, not precondition: an optimised build drops a precondition's message.
                      guard view.program.state.status?.text.hasPrefix("Sorted") == true else {
                          fatalError(":sort said \(view.program.state.status as Any)")
                      }
                      blackHole(view.program.render())
                  })
    report.record(":!sort, the key to its frame", table: label, operations: 1,
                  Measure.median(runs: 5, setUp: { try! opened(path) }) { view in
                      view.type(":!LC_ALL=C sort\r")
                      guard view.program.state.status?.text.contains("through") == true else {
                          fatalError(":!sort said \(view.program.state.status as Any)")
                      }
                      blackHole(view.program.render())
                  })
    report.record("put 100,000 yanked rows (p), to its frame", table: rowsLabel(lines), operations: 1,
                  Measure.median(runs: 7, setUp: { () -> BenchView in
                      let view = try! opened(path)
                      view.type("100000yyG")
                      return view
                  }) { view in
                      view.type("p")
                      precondition(view.table.totalNumberOfRows == lines + 100_000)
                      blackHole(view.program.render())
                  })
}

/// A document open in a program on an in-memory terminal whose shell commands run for real.
final class BenchView {
    let file: DocumentFile
    let table: Table
    let program: ListProgram
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24))

    init(_ file: DocumentFile) {
        self.file = file
        table = Table(dataSource: file.document, delegate: file.document)
        program = ListProgram(
            table: table, options: ViewOptions(title: "Bench", animations: false), size: Size(width: 80, height: 24),
            clock: { 0 })
        terminal.shell = { ShellCommand.run($0, input: $1) }
    }

    func type(_ text: String) {
        for c in text { _ = RunLoop.dispatch(.key(c == "\r" ? .enter : .character(c)), to: program, on: terminal) }
    }
}

private func opened(_ path: String) throws -> BenchView { BenchView(try DocumentFile(path: path)) }
