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

    /// A search of bytes that finds `needle` from `from` on, one place at a time.
    private func naiveSearch(_ needle: [UInt8]) -> ByteSearch {
        { bytes, from in
            guard bytes.count - from >= needle.count else { return nil }
            return (from...(bytes.count - needle.count)).first { start in
                needle.indices.allSatisfy { bytes[start + $0] == needle[$0] }
            }.map { $0..<($0 + needle.count) }
        }
    }

    @Test("Rows searched a stretch of the file at a time are those a row-by-row search finds, after moves, deletes, inserts and retypes, among any candidates",
          arguments: [(200, UInt8?.none), (30_000, nil), (2_000, UInt8(0))])
    func stretchesAgreeWithRowByRow(lines: Int, separator: UInt8?) throws {
        var random = SeededGenerator(seed: UInt64(lines) &+ UInt64(separator ?? 7))
        let words = ["apple", "pear", "plum\r", "fig", "ap\nricot", ""]
        var text: [UInt8] = []
        for i in 0..<lines {
            text += Array((words.randomElement(using: &random)! + " \(i % 97)").utf8)
            if i < lines - 1 || Bool.random(using: &random) {
                text += separator.map { [$0] } ?? Array(["\n", "\r\n", "\r"].randomElement(using: &random)!.utf8)
            }
        }
        let document = try ListDocument(bytes: text, format: .lines, separator: separator)
        let table = Table(dataSource: document, delegate: document)
        for _ in 0..<20 {
            let count = table.numberOfRows(inSection: 0)
            let row = Int.random(in: 0..<count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: try table.edit(of: document) { $0.moveRow(at: ip(row), to: ip(Int.random(in: 0..<count, using: &random))) }
            case 1: try table.edit(of: document) { $0.deleteRows(at: [ip(row)]) }
            case 2: try table.edit(of: document) { $0.insertRow(document.newRow(text: "plum 42", at: ip(row)), at: ip(row)) }
            default: try table.edit(of: document) { $0.reloadRow(at: ip(row), with: document.retypedRow(at: ip(row), text: "apricot 5")) }
            }
        }
        for needle in ["p", "ap", "plum", "42", "\r", "\n", "9\n", "zzz", " 1"] {
            let all = document.rows(inSection: 0, among: nil, firstMatch: naiveSearch(Array(needle.utf8)))
            #expect(all == expected(document, needle), "\(needle.debugDescription)")
            // In rounds that could stop (a view's filter), across every round's edge.
            for round in [1, 777, 25_000] {
                #expect(inRounds(document, among: nil, naiveSearch(Array(needle.utf8)), round: round) == all,
                        "\(needle.debugDescription) in rounds of \(round)")
            }
            // Candidates dense (scanned as stretches) and sparse (row by row).
            for density in [2, 50] {
                let candidates = (0..<table.numberOfRows(inSection: 0)).filter { _ in Int.random(in: 0..<density, using: &random) == 0 }
                let among = document.rows(inSection: 0, among: candidates, firstMatch: naiveSearch(Array(needle.utf8)))
                #expect(among == expected(document, needle, among: candidates), "\(needle.debugDescription) among 1 in \(density)")
                #expect(inRounds(document, among: candidates, naiveSearch(Array(needle.utf8)), round: 333) == among,
                        "\(needle.debugDescription) among 1 in \(density), in rounds")
            }
        }
        withExtendedLifetime(table) {}
    }

    /// The rows a search in rounds that never stops hands over, joined; each round's
    /// ascending and after the last's.
    private func inRounds(_ document: ListDocument, among candidates: [Int]?, _ search: @escaping ByteSearch, round: Int) -> [Int] {
        var found: [Int] = []
        let finished = document.rows(inSection: 0, among: candidates, firstMatch: search, shouldStop: { false }, round: round) { batch in
            #expect(batch == batch.sorted() && (found.last.map { last in batch.allSatisfy { $0 > last } } ?? true))
            found += batch
        }
        #expect(finished)
        return found
    }

    @Test("A search in rounds asks before each round but the first whether to stop, and stops at once when told")
    func stopsBetweenRounds() throws {
        let text = (0..<10_000).map { "row \($0)\n" }.joined()
        let document = try ListDocument(bytes: Array(text.utf8), format: .lines)
        let search = naiveSearch(Array("1".utf8))
        var asked = 0
        var rounds = 0
        let finished = document.rows(inSection: 0, among: nil, firstMatch: search, shouldStop: { asked += 1; return false }, round: 1_000) {
            _ in rounds += 1
        }
        #expect(finished && rounds == 10 && asked == 9, "asked before each of the nine rounds after the first")
        asked = 0
        rounds = 0
        let stopped = document.rows(inSection: 0, among: nil, firstMatch: search, shouldStop: { asked += 1; return asked == 4 }, round: 1_000) {
            _ in rounds += 1
        }
        #expect(!stopped && asked == 4 && rounds == 4, "stopped before the fifth round")
        let matches: @Sendable (UnsafeRawBufferPointer) -> Bool = { $0.contains(UInt8(ascii: "7")) }
        var found: [Int] = []
        #expect(document.rows(inSection: 0, among: nil, where: matches, shouldStop: { false }, round: 1_000) { found += $0 })
        #expect(found == document.rows(inSection: 0, among: nil, where: matches))
        #expect(!document.rows(inSection: 0, among: nil, where: matches, shouldStop: { true }, round: 1_000) { _ in })
    }
}
