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
/// The checks run in UIKit's order, and the first failure is thrown: every index against
/// the table before the update (deletes, reloads, sources of moves) or after it (inserts,
/// destinations of moves, against the data source's new counts); then operations that name
/// the same section or row twice, in the order they were called; then the number of
/// sections; then the number of rows of every section that existed before the update, by
/// ascending index after it.
///
/// The ``description`` is UIKit's message, word for word, with index paths printed as UIKit
/// prints them (`{length = 2, path = 0 - 1}`), and the numbers in the count messages counted
/// as UIKit counts them: a reload is one deletion plus one insertion.
public enum TableUpdateError: Error, Hashable, Sendable {
    /// The data source's section count is not the old count plus inserted minus deleted.
    /// Reloaded sections count as one inserted and one deleted.
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    /// The data source's row count for a section that existed before the update is not the
    /// old count adjusted by the update's inserts, deletes and moves across sections.
    /// `section` is its index after the update; reloaded rows count as one inserted and one
    /// deleted.
    case invalidRowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A section index outside the table: before the update for delete, reload and the
    /// source of a move; after it for insert.
    case sectionOutOfRange(UpdateAction, section: Int, sectionCount: Int)
    /// A section moved to an index outside the table after the update.
    case sectionMoveDestinationOutOfRange(from: Int, to: Int, sectionCount: Int)
    /// A row whose section is outside the table: before the update for delete and reload;
    /// after it for insert.
    case rowSectionOutOfRange(UpdateAction, IndexPath, sectionCount: Int)
    /// A row outside its section: before the update for delete and reload; after it for insert.
    case rowOutOfRange(UpdateAction, IndexPath, rowCount: Int)
    /// A moved row that is not in the table before the update. `rowCount` is `nil` when its
    /// section does not exist.
    case moveSourceOutOfRange(IndexPath, rowCount: Int?, sectionCount: Int)
    /// A row moved to an index path outside the table after the update. `rowCount` is `nil`
    /// when the destination's section does not exist.
    case moveDestinationOutOfRange(from: IndexPath, to: IndexPath, rowCount: Int?, sectionCount: Int)
    /// The same operation named the same section twice.
    case duplicateSection(UpdateAction, section: Int)
    /// The same operation named the same row twice.
    case duplicateRow(UpdateAction, IndexPath)
    /// Two operations that cannot both apply named the same section.
    case conflictingSection(UpdateAction, UpdateAction, section: Int)
    /// Two operations that cannot both apply named the same row.
    case conflictingRow(UpdateAction, UpdateAction, IndexPath)
    /// One section was moved to two places.
    case sectionMovedTwice(section: Int, to: Int, and: Int)
    /// Two sections were moved to one place.
    case sectionsMovedToSameSection(Int, Int, to: Int)
    /// One row was moved to two places.
    case rowMovedTwice(IndexPath, to: IndexPath, and: IndexPath)
    /// Two rows were moved to one place.
    case rowsMovedToSameIndexPath(IndexPath, IndexPath, to: IndexPath)
    /// A row was moved out of a section the same update deletes or reloads.
    case moveOutOfRemovedSection(from: IndexPath, removedBy: UpdateAction)
    /// A row was moved into a section the same update inserts or reloads.
    case moveIntoNewSection(to: IndexPath, addedBy: UpdateAction)
    /// A row was reloaded in a section the same update deletes.
    case reloadInDeletedSection(IndexPath)
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

extension IndexPath {
    /// The index path as UIKit's messages print an `NSIndexPath`, without its address:
    /// `{length = 2, path = 0 - 1}`.
    var uikitDescription: String {
        "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
