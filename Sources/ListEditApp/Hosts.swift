import LibC
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
    /// The emergency copies found for the file when it was opened, newest first.
    public let copies: [EmergencyCopy.Found]
    /// The backups interrupted in-place saves of the file left, newest first.
    public let backups: [SaveBackups.Found]
    /// The other listedits that had the file open when this one opened it, oldest first.
    public let otherInstances: [OpenMarker.Holder]
    /// Whether the user chose to open the file read-only, another listedit having it open:
    /// a save asks first.
    var openedReadOnly = false
    public internal(set) var hasAskedToQuit = false
    public private(set) var isChangedOnDisk = false
    /// The question the last save stopped at, which a save with `overwriting` answers yes to.
    private var pendingQuestion: Question?
    /// Whether the user said to save a todo with a row git would refuse, for this save.
    private var problemsConfirmed = false
    /// Where rows recovered from a copy of edits to another version of the file go (the view's).
    public weak var pasteboard: (any ListPasteboard)?

    private enum Question { case gitTodoProblem, readOnly, openElsewhere, changedOnDisk }

    /// A host for `session`; `copies` are the file's emergency copies and `backups` the
    /// backups interrupted saves left (the newest of either is offered, a backup first);
    /// `otherInstances`, the other listedits editing the file (asked about before either).
    public init(
        session: EditingSession, copies: [EmergencyCopy.Found] = [], backups: [SaveBackups.Found] = [],
        otherInstances: [OpenMarker.Holder] = []
    ) {
        self.session = session
        self.copies = copies
        self.backups = backups
        self.otherInstances = otherInstances
    }

    public var watchesDisk: Bool { true }

    public func checkDisk() { isChangedOnDisk = session.file.diskChange() != nil }

    /// Reads the file again (`:e!`), in the same format, dropping unsaved edits and the undo
    /// history; the table reloads.
    public func reload() throws -> String {
        let file = session.file
        let again = try DocumentFile(
            path: file.path, format: file.document.format, commentCharacter: file.commentCharacter,
            headerLines: file.document.headerLines)
        again.document.dropsByRewriting = file.document.dropsByRewriting
        replaceFile(with: again)
        isChangedOnDisk = false
        let rows = session.table.totalNumberOfRows
        return "Read \(baseName(file.path)) again: \(rows.groupedDigits) row\(rows == 1 ? "" : "s")"
    }

    /// Puts `file` (the same file, read from a copy or a backup) in the session's place: the
    /// table shows its rows, as unsaved edits.
    func replaceFile(with file: DocumentFile) {
        let table = session.table
        table.delegate = file.document
        table.dataSource = file.document  // reloads the table
        session = EditingSession(file: file, table: table)
    }

    public var hasUnsavedChanges: Bool { session.hasUnsavedChanges }
    public var isReadOnly: Bool { session.file.isWriteProtected || openedReadOnly }
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
        if openedReadOnly {
            guard answered == .openElsewhere else {
                pendingQuestion = .openElsewhere
                throw OpenElsewhereQuestion(path: session.file.path)
            }
            // Written once on purpose: the user said so, as for vim's `:w!`.
            openedReadOnly = false
        }
        do {
            let result = try session.save(
                overwritingChanges: answered == .changedOnDisk, writingReadOnly: answered == .readOnly)
            problemsConfirmed = false
            switch result {
            case .unchanged: return "No changes to save"
            case .written:
                let rows = session.table.totalNumberOfRows
                return "Wrote \(rows.groupedDigits) row\(rows == 1 ? "" : "s") to \(session.file.path)"
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

/// The question asked before saving a file opened read-only because another listedit has it
/// open.
struct OpenElsewhereQuestion: SaveNeedsConfirmation {
    let path: String
    var question: String { "\(baseName(path)) is open in another listedit. Write it anyway?" }
}

/// The question asked before saving a git todo with a row git would refuse.
struct GitTodoQuestion: SaveNeedsConfirmation {
    let row: Int
    let problem: String
    var question: String { "Row \(row): \(problem). Save anyway?" }
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

/// The list opened for choosing (`--pick`): Enter prints the chosen rows, so nothing is ever
/// saved, and leaving another way chooses nothing.
public final class PickHost: ListHost {
    /// A host for a list opened for choosing.
    public init() {}

    public var hasUnsavedChanges: Bool { false }
    public var needsFileName: Bool { false }
    public var quitWritesOutput: Bool { false }

    public func save(as fileName: String?, overwriting: Bool) throws -> String {
        throw SaveError("nothing is saved while choosing: Enter prints the chosen rows, Esc leaves")
    }
}
