import ListDocument
import SampleList
import TableKit
import TableTerminal

/// Frame rendering and key-to-frame times on the in-memory screen, at 1,000 and 1,000,000
/// rows of strings, and on files of lines of 1,000 and 10,000,000 rows as listedit opens
/// them: per-key work must not grow with the list.
func runTerminalBenchmarks(_ report: Report) throws {
    for rows in [1_000, 1_000_000] {
        let list = SampleList(sections: [
            TableSection(header: "Items", footer: "end", rows: (0..<rows).map { "Item \($0) — amber falcon" } + ["Add item…"]),
        ])
        measureKeys(report, table: Table(dataSource: list, delegate: list), label: rowsLabel(rows))
        withExtendedLifetime(list) {}
    }
    for lines in [1_000, 10_000_000] {
        try withLinesFile(lines, named: "keys") { path, label in
            let file = try DocumentFile(path: path)
            measureKeys(report, table: Table(dataSource: file.document, delegate: file.document), label: "file of " + label)
        }
    }
}

/// The time from a key to the frame it leads to, on an 80×24 screen, for the
/// keys a user presses most, somewhere in the middle of `table`.
func measureKeys(_ report: Report, table: Table, label: String) {
    let program = ListProgram(
        table: table, options: ViewOptions(title: "Bench", animations: false), size: Size(width: 80, height: 24),
        clock: { 0 })
    func frame() { blackHole(program.render()) }
    func press(_ key: Key) { _ = program.send(.key(key)) }
    // Somewhere in the middle, so that neither end of the list helps.
    program.send(keys: [.pageDown, .pageDown, .character("j")])
    frame()

    report.record("render a frame (80×24)", table: label, operations: 1,
                  Measure.median(runs: 201, setUp: {}) { _ in frame() })
    /// Two keys that undo each other, pressed in turn so the cursor stays in the middle.
    func measureAlternating(_ name: String, _ first: Key, _ second: Key) {
        var useFirst = true
        report.record("key to frame: \(name)", table: label, operations: 1,
                      Measure.median(runs: 201, setUp: {}) { _ in
                          press(useFirst ? first : second)
                          useFirst.toggle()
                          frame()
                      })
    }
    measureAlternating("j / k", .character("j"), .character("k"))
    measureAlternating("PgDn / PgUp", .pageDown, .pageUp)
    report.record("key to frame: e (editing mode on/off)", table: label, operations: 1,
                  Measure.median(runs: 201, setUp: {}) { _ in
                      press(.character("e"))
                      frame()
                  })
    report.record("key to frame: d d (delete), then u (undo)", table: label, operations: 1,
                  Measure.median(runs: 51, setUp: {}) { _ in
                      press(.character("d"))
                      press(.character("d"))
                      frame()
                      press(.character("u"))
                      frame()
                  })
    press(.character("e"))
    measureAlternating("J / K (move a row, editing)", .character("J"), .character("K"))
    press(.character("e"))
}
