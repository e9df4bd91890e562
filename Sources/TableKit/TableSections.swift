/// One section of a ``TableSections`` store: its titles and its rows.
public struct TableSection<Row> {
    /// The header title, if any.
    public var header: String?
    /// The footer title, if any.
    public var footer: String?
    /// The rows, in order, in a ``SegmentedArray`` so that a row inserted or removed in a
    /// large section does not move all the rows after it.
    public var rows: SegmentedArray<Row>

    /// Creates a section.
    public init(header: String? = nil, footer: String? = nil, rows: some Sequence<Row>) {
        self.header = header
        self.footer = footer
        self.rows = SegmentedArray(Array(rows))
    }

    /// Creates a section holding `rows` as they are.
    public init(header: String? = nil, footer: String? = nil, rows: SegmentedArray<Row>) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    /// Creates a section from an array of rows, copied chunk by chunk in bulk.
    public init(header: String? = nil, footer: String? = nil, rows: [Row]) {
        self.header = header
        self.footer = footer
        self.rows = SegmentedArray(rows)
    }
}

extension TableSection: Sendable where Row: Sendable {}
extension TableSection: Equatable where Row: Equatable {}

/// Why ``TableSections/apply(_:)`` could not apply an update.
public enum TableSectionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An inserted or reloaded row or section carries no contents, or contents of another type.
    case missingValue(String)

    public var description: String {
        switch self {
        case let .missingValue(what): "the update carries no usable contents for \(what)"
        }
    }
}

/// Sections of rows, changed by applying ``TableUpdate`` values: the model a
/// ``TableUndoableDataSource`` can keep, so that undo and redo need no code of its own.
///
/// Rows are values of `Row`; contents in updates must be `Row` (for rows) and
/// `TableSection<Row>` (for sections).
public struct TableSections<Row> {
    /// The sections, in order.
    public var sections: [TableSection<Row>]

    /// Creates a store with `sections`.
    public init(_ sections: [TableSection<Row>] = []) {
        self.sections = sections
    }

    /// The row at `indexPath`.
    public subscript(indexPath: IndexPath) -> Row {
        get { sections[indexPath.section].rows[indexPath.row] }
        set { sections[indexPath.section].rows[indexPath.row] = newValue }
    }

    /// Changes the sections as `update` describes, with UIKit's rules: removals by old index,
    /// insertions by new index, moved rows and sections carried along.
    ///
    /// Either the whole update is applied or, if any inserted or reloaded contents are
    /// missing, nothing is.
    /// - Throws: ``TableSectionsError/missingValue(_:)``.
    /// - Complexity: for each touched section of n rows with k changes, up to 16 changes are
    ///   made in place (O(k·(log n + 2048)), no copies); more rebuild the section in O(n + k).
    public mutating func apply(_ update: TableUpdate) throws {
        let insertedSections = try update.insertedSections.map { change in
            try Self.value(change.value, as: TableSection<Row>.self, "inserted section \(change.section)")
        }
        let reloadedSections = try update.reloadedSections.map { change in
            try Self.value(change.newValue, as: TableSection<Row>.self, "reloaded section \(change.from)")
        }
        var insertedRows: [IndexPath: Row] = [:]
        for change in update.insertedRows {
            insertedRows[change.indexPath] = try Self.value(change.value, as: Row.self, "inserted row \(change.indexPath)")
        }
        let reloadedRows = try update.reloadedRows.map { change in
            (change.to, try Self.value(change.newValue, as: Row.self, "reloaded row \(change.from)"))
        }

        let sectionsChange = !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
            || !update.reloadedSections.isEmpty || !update.movedSections.isEmpty
        // Moved rows are read before anything is removed.
        var movedValues: [IndexPath: Row] = [:]
        for move in update.movedRows { movedValues[move.to] = self[move.from] }

        if sectionsChange {
            let old = sections
            // The new order of sections; rows of touched sections are redone below.
            var new: [TableSection<Row>] = []
            new.reserveCapacity(update.sectionCountAfter)
            var nextInserted = 0
            for section in 0..<update.sectionCountAfter {
                if nextInserted < update.insertedSections.count, update.insertedSections[nextInserted].section == section {
                    new.append(insertedSections[nextInserted])
                    nextInserted += 1
                } else {
                    new.append(old[update.oldSection(forNewSection: section)!])
                }
            }
            for (change, section) in zip(update.reloadedSections, reloadedSections) { new[change.to] = section }
            sections = new
        }
        // Each touched section's rows. A surviving section now holds its old rows, and no
        // other copy of them is alive, so few changes are made in place (no copy of the rows).
        for change in update.rowCountChanges {
            let removed = update.map.removedRows(inOldSection: change.oldSection)
            let taken = update.map.takenRows(inNewSection: change.newSection)
            let placed = taken.map { row -> Row in
                let path = IndexPath(row: row, section: change.newSection)
                return insertedRows[path] ?? movedValues[path]!
            }
            if removed.count + taken.count <= 16 {
                for index in removed.reversed() { sections[change.newSection].rows.remove(at: index) }
                for (value, index) in zip(placed, taken) { sections[change.newSection].rows.insert(value, at: index) }
            } else {
                sections[change.newSection].rows = Self.rows(
                    sections[change.newSection].rows, removing: removed, placing: placed, at: taken, count: change.after)
            }
        }
        for (path, value) in reloadedRows { sections[path.section].rows[path.row] = value }
    }

    /// `rows` without the elements at `removed` (sorted), with `placed` at `positions` (sorted).
    private static func rows(
        _ rows: SegmentedArray<Row>, removing removed: [Int], placing placed: [Row], at positions: [Int], count: Int
    ) -> SegmentedArray<Row> {
        let rows = Array(rows)
        var result: [Row] = []
        result.reserveCapacity(count)
        var nextOld = 0, nextRemoved = 0, nextPlaced = 0
        for position in 0..<count {
            if nextPlaced < positions.count, positions[nextPlaced] == position {
                result.append(placed[nextPlaced])
                nextPlaced += 1
                continue
            }
            while nextRemoved < removed.count, removed[nextRemoved] == nextOld {
                nextRemoved += 1
                nextOld += 1
            }
            result.append(rows[nextOld])
            nextOld += 1
        }
        return SegmentedArray(result)
    }

    private static func value<T>(_ value: (any Sendable)?, as type: T.Type, _ what: String) throws -> T {
        guard let typed = value as? T else { throw TableSectionsError.missingValue(what) }
        return typed
    }
}

extension TableSections: Sendable where Row: Sendable {}
extension TableSections: Equatable where Row: Equatable {}
