import Glibc
import Testing
import TableKit
import ListDocument
import TestSupport

/// A file of lines is mapped under a read lease rather than read: its pages stay the
/// kernel's, and another program's write waits until listedit has its own copy, so the bytes
/// saved are still the bytes read.
@Suite("Mapped files")
struct MappedSourceTests {
    /// Lines of 1..<count, each `line N` and a newline.
    private func lines(_ count: Int) -> [UInt8] {
        Array((1..<count).map { "line \($0)\n" }.joined().utf8)
    }

    private func open(_ folder: TemporaryFolder, _ name: String) throws -> (DocumentFile, Table) {
        let file = try DocumentFile(path: folder.file(name))
        return (file, Table(dataSource: file.document, delegate: file.document))
    }

    /// A folder holding `list.txt` of `count` - 1 lines, and those lines' bytes.
    private func folderWithList(_ count: Int) -> (TemporaryFolder, [UInt8]) {
        let folder = TemporaryFolder()
        let original = lines(count)
        folder.write("list.txt", original)
        return (folder, original)
    }

    @Test("A file of lines is mapped; edited and saved, it is the bytes read with the edit, byte for byte")
    func mappedAndSaved() throws {
        let folder = TemporaryFolder()
        let original = lines(5000) + Array("no newline at the end".utf8)
        folder.write("list.txt", original)
        let (file, table) = try open(folder, "list.txt")
        #expect(file.sourceResidence == .mappedFile)
        #expect(file.document.serialized() == original, "the bytes read, all of them")
        try table.edit(of: file.document) { $0.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) }
        try file.save()
        let saved = try #require(folder.read("list.txt"))
        #expect(saved == Array("line 2\nline 3\nline 1\n".utf8) + original.dropFirst(21))
    }

    @Test("Formats that read every byte at random, and empty files, are read into memory")
    func otherFormatsAreRead() throws {
        let folder = TemporaryFolder()
        folder.write("todo.md", Array("- a\n- b\n".utf8))
        folder.write("empty.txt", [])
        #expect(try DocumentFile(path: folder.file("todo.md")).sourceResidence == .memory)
        #expect(try DocumentFile(path: folder.file("empty.txt")).sourceResidence == .memory)
    }

    // Not truncate(1): it opens without waiting (O_NONBLOCK), so a lease makes it fail at
    // once (EAGAIN) while listedit makes its copy; dd truncates as other writers do.
    @Test("Another program rewriting the file waits for listedit's copy; the document keeps the bytes it read",
          arguments: ["printf 'changed\\n' > list.txt", ": > list.txt", "dd if=/dev/null of=list.txt bs=1 seek=3 2>/dev/null"])
    func writerWaitsForTheCopy(command: String) throws {
        let (folder, original) = folderWithList(20_000)
        let (file, table) = try open(folder, "list.txt")
        #expect(file.sourceResidence == .mappedFile)

        let writer = try runProcess("sh", ["-c", "cd \(shellQuoted(folder.path)) && \(command)"])
        #expect(writer.status == 0)
        let changed = folder.read("list.txt") != original
        #expect(changed, "the other program's write went through")
        #expect(file.sourceResidence == .memory, "the mapping became listedit's own copy")
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

    @Test("A write from within the process (a save rewriting a hard-linked file in place) does not wait on itself")
    func writeFromWithin() throws {
        let (folder, original) = folderWithList(1000)
        let (file, _) = try open(folder, "list.txt")
        #expect(file.sourceResidence == .mappedFile)
        folder.write("list.txt", Array("replaced\n".utf8))
        #expect(file.sourceResidence == .memory)
        let kept = file.document.serialized() == original
        #expect(kept)
    }

    @Test("A file open for writing elsewhere cannot be leased, and is read instead")
    func openForWritingIsRead() throws {
        let (folder, original) = folderWithList(100)
        let writer = Glibc.open(folder.file("list.txt"), O_WRONLY)
        defer { close(writer) }
        let (file, _) = try open(folder, "list.txt")
        #expect(file.sourceResidence == .memory)
        #expect(file.document.serialized() == original, "the bytes read, all of them")
    }

    @Test("Keeping the source in memory (before Ctrl-Z stops the process) ends the lease at once")
    func keptInMemory() throws {
        let (folder, original) = folderWithList(3000)
        let (file, _) = try open(folder, "list.txt")
        file.keepSourceInMemory()
        #expect(file.sourceResidence == .memory)
        #expect(try runProcess("sh", ["-c", "printf x > \(shellQuoted(folder.file("list.txt")))"]).status == 0)
        #expect(file.document.serialized() == original, "the bytes read, all of them")
    }

    @Test("Several mapped files at once, each kept whole when its file is rewritten")
    func several() throws {
        let folder = TemporaryFolder()
        let contents = (0..<4).map { n in Array("file \(n)\n".utf8) + lines(500 + n) }
        for (n, bytes) in contents.enumerated() { folder.write("\(n).txt", bytes) }
        let files = try (0..<4).map { try DocumentFile(path: folder.file("\($0).txt")) }
        #expect(files.allSatisfy { $0.sourceResidence == .mappedFile })
        folder.write("2.txt", [])
        #expect(files.map(\.sourceResidence) == [.mappedFile, .mappedFile, .memory, .mappedFile])
        #expect(files.map { $0.document.serialized() } == contents)
    }
}
