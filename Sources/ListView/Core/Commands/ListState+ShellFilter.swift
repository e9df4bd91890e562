import TerminalScreen
import TableKit

/// Rows piped through a shell command (`:!cmd`): which rows, the command, and what it reads.
public struct ShellFilter: Hashable, Sendable {
    /// The command, for `sh -c`.
    public var command: String
    /// The rows it replaces.
    public var rows: [IndexPath]
    /// Their text, one line each.
    public var lines: [[UInt8]]

    /// What the command reads: the lines, each ended by a newline.
    public var input: [UInt8] { lines.flatMap { $0 + [0x0A] } }
}

extension ListState {
    /// `:!cmd`, `:%!cmd`: the rows a command acts on go through `sh -c cmd`, with the
    /// terminal handed to it; its output replaces them when it ends.
    mutating func filterRows(through command: String, _ env: ListEnvironment) throws -> [ListEffect] {
        let table = env.table
        guard let source = table.editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        let rows = try commandRows(table)
        guard !rows.isEmpty else { throw HintError("No rows to pipe through \(command)") }
        return [.runShellCommand(ShellFilter(command: command, rows: rows, lines: rows.map { table.commandText(ofRowAt: $0) }))]
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
        var lines = result.output.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else {
            self.status = StatusMessage(text: ":!\(filter.command) printed nothing, nothing changed", isError: true)
            return
        }
        var unmatched: [LineKey: [Int]] = [:]
        unmatched.reserveCapacity(filter.lines.count)
        for (index, line) in filter.lines.enumerated().reversed() { unmatched[LineKey(line), default: []].append(index) }
        let arranged: [RearrangedText] = lines.map { line in
            if let index = unmatched[LineKey(line)]?.popLast() { return .existing(filter.rows[index]) }
            return .new(String(decoding: line, as: UTF8.self))
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
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
