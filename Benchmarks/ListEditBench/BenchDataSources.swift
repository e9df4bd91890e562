import TableKit
import TestSupport

/// An undoable data source that keeps counts only: applying an update adjusts them. Its
/// archives are empty, so undo figures are the table's cost (inverting, validating twice,
/// applying) and not an array's.
final class CountsOnlyUndoableDataSource: TableUndoableDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in table: Table) -> Int { counts.count }
    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { "" }
    func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> String { "" }
    func table(_ table: Table, archiveSection section: Int) -> TableSection<String> { TableSection(rows: []) }
    func table(_ table: Table, apply change: TableChange<String, TableSection<String>>) throws {
        let update = change.update
        for row in update.deletedRows { counts[row.indexPath.section] -= 1 }
        for row in update.insertedRows { counts[row.indexPath.section] += 1 }
        for move in update.movedRows {
            counts[move.from.section] -= 1
            counts[move.to.section] += 1
        }
    }
}

/// An undoable data source over real arrays of strings, for the whole cost of an undo.
final class ArrayUndoableDataSource: TableSectionsDataSource {
    var model: TableSections<String>
    init(rows: Int) {
        model = TableSections([TableSection(rows: (0..<rows).map { "Item \($0)" })])
    }
}

/// A batch of `count` operations on one section of `rows` rows: a third deletes, a third
/// moves, a third inserts, at distinct random places, consistent with the new count.
struct RandomRowBatch {
    var deletes: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var inserts: [IndexPath] = []

    init(count: Int, rows: Int, section: Int = 0) {
        var generator = SeededGenerator(seed: UInt64(count) &* 31 &+ UInt64(rows))
        let third = count / 3
        var old = Set<Int>()
        while old.count < 2 * third { old.insert(Int.random(in: 0..<rows, using: &generator)) }
        let oldPlaces = Array(old).shuffled(using: &generator)
        var new = Set<Int>()
        while new.count < 2 * third { new.insert(Int.random(in: 0..<rows, using: &generator)) }
        let newPlaces = Array(new).shuffled(using: &generator)
        deletes = oldPlaces.prefix(third).map { IndexPath(row: $0, section: section) }
        moves = zip(oldPlaces.dropFirst(third), newPlaces.prefix(third)).map {
            (IndexPath(row: $0, section: section), IndexPath(row: $1, section: section))
        }
        inserts = newPlaces.dropFirst(third).map { IndexPath(row: $0, section: section) }
    }

    var operationCount: Int { deletes.count + moves.count + inserts.count }
}

/// ``ArrayUndoableDataSource`` whose rows can also be deleted by the user, for deleting
/// selected rows; its commit is an undoable edit, as ListDocument's is.
final class EditableArrayDataSource: TableEditingDataSource, TableSectionsDataSource {
    var model: TableSections<String>
    init(rows: Int) {
        model = TableSections([TableSection(rows: (0..<rows).map { "Item \($0)" })])
    }
    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        try table.edit(of: self) { $0.deleteRows(at: [indexPath]) }
    }
}

/// ``CountsOnlyUndoableDataSource`` whose rows can be deleted by the user: the table's own
/// cost of deleting selected rows, without arrays.
final class EditableCountsDataSource: TableEditingDataSource, TableUndoableDataSource {
    let counts: CountsOnlyUndoableDataSource
    init(_ counts: [Int]) { self.counts = CountsOnlyUndoableDataSource(counts) }
    func numberOfSections(in table: Table) -> Int { counts.numberOfSections(in: table) }
    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { counts.table(table, numberOfRowsInSection: section) }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { "" }
    func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> String { "" }
    func table(_ table: Table, archiveSection section: Int) -> TableSection<String> { TableSection(rows: []) }
    func table(_ table: Table, apply change: TableChange<String, TableSection<String>>) throws {
        try counts.table(table, apply: change)
    }
    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        try table.edit(of: self) { $0.deleteRows(at: [indexPath]) }
    }
}
