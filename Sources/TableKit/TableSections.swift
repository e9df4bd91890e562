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

/// Sections of rows, changed by applying ``TableChange`` values: the model a
/// ``TableSectionsDataSource`` keeps, so that moves, undo and redo need no code of its own.
public struct TableSections<Row> {
    /// The sections, in order.
    public var sections: [TableSection<Row>]

    /// Creates a store with `sections`.
    public init(_ sections: [TableSection<Row>] = []) {
        self.sections = sections
    }

    /// The row at `indexPath`.
    @inlinable
    public subscript(indexPath: IndexPath) -> Row {
        get {
            // The two indexes are read first, so that the section is read in place rather
            // than copied (its titles and row arrays retained and released on every row).
            let (section, row) = (indexPath.section, indexPath.row)
            return sections[section].rows[row]
        }
        set { sections[indexPath.section].rows[indexPath.row] = newValue }
    }

    /// Removes and returns the row at `indexPath` (then tell the table, as UIKit's data
    /// sources do: `try table.deleteRows(at: [indexPath])`).
    @inlinable
    @discardableResult
    public mutating func removeRow(at indexPath: IndexPath) -> Row {
        sections[indexPath.section].rows.remove(at: indexPath.row)
    }

    /// Inserts `row` at `indexPath` (then `try table.insertRows(at: [indexPath])`).
    @inlinable
    public mutating func insertRow(_ row: Row, at indexPath: IndexPath) {
        sections[indexPath.section].rows.insert(row, at: indexPath.row)
    }

    /// Moves the row at `source` to `destination`, an index path after the move (what
    /// `moveRowAt` does for a ``TableMovingDataSource``).
    @inlinable
    public mutating func moveRow(at source: IndexPath, to destination: IndexPath) {
        insertRow(removeRow(at: source), at: destination)
    }

    /// Changes the sections as `change` describes, with UIKit's rules: removals by old index,
    /// insertions by new index, moved rows and sections carried along, reloaded rows and
    /// sections replaced by their new contents.
    /// - Complexity: for each touched section of n rows with k changes, up to 16 changes are
    ///   made in place (O(k·(log n + 2048)), no copies); more rebuild the section in O(n + k).
    @inlinable
    public mutating func apply(_ change: TableChange<Row, TableSection<Row>>) {
        let update = change.update
        // What fills each place: inserted rows, listed by place, and moved rows, read before
        // anything is removed and sorted by their places after the update. The touched
        // sections' places are visited in the same order, so each list is merged with them,
        // with no dictionary (a put of a hundred thousand rows hashed each place twice).
        let insertedPlaces = update.rows.inserted.map(\.path)
        let moves = update.rows.moved.sorted { $0.to < $1.to }
        let movedPlaces = moves.map(\.to)
        let movedRows = moves.map { self[$0.from.indexPath] }
        var nextInserted = 0, nextMoved = 0

        let sectionsChange = !update.deletedSections.isEmpty || !update.insertedSections.isEmpty
            || !update.reloadedSections.isEmpty || !update.movedSections.isEmpty
        if sectionsChange { rearrangeSections(change) }
        // Each touched section's rows. A surviving section now holds its old rows, and no
        // other copy of them is alive, so few changes are made in place (no copy of the rows).
        for counts in update.rowCountChanges {
            let removed = update.map.removedRows(inOldSection: counts.oldSection)
            let taken = update.map.takenRows(inNewSection: counts.newSection)
            let placed = taken.compactMap { row -> Row? in
                let place = RowPath(row: row, section: counts.newSection)
                return Self.take(place, from: insertedPlaces, change.insertedRows, &nextInserted)
                    ?? Self.take(place, from: movedPlaces, movedRows, &nextMoved)
            }
            precondition(placed.count == taken.count, "every place an update fills is inserted or moved there")
            if removed.count + taken.count <= 16 {
                for index in removed.reversed() { sections[counts.newSection].rows.remove(at: index) }
                for (value, index) in zip(placed, taken) { sections[counts.newSection].rows.insert(value, at: index) }
            } else {
                sections[counts.newSection].rows = Self.rows(
                    sections[counts.newSection].rows, removing: removed, placing: placed, at: taken, count: counts.after)
            }
        }
        for (reload, contents) in zip(update.rows.reloaded, change.reloadedRows) {
            sections[reload.to.section].rows[reload.to.row] = contents.new
        }
    }

    /// Puts the sections in their new order: inserted and reloaded ones with their new
    /// contents, the others as they were (their rows are changed afterwards).
    @inlinable
    mutating func rearrangeSections(_ change: TableChange<Row, TableSection<Row>>) {
        let update = change.update
        let old = sections
        var new: [TableSection<Row>] = []
        new.reserveCapacity(update.sectionCountAfter)
        var inserted = zip(update.insertedSections, change.insertedSections).makeIterator()
        var nextInserted = inserted.next()
        for section in 0..<update.sectionCountAfter {
            if let (change, contents) = nextInserted, change.section == section {
                new.append(contents)
                nextInserted = inserted.next()
            } else {
                new.append(old[update.map.sections.oldIndex(ofSurviving: section)])
            }
        }
        for (reload, contents) in zip(update.reloadedSections, change.reloadedSections) { new[reload.to] = contents.new }
        sections = new
    }

    /// The value of `values` at `place` in `places` (ascending), looking from `next` on and
    /// moving `next` past it; nil if `place` is not there. Asked for ascending places, it
    /// walks each list once.
    @inlinable
    static func take(_ place: RowPath, from places: [RowPath], _ values: [Row], _ next: inout Int) -> Row? {
        while next < places.count, places[next] < place { next += 1 }
        guard next < places.count, places[next] == place else { return nil }
        next += 1
        return values[next - 1]
    }

    /// `rows` without the elements at `removed` (sorted), with `placed` at `positions` (sorted):
    /// copied a run at a time, old rows between two changes and placed rows at neighbouring
    /// positions each in one bulk copy.
    @inlinable
    static func rows(
        _ rows: SegmentedArray<Row>, removing removed: [Int], placing placed: [Row], at positions: [Int], count: Int
    ) -> SegmentedArray<Row> {
        var result = SegmentedArray<Row>.Builder(capacity: count)
        var nextOld = 0, nextRemoved = 0, nextPlaced = 0, position = 0
        while position < count {
            if nextPlaced < positions.count, positions[nextPlaced] == position {
                var end = nextPlaced + 1
                while end < positions.count, positions[end] == positions[end - 1] + 1 { end += 1 }
                result.append(contentsOf: placed[nextPlaced..<end])
                position += end - nextPlaced
                nextPlaced = end
                continue
            }
            while nextRemoved < removed.count, removed[nextRemoved] == nextOld {
                nextRemoved += 1
                nextOld += 1
            }
            let untilRemoved = (nextRemoved < removed.count ? removed[nextRemoved] : rows.count) - nextOld
            let untilPlaced = (nextPlaced < positions.count ? positions[nextPlaced] : count) - position
            let length = Swift.min(untilRemoved, untilPlaced)
            precondition(length > 0, "a section's rows after an update are its old rows and the rows it places")
            rows.forEachRun(in: nextOld..<nextOld + length) { _, run in result.append(contentsOf: run) }
            nextOld += length
            position += length
        }
        return result.finish()
    }
}

extension TableSections: Sendable where Row: Sendable {}
extension TableSections: Equatable where Row: Equatable {}
