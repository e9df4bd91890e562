import ListDocument
import TableKit
import TableTerminal

/// Saving a file being edited: only when there is something to save, asking before
/// overwriting a file that changed on disk.
final class FileHost: ListHost {
    let session: EditingSession

    init(session: EditingSession) { self.session = session }

    var hasUnsavedChanges: Bool { session.hasUnsavedChanges }
    var needsFileName: Bool { false }
    var quitWritesOutput: Bool { false }

    func save(as fileName: String?, overwriting: Bool) throws -> String {
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

/// The question asked before saving over a file that changed on disk.
struct OverwriteQuestion: SaveNeedsConfirmation {
    let path: String
    let change: FileChange
    var question: String {
        switch change {
        case .content: "overwrite \(baseName(path))? It changed on disk since it was read"
        case .contentWithTimeKept: "overwrite \(baseName(path))? It changed on disk since it was read (time stamp kept)"
        case .attributes: "overwrite \(baseName(path))? Its permissions or owner changed since it was read"
        }
    }
}

/// A list read from a pipe: `q` hands it on to standard output; there is no file to save.
final class PipeHost: ListHost {
    let table: Table
    private let openedMarker: Int

    init(table: Table) {
        self.table = table
        openedMarker = table.historyMarker
    }

    var hasUnsavedChanges: Bool { table.historyMarker != openedMarker }
    var needsFileName: Bool { false }
    var quitWritesOutput: Bool { true }

    func save(as fileName: String?, overwriting: Bool) throws -> String {
        throw SaveError("nothing to save to in a pipe: q writes the list to standard output")
    }
}
