import ListDocument
import TableKit
import TableTerminal

// The document module knows nothing of the terminal; here it meets the view's protocols,
// whose requirements it already has under its own names.
extension ListDocument: ListEditingSource, RowBytesSource {
    public func newRow(withText text: String, at indexPath: IndexPath) -> DocumentRow { newRow(text: text, at: indexPath) }

    public func retypedRow(withText text: String, at indexPath: IndexPath) -> DocumentRow {
        retypedRow(at: indexPath, text: text)
    }

    public func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath {
        indexPathForAddedRow(inSection: section)
    }

    /// Documents have no insertion controls.
    public func prepareInsertion(text: String) {}

    public var acceptsEdits: Bool { !isReadOnly }
}
