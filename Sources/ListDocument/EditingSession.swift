import TableKit

/// A document file edited through a table: whether there is anything to save, and saving
/// only then. An unmodified document is never written.
public final class EditingSession {
    /// The file.
    public let file: DocumentFile
    /// The table editing it.
    public let table: Table
    /// Where the table's history was when the file was read or last saved.
    private var saved: SavePoint

    /// What a save did.
    public enum SaveResult: Hashable, Sendable {
        /// Nothing had changed: nothing was written.
        case unchanged
        /// The file was written, this many bytes.
        case written(Int)
    }

    /// A session over `file`, edited through `table` (whose data source is the file's document).
    public init(file: DocumentFile, table: Table) {
        self.file = file
        self.table = table
        saved = SavePoint(table)
    }

    /// Whether the table holds edits the file does not (recovered rows count until saved).
    public var hasUnsavedChanges: Bool { !saved.isCurrent(in: table) || file.recoveredFrom != nil }

    /// Whether unsaved edits would be lost without a new emergency copy: recovered rows not
    /// edited since are still in the copy they came from.
    public var hasEditsOutsideAnyCopy: Bool { !saved.isCurrent(in: table) }

    /// Saves if there is anything to save: edits, a file that does not exist yet, or a file
    /// that changed on disk, which then no longer holds what is shown (the save asks first).
    /// - Parameters: as ``DocumentFile/save(overwritingChanges:writingReadOnly:)``.
    /// - Throws: as ``DocumentFile/save(overwritingChanges:writingReadOnly:)``; the edits
    ///   stay either way.
    @discardableResult
    public func save(overwritingChanges: Bool = false, writingReadOnly: Bool = false) throws(FileProblem) -> SaveResult {
        guard hasUnsavedChanges || file.isNew || file.diskChange() != nil else { return .unchanged }
        let point = SavePoint(table)
        let written = try file.save(overwritingChanges: overwritingChanges, writingReadOnly: writingReadOnly)
        saved = point
        return .written(written)
    }
}
