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
    /// While the rest of the list's file is being read in the background: how far it has got.
    /// The run loop then calls ``takeRowsRead()`` often, and before a save ``finishReading(progress:)``.
    var readingProgress: ReadingProgress? { get }
    /// Adds the rows read since the last call to the table (`Table.appendRows(_:toSection:)`).
    func takeRowsRead()
    /// Waits until the whole file is read and its rows are in the table, calling `progress`
    /// every so often meanwhile; stops waiting when `progress` returns false.
    func finishReading(progress: (ReadingProgress) -> Bool)
    /// While the file is being read: the bytes its last `count` rows show (each without its
    /// terminator), last row last, found from the file's end so that `G` shows them at once;
    /// nil when they cannot be found so, and `G` waits for the whole file instead.
    func lastRows(_ count: Int) -> [[UInt8]]?
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
    /// A host whose list is whole reads nothing in the background.
    public var readingProgress: ReadingProgress? { nil }
    /// A host whose list is whole has no rows to come.
    public func takeRowsRead() {}
    /// A host whose list is whole has nothing to wait for.
    public func finishReading(progress: (ReadingProgress) -> Bool) {}
    /// A host whose list is whole has its last rows in the table already.
    public func lastRows(_ count: Int) -> [[UInt8]]? { nil }
}
