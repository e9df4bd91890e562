import TableKit

/// Walks the body's lines forwards and backwards, asking the table only about the sections
/// it passes, so that drawing a screen costs the lines on it, not the rows in the table.
///
/// During a drag the body shows the rows as they will be after the drop: the dragged row at
/// its destination, the rows between slid over. Index paths of `.row` items are then those
/// display positions; ``modelRow(_:)`` says which table row each one shows.
///
/// While a filter is on, only the rows it keeps are walked (their index paths are the
/// table's), and a section with none of them shows neither header nor footer (but for a
/// list's only section); while rows are
/// folded, the rows the folds hide are passed over. A row cannot be picked up while a filter
/// is on, and folds open while one is, so a drag never meets either.
struct BodyWalker {
    let table: Table
    var drag: Drag? = nil
    /// The rows shown, when a filter or folds hide some.
    var shown: VisibleRows? = nil

    /// The rows a section shows.
    func rowCount(_ section: Int) -> Int {
        if let shown { return shown.count(inSection: section) }
        var count = table.numberOfRows(inSection: section)
        if let drag, drag.source.section != drag.destination.section {
            if section == drag.source.section { count -= 1 }
            if section == drag.destination.section { count += 1 }
        }
        return count
    }

    /// The table row shown at display position `row`.
    func modelRow(_ row: IndexPath) -> IndexPath {
        guard let drag else { return row }
        if row == drag.destination { return drag.source }
        var path = row
        // Undo the insertion at the destination, then the removal at the source.
        if path.section == drag.destination.section, path.row > drag.destination.row { path.row -= 1 }
        if path.section == drag.source.section, path.row >= drag.source.row { path.row += 1 }
        return path
    }

    func hasHeader(_ section: Int) -> Bool { shows(section) && table.titleForHeader(inSection: section) != nil }
    func hasFooter(_ section: Int) -> Bool { shows(section) && table.titleForFooter(inSection: section) != nil }

    /// Whether a section is shown at all: always, except one with no rows a filter keeps in a
    /// list of several (the one section of a list keeps its header: it heads the columns).
    private func shows(_ section: Int) -> Bool {
        shown?.filter.map { $0.count(inSection: section) > 0 || table.numberOfSections == 1 } ?? true
    }

    /// A section's first and last rows shown, and the rows shown after and before one.
    private func firstRow(_ section: Int) -> IndexPath? {
        if let shown { return shown.first(inSection: section) }
        return rowCount(section) > 0 ? IndexPath(row: 0, section: section) : nil
    }

    private func lastRow(_ section: Int) -> IndexPath? {
        if let shown { return shown.last(inSection: section) }
        let rows = rowCount(section)
        return rows > 0 ? IndexPath(row: rows - 1, section: section) : nil
    }

    private func row(after p: IndexPath) -> IndexPath? {
        if let shown { return shown.row(after: p) }
        return p.row + 1 < rowCount(p.section) ? IndexPath(row: p.row + 1, section: p.section) : nil
    }

    private func row(before p: IndexPath) -> IndexPath? {
        if let shown { return shown.row(before: p) }
        return p.row > 0 ? IndexPath(row: p.row - 1, section: p.section) : nil
    }
    /// The lines of a section's footer (0 without one).
    func footerLineCount(_ section: Int) -> Int {
        guard let footer = table.titleForFooter(inSection: section) else { return 0 }
        return footer.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    /// Line `index` of a section's footer title, which may have several.
    func footerLine(_ section: Int, _ index: Int) -> String? {
        guard let footer = table.titleForFooter(inSection: section) else { return nil }
        let lines = footer.split(separator: "\n", omittingEmptySubsequences: false)
        return index < lines.count ? String(lines[index]) : nil
    }

    /// The last line of a section's footer.
    private func lastFooterLine(_ section: Int) -> BodyItem {
        let count = footerLineCount(section)
        return count > 1 ? .footerLine(section: section, line: count - 1) : .footer(section)
    }

    /// Whether the item still exists in the table.
    func contains(_ item: BodyItem) -> Bool {
        switch item {
        case let .header(s): return s < table.numberOfSections && hasHeader(s)
        case let .footer(s): return s < table.numberOfSections && hasFooter(s)
        case let .footerLine(s, line): return s < table.numberOfSections && hasFooter(s) && line < footerLineCount(s)
        case let .row(p):
            if let shown { return shown.contains(p) }
            return p.section >= 0 && p.section < table.numberOfSections && p.row >= 0 && p.row < rowCount(p.section)
        }
    }

    /// The first line of the body.
    var first: BodyItem? { firstItem(fromSection: 0) }

    /// The last line of the body.
    var last: BodyItem? { lastItem(fromSection: table.numberOfSections - 1) }

    /// The line after `item`.
    func next(_ item: BodyItem) -> BodyItem? {
        switch item {
        case let .header(s):
            if let first = firstRow(s) { return .row(first) }
            return hasFooter(s) ? .footer(s) : firstItem(fromSection: s + 1)
        case let .row(p):
            if let next = row(after: p) { return .row(next) }
            return hasFooter(p.section) ? .footer(p.section) : firstItem(fromSection: p.section + 1)
        case let .footer(s):
            return footerLineCount(s) > 1 ? .footerLine(section: s, line: 1) : firstItem(fromSection: s + 1)
        case let .footerLine(s, line):
            return line + 1 < footerLineCount(s) ? .footerLine(section: s, line: line + 1) : firstItem(fromSection: s + 1)
        }
    }

    /// The line before `item`.
    func previous(_ item: BodyItem) -> BodyItem? {
        switch item {
        case let .footerLine(s, line):
            return line > 1 ? .footerLine(section: s, line: line - 1) : .footer(s)
        case let .footer(s):
            if let last = lastRow(s) { return .row(last) }
            return hasHeader(s) ? .header(s) : lastItem(fromSection: s - 1)
        case let .row(p):
            if let previous = row(before: p) { return .row(previous) }
            return hasHeader(p.section) ? .header(p.section) : lastItem(fromSection: p.section - 1)
        case let .header(s):
            return lastItem(fromSection: s - 1)
        }
    }

    /// `item` moved `steps` lines (negative: up), stopping at the ends.
    func advance(_ item: BodyItem, by steps: Int) -> BodyItem {
        var current = item
        if steps >= 0 {
            for _ in 0..<steps { guard let n = next(current) else { break }; current = n }
        } else {
            for _ in 0..<(-steps) { guard let p = previous(current) else { break }; current = p }
        }
        return current
    }

    private func firstItem(fromSection start: Int) -> BodyItem? {
        var section = max(0, start)
        while section < table.numberOfSections {
            if hasHeader(section) { return .header(section) }
            if let first = firstRow(section) { return .row(first) }
            if hasFooter(section) { return .footer(section) }
            section += 1
        }
        return nil
    }

    private func lastItem(fromSection start: Int) -> BodyItem? {
        var section = min(start, table.numberOfSections - 1)
        while section >= 0 {
            if hasFooter(section) { return lastFooterLine(section) }
            if let last = lastRow(section) { return .row(last) }
            if hasHeader(section) { return .header(section) }
            section -= 1
        }
        return nil
    }
}
