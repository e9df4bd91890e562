import TableKit

/// A document file edited through a table: whether there is anything to save, and saving
/// only then. An unmodified document is never written.
public final class EditingSession {
    /// The file.
    public let file: DocumentFile
    /// The table editing it.
    public let table: Table
    /// The table's history marker when the file was read or last saved.
    private var savedMarker: Int

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
        savedMarker = table.historyMarker
    }

    /// Whether the table holds edits the file does not (recovered rows count until saved).
    public var hasUnsavedChanges: Bool { table.historyMarker != savedMarker || file.recoveredFrom != nil }

    /// Whether unsaved edits would be lost without a new emergency copy: recovered rows not
    /// edited since are still in the copy they came from.
    public var hasEditsOutsideAnyCopy: Bool { table.historyMarker != savedMarker }

    /// Saves if there is anything to save (or the file does not exist yet).
    /// - Throws: as ``DocumentFile/save(overwritingChanges:)``; the edits stay either way.
    @discardableResult
    public func save(overwritingChanges: Bool = false) throws(FileProblem) -> SaveResult {
        guard hasUnsavedChanges || file.isNew else { return .unchanged }
        let marker = table.historyMarker
        let written = try file.save(overwritingChanges: overwritingChanges)
        savedMarker = marker
        return .written(written)
    }
}
