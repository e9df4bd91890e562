import Testing
import TableKit
import TestSupport

/// `performBatchUpdates(_:completion:)`: the completion is called once, after the update is
/// applied, or with `false` when it is not.
@Suite("Batch completion")
struct BatchCompletionTests {
    /// Records the order in which the observer and the completions hear about a batch.
    final class Timeline: TableObserver {
        var events: [String] = []
        func table(_ table: Table, didApply update: TableUpdate) {
            events.append("applied \(update.insertedRows.count) inserted, \(update.deletedRows.count) deleted")
        }
    }

    private func makeTable(rows: [String]) -> (Table, ListDataSource, Timeline) {
        let source = ListDataSource(rows: rows)
        let table = Table(dataSource: source)
        let timeline = Timeline()
        table.observer = timeline
        return (table, source, timeline)
    }

    @Test("The completion runs once with true, after the table has applied the update")
    func completesAfterApplying() throws {
        let (table, source, timeline) = makeTable(rows: ["a", "b"])
        try table.performBatchUpdates({
            source.model.sections[0].rows.append("c")
            try table.insertRows(at: [ip(2)])
            timeline.events.append("updates ran")
        }, completion: { finished in
            timeline.events.append("completion \(finished), \(table.numberOfRows(inSection: 0)) rows")
        })
        #expect(timeline.events == ["updates ran", "applied 1 inserted, 0 deleted", "completion true, 3 rows"])
    }

    @Test("When the updates closure throws, the completion runs once with false and nothing is applied")
    func updatesThrow() {
        struct Stop: Error {}
        let (table, source, timeline) = makeTable(rows: ["a", "b"])
        var calls: [Bool] = []
        #expect(throws: Stop.self) {
            try table.performBatchUpdates({
                source.model.sections[0].rows.append("c")
                try table.insertRows(at: [ip(2)])
                throw Stop()
            }, completion: { calls.append($0) })
        }
        #expect(calls == [false])
        #expect(timeline.events.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test("When the batch is inconsistent, the completion runs once with false and the error is thrown")
    func inconsistentBatch() {
        let (table, source, timeline) = makeTable(rows: ["a", "b"])
        var calls: [Bool] = []
        // The data source was not changed, so an insert leaves it one row short.
        #expect(throws: TableUpdateError.self) {
            try table.performBatchUpdates({ try table.insertRows(at: [ip(2)]) }, completion: { calls.append($0) })
        }
        #expect(calls == [false])
        #expect(timeline.events.isEmpty)
        #expect(table.invariantViolations().isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test("A nested batch's completion waits for the outermost batch, and each completion runs once")
    func nestedBatches() throws {
        let (table, source, timeline) = makeTable(rows: ["a"])
        try table.performBatchUpdates({
            try table.performBatchUpdates({
                source.model.sections[0].rows.append("b")
                try table.insertRows(at: [ip(1)])
            }, completion: { timeline.events.append("inner \($0), \(table.numberOfRows(inSection: 0)) rows") })
            timeline.events.append("inner batch returned")
            source.model.sections[0].rows.append("c")
            try table.insertRows(at: [ip(2)])
        }, completion: { timeline.events.append("outer \($0)") })
        #expect(timeline.events == [
            "inner batch returned", "applied 2 inserted, 0 deleted", "inner true, 3 rows", "outer true",
        ])
    }

    @Test("A nested completion learns false when the outermost batch fails, or is thrown away")
    func nestedBatchFails() {
        struct Stop: Error {}
        let (table, source, _) = makeTable(rows: ["a"])
        var calls: [String] = []
        #expect(throws: Stop.self) {
            try table.performBatchUpdates({
                try table.performBatchUpdates({
                    source.model.sections[0].rows.append("b")
                    try table.insertRows(at: [ip(1)])
                }, completion: { calls.append("inner \($0)") })
                throw Stop()
            }, completion: { calls.append("outer \($0)") })
        }
        #expect(calls == ["inner false", "outer false"])

        // The same inner batch, closed by an outer beginUpdates/endUpdates that is inconsistent.
        calls = []
        let (table2, source2, _) = makeTable(rows: ["a"])
        table2.beginUpdates()
        #expect(throws: Never.self) {
            try table2.performBatchUpdates({ try table2.insertRows(at: [ip(1)]) }, completion: { calls.append("inner \($0)") })
        }
        #expect(calls.isEmpty)
        #expect(throws: TableUpdateError.self) { try table2.endUpdates() }
        #expect(calls == ["inner false"])
        withExtendedLifetime(source2) {}
    }

    @Test("A completion may start the next batch")
    func completionStartsBatch() throws {
        let (table, source, _) = makeTable(rows: ["a"])
        var second: Bool?
        try table.performBatchUpdates({
            source.model.sections[0].rows.append("b")
            try table.insertRows(at: [ip(1)])
        }, completion: { _ in
            try? table.performBatchUpdates({
                source.model.sections[0].rows.remove(at: 0)
                try table.deleteRows(at: [ip(0)])
            }, completion: { second = $0 })
        })
        #expect(second == true)
        #expect(source.rows == [["b"]])
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.invariantViolations().isEmpty)
    }
}
