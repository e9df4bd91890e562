import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// A big file of lines opened at once: its first part read before the document is made, the
/// rest read on a thread of its own and added as it comes. Whatever is done meanwhile (edits,
/// undo, a save asked too early, the file changing under the reader), what is saved is
/// exactly the file with the edits, or nothing.
@Suite("Reading in the background")
struct BackgroundReadingTests {
    /// Lines of every length from 0 to 200 bytes, some CRLF, some not ASCII, the last without
    /// a newline when `finalNewline` is false.
    private func lines(_ count: Int, seed: UInt64, finalNewline: Bool = true) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var bytes: [UInt8] = []
        for i in 0..<count {
            bytes += Array("\(i) ".utf8) + (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0x61...0x7A, using: &random) }
            if i % 7 == 0 { bytes += Array("é".utf8) }
            if i < count - 1 || finalNewline { bytes += i % 5 == 0 ? [0x0D, 0x0A] : [0x0A] }
        }
        return bytes
    }

    private func open(_ path: String, firstPart: Int, piece: Int, pause: Double = 0) throws -> (DocumentFile, Table) {
        let file = try DocumentFile(path: path, reading: .inBackground(firstPart: firstPart, pace: .init(pieceSize: piece, pause: pause)))
        return (file, Table(dataSource: file.document, delegate: file.document))
    }

    /// The rows read so far added to the document and the table, as the view does between keys.
    private func takeRows(_ file: DocumentFile, _ table: Table) throws {
        let count = file.takeRowsRead()
        if count > 0 { try table.appendRows(count, toSection: 0) }
    }

    @Test("The rows read in the background are the rows of a whole read, at piece sizes across every line, big and small",
          arguments: [(1_000, 777, 3_000), (4_096, 4_096, 3_000), (300, 1, 3_000), (64 << 10, 1 << 20, 3_000), (64 << 10, 3 << 20, 60_000)])
    func sameRows(firstPart: Int, piece: Int, lineCount: Int) throws {
        let folder = TemporaryFolder()
        for finalNewline in [true, false] {
            let bytes = lines(lineCount, seed: UInt64(firstPart + piece), finalNewline: finalNewline)
            folder.write("list.txt", bytes)
            let whole = try DocumentFile(path: folder.file("list.txt"))
            let (file, table) = try open(folder.file("list.txt"), firstPart: firstPart, piece: piece)
            #expect(file.isReading)
            #expect(table.totalNumberOfRows < whole.document.model.sections[0].rows.count, "the first part only")
            let added = file.finishReading()
            try table.appendRows(added, toSection: 0)
            #expect(!file.isReading && file.readFailure == nil)
            #expect(Array(file.document.model.sections[0].rows) == Array(whole.document.model.sections[0].rows),
                    "the same rows, cut at the same places")
            #expect(file.document.serialized() == bytes, "every byte, final newline or not")
        }
    }

    @Test("Edits made before the rest arrives, an undo among them, then a save: the file with the edits, byte for byte")
    func editsWhileReading() throws {
        let folder = TemporaryFolder()
        let bytes = lines(5_000, seed: 7)
        folder.write("list.txt", bytes)
        let (file, table) = try open(folder.file("list.txt"), firstPart: 2_000, piece: 5_000, pause: 0.001)
        #expect(throws: FileProblem.self) { try file.save() }
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        try takeRows(file, table)
        #expect(file.isReading, "the edits are made while the rest is still being read")
        try table.edit(of: file.document) { $0.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)) }
        try takeRows(file, table)
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 2, section: 0)]) }
        try takeRows(file, table)
        try table.undo()
        try table.appendRows(file.finishReading(), toSection: 0)
        #expect(table.totalNumberOfRows == 4_999)
        try file.save()
        var expected = ByteLinesReference.lines(bytes)
        expected.removeFirst()
        expected.insert(expected.removeFirst(), at: 3)
        #expect(folder.read("list.txt") == expected.flatMap { $0 }, "the first row gone, the next moved; the undone delete undone")
        try table.undo()
        try table.undo()
        try file.save()
        #expect(folder.read("list.txt") == bytes, "undone back to the file as it was")
    }

    @Test("A file that shrinks, grows or is written in place while it is read is never saved over",
          arguments: [
            "truncate -s 9000", "printf 'more\\n' >>", "printf X | dd conv=notrunc status=none of=",
            // Rewritten in place at its size, its modification time set back, then chmod: only
            // the change time and the mode say so, and the bytes read are part one, part the other.
            "touch -r list.txt stamp && tr a-z A-Z < list.txt > upper && dd if=upper of=list.txt conv=notrunc status=none"
                + " && touch -r stamp list.txt && chmod 600",
          ])
    func changedWhileRead(command: String) throws {
        let folder = TemporaryFolder()
        let bytes = lines(2_000, seed: 3)
        folder.write("list.txt", bytes)
        let (file, table) = try open(folder.file("list.txt"), firstPart: 1_000, piece: 1_000, pause: 0.002)
        #expect(try runProcess("sh", ["-c", "cd \(shellQuoted(folder.path)) && \(command)\(command.hasSuffix("=") ? "" : " ")list.txt"]).status == 0)
        try table.appendRows(file.finishReading(), toSection: 0)
        #expect(file.readFailure == .changedWhileRead(folder.file("list.txt")))
        #expect(throws: FileProblem.changedWhileRead(folder.file("list.txt"))) { try file.save(overwritingChanges: true) }
    }

    @Test("A chmod while the file is read changes none of its bytes: the read is whole, and a save asks only about the permissions")
    func chmodWhileRead() throws {
        let folder = TemporaryFolder()
        let bytes = lines(2_000, seed: 4)
        folder.write("list.txt", bytes)
        let (file, table) = try open(folder.file("list.txt"), firstPart: 1_000, piece: 1_000, pause: 0.002)
        #expect(shell("chmod 600 \(shellQuoted(folder.file("list.txt")))") == 0)
        try table.appendRows(file.finishReading(), toSection: 0)
        #expect(file.readFailure == nil)
        #expect(file.document.serialized() == bytes)
        #expect(file.diskChange() == nil, "the version confirmed at the end of the read is the file as it is now")
    }
}

/// The lines of `bytes`, each with its terminator (the last one as it is).
enum ByteLinesReference {
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(Array(bytes[start...i]))
            start = i + 1
        }
        if start < bytes.count { lines.append(Array(bytes[start...])) }
        return lines
    }
}
