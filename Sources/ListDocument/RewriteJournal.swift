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
    /// A change as the journal compares it: row positions, moves, and the contents inserted
    /// or reloaded.
    struct Signature: Equatable {
        var deleted: [IndexPath]
        var inserted: [IndexPath: DocumentRow]
        var moves: Set<TableUpdate.RowMove>
        var reloaded: [IndexPath: DocumentRow]

        typealias Change = TableChange<DocumentRow, TableSection<DocumentRow>>

        /// `change` as compared.
        init(_ change: Change) {
            let update = change.update
            deleted = update.deletedRows.map(\.indexPath)
            inserted = Dictionary(uniqueKeysWithValues: zip(update.insertedRows.map(\.indexPath), change.insertedRows))
            moves = Set(update.movedRows)
            reloaded = Dictionary(uniqueKeysWithValues: zip(update.reloadedRows.map(\.to), change.reloadedRows.map(\.new)))
        }

        /// The change that undoes `change`, as the table makes it.
        init(undoing change: Change) {
            let update = change.update
            deleted = update.insertedRows.map(\.indexPath)
            inserted = Dictionary(uniqueKeysWithValues: zip(update.deletedRows.map(\.indexPath), change.deletedRows))
            moves = Set(update.movedRows.map { TableUpdate.RowMove(from: $0.to, to: $0.from) })
            reloaded = Dictionary(uniqueKeysWithValues: zip(update.reloadedRows.map(\.from), change.reloadedRows.map(\.old)))
        }

        /// The move that undoes a drag's move from `source` to `destination`.
        init(undoingMoveFrom source: IndexPath, to destination: IndexPath) {
            deleted = []
            inserted = [:]
            moves = [TableUpdate.RowMove(from: destination, to: source)]
            reloaded = [:]
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

    /// If `change` undoes the newest change and `rows` are as that change left them, reverts
    /// its rewrites in `rows`, forgets it, and returns true; otherwise false.
    mutating func revertIfUndoing(_ change: Signature.Change, in rows: inout TableSections<DocumentRow>) -> Bool {
        guard let entry = entries.last, Signature(change) == entry.undoneBy,
            entry.rewrites.allSatisfy({ rows[$0.indexPath] == $0.after })
        else { return false }
        for rewrite in entry.rewrites.reversed() { rows[rewrite.indexPath] = rewrite.before }
        entries.removeLast()
        return true
    }
}
