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
        // The output's lines as ranges of it, each matched to a row of the same text.
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
        let matched = Self.match(lines, of: output, to: filter)
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

extension ListState {
    /// For each output line, the row (its index in `filter`) whose text it is, or nil: the
    /// k-th line of a text takes the k-th row of that text. The rows' texts and the lines
    /// are sorted together, as `:sort` sorts (a dictionary of a million lines cost seconds
    /// in cache misses), and each run of equal texts pairs its rows with its lines in order.
    static func match(_ lines: [Range<Int>], of output: [UInt8], to filter: ShellFilter) -> [Int?] {
        // Every text with its newline, the rows' first: key k < rows is row k's.
        var bytes = filter.input
        var starts = [0] + filter.lineEnds.map { $0 + 1 }
        let base = bytes.count
        bytes += output
        if output.last != 0x0A { bytes.append(0x0A) }
        for line in lines { starts.append(base + line.upperBound + 1) }
        let keys = RowKeys(bytes: bytes, starts: starts)
        let order = RowSortOrder().arrangement(of: keys)
        let rows = filter.rows.count
        var matched = [Int?](repeating: nil, count: lines.count)
        keys.withComparator { compare in
            var first = 0
            while first < order.count {
                var end = first + 1
                while end < order.count, compare(order[first], order[end]) == 0 { end += 1 }
                // A stable sort: the run's rows come first, then its lines, each in order.
                let run = order[first..<end]
                let runRows = run.prefix { $0 < rows }
                for (n, line) in run.dropFirst(runRows.count).enumerated() where n < runRows.count {
                    matched[line - rows] = runRows[runRows.startIndex + n]
                }
                first = end
            }
        }
        return matched
    }
}
