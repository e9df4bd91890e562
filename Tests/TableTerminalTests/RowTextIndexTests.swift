import Testing
import ListView
import TestSupport

/// The pairing of a command's output lines with the rows it read (`:!cmd`), against an
/// obviously right reference, at sizes across every threshold of the index: one part and
/// many, built as it is made and in the background, texts placed by one core and by all.
@Suite("Rows matched to a command's lines")
struct RowTextIndexTests {
    /// Rows `texts`, packed with a newline after each, as a command reads them.
    private func packed(_ texts: [[UInt8]]) -> (bytes: [UInt8], ends: [Int]) {
        var bytes: [UInt8] = [], ends: [Int] = []
        for text in texts {
            bytes += text
            ends.append(bytes.count)
            bytes.append(0x0A)
        }
        return (bytes, ends)
    }

    /// The reference: for each line, the first row of its text not yet taken, or -1.
    private func reference(rows: [[UInt8]], lines: [[UInt8]]) -> [Int] {
        var waiting: [[UInt8]: [Int]] = [:]
        for (index, text) in rows.enumerated().reversed() { waiting[text, default: []].append(index) }
        return lines.map { waiting[$0]?.popLast() ?? -1 }
    }

    /// Texts of 0 to 20 bytes from a small alphabet, so that many repeat and many share a length.
    private func randomText(_ random: inout SeededGenerator, distinct: Int) -> [UInt8] {
        let n = Int.random(in: 0..<distinct, using: &random)
        return Array("t\(n)-\(String(repeating: "x", count: n % 13))".utf8.prefix(n % 21))
    }

    private func check(rows rowCount: Int, seed: UInt64, hashesOnlyLengths: Bool = false) {
        var random = SeededGenerator(seed: seed)
        let distinct = max(2, rowCount / 3)
        let rows = (0..<rowCount).map { _ in randomText(&random, distinct: distinct) }
        // The lines: most of the rows shuffled, some twice, some dropped, some new.
        var lines: [[UInt8]] = rows.filter { _ in Int.random(in: 0..<10, using: &random) > 0 }
        lines += (0..<(rowCount / 10)).map { _ in randomText(&random, distinct: distinct * 2) }
        lines.shuffle(using: &random)
        let (bytes, ends) = packed(rows)
        let output = packed(lines)
        let ranges = lines.indices.map { (output.ends[$0] - lines[$0].count)..<output.ends[$0] }
        let index = RowTextIndex(rows: bytes, rowEnds: ends, hashesOnlyLengths: hashesOnlyLengths)
        let matched = index.match(ranges, of: output.bytes)
        #expect(matched == reference(rows: rows, lines: lines), "rows \(rowCount), seed \(seed)")
    }

    @Test("Every line takes the first row of its text not yet taken, at every size", arguments: [
        0, 1, 2, 17, 4_096, 4_097, 19_999, 20_000, 65_536, 70_001, 140_000,
    ])
    func matchesTheReference(rows: Int) {
        for seed in 1...2 { check(rows: rows, seed: UInt64(seed) &* 7919 &+ UInt64(rows)) }
    }

    @Test("Texts of one hash are told apart by their bytes", arguments: [3, 300, 2_000])
    func sameHashDifferentBytes(rows: Int) {
        check(rows: rows, seed: 11, hashesOnlyLengths: true)
    }

    @Test("Lines with no rows, and rows with no lines, match nothing")
    func empty() {
        let none = RowTextIndex(rows: [], rowEnds: [])
        #expect(none.match([0..<1], of: Array("a\n".utf8)) == [-1])
        let some = RowTextIndex(rows: Array("a\n".utf8), rowEnds: [1])
        #expect(some.match([], of: []) == [])
    }
}
