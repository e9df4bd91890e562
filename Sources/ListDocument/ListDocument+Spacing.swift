import TableKit

/// JSON arrays keep their layout when elements are added, deleted or moved: an element takes
/// the whitespace of its new place in its array (none or a space in `[1, 2]`, a line break and
/// the indentation in an array of one element per line), whichever array it came from.
///
/// A row carries the whitespace before its value, so only rows whose place changed kind are
/// rewritten: rows placed by the change, a row that became or stopped being its array's first,
/// and one that became its last (the `]` keeps the whitespace before it). Rows that kept their
/// kind of place keep their bytes, whatever their spacing.
extension ListDocument {
    /// Respaces the rows of `change`'s sections whose place changed kind.
    /// - Complexity: O(p + s) for p rows placed in s sections, besides the rows rewritten.
    func respaceRows(after change: RowsChange, into rewrites: inout [RowRewrite]) {
        let placed = Set(change.placed)
        var candidates = placed
        for section in Set((change.placed + change.removed).map(\.section)) {
            let count = model.sections[section].rows.count
            guard count > 0 else { continue }
            candidates.insert(IndexPath(row: 0, section: section))
            candidates.insert(IndexPath(row: count - 1, section: section))
            if !change.old.sections[section].rows.isEmpty, let oldFirst = change.newIndexPath(IndexPath(row: 0, section: section)) {
                candidates.insert(oldFirst)
            }
        }
        for path in candidates {
            guard let spacing = spacings[path.section] else { continue }
            let isFirst = path.row == 0
            let isLast = path.row == model.sections[path.section].rows.count - 1
            let wanted = isFirst ? spacing.first : spacing.between
            var before: [UInt8]? = wanted
            var wasLast = false
            if !placed.contains(path) {
                guard let old = change.oldIndexPath(path) else { continue }
                before = (old.row == 0) == isFirst ? nil : wanted
                wasLast = old.row == change.old.sections[old.section].rows.count - 1
            }
            guard before != nil || (isLast && !wasLast) else { continue }
            let bytes = source.bytes(of: model[path])
            let respaced = formatter.respaced(bytes, before: before, isLast: isLast)
            if !respaced.elementsEqual(bytes) { rewriteRow(at: path, as: respaced, into: &rewrites) }
        }
    }
}
