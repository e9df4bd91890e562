import TableKit

/// What the list view needs from the program around it: whether quitting would lose
/// changes, and how to save.
public protocol ListHost: AnyObject {
    /// Whether there are changes that quitting without saving would lose.
    var hasUnsavedChanges: Bool { get }
    /// Whether the file is read-only (its permissions do not let the user write it): the
    /// status line says `[read-only]`, and a save asks first.
    var isReadOnly: Bool { get }
    /// Whether saving needs a file name first (the built-in sample list has none).
    var needsFileName: Bool { get }
    /// Whether `q` hands the list on (pipe mode) instead of asking to save.
    var quitWritesOutput: Bool { get }
    /// Saves, to `fileName` if one was asked for.
    /// - Parameters:
    ///   - fileName: the name the user typed, for a list that had none.
    ///   - overwriting: the user said yes to the question the last save asked (overwrite a
    ///     file that changed on disk, write a read-only file).
    /// - Returns: a message for the status line ("Wrote 12 rows to todo.md").
    /// - Throws: a ``SaveNeedsConfirmation`` to ask the user first; otherwise an error whose
    ///   description says why the save failed. Nothing is lost either way.
    func save(as fileName: String?, overwriting: Bool) throws -> String
    /// Acts on the answer to a question the host asked (``ListProgram/ask(_:)``); it may
    /// change the table's data and reload it.
    /// - Returns: what the status line should say, if anything.
    func answer(_ question: HostQuestion, with answer: Character) -> StatusMessage?
    /// Called just before the program stops itself (Ctrl-Z): let go of anything another
    /// program must not wait on for as long as this one is stopped.
    func willSuspend()
    /// Whether the list's file changed on disk since it was read or saved, as last seen by
    /// ``checkDisk()``: the status line says `[changed on disk]`.
    var isChangedOnDisk: Bool { get }
    /// Whether the host has a file to watch: the run loop then calls ``checkDisk()`` about
    /// once a second while it waits, so that a change shows without a key.
    var watchesDisk: Bool { get }
    /// Looks at the file on disk again (cheaply: one `stat`).
    func checkDisk()
    /// Reads the file again from disk, dropping unsaved edits (`:e!`), and reloads the table.
    /// - Returns: a message for the status line.
    /// - Throws: an error whose description says why it could not (the edits are kept).
    func reload() throws -> String
    /// The question to ask after the user answered `question` (questions at start-up, one
    /// after another), if any.
    func question(after question: HostQuestion) -> HostQuestion?
    /// Whether the answer to the host's last question was to leave the program.
    var hasAskedToQuit: Bool { get }
}

extension ListHost {
    /// A host whose list is not a file, or whose file may be written, is not read-only.
    public var isReadOnly: Bool { false }
    /// A host that asks nothing has nothing to answer.
    public func answer(_ question: HostQuestion, with answer: Character) -> StatusMessage? { nil }
    /// A host that holds nothing others wait on has nothing to let go.
    public func willSuspend() {}
    /// A host without a file sees no change on disk.
    public var isChangedOnDisk: Bool { false }
    /// A host without a file watches nothing.
    public var watchesDisk: Bool { false }
    /// A host without a file has nothing to look at.
    public func checkDisk() {}
    /// A host without a file has nothing to read again.
    public func reload() throws -> String { throw NothingToReload() }
    /// A host asks one question at most.
    public func question(after question: HostQuestion) -> HostQuestion? { nil }
    /// A host's answers never end the program.
    public var hasAskedToQuit: Bool { false }
}

/// A save that stopped to ask the user first (the file changed on disk since it was read, or
/// is read-only).
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

/// A data source whose rows can carry a checkbox (Markdown task items) that a key toggles.
public protocol ListCheckboxSource: TableUndoableDataSource {
    /// The contents of the row at `indexPath` with its checkbox toggled (`[ ]` ↔ `[x]`), for
    /// `table.edit(of:) { $0.reloadRow(at:with:) }`; nil when the row has none, or cannot change.
    func rowWithCheckboxToggled(at indexPath: IndexPath) -> Row?
}

/// A data source whose rows the list view can add, retype and insert from typed text.
///
/// Its commit of an insertion must use the text given to ``prepareInsertion(text:)`` just
/// before; a new row's contents are what ``newRow(withText:at:)`` returns.
public protocol ListEditingSource: TableEditingDataSource, TableUndoableDataSource {
    /// The contents of a new row holding `text`, to be inserted at `indexPath`.
    func newRow(withText text: String, at indexPath: IndexPath) -> Row
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
}

extension ListEditingSource {
    public var acceptsEdits: Bool { true }
    public func storageNote(forText text: String, at indexPath: IndexPath, replacingRow: Bool) -> String? { nil }
    public func canEditText(at indexPath: IndexPath) -> Bool { true }
    public func retypeRefusal(forRowAt indexPath: IndexPath) -> String? { nil }
    public func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath {
        IndexPath(row: table.numberOfRows(inSection: section), section: section)
    }
}

/// A data source whose rows begin with a word the view shows in a column of its own, in a
/// colour (a git todo's command), marked when something is wrong with it.
public protocol ListRowTagSource: AnyObject {
    /// The tag column's width in columns; 0 when the rows have no tags.
    var tagColumnWidth: Int { get }
    /// The row's tag, or nil.
    func tag(forRowAt indexPath: IndexPath) -> RowTag?
}

/// A word shown in the tag column at a row's start.
public struct RowTag: Hashable, Sendable {
    /// What the column shows.
    public var text: String
    /// How many bytes at the start of the row's shown text the tag stands for (not drawn
    /// again after it).
    public var coveredBytes: Int
    /// Its colour.
    public var color: Color
    /// What is wrong with it, if anything: the tag is marked, and the status line says this
    /// while the cursor is on the row.
    public var problem: String?

    /// Creates a tag.
    public init(text: String, coveredBytes: Int, color: Color, problem: String? = nil) {
        self.text = text
        self.coveredBytes = coveredBytes
        self.color = color
        self.problem = problem
    }
}

/// A data source with keys of its own to explain (a git todo's verbs): `?` help shows them
/// after the view's keys, under their own heading.
public protocol ListHelpSource: AnyObject {
    /// The heading and the lines, or `nil` when this list has none.
    var helpSection: (title: String, lines: [HelpLine])? { get }
}

/// What ``ListHost/reload()`` throws for a list that is not a file.
public struct NothingToReload: Error, CustomStringConvertible {
    public init() {}
    public var description: String { "there is no file to read again" }
}
