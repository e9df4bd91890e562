import TerminalText
import TableKit

/// The bottom of the screen: the status line (the mode, the cursor's position, `[modified]`,
/// `[read-only]`, `? help`) and the message or question of the moment: on the status line
/// when it fits, otherwise on up to ``maximumMessageLines`` lines of its own just above it,
/// wrapped at spaces, so that nothing the user must read is cut (a question's answers come
/// last).
struct StatusBar {
    /// The most lines a message takes above the status line.
    static let maximumMessageLines = 3
    static let help = "? help "

    /// The message, or the question waiting for an answer.
    let message: StatusMessage?
    /// Lines the message takes above the status line (0: it is on the status line, or none).
    let messageLines: Int
    private let state: ListState
    private let table: Table
    private let marks: FileMarks

    /// The left part of the status line: " EDITING 12/4,000 [modified]". Worked out when
    /// asked: the state asks how many lines a message takes after every event, and without
    /// a message the left part does not matter to that.
    var left: String { Self.left(state, table: table, marks: marks) }

    /// The cursor's place alone (" 12/4,000"), for a status line too narrow for the rest: a
    /// count cut short would read as another number.
    var compactLeft: String { " " + Self.position(state, table: table) }

    private static func position(_ state: ListState, table: Table) -> String {
        let rows = state.visibleRows(table)
        var place = state.cursor.flatMap { rows.place(of: $0) }.map { $0.position + 1 } ?? 0
        // A picked-up row counts where it will be once dropped: carried down into a later
        // section it has left its own, so the rows before it are one fewer.
        if let drag = table.drag, state.filter == nil, drag.source.section < drag.destination.section {
            place = table.globalRow(of: drag.destination)
        }
        // While the file is still being read the rows counted so far are a lower bound, and a
        // row of the file's end, shown before the rows above it are counted, has no number yet.
        guard let reading = state.reading else { return place.groupedDigits + "/" + rows.count.groupedDigits }
        if let end = state.fileEnd {
            let fromEnd = end.rowsFromEnd == 0 ? "" : "-" + end.rowsFromEnd.groupedDigits
            return "last" + fromEnd + "/" + rows.count.groupedDigits + "+ reading \(reading.percent)%"
        }
        return place.groupedDigits + "/" + rows.count.groupedDigits + "+ reading \(reading.percent)%"
    }

    private static func left(_ state: ListState, table: Table, marks: FileMarks) -> String {
        var left = " " + Self.modeName(table) + " " + position(state, table: table)
        if let text = state.unsearchedFilter {
            left += " FILTER \"" + text + "\" searching…"
        } else if let filter = state.filter {
            left += " FILTER \"" + filter.query.text + "\" " + filter.count.groupedDigits + (state.reading == nil ? "" : "+")
                + " of " + table.totalNumberOfRows.groupedDigits + (state.reading == nil ? "" : "+")
        }
        let selected = table.numberOfSelectedRows
        if selected > 0 { left += " " + selected.groupedDigits + " selected" }
        left += marks.text
        // What is typed of a count or `Z`, as vim's showcmd shows it.
        if let count = state.pendingCount { left += " " + String(count) }
        if let label = state.pendingPrefix?.prefixLabel { left += " " + label }
        return left
    }

    init(_ state: ListState, table: Table, marks: FileMarks) {
        self.state = state
        self.table = table
        self.marks = marks
        let message: StatusMessage?
        switch state.overlay {
        case .quitPrompt: message = StatusMessage(text: "Save changes? [y]es [n]o [c]ancel" + Self.aside(state), isError: false)
        case .confirmReload:
            message = StatusMessage(text: "Drop the unsaved edits and read the file again? [y]es [n]o" + Self.aside(state), isError: true)
        case let .confirmOverwrite(question, _): message = StatusMessage(text: question + " [y]es [n]o" + Self.aside(state), isError: true)
        case let .hostQuestion(question): message = StatusMessage(text: question.text, isError: false)
        case let .confirmSelectionDeletion(count):
            message = StatusMessage(text: "Delete \(ListState.rows(count))? d or Enter deletes \(count == 1 ? "it" : "them")", isError: true)
        default:
            // Otherwise what is wrong with the cursor's row, if its tag says (a git command
            // git would refuse).
            message = state.status ?? state.cursor.flatMap { cursor in
                (table.dataSource as? any ListRowTagSource)?.tag(forRowAt: cursor)?.problem
                    .map { StatusMessage(text: $0, isError: true) }
            }
        }
        self.message = message
        let width = state.size.width
        guard let message,
              Self.fitsOnStatusLine(message.text, left: Self.left(state, table: table, marks: marks), width: width) == false
        else {
            messageLines = 0
            return
        }
        messageLines = min(Self.maximumMessageLines, Self.wrap(message.text, width: width - 2).count, max(0, state.size.height - 3))
    }

    /// What a key the question does not take said, after the question: it stays, and says
    /// why nothing happened.
    private static func aside(_ state: ListState) -> String {
        state.status.map { " · " + $0.text } ?? ""
    }

    /// The columns between the left part and `? help` that a message may use.
    private static func messageRoom(left: String, width: Int) -> Int {
        width - DisplayWidth.of(help) - 1 - (DisplayWidth.of(left) + 2)
    }

    private static func fitsOnStatusLine(_ text: String, left: String, width: Int) -> Bool {
        DisplayWidth.of(text) <= messageRoom(left: left, width: width)
    }

    /// `text` broken at spaces into lines of at most `width` columns (a word longer than a
    /// line is cut where the line ends).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }

    private static func modeName(_ table: Table) -> String {
        if table.drag != nil { return "MOVING" }
        switch table.mode {
        case .normal: return "LIST"
        case .editing: return "EDITING"
        case .swipe: return "SWIPE"
        }
    }
}
