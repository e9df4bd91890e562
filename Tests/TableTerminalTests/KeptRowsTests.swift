import Testing
import ListView
import SampleList
import TableKit
import TableTerminal
import TestSupport

/// The rows a filter keeps, as a list or as a bitmap: every question asked of them answers
/// as a sorted array of the same rows does, at sizes across the bitmap's words and blocks,
/// at every density, after rows are kept one by one and appended at the end.
@Suite("The rows a filter keeps")
struct KeptRowsTests {
    /// A sorted array's answers, the obviously right ones, worked out for every row up to
    /// `width` in one sweep.
    private struct Reference {
        var rows: [Int]
        func answers(width: Int) -> (place: [Int: Int], after: [Int?], before: [Int?]) {
            var place: [Int: Int] = [:]
            for (i, row) in rows.enumerated() { place[row] = i }
            // after[r + 1]: the first row kept past r; before[r + 1]: the last row kept before r.
            var after = [Int?](repeating: nil, count: width + 3)
            var before = [Int?](repeating: nil, count: width + 3)
            var next: Int?
            for r in stride(from: width + 1, through: -1, by: -1) {
                after[r + 1] = next
                if place[r] != nil { next = r }
            }
            var previous: Int?
            for r in -1...(width + 1) {
                before[r + 1] = previous
                if place[r] != nil { previous = r }
            }
            return (place, after, before)
        }
    }

    private func check(_ kept: KeptRows, _ reference: Reference, width: Int, _ note: String) {
        #expect(kept.count == reference.rows.count, "\(note)")
        #expect(kept.first == reference.rows.first && kept.last == reference.rows.last, "\(note)")
        var all: [Int] = []
        kept.forEach { all.append($0) }
        #expect(all == reference.rows, "\(note)")
        let answers = reference.answers(width: width)
        for row in -1...(width + 1) {
            guard kept.place(of: row) == answers.place[row], kept.contains(row) == (answers.place[row] != nil),
                  kept.row(after: row) == answers.after[row + 1], kept.row(before: row) == answers.before[row + 1] else {
                Issue.record("\(note): row \(row)")
                return
            }
        }
        for place in -1...(reference.rows.count) where kept.row(atPlace: place) != (reference.rows.indices.contains(place) ? reference.rows[place] : nil) {
            Issue.record("\(note): place \(place)")
            return
        }
    }

    @Test("Lists and bitmaps answer as a sorted array, at every density, kept one by one and appended",
          arguments: [0, 1, 63, 64, 65, 511, 512, 513, 4_095, 4_096, 5_000, 33_000])
    func againstReference(width: Int) {
        var random = SeededGenerator(seed: UInt64(width) &+ 11)
        for density in [1, 3, 50, 200] {
            let rows = (0..<width).filter { _ in Int.random(in: 0..<density, using: &random) == 0 }
            var kept = KeptRows(rows, sectionRows: width)
            var reference = Reference(rows: rows)
            let note = "\(width) rows, 1 in \(density)"
            #expect(kept.isBitmap == (width >= KeptRows.smallestBitmap && rows.count > width / 64), "\(note)")
            check(kept, reference, width: width, note)
            // Rows kept one by one (an edit's rows), anywhere.
            for _ in 0..<5 where width > 0 {
                let row = Int.random(in: 0..<width, using: &random)
                kept.insert(row)
                if !reference.rows.contains(row) { reference.rows = (reference.rows + [row]).sorted() }
            }
            check(kept, reference, width: width, note + ", kept")
            // Rows that arrived at the end.
            let added = (width..<(width + 700)).filter { _ in Int.random(in: 0..<density, using: &random) == 0 }
            kept.append(added, sectionRows: width + 700)
            reference.rows += added
            check(kept, reference, width: width + 700, note + ", appended")
            #expect(kept == KeptRows(reference.rows, sectionRows: 0), "equal to a list of the same rows: \(note)")
        }
    }

    @Test("A list that grows past one row in 64 of a big section becomes a bitmap")
    func becomesBitmap() {
        var kept = KeptRows([], sectionRows: 100_000)
        #expect(!kept.isBitmap)
        kept.append(Array(0..<1_000), sectionRows: 100_000)
        #expect(!kept.isBitmap, "1,000 of 100,000: a list")
        kept.append(Array(1_000..<2_000), sectionRows: 100_000)
        #expect(kept.isBitmap && kept.count == 2_000 && kept.row(atPlace: 1_999) == 1_999)
    }

    @Test("Rows gathered in any order, some twice, keep as the sorted unique list of them, in the smaller form",
          arguments: [10, 4_095, 4_096, 20_000])
    func collector(width: Int) {
        var random = SeededGenerator(seed: UInt64(width))
        for density in [1, 10, 100, 1_000] {
            let rows = (0..<width).filter { _ in Int.random(in: 0..<density, using: &random) == 0 }
            var collector = KeptRows.Collector(sectionRows: width)
            for row in (rows + rows.prefix(rows.count / 3)).shuffled(using: &random) { collector.add(row) }
            let kept = collector.kept()
            #expect(kept == KeptRows(rows, sectionRows: width), "\(width) rows, 1 in \(density)")
            #expect(kept.isBitmap == KeptRows(rows, sectionRows: width).isBitmap)
        }
    }

    @Test("A filter keeping most of a big list follows deletes, undo and moves: the rows shown are those it kept, where they went")
    func bigFilterFollowsEdits() throws {
        _ = TestLocale.ready
        let texts = (0..<20_000).map { "item \($0)" }
        let list = SampleList(sections: [TableSection(header: nil, footer: nil, rows: texts)])
        let table = Table(dataSource: list, delegate: list)
        let program = ListProgram(table: table, options: ViewOptions(title: "t", animations: false), clock: { 0 })
        program.send(keys: "/1".map { Key.character($0) } + [.enter])
        func shownTexts() -> [String] {
            (0..<table.numberOfRows(inSection: 0)).compactMap { row in
                program.state.filter?.contains(IndexPath(row: row, section: 0)) == true ? table.text(forRowAt: IndexPath(row: row, section: 0)) : nil
            }
        }
        let matching = texts.filter { $0.contains("1") }
        #expect(shownTexts() == matching)
        program.send(keys: "jjdd".map { Key.character($0) })
        #expect(shownTexts() == matching.filter { $0 != matching[2] }, "the third row shown deleted")
        program.send(keys: [.character("u")])
        #expect(shownTexts() == matching, "undo brought it back, shown")
        program.send(keys: "eJ".map { Key.character($0) })
        #expect(program.state.filter?.count == matching.count, "a move keeps every row kept")
        withExtendedLifetime(list) {}
    }
}
