import LibC
import TerminalScreen
import TableKit

/// Rows piped through a shell command (`:!cmd`): which rows, the command, and what it reads.
///
/// Two filters are equal when their command, rows and input are.
public struct ShellFilter: Hashable, Sendable {
    /// The command, for `sh -c`.
    public private(set) var command: String
    /// The rows it replaces.
    public private(set) var rows: [IndexPath]
    /// What the command reads: each row's text and a newline.
    public private(set) var input: [UInt8]
    /// Where each row's text ends in ``input`` (its newline's index).
    public private(set) var lineEnds: [Int]
    /// The rows by their texts, for the lines the command prints back; made (in the
    /// background, for many rows) while the command runs.
    let rowIndex: RowTextIndex

    /// The rows' texts (`rows[k]`'s is `texts[k]`), packed: each ends with the newline.
    init(command: String, rows: [IndexPath], texts: RowKeys) {
        self.command = command
        self.rows = rows
        // Each text copied in bulk, with a newline after it: a million slices appended one
        // by one cost more than the bytes.
        let count = texts.count, first = texts.starts[0], total = texts.starts[count] - first
        lineEnds = (0..<count).map { texts.starts[$0 + 1] - first + $0 }
        input = [UInt8](unsafeUninitializedCapacity: total + count) { buffer, initialized in
            texts.bytes.withUnsafeBufferPointer { bytes in
                guard let to = buffer.baseAddress else { return }
                Parallel.forEachPiece(of: count, pieces: count < 65_536 ? 1 : Parallel.cores) { _, range in
                    for index in range {
                        let start = texts.starts[index], length = texts.starts[index + 1] - start
                        let place = start - first + index
                        if length > 0, let from = bytes.baseAddress { (to + place).update(from: from + start, count: length) }
                        to[place + length] = 0x0A
                    }
                }
            }
            initialized = total + count
        }
        rowIndex = RowTextIndex(rows: input, rowEnds: lineEnds)
    }

    public static func == (a: ShellFilter, b: ShellFilter) -> Bool {
        a.command == b.command && a.rows == b.rows && a.input == b.input
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(command)
        hasher.combine(rows)
        hasher.combine(input)
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
        guard rows.count <= RowTextIndex.rowLimit else {
            throw HintError("Too many rows to pipe through a command: at most \(Self.rows(RowTextIndex.rowLimit))")
        }
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
        let lines = Self.lines(of: output)
        guard !lines.isEmpty else {
            self.status = StatusMessage(text: ":!\(filter.command) printed nothing, nothing changed", isError: true)
            return
        }
        guard lines.count <= RowTextIndex.rowLimit else {
            self.status = StatusMessage(
                text: ":!\(filter.command) printed more than \(Self.rows(RowTextIndex.rowLimit)), nothing changed", isError: true)
            return
        }
        let matched = Self.match(lines, of: output, to: filter)
        // A line that matches no row, where the row in its place matched no line either, is
        // that row retyped (`tr a-z A-Z`): it keeps what the line does not show, such as a
        // Markdown item's continuation lines.
        var used = [Bool](repeating: false, count: filter.rows.count)
        for index in matched where index >= 0 { used[index] = true }
        var arranged = TextArrangement(order: [])
        arranged.order.reserveCapacity(lines.count)
        for k in lines.indices {
            if matched[k] >= 0 {
                arranged.order.append(matched[k])
                continue
            }
            let text = String(decoding: output[lines[k]], as: UTF8.self)
            if k < filter.rows.count, !used[k] {
                used[k] = true
                arranged.made.append(.retyped(k, text))
            } else {
                arranged.made.append(.new(text))
            }
            arranged.order.append(-arranged.made.count)
        }
        if arranged.keepsEveryRow(of: filter.rows.count) {
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
    /// For each output line, the row (its index in `filter`) whose text it is, or -1: the
    /// k-th line of a text takes the k-th row of that text.
    static func match(_ lines: [Range<Int>], of output: [UInt8], to filter: ShellFilter) -> [Int] {
        filter.rowIndex.match(lines, of: output)
    }

    /// The lines of `output`, as ranges without their newlines; the last may have none.
    static func lines(of output: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        output.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start < bytes.count {
                guard let newline = memchr(base + start, 0x0A, bytes.count - start) else {
                    lines.append(start..<bytes.count)
                    return
                }
                let end = base.distance(to: UnsafeRawPointer(newline))
                lines.append(start..<end)
                start = end + 1
            }
        }
        return lines
    }
}
