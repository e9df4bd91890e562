import Testing
import TableKit
import ListDocument
import TestSupport

/// Saving writes untouched rows still next to each other in the file as one run of bytes.
/// Whatever the edits, the bytes must be those of the rows in order, each row that does not
/// end its line given the document's terminator when another row follows it.
@Suite("Writing rows as runs")
struct RunWriteTests {
    /// The rows' bytes joined as a row-at-a-time writer joins them.
    private func joined(_ document: ListDocument, terminator: [UInt8]) -> [UInt8] {
        let rows = document.model.sections[0].rows.indices.map { document.bytes(ofRowAt: ip($0)) }
        var bytes: [UInt8] = []
        for (index, row) in rows.enumerated() {
            bytes += row
            if index < rows.count - 1, let last = row.last, last != 0x0A, last != 0x0D { bytes += terminator }
        }
        return bytes
    }

    @Test("Random line files (LF, CRLF, CR, no final newline) after random moves, deletes, adds and retypes", arguments: 1...12)
    func randomEdits(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let endings: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
        let ending = endings[Int.random(in: 0..<3, using: &rng)]
        var file: [UInt8] = []
        let count = Int.random(in: 1...40, using: &rng)
        for line in 0..<count {
            file += Array("line \(line)".utf8)
            if line < count - 1 || Bool.random(using: &rng) { file += ending }
        }
        // The document ends added lines as its file's lines end (a line feed when none does).
        let terminator = file.contains(0x0A) || file.contains(0x0D) ? ending : [0x0A]
        let document = try ListDocument(bytes: file, format: .lines)
        let table = Table(dataSource: document, delegate: document)
        #expect(document.serialized() == file, "untouched: the file's bytes")
        for _ in 0..<30 {
            let rows = document.model.sections[0].rows.count
            let at = ip(Int.random(in: 0..<max(1, rows), using: &rng))
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where rows > 1:
                let to = ip(Int.random(in: 0..<rows, using: &rng))
                try table.edit(of: document) { $0.moveRow(at: at, to: to) }
            case 1 where rows > 1:
                try table.edit(of: document) { $0.deleteRows(at: [at]) }
            case 2:
                let row = document.newRow(text: "new \(Int.random(in: 0...99, using: &rng))", at: at)
                try table.edit(of: document) { $0.insertRow(row, at: at) }
            default:
                guard rows > 0 else { continue }
                try table.edit(of: document) { $0.reloadRow(at: at, with: document.retypedRow(at: at, text: "typed")) }
            }
            #expect(document.serialized() == joined(document, terminator: terminator))
        }
    }
}
