import TableKit

/// What the list view needs from the program around it: whether quitting would lose
/// changes, and how to save.
public protocol ListHost: AnyObject {
    /// Whether there are changes that quitting without saving would lose.
    var hasUnsavedChanges: Bool { get }
    /// Whether saving needs a file name first (the built-in sample list has none).
    var needsFileName: Bool { get }
    /// Whether `q` hands the list on (pipe mode) instead of asking to save.
    var quitWritesOutput: Bool { get }
    /// Saves, to `fileName` if one was asked for.
    /// - Returns: a message for the status line ("Wrote 12 rows to todo.md").
    /// - Throws: an error whose description says why the save failed; nothing is lost.
    func save(as fileName: String?) throws -> String
}

/// A data source whose rows the list view can add, retype and insert from typed text.
///
/// Its commit of an insertion must use the text given to ``prepareInsertion(text:)`` just
/// before; its rows' contents are what ``row(withText:)`` returns.
public protocol ListEditingSource: TableEditingDataSource, TableUndoableDataSource {
    /// The contents of a row holding `text`, for an added, retyped or inserted row.
    func row(withText text: String) -> any Sendable
    /// The text the modal text field starts with when the row is edited.
    func editableText(forRowAt indexPath: IndexPath) -> String
    /// Whether the row's text may be edited.
    func canEditText(at indexPath: IndexPath) -> Bool
    /// Where Add puts a new row in `section`: by default, at its end.
    func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath
    /// The text the next `commit(.insert, …)` should insert.
    func prepareInsertion(text: String)
}

extension ListEditingSource {
    public func canEditText(at indexPath: IndexPath) -> Bool { true }
    public func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath {
        IndexPath(row: table.numberOfRows(inSection: section), section: section)
    }
}
