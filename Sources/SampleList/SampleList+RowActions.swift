import TableKit

// Leading swipe actions, so that the sample shows them too (`l` on an item): Top and Copy.
extension SampleList {
    /// An item's leading actions: Top moves it to the top of its section (not offered on the
    /// first row), Copy puts a copy of it just below. Placeholder rows have none.
    public func table(_ table: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard !isPlaceholder(indexPath) else { return nil }
        let top = ContextualAction(style: .normal, title: "Top") { table, row, done in
            try self.moveToTop(row, in: table)
            done(true)
        }
        let copy = ContextualAction(style: .normal, title: "Copy") { table, row, done in
            try self.copyRow(row, in: table)
            done(true)
        }
        return SwipeActionsConfiguration(actions: indexPath.row == 0 ? [copy] : [top, copy])
    }

    private func moveToTop(_ row: IndexPath, in table: Table) throws {
        try table.edit(of: self) { $0.moveRow(at: row, to: IndexPath(row: 0, section: row.section)) }
    }

    private func copyRow(_ row: IndexPath, in table: Table) throws {
        let text = model[row]
        try table.edit(of: self) { $0.insertRow(text, at: IndexPath(row: row.row + 1, section: row.section), with: .top) }
    }
}
