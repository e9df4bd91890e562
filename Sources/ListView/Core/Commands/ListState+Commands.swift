import TableKit

extension ListState {
    /// Runs a `:` line: vim's file commands, moves to a row, `:sort`, `:g/text/d`, `:!cmd`.
    mutating func runCommand(_ text: String, _ env: ListEnvironment) -> [ListEffect] {
        guard !text.allSatisfy({ $0 == " " }) else { return [] }
        let command: LineCommand
        switch LineCommand.parse(text) {
        case let .success(parsed): command = parsed
        case let .failure(error):
            status = StatusMessage(text: "\(error)", isError: true)
            return []
        }
        do {
            return try run(command, env)
        } catch {
            report(error)
            return []
        }
    }

    private mutating func run(_ command: LineCommand, _ env: ListEnvironment) throws -> [ListEffect] {
        switch command {
        case .write: return save(SaveRequest(), env)
        case .quit: return quit(env)
        case .quitDiscarding: return quitWithoutSaving(env)
        case .writeAndQuit:
            return env.host?.quitWritesOutput == true ? [.exit(.handOn)] : save(SaveRequest(then: .quit), env)
        case .exit: return saveAndQuit(env)
        case let .readAgain(dropping): return readAgain(dropping: dropping, env)
        case .quitWithError: return [.exit(.abort)]
        case let .goToRow(row): return perform(.firstRow, env, count: row)
        case .goToLastRow: return perform(.lastRow, env)
        case let .goBy(offset): return perform(offset < 0 ? .previousRow : .nextRow, env, count: abs(offset))
        case .clearFilter: if filter != nil || unsearchedFilter != nil { clearFilter(env) }
        case let .sort(order):
            try requireWholeFile(":sort")
            try sortRows(order, env)
        case let .deleteMatching(pattern, keeping):
            try requireWholeFile(keeping ? ":v" : ":g")
            try askToDeleteRows(matching: pattern, keepingMatches: keeping, env)
        case let .filterThrough(shellCommand):
            try requireWholeFile(":!")
            return try filterRows(through: shellCommand, env)
        }
        return []
    }

    // MARK: - The rows a command acts on

    /// Refuses what acts on every row of a section while the file is still being read: it
    /// would act on the rows read so far only.
    func requireWholeFile(_ what: String) throws {
        guard let reading else { return }
        throw HintError("The file is still being read (\(reading.percent)%): \(what) acts on every row: type it again once they are all here")
    }

    /// The checked rows, else the rows of the cursor's section that may move (text kept in
    /// place between items stays where it is), shown rows only while filtered.
    func commandRows(_ table: Table) throws -> [IndexPath] {
        if let selected = table.indexPathsForSelectedRows, !selected.isEmpty { return selected.sorted() }
        let section = try requireCursor().section
        let shown = filter.map { _ in visibleRows(table) }
        return table.movableRows(inSection: section).compactMap { row in
            let path = IndexPath(row: row, section: section)
            return shown?.contains(path) ?? true ? path : nil
        }
    }

    // MARK: - :sort

    /// `:sort`: the rows a command acts on, in the order `order` gives, as one update of as
    /// few moves as keep the rest in place, one undo step. `u` deletes the repeats.
    private mutating func sortRows(_ order: RowSortOrder, _ env: ListEnvironment) throws {
        let table = env.table
        guard let source = table.editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        let rows = try commandRows(table)
        guard rows.count > 1 else { throw HintError("Nothing to sort: check rows with v, or use a section of several rows") }
        // By the bytes each row shows, as vim's :sort and sort(1) order the file's lines; in an
        // outline, the rows at the top level, each with its descendants.
        let arrangement: [Int]
        if let families = Self.families(of: rows, table) {
            let heads = families.map { rows[$0.lowerBound] }
            arrangement = order.arrangement(of: table.shownBytes(ofRowsAt: heads)).flatMap { families[$0] }
        } else {
            arrangement = order.arrangement(of: table.shownBytes(ofRowsAt: rows))
        }
        guard !TextArrangement(order: arrangement).keepsEveryRow(of: rows.count) else { return report("Already in order: \(Self.rows(rows.count))") }
        try withTable(env) { try Self.rearrange(rows, to: TextArrangement(order: arrangement), in: source, of: $0) }
        let removed = rows.count - arrangement.count
        let repeats = removed == 1 ? "1 repeated row" : "\(removed.groupedDigits) repeated rows"
        report("Sorted \(Self.rows(rows.count))" + (removed > 0 ? ", \(repeats) deleted" : "") + " · u undoes")
    }

    /// `rows` in runs that sort as one, when some are deeper than others in an outline: each
    /// row at the shallowest depth among them with the deeper rows after it. Nil when all are
    /// at one depth: each row sorts alone.
    /// - Complexity: O(n) for n rows, besides the depths the delegate works out.
    private static func families(of rows: [IndexPath], _ table: Table) -> [Range<Int>]? {
        let levels = rows.map { table.indentationLevel(forRowAt: $0) }
        guard let top = levels.min(), levels.contains(where: { $0 > top }) else { return nil }
        var starts = levels.indices.filter { levels[$0] == top }
        if starts.first != 0 { starts.insert(0, at: 0) }
        return starts.indices.map { starts[$0]..<(starts.indices.contains($0 + 1) ? starts[$0 + 1] : rows.count) }
    }

    /// The rows at `slots` rearranged as `arrangement` says (`Table.rearrangeRows(of:at:order:newRows:)`),
    /// the rows it makes in the source's own row type.
    static func rearrange(
        _ slots: [IndexPath], to arrangement: TextArrangement, in source: any ListEditingSource, of table: Table
    ) throws {
        try rearrange(slots, to: arrangement, source: source, table: table)
    }

    private static func rearrange<Source: ListEditingSource>(
        _ slots: [IndexPath], to arrangement: TextArrangement, source: Source, table: Table
    ) throws {
        let anchor = slots.first ?? IndexPath(row: 0, section: 0)
        let newRows: [Source.Row] = arrangement.made.map { row in
            switch row {
            case let .new(text): source.newRow(withText: text, at: anchor)
            case let .retyped(slot, text): source.retypedRow(withText: text, at: slots[slot])
            }
        }
        try table.rearrangeRows(of: source, at: slots, order: arrangement.order, newRows: newRows)
    }

    // MARK: - :g/text/d, :v/text/d

    /// `:g/re/d` checks the rows whose text matches the regular expression (`:v`: those
    /// that do not) and asks `Delete N rows?`; dismissing the question unchecks them.
    private mutating func askToDeleteRows(matching pattern: String, keepingMatches: Bool, _ env: ListEnvironment) throws {
        let table = env.table
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex(pattern)
        } catch {
            throw HintError("Not a regular expression: \(pattern)")
        }
        let shown = unfoldedRows(table)
        var matching: [IndexPath] = []
        for position in 0..<shown.count {
            guard let path = shown.indexPath(at: VisibleRow(position)) else { continue }
            let text = String(decoding: table.commandText(ofRowAt: path), as: UTF8.self)
            let matches = (try? regex.firstMatch(in: text)) != nil
            if matches != keepingMatches, table.editingStyle(forRowAt: path) == .delete {
                matching.append(path)
            }
        }
        // vim's `\|`, `\(`, `\+`, `\<` mean other things here: say what to type instead.
        let vimSyntax = ["\\|", "\\(", "\\+", "\\<", "\\>", "\\=", "\\{"].contains { pattern.contains($0) }
        let hint = vimSyntax ? " (Perl's syntax here, not vim's: a|b, (ab)+)" : ""
        guard !matching.isEmpty else {
            throw HintError((keepingMatches ? "Every row contains \(pattern)" : "No row contains \(pattern)") + hint)
        }
        try askToDelete(matching, env)
        if vimSyntax { report("\(pattern)\(hint)") }
    }
}

/// What goes in the places of a rearrangement made from text (`:sort`, `:!cmd`), as integers
/// (a million rows sorted): `order[k]`, when it is 0 or more, is the index among the places
/// of the row that goes to place k; when it is negative, `-1 - n`, the row made from `made[n]`.
struct TextArrangement: Equatable {
    var order: [Int]
    var made: [MadeRow] = []

    /// A row made from a command's text.
    enum MadeRow: Equatable {
        /// A new row of this text.
        case new(String)
        /// The row at this index among the places, retyped as this text (what else it holds,
        /// such as a Markdown item's continuation lines, stays).
        case retyped(Int, String)
    }

    /// Whether it puts every row back in its place and makes none.
    func keepsEveryRow(of count: Int) -> Bool {
        made.isEmpty && order.count == count && order.enumerated().allSatisfy { $0.offset == $0.element }
    }
}

extension Table {
    /// A row's text as the `:` commands read and write it: what its text field shows (a
    /// Markdown item without its bullet), or the bytes it shows when they are not all UTF-8
    /// (so that such a row passes through unchanged).
    func commandText(ofRowAt indexPath: IndexPath) -> [UInt8] {
        guard let source = editingSource, source.retypeRefusal(forRowAt: indexPath) == nil else {
            return shownBytes(ofRowAt: indexPath)
        }
        return Array(source.editableText(forRowAt: indexPath).utf8)
    }

    /// The text of `rows` as the `:` commands read it (``commandText(ofRowAt:)``), packed end
    /// to end: from the data source at once when it can.
    func commandTexts(ofRowsAt rows: [IndexPath]) -> RowKeys {
        if let source = dataSource as? any ListPackedBytesSource, let packed = source.packedEditableText(ofRowsAt: rows) {
            return RowKeys(bytes: packed.bytes, starts: packed.starts)
        }
        return RowKeys(rows.map { commandText(ofRowAt: $0) })
    }

    /// The bytes `rows` show, packed end to end: from the data source at once when it can.
    func shownBytes(ofRowsAt rows: [IndexPath]) -> RowKeys {
        if let source = dataSource as? any ListPackedBytesSource {
            let packed = source.packedShownBytes(ofRowsAt: rows)
            return RowKeys(bytes: packed.bytes, starts: packed.starts)
        }
        return RowKeys(rows.map { shownBytes(ofRowAt: $0) })
    }

    /// The bytes a row shows, as the renderer gets them.
    func shownBytes(ofRowAt indexPath: IndexPath) -> [UInt8] {
        if let source = dataSource as? any RowBytesSource { return source.displayBytes(forRowAt: indexPath) }
        return Array((text(forRowAt: indexPath) ?? "").utf8)
    }
}
