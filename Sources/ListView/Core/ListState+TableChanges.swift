import TableKit

extension ListState {
    /// Keeps the cursor and the top of the screen on the same rows through an update, and
    /// starts its animations.
    mutating func follow(_ update: TableUpdate, _ env: ListEnvironment) {
        let table = env.table
        if env.options.animations {
            animations.remap(through: update)
            startAnimations(for: update, at: env.now, table)
        }
        filter?.follow(update, in: table)
        if !folds.isEmpty { folds.follow(update, in: table) }
        if let cursor {
            self.cursor = update.newIndexPath(forOldIndexPath: cursor) ?? nearestRow(to: cursor, after: update, table)
        } else {
            cursor = visibleRows(table).indexPath(clampedTo: 0)
        }
        // While filtered, the row that took a deleted row's place may be one the filter hides;
        // an undo or a put may bring the cursor to a row inside a fold.
        keepCursorShown(table)
        rowsTouchedByKey = rowsTouchedByKey.compactMap { update.newIndexPath(forOldIndexPath: $0) }
            + update.insertedRows.map(\.indexPath) + update.movedRows.map(\.to) + update.reloadedRows.map(\.to)
        let walker = self.walker(table)
        if case let .row(path)? = top {
            // The top of the screen is a place, not a row: if its row moved away (J on the
            // first row), the screen stays put and shows what moved into that place.
            let movedAway = update.movedRows.contains { $0.from == path }
            if movedAway, walker.contains(.row(path)) {
                top = .row(path)
            } else if movedAway, visibleRows(table).hidesRows, let shown = visibleRows(table).nearest(to: path) {
                // While filtered its place may be a hidden row's: the screen starts at the
                // row shown from there on (the one the moved row passed, moving down).
                top = .row(shown)
            } else {
                top = update.newIndexPath(forOldIndexPath: path).map { .row($0) }
            }
        } else if let item = top, !walker.contains(item) {
            top = nil
        }
    }

    /// Rows arrived at the end of `section` (the rest of the file): the filter searches them
    /// too, a fold over the last row takes the ones that nest under it, and an empty list's
    /// cursor goes to the first row. No row anyone named moved.
    mutating func followAppended(_ rows: Range<Int>, inSection section: Int, _ table: Table) {
        if let query = filter?.query {
            // Never stopped: rows that arrive unsearched would be missing from the filter.
            var arrived: [Int] = []
            _ = FilteredRows.search(query, in: table, section: section, among: Array(rows)) { arrived += $0 }
            filter?.append(arrived, toSection: section, sectionRows: table.numberOfRows(inSection: section))
        }
        if !folds.isEmpty { folds.refresh(in: table) }
        if cursor == nil { cursor = visibleRows(table).indexPath(clampedTo: 0) }
    }

    /// After the table reloaded everything: nothing animates, and the cursor and the top
    /// stay where they can.
    mutating func followReload(_ table: Table) {
        animations = Animations()
        if let query = filter?.query { filter = FilteredRows.matching(query, in: table, narrowing: nil) ?? filter }
        if !folds.isEmpty { folds.refresh(in: table) }
        keepCursorOnARow(table)
        if cursor == nil { cursor = visibleRows(table).indexPath(clampedTo: 0) }
        if let item = top, !walker(table).contains(item) { top = nil }
    }

    /// A cursor past the rows there are now goes to the nearest row that is (one the filter
    /// shows, while filtered).
    mutating func keepCursorOnARow(_ table: Table) {
        if let cursor, !table.containsRow(at: cursor) { self.cursor = nearestRow(to: cursor, after: nil, table) }
        keepCursorShown(table)
    }

    /// The cursor on a row shown: while filtered, the nearest row the filter keeps; on a row
    /// a fold hides, the folds over it open, so that what a change did is in view (an undo,
    /// a put, a row nested under a folded row), as vim opens folds where the cursor goes.
    mutating func keepCursorShown(_ table: Table) {
        guard let cursor else { return }
        if filter != nil {
            self.cursor = visibleRows(table).nearest(to: cursor)
        } else if !folds.isEmpty, table.drag == nil, !folds.contains(cursor, in: table) {
            folds.reveal(cursor, in: table)
        }
    }

    /// Where the cursor goes when its row is deleted: the row that took its place, else the
    /// one before it.
    private func nearestRow(to old: IndexPath, after update: TableUpdate?, _ table: Table) -> IndexPath? {
        let total = table.totalNumberOfRows
        guard total > 0 else { return nil }
        let section = update?.newSection(forOldSection: old.section) ?? min(old.section, table.numberOfSections - 1)
        guard section >= 0, section < table.numberOfSections else { return table.indexPath(forGlobalRow: total - 1) }
        let rows = table.numberOfRows(inSection: section)
        // The row that followed it takes its place, as in vim after a range is deleted: the
        // rows deleted above it shift it up by as many.
        let deletedAbove = update?.deletedRows.count { $0.indexPath.section == old.section && $0.indexPath.row < old.row } ?? 0
        if rows > 0 { return IndexPath(row: max(0, min(old.row - deletedAbove, rows - 1)), section: section) }
        return table.indexPath(forGlobalRow: min(table.numberOfRows(beforeSection: section), total - 1))
    }

    /// Each row the update put in place arrives in the style its call asked for; a moved
    /// row flashes. A deleted row is gone at once; the row that closes its gap arrives, in the
    /// delete's style, where the deleted row was.
    private mutating func startAnimations(for update: TableUpdate, at now: Double, _ table: Table) {
        func arrive(_ row: IndexPath, _ animation: RowAnimation) {
            guard let style = ArrivalStyle(animation) else { return }
            animations.arrivals[row] = Arrival(style: style, start: now)
        }
        for row in update.insertedRows { arrive(row.indexPath, row.animation) }
        for row in update.reloadedRows { arrive(row.to, row.animation) }
        for section in update.insertedSections {
            guard let style = ArrivalStyle(section.animation) else { continue }
            animations.sectionArrivals[section.section] = Arrival(style: style, start: now)
        }
        for move in update.movedRows { animations.flashes[move.to] = now }
        for row in update.deletedRows {
            guard let section = update.newSection(forOldSection: row.indexPath.section) else { continue }
            let place = IndexPath(row: row.indexPath.row, section: section)
            if table.containsRow(at: place), update.oldIndexPath(forNewIndexPath: place) != nil {
                arrive(place, row.animation)
            }
        }
    }
}
