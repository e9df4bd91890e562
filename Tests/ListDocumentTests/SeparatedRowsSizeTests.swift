import Testing
import TableKit
import ListDocument
import TestSupport

/// NUL-separated rows (`--read0`) and header lines (`--header-lines`) at sizes that cross the
/// writer's chunks, checked after random edits against rows joined the obvious way.
@Suite("Separated rows and header lines at size")
struct SeparatedRowsSizeTests {
    @Test("Random NUL-separated documents up to a megabyte, with newlines inside rows, after random moves, deletes and inserts",
          arguments: [(1, 3), (2, 1_000), (3, 40_000)])
    func nulSeparated(seed: Int, records: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        var expected: [String] = (0..<records).map { i in
            "r\(i)" + (Bool.random(using: &random) ? "\nline two" : "") + String(repeating: "x", count: Int.random(in: 0..<20, using: &random))
        }
        // With NUL-separated rows a header line is a record too.
        let header = seed == 3 ? "HEAD\u{0}" : ""
        let text = header + expected.map { $0 + "\u{0}" }.joined()
        let document = try ListDocument(bytes: Array(text.utf8), format: .lines, headerLines: header.isEmpty ? 0 : 1, separator: 0)
        let unchanged = document.serialized() == Array(text.utf8)
        #expect(unchanged, "read and written unchanged")
        let table = Table(dataSource: document, delegate: document)
        for step in 0..<30 {
            let count = expected.count
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where count > 1:
                let from = Int.random(in: 0..<count, using: &random), to = Int.random(in: 0..<count, using: &random)
                try table.edit(of: document) { $0.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0)) }
                expected.insert(expected.remove(at: from), at: to)
            case 1 where count > 1:
                let at = Int.random(in: 0..<count, using: &random)
                try table.edit(of: document) { $0.deleteRows(at: [IndexPath(row: at, section: 0)]) }
                expected.remove(at: at)
            default:
                let at = Int.random(in: 0...count, using: &random)
                let row = document.newRow(text: "new \(step)\nwith a newline", at: IndexPath(row: at, section: 0))
                try table.edit(of: document) { $0.insertRow(row, at: IndexPath(row: at, section: 0)) }
                expected.insert("new \(step)\nwith a newline", at: at)
            }
        }
        let saved = document.serialized() == Array((header + expected.map { $0 + "\u{0}" }.joined()).utf8)
        #expect(saved, "the rows as the edits left them, each ended by NUL, the header first")
    }
}
