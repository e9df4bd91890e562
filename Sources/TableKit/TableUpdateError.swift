/// The kind of change an update operation makes, as named in error messages.
public enum UpdateAction: String, Sendable, Hashable {
    /// Deleting rows or sections.
    case delete
    /// Inserting rows or sections.
    case insert
    /// Reloading rows or sections.
    case reload
    /// Moving a row or a section.
    case move
}

/// Why a table refused an update: the update and the data source disagree, or the update
/// contradicts itself. UIKit raises `NSInternalInconsistencyException` for these; TableKit
/// throws, and leaves the table exactly as it was before the update.
///
/// The ``description`` follows UIKit's wording, naming the section, the numbers and the
/// offending operation.
public enum TableUpdateError: Error, Hashable, Sendable {
    /// The data source's section count is not the old count plus inserted minus deleted.
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    /// The data source's row count for an existing section is not the old count adjusted by
    /// the update's inserts, deletes and moves. `section` is its index after the update.
    case invalidRowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A section index outside the table: before the update for delete, reload and the
    /// source of a move; after it for insert and the destination of a move.
    case sectionOutOfRange(UpdateAction, section: Int, sectionCount: Int)
    /// A section moved to an index outside the table after the update.
    case sectionMoveDestinationOutOfRange(from: Int, to: Int, sectionCount: Int)
    /// A row whose section is outside the table.
    case rowSectionOutOfRange(UpdateAction, IndexPath, sectionCount: Int)
    /// A row outside its section: before the update for delete, reload and the source of a
    /// move; after it for insert.
    case rowOutOfRange(UpdateAction, IndexPath, rowCount: Int)
    /// A row moved to an index path outside the table after the update. `rowCount` is nil
    /// when the destination's section itself does not exist.
    case moveDestinationOutOfRange(from: IndexPath, to: IndexPath, rowCount: Int?, sectionCount: Int)
    /// The same operation named the same section twice.
    case duplicateSection(UpdateAction, section: Int)
    /// The same operation named the same row twice.
    case duplicateRow(UpdateAction, IndexPath)
    /// Two operations that cannot both apply named the same section.
    case conflictingSection(UpdateAction, UpdateAction, section: Int)
    /// Two operations that cannot both apply named the same row.
    case conflictingRow(UpdateAction, UpdateAction, IndexPath)
    /// A row was moved out of a section the same update deletes or reloads.
    case moveOutOfRemovedSection(from: IndexPath, removedBy: UpdateAction)
    /// A row was moved into a section the same update inserts or reloads.
    case moveIntoNewSection(to: IndexPath, addedBy: UpdateAction)
    /// A row was reloaded in a section the same update deletes.
    case reloadInDeletedSection(IndexPath)
}

extension TableUpdateError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .invalidSectionCount(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(after)) must be equal to the number of sections contained in the table view "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an "
                + "existing section after the update (\(after)) must be equal to the number of rows contained in that "
                + "section before the update (\(before)), plus or minus the number of rows inserted or deleted from "
                + "that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved "
                + "into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .sectionOutOfRange(action, section, count):
            let when = action == .insert || action == .move ? "after" : "before"
            return "attempt to \(action) section \(section), but there are only \(count) sections \(when) the update"
        case let .sectionMoveDestinationOutOfRange(from, to, count):
            return "attempt to move section \(from) to section \(to), but there are only \(count) sections after the update"
        case let .rowSectionOutOfRange(action, path, count):
            let when = action == .insert ? "after" : "before"
            return "attempt to \(action) row \(path.row) \(action.rowPreposition) section \(path.section), "
                + "but there are only \(count) sections \(when) the update"
        case let .rowOutOfRange(action, path, count):
            if action == .insert {
                return "attempt to insert row \(path.row) into section \(path.section), but there are only "
                    + "\(count) rows in section \(path.section) after the update"
            }
            return "attempt to \(action) row \(path.row) from section \(path.section) which only contains "
                + "\(count) rows before the update"
        case let .moveDestinationOutOfRange(from, to, rowCount, sectionCount):
            if let rowCount {
                return "attempt to move index path \(from) to index path \(to), but there are only \(rowCount) rows "
                    + "in section \(to.section) after the update"
            }
            return "attempt to move index path \(from) to index path \(to), but there are only \(sectionCount) "
                + "sections after the update"
        case let .duplicateSection(action, section):
            return "attempt to \(action) the same section (\(section)) twice"
        case let .duplicateRow(action, path):
            return "attempt to \(action) the same index path (\(path)) twice"
        case let .conflictingSection(first, second, section):
            return "attempt to \(Self.pair(first, second)) the same section (\(section))"
        case let .conflictingRow(first, second, path):
            return "attempt to \(Self.pair(first, second)) the same index path (\(path))"
        case let .moveOutOfRemovedSection(from, action):
            return "cannot move a row out of a section that is being \(action.pastParticiple) (index path \(from))"
        case let .moveIntoNewSection(to, action):
            return action == .insert
                ? "cannot move a row into a newly inserted section (\(to.section))"
                : "cannot move a row into a section that is being reloaded (\(to.section))"
        case let .reloadInDeletedSection(path):
            return "attempt to reload index path \(path) in section \(path.section), which is being deleted"
        }
    }

    /// UIKit's phrasing for two operations on one target: "delete and reload", "perform a
    /// delete and a move from", "perform an insert and a move to".
    private static func pair(_ a: UpdateAction, _ b: UpdateAction) -> String {
        switch (a, b) {
        case (.move, _), (_, .move):
            let other = a == .move ? b : a
            let article = other == .insert ? "an" : "a"
            let direction = other == .insert ? "to" : "from"
            return "perform \(article) \(other) and a move \(direction)"
        default:
            return "\(a) and \(b)"
        }
    }
}

extension UpdateAction {
    /// The order in which conflicting actions are named in messages ("delete and reload").
    var rank: Int {
        switch self {
        case .delete: 0
        case .reload: 1
        case .insert: 2
        case .move: 3
        }
    }

    var rowPreposition: String { self == .insert ? "into" : "from" }
    var pastParticiple: String {
        switch self {
        case .delete: "deleted"
        case .insert: "inserted"
        case .reload: "reloaded"
        case .move: "moved"
        }
    }
}

/// A table was used in a way its API does not allow: a programming error in the caller,
/// reported as a thrown error rather than a crash.
public enum TableUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `endUpdates()` without a matching `beginUpdates()`.
    case endUpdatesWithoutBeginUpdates
    /// An undoable edit was started inside `beginUpdates()`/`endUpdates()`; edits are
    /// batches of their own.
    case editInsideBatchUpdates
    /// The operation needs a data source and the table has none (it is held weakly).
    case noDataSource
    /// ``Table/edit(_:)``, undo and redo need a ``TableUndoableDataSource``.
    case dataSourceNotUndoable
    /// The delegate retargeted a move to an index path that is not a valid destination.
    case invalidMoveTarget(IndexPath, proposed: IndexPath)

    public var description: String {
        switch self {
        case .endUpdatesWithoutBeginUpdates:
            "endUpdates() was called without a matching beginUpdates()"
        case .editInsideBatchUpdates:
            "an undoable edit cannot be made inside beginUpdates()/endUpdates(); it is a batch of its own"
        case .noDataSource:
            "the table has no data source"
        case .dataSourceNotUndoable:
            "the data source does not conform to TableUndoableDataSource, so edits cannot be recorded or undone"
        case let .invalidMoveTarget(target, proposed):
            "the delegate retargeted the move proposed to \(proposed) to \(target), which is not a valid destination"
        }
    }
}
