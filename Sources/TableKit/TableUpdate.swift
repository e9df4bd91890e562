/// One validated change to a table: the sections and rows it deleted, inserted, reloaded and
/// moved, with their animations. It is what an observer animates and what maps index paths
/// (a cursor, a selection) across the change.
///
/// Index rules are UIKit's: deleted and reloaded rows and sections, and the sources of
/// moves, are named by their index *before* the update; inserted ones, and the destinations
/// of moves, by their index *after* it. Every list is sorted by that index.
///
/// An update says where rows went, not what they hold: a ``TableChange`` pairs it with the
/// contents, for undo.
///
/// Rows deleted or inserted inside a section that the same update deletes or inserts are not
/// listed separately: the section's change covers them.
public struct TableUpdate: Sendable {
    /// A section deleted or inserted.
    public struct SectionChange: Sendable {
        /// The section's index: before the update for a deletion, after it for an insertion.
        public var section: Int
        /// The rows the section held before its deletion, or holds after its insertion.
        public var rowCount: Int
        /// How the view should animate it.
        public var animation: RowAnimation
    }

    /// A section whose rows are all replaced.
    public struct SectionReload: Sendable {
        /// The section's index before the update.
        public var from: Int
        /// The section's index after the update.
        public var to: Int
        /// The rows it held before and holds after the update.
        public var rowCountBefore: Int, rowCountAfter: Int
        /// How the view should animate it.
        public var animation: RowAnimation
    }

    /// A section moved, with its rows.
    public struct SectionMove: Hashable, Sendable {
        /// Index before the update.
        public var from: Int
        /// Index after the update.
        public var to: Int

        /// Creates a section move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// A row deleted or inserted.
    public struct RowChange: Sendable {
        /// The row's index path: before the update for a deletion, after it for an insertion.
        public var indexPath: IndexPath
        /// How the view should animate it.
        public var animation: RowAnimation
    }

    /// A row whose contents are replaced; it keeps its place among its neighbours.
    public struct RowReload: Sendable {
        /// Index path before the update.
        public var from: IndexPath
        /// Index path after the update.
        public var to: IndexPath
        /// How the view should animate it.
        public var animation: RowAnimation
    }

    /// A row moved.
    public struct RowMove: Hashable, Sendable {
        /// Index path before the update.
        public var from: IndexPath
        /// Index path after the update.
        public var to: IndexPath

        /// Creates a row move.
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// The row count of a section that exists before and after the update and that the
    /// update changed.
    @usableFromInline
    struct RowCountChange: Hashable, Sendable {
        @usableFromInline var oldSection: Int, newSection: Int
        @usableFromInline var before: Int, after: Int
    }

    /// The number of sections before the update.
    public let sectionCountBefore: Int
    /// The number of sections after the update.
    public let sectionCountAfter: Int
    /// Deleted sections, by old index.
    public let deletedSections: [SectionChange]
    /// Inserted sections, by new index.
    public let insertedSections: [SectionChange]
    /// Reloaded sections, by old index.
    public let reloadedSections: [SectionReload]
    /// Moved sections, by old index.
    public let movedSections: [SectionMove]
    /// Deleted rows, by old index path.
    public let deletedRows: [RowChange]
    /// Inserted rows, by new index path.
    public let insertedRows: [RowChange]
    /// Reloaded rows, by old index path.
    public let reloadedRows: [RowReload]
    /// Moved rows, by old index path.
    public let movedRows: [RowMove]
    /// Row counts of the surviving sections the update touched, by new index.
    @usableFromInline var rowCountChanges: [RowCountChange]
    /// The rows as plain integer pairs, sorted as the public lists are.
    @usableFromInline let rows: UpdateRows
    /// What maps indexes across the update, derived from the lists.
    @usableFromInline let map: UpdateMap

    /// Sorts the lists, derives the mapping, and places each reloaded row.
    init(
        sectionCountBefore: Int,
        sectionCountAfter: Int,
        deletedSections: [SectionChange],
        insertedSections: [SectionChange],
        reloadedSections: [SectionReload],
        movedSections: [SectionMove],
        rows unsortedRows: UpdateRows,
        rowCountChanges: [RowCountChange]
    ) {
        self.sectionCountBefore = sectionCountBefore
        self.sectionCountAfter = sectionCountAfter
        self.deletedSections = deletedSections.sorted { $0.section < $1.section }
        self.insertedSections = insertedSections.sorted { $0.section < $1.section }
        self.reloadedSections = reloadedSections.sorted { $0.from < $1.from }
        self.movedSections = movedSections.sorted { $0.from < $1.from }
        self.rowCountChanges = rowCountChanges.sorted { $0.newSection < $1.newSection }
        var rows = unsortedRows.sorted()
        map = UpdateMap(
            deletedSections: self.deletedSections.map(\.section),
            insertedSections: self.insertedSections.map(\.section),
            reloadedSections: self.reloadedSections.map { ($0.from, $0.to) },
            movedSections: self.movedSections,
            rows: rows)
        rows.placeReloads(with: map)
        self.rows = rows
        deletedRows = rows.deleted.map { RowChange(indexPath: $0.path.indexPath, animation: $0.animation) }
        insertedRows = rows.inserted.map { RowChange(indexPath: $0.path.indexPath, animation: $0.animation) }
        reloadedRows = rows.reloaded.map {
            RowReload(from: $0.from.indexPath, to: $0.to.indexPath, animation: $0.animation)
        }
        movedRows = rows.moved.map { RowMove(from: $0.from.indexPath, to: $0.to.indexPath) }
    }

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && rows.isEmpty
    }

    /// Whether the update removes, adds or replaces anything (rather than only moving rows
    /// and sections), so that undoing it needs the contents.
    var needsContents: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty || !rows.deleted.isEmpty
            || !rows.inserted.isEmpty || !rows.reloaded.isEmpty
    }

    // MARK: - Mapping index paths across the update

    /// The index after the update of the section at `section` before it, or `nil` if the
    /// update deleted it.
    /// - Complexity: O(log u) for u updates.
    public func newSection(forOldSection section: Int) -> Int? { map.newSection(forOld: section) }

    /// The index before the update of the section at `section` after it, or `nil` if the
    /// update inserted it.
    /// - Complexity: O(log u) for u updates.
    public func oldSection(forNewSection section: Int) -> Int? { map.oldSection(forNew: section) }

    /// Where the row at `indexPath` before the update is after it, or `nil` if the update
    /// deleted it (or its section, or reloaded its section).
    /// - Complexity: O(log u) for u updates.
    public func newIndexPath(forOldIndexPath indexPath: IndexPath) -> IndexPath? {
        map.newPlace(ofOld: RowPath(indexPath))?.indexPath
    }

    /// Where the row at `indexPath` after the update was before it, or `nil` if the update
    /// inserted it (or its section, or reloaded its section).
    /// - Complexity: O(log u) for u updates.
    public func oldIndexPath(forNewIndexPath indexPath: IndexPath) -> IndexPath? {
        map.oldPlace(ofNew: RowPath(indexPath))?.indexPath
    }

    // MARK: - Inverting

    /// The update that undoes this one: what it deleted is inserted, what it inserted is
    /// deleted, moves go back, reloads stay reloads.
    /// - Complexity: O(u log u) for u updates.
    public func inverted() -> TableUpdate {
        TableUpdate(
            sectionCountBefore: sectionCountAfter,
            sectionCountAfter: sectionCountBefore,
            deletedSections: insertedSections,
            insertedSections: deletedSections,
            reloadedSections: reloadedSections.map {
                SectionReload(
                    from: $0.to, to: $0.from, rowCountBefore: $0.rowCountAfter, rowCountAfter: $0.rowCountBefore,
                    animation: $0.animation)
            },
            movedSections: movedSections.map { SectionMove(from: $0.to, to: $0.from) },
            rows: rows.inverted(),
            rowCountChanges: rowCountChanges.map {
                RowCountChange(oldSection: $0.newSection, newSection: $0.oldSection, before: $0.after, after: $0.before)
            }
        )
    }
}

extension TableUpdate {
    /// Whether the update describes a change from a table with these counts: it has the
    /// update's sections, and every section the update changes has the rows it had then.
    /// Undo and redo check this before handing a recorded step to the data source.
    func fits(_ counts: RowCounts) -> Bool {
        counts.sectionCount == sectionCountBefore
            && deletedSections.allSatisfy { counts[$0.section] == $0.rowCount }
            && reloadedSections.allSatisfy { counts[$0.from] == $0.rowCountBefore }
            && rowCountChanges.allSatisfy { counts[$0.oldSection] == $0.before }
    }
}
