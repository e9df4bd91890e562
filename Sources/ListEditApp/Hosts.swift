import ListDocument
import TableKit
import TableTerminal

/// Saving a file being edited: only when there is something to save, asking before
/// overwriting a file that changed on disk.
public final class FileHost: ListHost {
    /// The file and the table editing it.
    public let session: EditingSession

    /// A host for `session`.
    public init(session: EditingSession) { self.session = session }

    public var hasUnsavedChanges: Bool { session.hasUnsavedChanges }
    public var needsFileName: Bool { false }
    public var quitWritesOutput: Bool { false }

    public func save(as fileName: String?, overwriting: Bool) throws -> String {
        do {
            switch try session.save(overwritingChanges: overwriting) {
            case .unchanged: return "No changes to save"
            case .written:
                let rows = session.table.totalNumberOfRows
                return "Wrote \(rows) row\(rows == 1 ? "" : "s") to \(session.file.path)"
            }
        } catch let .changedOnDisk(path, change) {
            throw OverwriteQuestion(path: path, change: change)
        }
    }
}

/// The question asked before saving over a file that changed on disk, saying how.
struct OverwriteQuestion: SaveNeedsConfirmation {
    let path: String
    let change: FileChange
    var question: String {
        switch change {
        case .content: "\(baseName(path)) changed on disk since it was read. Overwrite it?"
        case .contentWithTimeKept: "\(baseName(path)) changed on disk since it was read (time stamp kept). Overwrite it?"
        case .attributes: "The permissions or owner of \(baseName(path)) changed since it was read. Overwrite it?"
        }
    }
}

/// A list read from a pipe: `q` hands it on to standard output; there is no file to save.
public final class PipeHost: ListHost {
    /// The table editing the piped list.
    public let table: Table
    private let opened: SavePoint

    /// A host for the piped list `table` shows.
    public init(table: Table) {
        self.table = table
        opened = SavePoint(table)
    }

    public var hasUnsavedChanges: Bool { !opened.isCurrent(in: table) }
    public var needsFileName: Bool { false }
    public var quitWritesOutput: Bool { true }

    public func save(as fileName: String?, overwriting: Bool) throws -> String {
        throw SaveError("nothing to save to in a pipe: q writes the list to standard output")
    }
}

/// The last component of a path.
public func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}
