import TableKit

/// Rows that are their own text: a ``TableSectionsDataSource`` of strings that is a
/// ``ListEditingSource`` takes typed rows as they are, with nothing more to write.
extension ListEditingSource where Self: TableSectionsDataSource, Row == String {
    /// The typed text.
    public func newRow(withText text: String, at indexPath: IndexPath) -> String { text }
    /// The typed text.
    public func retypedRow(withText text: String, at indexPath: IndexPath) -> String { text }
    /// The row.
    public func editableText(forRowAt indexPath: IndexPath) -> String { model[indexPath] }
    /// Nothing to prepare: rows are added with Add, not through insertion controls.
    public func prepareInsertion(text: String) {}
}
