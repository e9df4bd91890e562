/// A validated update with the contents of what it removes and adds, in the data source's
/// own types: what a ``TableUndoableDataSource`` applies, and what undo and redo replay.
///
/// The contents are listed in the same order as the update's lists: the first of
/// ``deletedRows`` is the row removed at the first of `update.deletedRows`, and so on. Rows
/// and sections that the update covers by a section's change (rows deleted inside a deleted
/// section) have no contents of their own: the section's contents hold them.
public struct TableChange<Row, Section> {
    /// The rows and sections the change removes, adds, reloads and moves.
    public let update: TableUpdate
    /// The contents of `update.deletedSections`, before the change.
    public let deletedSections: [Section]
    /// The contents of `update.insertedSections`.
    public let insertedSections: [Section]
    /// The contents of `update.reloadedSections`, before and after.
    public let reloadedSections: [TableReplacement<Section>]
    /// The contents of `update.deletedRows`, before the change.
    public let deletedRows: [Row]
    /// The contents of `update.insertedRows`.
    public let insertedRows: [Row]
    /// The contents of `update.reloadedRows`, before and after.
    public let reloadedRows: [TableReplacement<Row>]

    @usableFromInline
    init(
        update: TableUpdate, deletedSections: [Section] = [], insertedSections: [Section] = [],
        reloadedSections: [TableReplacement<Section>] = [], deletedRows: [Row] = [], insertedRows: [Row] = [],
        reloadedRows: [TableReplacement<Row>] = []
    ) {
        precondition(
            deletedSections.count == update.deletedSections.count && insertedSections.count == update.insertedSections.count
                && reloadedSections.count == update.reloadedSections.count && deletedRows.count == update.deletedRows.count
                && insertedRows.count == update.insertedRows.count && reloadedRows.count == update.reloadedRows.count,
            "a change carries the contents of every row and section its update removes, adds or reloads")
        self.update = update
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.reloadedRows = reloadedRows
    }

    /// The change that undoes this one: what it deleted is inserted with the same contents,
    /// what it inserted is deleted, moves go back, reloads bring the old contents back.
    /// - Complexity: O(u log u) for u operations.
    public func inverted() -> TableChange {
        let inverse = update.inverted()
        // Deleted and inserted lists trade places in the same order; reloads are listed by
        // their places before the change, which for the inverse are the places after it.
        var rowAfter: [RowPath: TableReplacement<Row>] = [:]
        for (reload, contents) in zip(update.rows.reloaded, reloadedRows) { rowAfter[reload.to] = contents }
        var sectionAfter: [Int: TableReplacement<Section>] = [:]
        for (reload, contents) in zip(update.reloadedSections, reloadedSections) { sectionAfter[reload.to] = contents }
        return TableChange(
            update: inverse,
            deletedSections: insertedSections,
            insertedSections: deletedSections,
            reloadedSections: inverse.reloadedSections.compactMap { sectionAfter[$0.from]?.swapped },
            deletedRows: insertedRows,
            insertedRows: deletedRows,
            reloadedRows: inverse.rows.reloaded.compactMap { rowAfter[$0.from]?.swapped })
    }
}

extension TableChange: Sendable where Row: Sendable, Section: Sendable {}

extension TableChange {
    /// Applies the change to the rows of a table of one section, kept in an array: removes
    /// the deleted rows, inserts the inserted ones, puts reloaded rows' new contents in place
    /// and carries moved rows along. For a data source like Homepwner's store.
    /// - Precondition: the change adds, removes, reloads and moves no section, and names
    ///   no section but 0.
    /// - Complexity: O(n + u log u) for n rows and u operations.
    public func apply(toRows rows: inout [Row]) {
        precondition(
            update.sectionCountBefore == 1 && update.sectionCountAfter == 1 && update.deletedSections.isEmpty
                && update.insertedSections.isEmpty && update.reloadedSections.isEmpty && update.movedSections.isEmpty,
            "apply(toRows:) is for a change inside a table of one section")
        var sections = TableSections([TableSection(rows: rows)])
        sections.apply(TableChange<Row, TableSection<Row>>(
            update: update, deletedRows: deletedRows, insertedRows: insertedRows, reloadedRows: reloadedRows))
        rows = Array(sections.sections[0].rows)
    }
}

/// A value before and after a change.
public struct TableReplacement<Value> {
    /// The value before the change.
    public var old: Value
    /// The value after the change.
    public var new: Value

    /// Creates a replacement.
    public init(old: Value, new: Value) {
        self.old = old
        self.new = new
    }

    var swapped: TableReplacement { TableReplacement(old: new, new: old) }
}

extension TableReplacement: Sendable where Value: Sendable {}
extension TableReplacement: Equatable where Value: Equatable {}
