import Foundation
import Testing
import TestSupport

/// A file of a few hundred KiB, one row deleted near its start, in its middle or at its end,
/// saved: the file holds every other row, in order (a save once rotated rows when a small
/// piece was followed by an untouched run of 256 KiB to 1 MiB).
@Suite("Saving a file of a few hundred KiB after one edit")
struct BigSaveTests {
    enum Kind: String, CaseIterable, Sendable { case lines, markdown, json }

    private static let count = 30_000

    /// The file's name and bytes holding `items`.
    private static func file(_ kind: Kind, _ items: [String]) -> (name: String, bytes: String) {
        switch kind {
        case .lines: ("list.txt", items.map { $0 + "\n" }.joined())
        case .markdown: ("list.md", "# Things to do\n\n" + items.map { "- \($0)\n" }.joined())
        case .json: ("list.json", "[\n" + items.map { "  \"\($0)\"" }.joined(separator: ",\n") + "\n]\n")
        }
    }

    @Test("Delete one row near the start, in the middle or at the end, then w: the file is exact",
          arguments: Kind.allCases, [3, count / 2, count])
    func deleteThenSave(kind: Kind, row: Int) throws {
        let items = (1...Self.count).map { "item \($0) of a list" }
        let (name, bytes) = Self.file(kind, items)
        // So that the rows after an edit near the start or in the middle are an untouched run
        // of 256 KiB to 1 MiB, which the save writes without copying.
        #expect(bytes.utf8.count > 512 * 1024 && bytes.utf8.count < 1 << 20, "\(bytes.utf8.count) bytes")
        let folder = TemporaryFolder()
        try bytes.write(toFile: folder.file(name), atomically: false, encoding: .utf8)
        let app = try TmuxSession.launchListeditOnFile(
            [folder.file(name)], waitingFor: "the file") { $0.statusLine.hasPrefix(" LIST 1/30,000 ") }
        defer { app.close() }
        try app.type("\(row)G")
        try app.waitFor("row \(row)") { $0.statusLine.hasPrefix(" LIST \(row.formatted())/30,000 ") }
        try app.press("d", "d")
        try app.waitFor("deleted") { $0.statusLine.contains("/29,999 [modified]") }
        try app.press("w")
        try app.waitFor("saved") { $0.contains("Wrote 29,999 rows") }
        var expected = items
        expected.remove(at: row - 1)
        let saved = try String(contentsOfFile: folder.file(name), encoding: .utf8)
        #expect(saved == Self.file(kind, expected).bytes, "\(kind), row \(row) deleted")
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }
}
