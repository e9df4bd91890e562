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

/// A filter's rows following batch updates of big sections, where the rows kept as bits move a
/// stretch at a time: the same rows as one `newIndexPath(forOldIndexPath:)` per row.
@Suite("The rows a filter keeps, following updates")
struct KeptRowsFollowingTests {
    @Test("A stretch of rows copied into a collector: the rows of the stretch, moved, whatever the forms and the word offsets",
          arguments: [100, 5_000, 70_000])
    func stretchCopied(width: Int) {
        var random = SeededGenerator(seed: UInt64(width) &+ 3)
        for density in [1, 2, 9, 100] {
            let rows = (0..<width).filter { _ in Int.random(in: 0..<density, using: &random) == 0 }
            let source = KeptRows(rows, sectionRows: width)
            for _ in 0..<40 {
                let lower = Int.random(in: 0...width, using: &random)
                let upper = Bool.random(using: &random) ? Int.max : Int.random(in: lower...(width + 70), using: &random)
                let start = Int.random(in: 0...(width + 100), using: &random)
                let targetWidth = Int.random(in: 0...(width * 2), using: &random)
                var collector = KeptRows.Collector(sectionRows: targetWidth)
                let extra = Int.random(in: 0..<(width + 1), using: &random)
                collector.add(extra)
                collector.add(source, lower..<upper, movedTo: start)
                let expected = Set(rows.filter { $0 >= lower && $0 < upper }.map { $0 - lower + start } + [extra]).sorted()
                #expect(collector.kept() == KeptRows(expected, sectionRows: 0),
                        "\(width) rows, 1 in \(density), \(lower)..<\(upper) to \(start), into \(targetWidth)")
            }
        }
    }

    /// Records the updates a table applies.
    private final class Updates: TableObserver {
        var last: TableUpdate?
        func table(_ table: Table, didApply update: TableUpdate) { last = update }
    }

    @Test("Random deletes, inserts and moves, within and across big sections: the kept rows go where each row goes")
    func randomBatches() throws {
        var random = SeededGenerator(seed: 31)
        for round in 0..<60 {
            let counts = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 0...9_000, using: &random) }
            let source = CountsDataSource(counts)
            let table = Table(dataSource: source)
            let updates = Updates()
            table.observer = updates
            let density = [1, 2, 5, 80][round % 4]
            let kept = counts.map { count in (0..<count).filter { _ in Int.random(in: 0..<density, using: &random) == 0 } }
            var filtered = FilteredRows(query: FilterQuery("x"), rows: zip(kept, counts).map { KeptRows($0, sectionRows: $1) })
            let batch = RandomBatch(counts: counts, using: &random)
            try table.performBatchUpdates {
                source.counts = batch.newCounts
                try table.deleteRows(at: batch.deleted)
                try table.insertRows(at: batch.inserted)
                for move in batch.moved { try table.moveRow(at: move.from, to: move.to) }
            }
            let update = try #require(updates.last)
            var expected = batch.newCounts.map { _ in Set<Int>() }
            for (section, rows) in kept.enumerated() {
                for row in rows {
                    if let new = update.newIndexPath(forOldIndexPath: IndexPath(row: row, section: section)) { expected[new.section].insert(new.row) }
                }
            }
            for path in batch.inserted { expected[path.section].insert(path.row) }
            filtered.follow(update, in: table)
            for section in expected.indices {
                #expect(filtered.rows[section] == KeptRows(expected[section].sorted(), sectionRows: 0),
                        "round \(round): section \(section) of \(counts) → \(batch.newCounts), 1 in \(density)")
            }
        }
    }
}

/// A valid batch of row deletes, inserts and moves over sections of `counts` rows.
private struct RandomBatch {
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var newCounts: [Int]

    init(counts: [Int], using random: inout SeededGenerator) {
        var staying = counts
        var movedFrom: [IndexPath] = []
        for (section, count) in counts.enumerated() where count > 0 {
            let touched = Array(Set((0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0..<count, using: &random) }))
            for row in touched {
                if Bool.random(using: &random) { deleted.append(IndexPath(row: row, section: section)) } else { movedFrom.append(IndexPath(row: row, section: section)) }
            }
            staying[section] -= touched.count
        }
        // Where the moved rows go, and how many rows each section gains.
        let destinations = movedFrom.map { _ in Int.random(in: 0..<counts.count, using: &random) }
        let insertions = counts.map { _ in Int.random(in: 0...20, using: &random) }
        newCounts = counts.indices.map { section in
            staying[section] + insertions[section] + destinations.filter { $0 == section }.count
        }
        var newRows = newCounts.map { Array(0..<$0).shuffled(using: &random) }
        for (from, section) in zip(movedFrom, destinations) {
            moved.append((from, IndexPath(row: newRows[section].removeLast(), section: section)))
        }
        for section in counts.indices {
            inserted += newRows[section].prefix(insertions[section]).map { IndexPath(row: $0, section: section) }
        }
    }
}
