import TableKit

/// The kinds of value (JSON types) each section holds, so that a new row can take its
/// siblings' type without looking at every sibling: counted once when first asked, then kept
/// up to date by each change.
extension ListDocument {
    /// The kind every row of `section` shares, if they all share one (nil for an empty section
    /// and for formats whose rows are all text).
    /// - Complexity: O(n) the first time for a section of n rows, then O(1).
    func sharedKind(inSection section: Int) -> ValueKind? {
        guard format == .json else { return nil }
        if kindCounts[section] == nil {
            var counts = [Int](repeating: 0, count: ValueKind.allCases.count)
            for row in model.sections[section].rows {
                if let kind = formatter.valueKind(of: source.bytes(of: row)) { counts[kind.rawValue] += 1 }
            }
            kindCounts[section] = counts
        }
        let held = kindCounts[section]!.indices.filter { kindCounts[section]![$0] > 0 }
        return held.count == 1 ? ValueKind(rawValue: held[0]) : nil
    }

    /// Counts what `change` took out and put in, in the sections already counted.
    /// - Complexity: O(r + p) for r rows removed and p placed or reloaded.
    func countKinds(after change: RowsChange) {
        func count(_ row: DocumentRow, in section: Int, _ amount: Int) {
            guard kindCounts[section] != nil, let kind = formatter.valueKind(of: source.bytes(of: row)) else { return }
            kindCounts[section]![kind.rawValue] += amount
        }
        for path in change.removed { count(change.old[path], in: path.section, -1) }
        for path in change.placed { count(model[path], in: path.section, 1) }
        for path in change.reloaded {
            if let old = change.oldIndexPath(path) { count(change.old[old], in: old.section, -1) }
            count(model[path], in: path.section, 1)
        }
    }
}
