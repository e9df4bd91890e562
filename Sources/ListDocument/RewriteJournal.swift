import TableKit

/// A row a change rewrote besides the rows it named (a renumbered list item, a respaced JSON
/// element): where, and its contents before and after.
struct RowRewrite {
    var indexPath: IndexPath
    var before: DocumentRow
    var after: DocumentRow
}

/// The rows each change rewrote besides its own, newest last, so that undoing the change puts
/// them back exactly: the rows left after a change cannot always say what the others were
/// (two lists joined keep one start number; an element moved between arrays takes the
/// spacing of each in turn).
///
/// The table undoes a change by replaying its inverse; an update that is the inverse of the
/// newest entry's change, made while the rows are as that change left them, is taken as its
/// undoing: the entry's rewrites are reverted, and nothing is recomputed. Any other update is
/// a new change, whose rewrites are computed and recorded. A redo is a new change that
/// computes the same rewrites again, since they depend only on the rows and the update.
struct RewriteJournal {
    /// An update as the journal compares it: row positions, moves, and the contents inserted
    /// or reloaded.
    struct Signature: Equatable {
        var deleted: [IndexPath]
        var inserted: [IndexPath: DocumentRow?]
        var moves: Set<TableUpdate.RowMove>
        var reloaded: [IndexPath: DocumentRow?]

        /// `update` as compared.
        init(_ update: TableUpdate) {
            deleted = update.deletedRows.map(\.indexPath)
            inserted = Dictionary(uniqueKeysWithValues: update.insertedRows.map { ($0.indexPath, $0.value as? DocumentRow) })
            moves = Set(update.movedRows)
            reloaded = Dictionary(uniqueKeysWithValues: update.reloadedRows.map { ($0.to, $0.newValue as? DocumentRow) })
        }

        /// The update that undoes `update`, as the table makes it.
        init(undoing update: TableUpdate) {
            deleted = update.insertedRows.map(\.indexPath)
            inserted = Dictionary(uniqueKeysWithValues: update.deletedRows.map { ($0.indexPath, $0.value as? DocumentRow) })
            moves = Set(update.movedRows.map { TableUpdate.RowMove(from: $0.to, to: $0.from) })
            reloaded = Dictionary(uniqueKeysWithValues: update.reloadedRows.map { ($0.from, $0.oldValue as? DocumentRow) })
        }

        /// The move that undoes a drag's move from `source` to `destination`.
        init(undoingMoveFrom source: IndexPath, to destination: IndexPath) {
            deleted = []
            inserted = [:]
            moves = [TableUpdate.RowMove(from: destination, to: source)]
            reloaded = [:]
        }

        /// Whether the update can be told apart: contents missing from a UIKit-style update
        /// could match anything.
        var isComparable: Bool {
            inserted.values.allSatisfy { $0 != nil } && reloaded.values.allSatisfy { $0 != nil }
        }
    }

    private struct Entry {
        var undoneBy: Signature
        var rewrites: [RowRewrite]
    }

    private var entries: [Entry] = []

    /// Records a change whose undoing is `undoneBy`, and the rows it rewrote.
    mutating func record(undoneBy: Signature, rewrites: [RowRewrite]) {
        entries.append(Entry(undoneBy: undoneBy, rewrites: rewrites))
    }

    /// If `update` undoes the newest change and `rows` are as that change left them, reverts
    /// its rewrites in `rows`, forgets it, and returns them (to put back should the update
    /// fail); otherwise nil.
    mutating func revertIfUndoing(_ update: TableUpdate, in rows: inout TableSections<DocumentRow>) -> [RowRewrite]? {
        guard let entry = entries.last, entry.undoneBy.isComparable, Signature(update) == entry.undoneBy,
            entry.rewrites.allSatisfy({ rows[$0.indexPath] == $0.after })
        else { return nil }
        for rewrite in entry.rewrites.reversed() { rows[rewrite.indexPath] = rewrite.before }
        entries.removeLast()
        return entry.rewrites
    }
}
