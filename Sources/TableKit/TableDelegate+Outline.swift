extension TableDelegate {
    /// What the UIKit-named ``tableView(_:indentationLevelForRowAt:)`` says.
    public func table(_ table: Table, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tableView(table, indentationLevelForRowAt: indexPath)
    }

    /// 0: every row at the top.
    public func tableView(_ tableView: Table, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
}

extension Table {
    /// How deep the row sits in an outline (the delegate's
    /// ``TableDelegate/table(_:indentationLevelForRowAt:)``); 0 without a delegate.
    public func indentationLevel(forRowAt indexPath: IndexPath) -> Int {
        max(0, delegate?.table(self, indentationLevelForRowAt: indexPath) ?? 0)
    }

    /// The rows after `indexPath` in its section that are deeper than it, up to the first that
    /// is not: the row's descendants, which travel with it.
    /// - Complexity: O(d) for d descendants.
    public func descendantsOfRow(at indexPath: IndexPath) -> Range<Int> {
        let start = indexPath.row + 1
        let level = indentationLevel(forRowAt: indexPath)
        var end = start
        let count = numberOfRows(inSection: indexPath.section)
        while end < count, indentationLevel(forRowAt: IndexPath(row: end, section: indexPath.section)) > level { end += 1 }
        return start..<end
    }
}
