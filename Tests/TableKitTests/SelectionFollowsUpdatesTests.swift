import Testing
import TableKit
import TestSupport

/// Selected rows stay on their rows through every update, and vanish with them.
@Suite("Selection follows updates")
struct SelectionFollowsUpdatesTests {
    private func makeTable(_ sections: [[String]]) -> (Table, UndoableListDataSource) {
        let source = UndoableListDataSource(sections.map { TableSection(rows: $0) })
        let table = Table(dataSource: source)
        table.allowsMultipleSelection = true
        return (table, source)
    }

    private func selectedTexts(_ table: Table) -> [String] {
        (table.indexPathsForSelectedRows ?? []).map { table.text(forRowAt: $0)! }
    }

    @Test("Inserted rows push selected rows down; deleted selected rows vanish")
    func insertsAndDeletes() throws {
        let (table, source) = makeTable([["a", "b", "c", "d", "e"]])
        try table.selectRows(from: ip(1), through: ip(3))
        try table.edit(of: source) { $0.insertRow("x", at: ip(0)); $0.insertRow("y", at: ip(3)) }
        #expect(table.indexPathsForSelectedRows == [ip(2), ip(4), ip(5)])
        #expect(selectedTexts(table) == ["b", "c", "d"])
        try table.edit(of: source) { $0.deleteRows(at: [ip(4), ip(0)]) }
        #expect(selectedTexts(table) == ["b", "d"])
        #expect(table.indexPathsForSelectedRows == [ip(1), ip(3)])
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("A moved row takes its selection along, into another section too")
    func moves() throws {
        let (table, source) = makeTable([["a", "b", "c"], ["d"]])
        try table.selectRow(at: ip(0))
        try table.selectRow(at: ip(2))
        try table.edit(of: source) { $0.moveRow(at: ip(0), to: ip(1, 1)) }
        #expect(source.rows == [["b", "c"], ["d", "a"]])
        #expect(table.indexPathsForSelectedRows == [ip(1), ip(1, 1)])
        #expect(selectedTexts(table) == ["c", "a"])
    }

    @Test("Sections inserted, deleted and moved carry their selected rows; a reloaded row stays selected, a reloaded section's rows do not")
    func sections() throws {
        let (table, source) = makeTable([["a", "b"], ["c", "d"], ["e"]])
        try table.selectRows(from: ip(1, 0), through: ip(0, 2))
        try table.edit(of: source) { edit in
            edit.insertSection(TableSection(rows: ["new"]), at: 0)
            edit.moveSection(2, toSection: 1)
            edit.reloadRow(at: ip(1, 0), with: "B")
        }
        #expect(source.rows == [["new"], ["e"], ["a", "B"], ["c", "d"]])
        #expect(selectedTexts(table) == ["e", "B", "c", "d"])
        try table.edit(of: source) { edit in
            edit.deleteSections([1])
            edit.reloadSection(3, with: TableSection(rows: ["x"]))
        }
        #expect(selectedTexts(table) == ["B"])
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("UIKit-style updates and undo move the selection as edits do")
    func undoAndDirectUpdates() throws {
        let (table, source) = makeTable([["a", "b", "c"]])
        try table.selectRow(at: ip(2))
        try table.edit(of: source) { $0.deleteRows(at: [ip(0)]) }
        #expect(table.indexPathsForSelectedRows == [ip(1)])
        try table.undo()
        #expect(table.indexPathsForSelectedRows == [ip(2)])
        source.model.sections[0].rows.insert("z", at: 0)
        try table.insertRows(at: [ip(0)])
        #expect(selectedTexts(table) == ["c"])
    }

    @Test("A hundred thousand selected rows in a million follow a one-row update as one range")
    func largeRange() throws {
        let source = CountsDataSource([1_000_000])
        let table = Table(dataSource: source)
        table.allowsMultipleSelection = true
        try table.selectRows(from: ip(200_000), through: ip(299_999))
        source.counts[0] -= 1
        try table.deleteRows(at: [ip(250_000)])
        #expect(table.numberOfSelectedRows == 99_999)
        #expect(table.isRowSelected(at: ip(199_999)) == false)
        #expect(table.isRowSelected(at: ip(200_000)))
        #expect(table.isRowSelected(at: ip(299_998)))
        #expect(!table.isRowSelected(at: ip(299_999)))
        source.counts[0] += 1
        try table.insertRows(at: [ip(0)])
        #expect(table.indexPathForSelectedRow == ip(200_001))
    }

    @Test("Random selections through 3,000 random batches: each selected row is where the reference puts it, or gone with it")
    func randomBatches() throws {
        var rng = SeededGenerator(seed: 14_002)
        var checked = 0
        for _ in 0..<3_000 {
            let shape = RandomBatches.shape(&rng)
            let ops = RandomBatches.batch(for: shape, &rng)
            let old = RefTable(shape: shape)
            guard case let .valid(new, counts) = Reference.run(old, ops) else { continue }
            let source = CountsDataSource(old.counts)
            let table = Table(dataSource: source)
            table.allowsMultipleSelection = true
            // Runs and single rows, possibly across sections.
            var selectedNames: Set<String> = []
            let all = old.sections.enumerated().flatMap { s, rows in rows.indices.map { IndexPath(row: $0, section: s) } }
            for _ in 0..<Int.random(in: 0...3, using: &rng) where !all.isEmpty {
                let a = all.randomElement(using: &rng)!
                let b = Bool.random(using: &rng) ? a : all.randomElement(using: &rng)!
                try table.selectRows(from: a, through: b)
                let (low, high) = a < b ? (a, b) : (b, a)
                for path in all where path >= low && path <= high { selectedNames.insert(old.sections[path.section][path.row]) }
            }
            source.counts = counts.rows
            table.beginUpdates()
            for op in ops { try BatchCaseRunner.perform(op, on: table) }
            try table.endUpdates()

            let positions = new.positions
            let expected = selectedNames.compactMap { positions[$0] ?? positions[$0 + "*"] }.sorted()
            let actual = table.indexPathsForSelectedRows ?? []
            #expect(actual == expected, "shape \(shape), ops \(ops)")
            #expect(table.numberOfSelectedRows == expected.count)
            #expect(table.invariantViolations().isEmpty)
            checked += 1
        }
        #expect(checked > 1_000)
    }
}
