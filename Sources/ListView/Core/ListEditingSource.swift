import TableKit

/// A data source whose rows the list view can add, retype and insert from typed text.
///
/// Its commit of an insertion must use the text given to ``prepareInsertion(text:)`` just
/// before; a new row's contents are what ``newRow(withText:at:)`` returns.
public protocol ListEditingSource: TableEditingDataSource, TableUndoableDataSource {
    /// The contents of a new row holding `text`, to be inserted at `indexPath`.
    func newRow(withText text: String, at indexPath: IndexPath) -> Row
    /// The same, for a row added as a sibling of the row at `sibling` (`o`, `O`): in its style
    /// (a Markdown item at its depth). By default, ``newRow(withText:at:)``.
    func newRow(withText text: String, at indexPath: IndexPath, like sibling: IndexPath) -> Row
    /// The contents of the row at `indexPath` retyped as `text`.
    func retypedRow(withText text: String, at indexPath: IndexPath) -> Row
    /// The text the modal text field starts with when the row is edited.
    func editableText(forRowAt indexPath: IndexPath) -> String
    /// Whether the row's text may be edited.
    func canEditText(at indexPath: IndexPath) -> Bool
    /// Why the row's text, though editable, cannot be retyped in the text field (its bytes
    /// are not all UTF-8, which a field of text would change); nil when it can.
    func retypeRefusal(forRowAt indexPath: IndexPath) -> String?
    /// Where Add puts a new row in `section`: by default, at its end.
    func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath
    /// The text the next `commit(.insert, …)` should insert.
    func prepareInsertion(text: String)
    /// Whether rows may be added and retyped at all (false for a read-only file).
    var acceptsEdits: Bool { get }
    /// What the status line should say about how `text` is stored when it retypes the row at
    /// `indexPath` (`replacingRow`) or becomes a new row there ("saved as a string" for JSON
    /// text that is not valid JSON); nil when there is nothing to say. Asked before the edit.
    func storageNote(forText text: String, at indexPath: IndexPath, replacingRow: Bool) -> String?
    /// Why `text` cannot become a row at `indexPath` (the row there retyped, when
    /// `replacingRow`): a line git would refuse, say. The field then stays open with the text
    /// and the status line says why. Nil when it can.
    func refusal(forText text: String, at indexPath: IndexPath, replacingRow: Bool) -> String?
    /// `text`, typed into an Add field, completed (Tab): a git todo's verb from its first
    /// letters; nil when there is nothing to complete.
    func completion(ofText text: String) -> String?
    /// What the field holds to retype the row: by default its ``editableText(forRowAt:)``; a
    /// part of it (a git todo's exec line: the command after `exec`).
    func fieldText(forRowAt indexPath: IndexPath) -> String
    /// The row's text for what the field holds once retyped (see ``fieldText(forRowAt:)``):
    /// by default the field's text itself.
    func rowText(fromFieldText text: String, at indexPath: IndexPath) -> String
    /// The row at `indexPath` as a pasteboard keeps it, for a yank or a delete: by default,
    /// its text.
    func copiedRow(at indexPath: IndexPath) -> CopiedRow
    /// The contents of a new row made from `copied`, to be put at `indexPath`: by default, a
    /// new row holding its text.
    func newRow(from copied: CopiedRow, at indexPath: IndexPath) -> Row
}

extension ListEditingSource {
    public var acceptsEdits: Bool { true }
    public func newRow(withText text: String, at indexPath: IndexPath, like sibling: IndexPath) -> Row {
        newRow(withText: text, at: indexPath)
    }
    public func storageNote(forText text: String, at indexPath: IndexPath, replacingRow: Bool) -> String? { nil }
    public func refusal(forText text: String, at indexPath: IndexPath, replacingRow: Bool) -> String? { nil }
    public func fieldText(forRowAt indexPath: IndexPath) -> String { editableText(forRowAt: indexPath) }
    public func completion(ofText text: String) -> String? { nil }
    public func rowText(fromFieldText text: String, at indexPath: IndexPath) -> String { text }
    public func canEditText(at indexPath: IndexPath) -> Bool { true }
    public func copiedRow(at indexPath: IndexPath) -> CopiedRow { CopiedRow(text: editableText(forRowAt: indexPath)) }
    public func newRow(from copied: CopiedRow, at indexPath: IndexPath) -> Row { newRow(withText: copied.text, at: indexPath) }
    public func retypeRefusal(forRowAt indexPath: IndexPath) -> String? { nil }
    public func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath {
        IndexPath(row: table.numberOfRows(inSection: section), section: section)
    }
}
