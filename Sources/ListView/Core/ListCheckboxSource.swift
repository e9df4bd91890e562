import TableKit

/// A data source whose rows can carry a checkbox (Markdown task items) that a key toggles.
public protocol ListCheckboxSource: TableUndoableDataSource {
    /// The contents of the row at `indexPath` with its checkbox toggled (`[ ]` ↔ `[x]`), for
    /// `table.edit(of:) { $0.reloadRow(at:with:) }`; nil when the row has none, or cannot change.
    func rowWithCheckboxToggled(at indexPath: IndexPath) -> Row?
}
