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
    /// - Parameter overwriting: the user confirmed overwriting a file that changed on disk.
    /// - Returns: a message for the status line ("Wrote 12 rows to todo.md").
    /// - Throws: a ``SaveNeedsConfirmation`` to ask the user first; otherwise an error whose
    ///   description says why the save failed. Nothing is lost either way.
    func save(as fileName: String?, overwriting: Bool) throws -> String
}

/// A save that stopped to ask the user first (the file changed on disk since it was read).
public protocol SaveNeedsConfirmation: Error {
    /// The question, answered with y or n: "todo.md changed on disk. Overwrite it?".
    var question: String { get }
}

/// A data source that can give the view a row's bytes, so that bytes that are not UTF-8
/// show as `<FF>` instead of being replaced.
public protocol RowBytesSource: AnyObject {
    /// The bytes the row shows.
    func displayBytes(forRowAt indexPath: IndexPath) -> [UInt8]
}

/// A data source whose rows the list view can add, retype and insert from typed text.
///
/// Its commit of an insertion must use the text given to ``prepareInsertion(text:)`` just
/// before; its rows' contents are what ``row(withText:)`` returns.
public protocol ListEditingSource: TableEditingDataSource, TableUndoableDataSource {
    /// The contents of a new row holding `text`, to be inserted at `indexPath`.
    func newRow(withText text: String, at indexPath: IndexPath) -> Row
    /// The contents of the row at `indexPath` retyped as `text`.
    func retypedRow(withText text: String, at indexPath: IndexPath) -> Row
    /// The text the modal text field starts with when the row is edited.
    func editableText(forRowAt indexPath: IndexPath) -> String
    /// Whether the row's text may be edited.
    func canEditText(at indexPath: IndexPath) -> Bool
    /// Where Add puts a new row in `section`: by default, at its end.
    func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath
    /// The text the next `commit(.insert, …)` should insert.
    func prepareInsertion(text: String)
    /// Whether rows may be added and retyped at all (false for a read-only file).
    var acceptsEdits: Bool { get }
}

extension ListEditingSource {
    public var acceptsEdits: Bool { true }
    public func canEditText(at indexPath: IndexPath) -> Bool { true }
    public func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath {
        IndexPath(row: table.numberOfRows(inSection: section), section: section)
    }
}
