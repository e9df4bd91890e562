import ListDocument
import TableKit
import TableTerminal

/// Saving a file being edited: only when there is something to save, asking before
/// overwriting a file that changed on disk, and before saving a git todo git would refuse.
public final class FileHost: ListHost {
    /// The file and the table editing it.
    public let session: EditingSession
    /// The question the last save stopped at, which a save with `overwriting` answers yes to.
    private var pendingQuestion: Question?
    /// Whether the user said to save a todo with a row git would refuse, for this save.
    private var problemsConfirmed = false

    private enum Question { case gitTodoProblem, changedOnDisk }

    /// A host for `session`.
    public init(session: EditingSession) { self.session = session }

    public var hasUnsavedChanges: Bool { session.hasUnsavedChanges }
    public var needsFileName: Bool { false }
    public var quitWritesOutput: Bool { false }

    public func save(as fileName: String?, overwriting: Bool) throws -> String {
        let answered = overwriting ? pendingQuestion : nil
        pendingQuestion = nil
        if answered == .gitTodoProblem { problemsConfirmed = true }
        if !problemsConfirmed, session.hasUnsavedChanges, let (row, problem) = session.file.document.firstGitTodoProblem() {
            pendingQuestion = .gitTodoProblem
            throw GitTodoQuestion(row: row.row + 1, problem: problem)
        }
        do {
            let result = try session.save(overwritingChanges: answered == .changedOnDisk)
            problemsConfirmed = false
            switch result {
            case .unchanged: return "No changes to save"
            case .written:
                let rows = session.table.totalNumberOfRows
                return "Wrote \(rows) row\(rows == 1 ? "" : "s") to \(session.file.path)"
            }
        } catch let .changedOnDisk(path) {
            pendingQuestion = .changedOnDisk
            throw OverwriteQuestion(path: path)
        }
    }
}

/// The question asked before saving a git todo with a row git would refuse.
struct GitTodoQuestion: SaveNeedsConfirmation {
    let row: Int
    let problem: String
    var question: String { "Row \(row): \(problem), and git would stop the rebase. Save anyway?" }
}

/// The question asked before saving over a file that changed on disk.
struct OverwriteQuestion: SaveNeedsConfirmation {
    let path: String
    var question: String { "\(baseName(path)) changed on disk since it was read. Overwrite it?" }
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
