import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// `G` on a file still being read shows its end at once: the last rows, found by reading
/// backwards from the end of the file, are exactly the rows the table holds there once the
/// whole file is read, at every size across the backwards read's blocks and limits.
@Suite("The file's last rows before its middle is read")
struct LastRowsTests {
    /// `count` lines of random lengths (a few of them longer than the 64 KiB read at a time),
    /// ended by LF, CRLF or a lone CR, the last without a terminator unless `finalNewline`.
    private func lines(_ count: Int, seed: UInt64, finalNewline: Bool, longLines: Bool) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var bytes: [UInt8] = []
        for i in 0..<count {
            let length = longLines && i % 97 == 5 ? Int.random(in: 20_000...90_000, using: &random) : Int.random(in: 0...120, using: &random)
            bytes += Array("\(i):".utf8) + (0..<length).map { _ in UInt8.random(in: 0x61...0x7A, using: &random) }
            if i % 11 == 0 { bytes += Array("é".utf8) }
            guard i < count - 1 || finalNewline else { continue }
            switch i % 13 {
            case 0: bytes += [0x0D, 0x0A]
            case 1: bytes += [0x0D]
            default: bytes += [0x0A]
            }
        }
        return bytes
    }

    /// The obviously right rows: cut at every LF, CRLF and lone CR, shown without it and cut
    /// at the display limit.
    private func referenceRows(_ bytes: [UInt8]) -> [[UInt8]] {
        var rows: [[UInt8]] = []
        var current: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D {
                rows.append(Array(current.prefix(ListDocument.displayLimit)))
                current = []
                if byte == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            } else {
                current.append(byte)
            }
            i += 1
        }
        if !current.isEmpty { rows.append(Array(current.prefix(ListDocument.displayLimit))) }
        return rows
    }

    /// The file opened with its first part read and the reader held back for a moment (it
    /// pauses before its first piece), so that its end is still unread when asked for.
    private func openSlowly(_ path: String) throws -> DocumentFile {
        try DocumentFile(path: path, reading: .inBackground(firstPart: 4_096, pace: .init(pieceSize: 8 << 20, pause: 0.3)))
    }

    @Test("The last rows are the whole file's last rows: LF, CRLF, lone CR, lines longer than a block, with and without a final newline",
          arguments: [(2_000, false), (30_000, false), (6_000, true)], [true, false])
    func sameAsTheWholeFile(lineCount: (Int, Bool), finalNewline: Bool) throws {
        let (count, longLines) = lineCount
        let folder = TemporaryFolder()
        let bytes = lines(count, seed: UInt64(count) &* 31 &+ (finalNewline ? 1 : 0), finalNewline: finalNewline, longLines: longLines)
        folder.write("list.txt", bytes)
        let file = try openSlowly(folder.file("list.txt"))
        let asked = [1, 2, 17, 300, 1_000]
        let found = asked.map { file.lastRows($0) }
        let reference = referenceRows(bytes)
        _ = file.finishReading()
        #expect(!file.isReading)
        let document = file.document
        let total = document.table(Table(dataSource: document), numberOfRowsInSection: 0)
        #expect(total == reference.count, "the reference cuts rows as the document does")
        for (wanted, rows) in zip(asked, found) {
            let rows = try #require(rows, "\(wanted) rows found from the end")
            #expect(rows.count <= wanted && !rows.isEmpty)
            // Fewer only when the backwards read's limit holds no more whole lines.
            if !longLines { #expect(rows.count == wanted) }
            let table = (total - rows.count..<total).map { document.displayBytes(forRowAt: IndexPath(row: $0, section: 0)) }
            #expect(rows == table, "the last \(wanted) rows are the table's last rows, once read")
            #expect(rows == Array(reference.suffix(rows.count)))
        }
    }

    @Test("No last rows when there is nothing to find from the end: a file read whole, one changed since it was opened, a last line longer than the backwards read")
    func none() throws {
        let folder = TemporaryFolder()
        let small = Array((1...100).map { "line \($0)\n" }.joined().utf8)
        folder.write("small.txt", small)
        #expect(try DocumentFile(path: folder.file("small.txt"), reading: .inBackground()).lastRows(10) == nil, "read whole at once")

        let bytes = lines(20_000, seed: 7, finalNewline: true, longLines: false)
        folder.write("changed.txt", bytes)
        let changed = try openSlowly(folder.file("changed.txt"))
        folder.write("changed.txt", bytes + Array("one more\n".utf8))
        #expect(changed.lastRows(10) == nil, "the file is not the one being read")

        folder.write("long.txt", bytes + [UInt8](repeating: 0x61, count: 1 << 21) + [0x0A])
        let long = try openSlowly(folder.file("long.txt"))
        #expect(long.lastRows(10) == nil, "a last line of 2 MiB: the view waits for it")
        _ = long.finishReading()
        #expect(long.lastRows(10) == nil, "once read, the last rows are the table's")
    }
}
