import Testing
import TableKit
import TestSupport

/// `Table.rearrangeRows(of:at:to:)`: a computed reorder as one undoable edit of few moves.
@Suite("Rearranging rows")
struct RearrangeRowsTests {
    /// What the rearrangement must give, worked out the obvious way: rows outside the slots
    /// stay in order; slot k holds rows[k]; extra rows follow the last slot; rows the slots
    /// lose are gone.
    private func expected(_ sections: [[String]], slots: [IndexPath], rows: [String]) -> [[String]] {
        var result: [[String]] = []
        for (s, section) in sections.enumerated() {
            var out: [String] = []
            for (r, text) in section.enumerated() {
                let path = IndexPath(row: r, section: s)
                guard let k = slots.firstIndex(of: path) else {
                    out.append(text)
                    continue
                }
                if k < rows.count { out.append(rows[k]) }
                if path == slots.last, rows.count > slots.count { out += rows[slots.count...] }
            }
            result.append(out)
        }
        return result
    }

    @Test("Random rearrangements of random slots, with new rows, deletions and rows from other sections, match the obvious result and undo in one step",
          arguments: 0..<300)
    func randomRearrangements(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 0x5EED)
        let sectionCount = Int.random(in: 1...3, using: &random)
        var counter = 0
        let sections: [[String]] = (0..<sectionCount).map { _ in
            (0..<Int.random(in: 0...12, using: &random)).map { _ in
                counter += 1
                return "r\(counter)"
            }
        }
        let source = UndoableListDataSource(sections.map { TableSection(rows: $0) })
        let table = Table(dataSource: source)
        let all = sections.enumerated().flatMap { s, rows in rows.indices.map { IndexPath(row: $0, section: s) } }
        guard !all.isEmpty else { return }
        // A third of the seeds rearrange one run of a section's rows (a section sorted), whose
        // rows the plan works out rather than reads.
        let slots: [IndexPath]
        if seed % 3 == 0 {
            let section = all[Int.random(in: 0..<all.count, using: &random)].section
            let rows = all.filter { $0.section == section }
            let first = Int.random(in: 0..<rows.count, using: &random)
            slots = Array(rows[first...Int.random(in: first..<rows.count, using: &random)])
        } else {
            slots = all.filter { _ in Bool.random(using: &random) }.sorted()
        }
        guard !slots.isEmpty else { return }
        var kept = slots.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
        kept.shuffle(using: &random)
        var arrangement: [RearrangedRow<String>] = kept.map { .existing($0) }
        var texts = kept.map { sections[$0.section][$0.row] }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let at = Int.random(in: 0...arrangement.count, using: &random)
            counter += 1
            arrangement.insert(.new("n\(counter)"), at: at)
            texts.insert("n\(counter)", at: at)
        }
        try table.rearrangeRows(of: source, at: slots, to: arrangement)
        #expect(source.rows == expected(sections, slots: slots, rows: texts), "seed \(seed): slots \(slots)")
        #expect(table.invariantViolations().isEmpty)
        try table.undo()
        #expect(source.rows == sections, "one undo step")
    }

    @Test("A sorted section moves only the rows out of order: one row out of place is one move")
    func fewestMoves() throws {
        let rows = (1...1000).map { String(format: "%04d", $0) }
        let shuffled = [rows[999]] + rows.dropLast()
        let source = UndoableListDataSource(rows: shuffled)
        let table = Table(dataSource: source)
        let slots = (0..<1000).map { IndexPath(row: $0, section: 0) }
        let order = shuffled.indices.sorted { shuffled[$0] < shuffled[$1] }
        let update = try table.rearrangeRows(of: source, at: slots, to: order.map { .existing(slots[$0]) })
        #expect(source.rows == [rows])
        #expect(update.movedRows.count == 1, "\(update)")
    }

    @Test("Slots that are not ascending, or rows named twice or from outside the slots, are refused with the table unchanged")
    func refusals() throws {
        let source = UndoableListDataSource(rows: ["a", "b", "c"])
        let table = Table(dataSource: source)
        let a = IndexPath(row: 0, section: 0), b = IndexPath(row: 1, section: 0), c = IndexPath(row: 2, section: 0)
        #expect(throws: TableUsageError.self) { try table.rearrangeRows(of: source, at: [b, a], to: [.existing(a)]) }
        #expect(throws: TableUsageError.self) { try table.rearrangeRows(of: source, at: [a, b], to: [.existing(a), .existing(a)]) }
        #expect(throws: TableUsageError.self) { try table.rearrangeRows(of: source, at: [a, b], to: [.existing(c)]) }
        #expect(source.rows == [["a", "b", "c"]])
    }
}
