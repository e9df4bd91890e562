import TerminalScreen
import TableKit

/// Rows piped through a shell command (`:!cmd`): which rows, the command, and what it reads.
public struct ShellFilter: Hashable, Sendable {
    /// The command, for `sh -c`.
    public var command: String
    /// The rows it replaces.
    public var rows: [IndexPath]
    /// What the command reads: each row's text and a newline.
    public var input: [UInt8]
    /// Where each row's text ends in ``input`` (its newline's index).
    public var lineEnds: [Int]

    /// The rows' texts (`rows[k]`'s is `texts[k]`), packed: each ends with the newline.
    init(command: String, rows: [IndexPath], texts: RowKeys) {
        self.command = command
        self.rows = rows
        var input: [UInt8] = []
        input.reserveCapacity(texts.bytes.count + texts.count)
        var ends: [Int] = []
        ends.reserveCapacity(texts.count)
        for index in 0..<texts.count {
            input += texts[index]
            ends.append(input.count)
            input.append(0x0A)
        }
        self.input = input
        lineEnds = ends
    }

    /// Row `index`'s text, without its newline.
    func line(_ index: Int) -> ArraySlice<UInt8> {
        input[(index == 0 ? 0 : lineEnds[index - 1] + 1)..<lineEnds[index]]
    }
}

extension ListState {
    /// `:!cmd`, `:%!cmd`: the rows a command acts on go through `sh -c cmd`, with the
    /// terminal handed to it; its output replaces them when it ends.
    mutating func filterRows(through command: String, _ env: ListEnvironment) throws -> [ListEffect] {
        let table = env.table
        guard let source = table.editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        let rows = try commandRows(table)
        guard !rows.isEmpty else { throw HintError("No rows to pipe through \(command)") }
        return [.runShellCommand(ShellFilter(command: command, rows: rows, texts: table.commandTexts(ofRowsAt: rows)))]
    }

    /// The command ended: its output lines replace the rows as the smallest change (a line
    /// equal to a row's text is that row, moved if need be; the others are new rows; rows
    /// not printed are deleted), one undo step. A command that failed, or printed nothing
    /// for rows given, changes nothing and says why.
    mutating func finishFilter(_ filter: ShellFilter, _ result: ShellCommandResult, _ env: ListEnvironment) {
        guard result.status == 0 else {
            let why = Self.firstLine(of: result.errorOutput)
            let status = result.status < 0 ? "did not run" : result.status > 128 ? "was stopped" : "failed (exit \(result.status))"
            self.status = StatusMessage(
                text: ":!\(filter.command) \(status), nothing changed" + (why.isEmpty ? "" : ": \(why)"), isError: true)
            return
        }
        // The output's lines as ranges of it; each matched to the first row of the same text
        // not matched yet (rows of one text chained by index), without an array a line.
        let output = result.output
        var lines: [Range<Int>] = []
        var start = 0
        for (index, byte) in output.enumerated() where byte == 0x0A {
            lines.append(start..<index)
            start = index + 1
        }
        if start < output.count { lines.append(start..<output.count) }
        guard !lines.isEmpty else {
            self.status = StatusMessage(text: ":!\(filter.command) printed nothing, nothing changed", isError: true)
            return
        }
        var firstUnmatched: [LineKey: Int] = [:]
        firstUnmatched.reserveCapacity(filter.rows.count)
        var nextSame = [Int](repeating: -1, count: filter.rows.count)
        for index in filter.rows.indices.reversed() {
            let key = LineKey(filter.line(index))
            if let later = firstUnmatched[key] { nextSame[index] = later }
            firstUnmatched[key] = index
        }
        let matched: [Int?] = lines.map { range in
            let key = LineKey(output[range])
            guard let index = firstUnmatched[key] else { return nil }
            if nextSame[index] >= 0 { firstUnmatched[key] = nextSame[index] } else { firstUnmatched[key] = nil }
            return index
        }
        // A line that matches no row, where the row in its place matched no line either, is
        // that row retyped (`tr a-z A-Z`): it keeps what the line does not show, such as a
        // Markdown item's continuation lines.
        var used = [Bool](repeating: false, count: filter.rows.count)
        for index in matched.compactMap({ $0 }) { used[index] = true }
        let arranged: [RearrangedText] = lines.indices.map { k in
            if let index = matched[k] { return .existing(filter.rows[index]) }
            let text = String(decoding: output[lines[k]], as: UTF8.self)
            guard k < filter.rows.count, !used[k] else { return .new(text) }
            used[k] = true
            return .retyped(filter.rows[k], text)
        }
        if arranged == filter.rows.map({ .existing($0) }) {
            self.status = StatusMessage(text: ":!\(filter.command) printed the rows as they were: nothing changed", isError: false)
            return
        }
        do {
            guard let source = env.table.editingSource else { throw HintError("This list cannot be edited") }
            try withTable(env) { try Self.rearrange(filter.rows, to: arranged, in: source, of: $0) }
            cursor = filter.rows.first.flatMap { visibleRows(env.table).nearest(to: $0) } ?? cursor
            report("\(Self.rows(filter.rows.count)) through \(filter.command): \(Self.rows(lines.count)) · u undoes")
        } catch {
            report(error)
        }
    }

    private static func firstLine(of bytes: [UInt8]) -> String {
        String(decoding: bytes.prefix { $0 != 0x0A }.prefix(200), as: UTF8.self)
    }
}

/// A line as a dictionary key, hashed in one call over its bytes (a byte array hashes byte
/// by byte, which for a million lines costs more than the command).
private struct LineKey: Hashable {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    static func == (a: LineKey, b: LineKey) -> Bool { a.bytes.elementsEqual(b.bytes) }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
