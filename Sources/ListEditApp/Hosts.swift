import Glibc
import ListDocument
import TableKit
import TableTerminal

/// Saving a file being edited: only when there is something to save, asking before writing
/// a read-only file, before overwriting a file that changed on disk, and before saving a git
/// todo git would refuse; and, when the file was opened, offering the unsaved copy a killed
/// or interrupted listedit left beside it.
public final class FileHost: ListHost {
    /// The file and the table editing it (a new session once a copy is recovered).
    public private(set) var session: EditingSession
    /// The emergency copies found beside the file when it was opened, newest first.
    public let copies: [EmergencyCopy.Found]
    /// The question the last save stopped at, which a save with `overwriting` answers yes to.
    private var pendingQuestion: Question?
    /// Whether the user said to save a todo with a row git would refuse, for this save.
    private var problemsConfirmed = false

    private enum Question { case gitTodoProblem, readOnly, changedOnDisk }

    /// A host for `session`; `copies` are the file's emergency copies (the newest is offered).
    public init(session: EditingSession, copies: [EmergencyCopy.Found] = []) {
        self.session = session
        self.copies = copies
    }

    /// The question to ask at start-up, if the file has an unsaved copy: vim's swap-file
    /// question, `An unsaved copy from 2026-11-25 14:03 exists: [r]ecover [D]elete [i]gnore`,
    /// saying too when the file changed after the copy was made. A damaged copy (cut short)
    /// cannot be recovered: the question says so, with the rows it holds and where it is.
    ///
    /// Any other key ignores the copy (it is kept and offered again next time) and acts. Only
    /// a capital `D` deletes, so that `dd` typed at once deletes a row and never the copy;
    /// `r` and `R` recover, which loses nothing (the copy stays until a save).
    public var recoveryQuestion: HostQuestion? {
        guard let newest = copies.first else { return nil }
        let when = localTime(newest.modified)
        if newest.isDamaged {
            let rows = EmergencyCopy.rowCount(ofDamaged: newest.path, format: session.file.document.format)
            return HostQuestion(
                text: "The unsaved copy from \(when) is damaged (cut short, \(groupedDigits(rows)) row\(rows == 1 ? "" : "s") in it), "
                    + "at \(newest.path): [D]elete [i]gnore",
                answers: ["D", "i"], escapeAnswer: "i", otherKeysAnswer: "i")
        }
        let changed = newest.file != nil && FileIdentity.of(session.file.path) != newest.file
            ? ", but \(baseName(session.file.path)) changed after it was made" : ""
        return HostQuestion(
            text: "An unsaved copy from \(when) exists\(changed): [r]ecover [D]elete [i]gnore",
            answers: ["r", "R", "D", "i"], escapeAnswer: "i", otherKeysAnswer: "i")
    }

    /// Recovers, deletes or keeps the newest copy.
    public func answer(_ question: HostQuestion, with answer: Character) -> StatusMessage? {
        guard let copy = copies.first else { return nil }
        let when = localTime(copy.modified)
        let others = copies.count > 1 ? " (\(copies.count - 1) older unsaved \(copies.count == 2 ? "copy" : "copies") kept)" : ""
        switch answer {
        case "r", "R":
            let recovered: DocumentFile
            do {
                recovered = try session.file.recovering(copy.path)
            } catch {
                return StatusMessage(text: "Not recovered (the copy is kept): \(error)", isError: true)
            }
            let table = session.table
            table.delegate = recovered.document
            table.dataSource = recovered.document  // reloads the table
            session = EditingSession(file: recovered, table: table)
            if recovered.changedSinceCopy {
                return StatusMessage(
                    text: "Recovered the copy from \(when); \(baseName(session.file.path)) changed after it was made: w asks first" + others,
                    isError: false)
            }
            return StatusMessage(text: "Recovered the copy from \(when): w saves it to \(baseName(session.file.path))" + others, isError: false)
        case "D":
            guard unlink(copy.path) == 0 else {
                return StatusMessage(text: "Cannot delete \(copy.path): \(String(cString: strerror(errno)))", isError: true)
            }
            return StatusMessage(text: "Deleted the unsaved copy from \(when)" + others, isError: false)
        default:
            return StatusMessage(text: "Kept the unsaved copy from \(when): it is offered again next time" + others, isError: false)
        }
    }

    public var hasUnsavedChanges: Bool { session.hasUnsavedChanges }
    public var isReadOnly: Bool { session.file.isWriteProtected }
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
            let result = try session.save(
                overwritingChanges: answered == .changedOnDisk, writingReadOnly: answered == .readOnly)
            problemsConfirmed = false
            switch result {
            case .unchanged: return "No changes to save"
            case .written:
                let rows = session.table.totalNumberOfRows
                return "Wrote \(groupedDigits(rows)) row\(rows == 1 ? "" : "s") to \(session.file.path)"
            }
        } catch let .writeProtected(path) {
            pendingQuestion = .readOnly
            throw ReadOnlyQuestion(path: path)
        } catch let .changedOnDisk(path, change) {
            pendingQuestion = .changedOnDisk
            throw OverwriteQuestion(path: path, change: change)
        }
    }
}

/// The question asked before writing a file whose permissions do not let the user write it
/// (vim refuses with E45 unless forced; here the answer is the force).
struct ReadOnlyQuestion: SaveNeedsConfirmation {
    let path: String
    var question: String { "\(baseName(path)) is read-only. Write it anyway?" }
}

/// The question asked before saving a git todo with a row git would refuse.
struct GitTodoQuestion: SaveNeedsConfirmation {
    let row: Int
    let problem: String
    var question: String { "Row \(row): \(problem), and git would stop the rebase. Save anyway?" }
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
        case .sinceUnsavedCopy: "\(baseName(path)) changed after the unsaved copy was made. Overwrite it?"
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

/// A time in nanoseconds since 1970 as local time, to the minute: `2026-11-25 14:03`.
func localTime(_ nanoseconds: Int64) -> String {
    var seconds = time_t(nanoseconds / 1_000_000_000)
    var parts = tm()
    localtime_r(&seconds, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
