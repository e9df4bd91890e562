import Foundation
import Testing

/// A big file shown from its first part while the rest is read: editing, `G` and Ctrl-C
/// before the reading ends. The reading is slowed (`LISTEDIT_READ_PACE`: a first part of 4 KiB,
/// then 64 KiB every 60 ms) so that a 1.6 MB file takes about 1.5 s to read.
@Suite("Reading while shown")
struct ReadingWhileShownTests {
    /// 100,000 lines `line 1` … `line 100000`, and listedit on them, reading slowly.
    private func open() throws -> TmuxSession {
        try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: "seq -f 'line %g' 1 100000 > list.txt; export LISTEDIT_READ_PACE=4096,65536,60",
            waitingFor: "the first screen while the rest is read") { $0.statusLine.contains("+ reading") && $0.line(2).contains("line 1") }
    }

    private var expectedLines: [String] { (1...100_000).map { "line \($0)" } }

    @Test("A row deleted at the start before the reading ends, then w: the file is exact")
    func deleteThenSave() throws {
        let app = try open()
        defer { app.close() }
        try app.press("d")
        try app.press("d")
        try app.waitFor("the row deleted, still reading") { $0.line(2).contains("line 2") && $0.statusLine.contains("+ reading") }
        try app.press("w")
        try app.waitFor("the save, after the whole file") { $0.statusLine.contains("Wrote 99,999 rows") }
        #expect(app.contents(of: "list.txt") == expectedLines.dropFirst().joined(separator: "\n") + "\n")
    }

    @Test("G while reading shows the file's last rows at once, found from its end; once read, the cursor is on the same row")
    func lastRowWhileReading() throws {
        let app = try open()
        defer { app.close() }
        try app.press("G")
        try app.waitFor("the file's end, while the rest is read") {
            $0.statusLine.contains("last/") && $0.statusLine.contains("+ reading") && $0.description.contains("line 100000")
        }
        try app.press("k")
        try app.waitFor("k among the last rows") { $0.statusLine.contains("last-1/") }
        try app.waitFor("the whole file, the cursor still on line 99999") { $0.statusLine.contains("99,999/100,000") }
        try app.press("k")
        try app.waitFor("k after it") { $0.statusLine.contains("99,998/100,000") }
    }

    @Test("A row deleted at the file's end before the reading reaches it, then w: the delete waits for the row, the file is exact")
    func deleteAtTheEndThenSave() throws {
        let app = try open()
        defer { app.close() }
        try app.press("G")
        try app.waitFor("the file's end") { $0.statusLine.contains("last/") }
        try app.press("k")
        try app.press("d")
        try app.press("d")
        try app.waitFor("line 99999 deleted once read: the second d, typed while the first waited, kept") { $0.statusLine.contains("/99,999") && !$0.description.contains("line 99999") }
        try app.press("w")
        try app.waitFor("the save") { $0.statusLine.contains("Wrote 99,999 rows") }
        #expect(app.contents(of: "list.txt") == expectedLines.filter { $0 != "line 99999" }.joined(separator: "\n") + "\n")
    }

    @Test("Esc while an edit on the file's end waits: the wait stops at once, the file goes on being read")
    func escapeStopsTheWait() throws {
        let app = try open()
        defer { app.close() }
        try app.press("G")
        try app.waitFor("the file's end") { $0.statusLine.contains("last/") }
        try app.press("d")
        try app.waitFor("the wait") { $0.description.contains("Reading the rest of the file") }
        try app.press("Escape")
        try app.waitFor("stopped, still reading") {
            $0.description.contains("Stopped waiting") && $0.statusLine.contains("last/") && $0.statusLine.contains("+ reading")
        }
    }

    @Test("Ctrl-C while reading, with nothing edited: listedit ends, the file is untouched and no copy is made")
    func interruptWhileReading() throws {
        let app = try open()
        defer { app.close() }
        try app.press("C-c")
        #expect(try app.waitForExitStatus() == 1, "Ctrl-C aborts, as everywhere else")
        #expect(app.contents(of: "list.txt") == expectedLines.joined(separator: "\n") + "\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: app.path("."))
        #expect(!names.contains { $0.contains("listedit") }, "\(names)")
        #expect(app.listeditErrors == "")
    }

    @Test("Ctrl-C while reading after an edit: at once, the unsaved copy holds the edit and the version it applies to, and gives the whole file with it")
    func interruptWithEdits() throws {
        let app = try open()
        defer { app.close() }
        try app.press("d")
        try app.press("d")
        try app.waitFor("the row deleted") { $0.line(2).contains("line 2") }
        try app.press("C-c")
        #expect(try app.waitForExitStatus() == 1)
        #expect(app.listeditErrors?.contains("reading the rest") != true, "nothing waits for the rest of the file")
        let copy = try #require(app.bytes(of: "list.txt.listedit-emergency"))
        #expect(copy.count < 1024, "the edits, not the file: \(copy.count) bytes")
        #expect(app.recovered("list.txt.listedit-emergency", for: "list.txt") == utf8(expectedLines.dropFirst().joined(separator: "\n") + "\n"))
    }
}
