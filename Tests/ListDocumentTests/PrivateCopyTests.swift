import LibC
import Testing
import TableKit
import ListDocument
import TestSupport

/// A file is read into listedit's own memory, never mapped: whatever another program then
/// does to the file (truncates it, rewrites it in place, replaces it), it does so at once,
/// and the rows on screen stay the bytes that were read, to be edited and saved.
@Suite("A private copy of the file")
struct PrivateCopyTests {
    /// Lines of 1..<count, each `line N` and a newline.
    private func lines(_ count: Int) -> [UInt8] {
        Array((1..<count).map { "line \($0)\n" }.joined().utf8)
    }

    private func open(_ folder: TemporaryFolder, _ name: String) throws -> (DocumentFile, Table) {
        let file = try DocumentFile(path: folder.file(name))
        return (file, Table(dataSource: file.document, delegate: file.document))
    }

    @Test("A file of lines edited and saved is the bytes read with the edit, byte for byte")
    func readEditedAndSaved() throws {
        let folder = TemporaryFolder()
        let original = lines(5000) + Array("no newline at the end".utf8)
        folder.write("list.txt", original)
        let (file, table) = try open(folder, "list.txt")
        #expect(file.document.serialized() == original, "the bytes read, all of them")
        try table.edit(of: file.document) { $0.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) }
        try file.save()
        let saved = try #require(folder.read("list.txt"))
        #expect(saved == Array("line 2\nline 3\nline 1\n".utf8) + original.dropFirst(21))
    }

    @Test("Another program truncating or rewriting the file does so at once; the document keeps the bytes it read",
          arguments: ["printf 'changed\\n' > list.txt", ": > list.txt", "truncate -s 0 list.txt", "truncate -s 3 list.txt",
                      "dd if=/dev/zero of=list.txt bs=4096 count=4 conv=notrunc 2>/dev/null"])
    func writerGoesAhead(command: String) throws {
        let folder = TemporaryFolder()
        let original = lines(20_000)
        folder.write("list.txt", original)
        let (file, table) = try open(folder, "list.txt")

        let writer = try runProcess("timeout", ["5", "sh", "-c", "cd \(shellQuoted(folder.path)) && \(command)"])
        #expect(writer.status == 0, "the writer finished at once (timeout(1) exits 124 otherwise)")
        #expect(folder.read("list.txt") != original, "the other program's write went through")
        let kept = file.document.serialized() == original
        #expect(kept, "every byte read is still there")
        #expect(table.text(forRowAt: IndexPath(row: 19_998, section: 0)) == "line 19999")

        // Saving asks first (the file changed), and overwriting writes the document as read.
        try table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        #expect(throws: FileProblem.self) { try file.save() }
        try file.save(overwritingChanges: true)
        let saved = folder.read("list.txt") == Array(original.dropFirst("line 1\n".utf8.count))
        #expect(saved)
    }

    @Test("Several files at once, each kept whole when its file is rewritten")
    func several() throws {
        let folder = TemporaryFolder()
        let contents = (0..<4).map { n in Array("file \(n)\n".utf8) + lines(500 + n) }
        for (n, bytes) in contents.enumerated() { folder.write("\(n).txt", bytes) }
        let files = try (0..<4).map { try DocumentFile(path: folder.file("\($0).txt")) }
        folder.write("2.txt", [])
        #expect(files.map { $0.document.serialized() } == contents)
    }
}
