import Testing
import TableKit
import ListDocument
import TestSupport

/// The filter's search of a document: the rows whose shown bytes match, as asking for each
/// row's bytes would find them, whatever the rows' terminators, edits or number.
@Suite("Searching a document")
struct SearchTests {
    /// The rows among `candidates` (or all) whose shown bytes contain `needle`, one by one.
    private func expected(_ document: ListDocument, _ needle: String, among candidates: [Int]? = nil) -> [Int] {
        let rows = candidates ?? Array(0..<document.model.sections[0].rows.count)
        return rows.filter { row in
            let shown = document.displayBytes(forRowAt: ip(row))
            return String(decoding: shown, as: UTF8.self).contains(needle)
        }
    }

    private func found(_ document: ListDocument, _ needle: String, among candidates: [Int]? = nil) -> [Int] {
        let bytes = Array(needle.utf8)
        return document.rows(inSection: 0, among: candidates) { row in
            row.count >= bytes.count && (0...(row.count - bytes.count)).contains { start in
                (0..<bytes.count).allSatisfy { row[start + $0] == bytes[$0] }
            }
        }
    }

    @Test("Lines with LF, CRLF and lone CR, retyped and added rows, in one part and across several", arguments: [300, 50_000])
    func agreesWithRowByRow(lines: Int) throws {
        var random = SeededGenerator(seed: UInt64(lines))
        let words = ["apple", "pear", "plum\r", "fig", "apricot"]
        var text = ""
        for i in 0..<lines {
            text += words.randomElement(using: &random)! + " \(i % 97)" + ["\n", "\r\n", "\r"].randomElement(using: &random)!
        }
        let document = try ListDocument(bytes: Array(text.utf8), format: .lines)
        let table = Table(dataSource: document, delegate: document)
        try table.edit(of: document) { $0.reloadRow(at: ip(3), with: document.retypedRow(at: ip(3), text: "apricot 5")) }
        try table.edit(of: document) { $0.insertRow(document.newRow(text: "plum 42", at: ip(0)), at: ip(0)) }
        for needle in ["p", "ap", "plum", "42", "\r", "zzz"] {
            let (found, expected) = (found(document, needle), expected(document, needle))
            #expect(found == expected, "\(needle.debugDescription): \(found.count) rows found, \(expected.count) expected")
        }
        let candidates = expected(document, "p")
        #expect(found(document, "pl", among: candidates) == expected(document, "pl", among: candidates))
        withExtendedLifetime(table) {}
    }

    @Test("Markdown rows are searched as they are shown, with their markers")
    func markdownShown() throws {
        let document = try ListDocument(bytes: Array("# List\n\n- [ ] screws\n1. nails\n".utf8), format: .markdown)
        #expect(found(document, "[ ]") == expected(document, "[ ]"))
        #expect(found(document, "1.") == expected(document, "1."))
    }
}
