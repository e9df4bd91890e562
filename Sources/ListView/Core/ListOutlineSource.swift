import TableKit

/// A data source whose rows nest (a Markdown list): a row and its descendants can move one
/// level in, under the row above them, or out, beside their parent.
public protocol ListOutlineSource: TableUndoableDataSource {
    /// The contents of `rows` (a row and its descendants, in order) moved `levels` in (1) or
    /// out (-1), for `table.edit(of:) { $0.reloadRow(at:with:) }`.
    /// - Throws: a refusal saying why they cannot (no row above to nest under, already at
    ///   the top, rows that do not nest).
    func rowsShifted(_ rows: [IndexPath], levels: Int, in table: Table) throws -> [Row]
}
