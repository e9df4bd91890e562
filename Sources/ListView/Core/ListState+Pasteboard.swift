import TableKit

extension ListState {
    /// A first key that waits for its second (`Z`, `y`, `g`), keeping the count typed before it.
    mutating func awaitSecondKey(_ prefix: InputMode, count: Int?) {
        pendingPrefix = prefix
        prefixCount = count
    }

    // MARK: - Yank

    /// `yy` `Y`: the checked rows, or the cursor's row and the rows shown after it up to
    /// `count`, go to the pasteboard; the terminal's clipboard gets their text too.
    mutating func yank(count: Int?, _ env: ListEnvironment) throws -> [ListEffect] {
        let table = env.table
        guard let source = table.editingSource else { throw HintError("This list's rows can't be copied") }
        let rows = withDescendants(try rowsForCount(count, table), table)
        let copied = rows.map { source.copiedRow(at: $0) }
        env.pasteboard.copy(copied, by: .yank)
        if table.numberOfSelectedRows > 0 { table.deselectAllRows() }
        report("Yanked \(Self.rows(copied.count))" + (env.pasteboard.notice.map { " (\($0))" } ?? " · p puts below, P above"))
        guard env.options.copiesToClipboard else { return [] }
        return [.copyToClipboard(copied.map(\.text).joined(separator: "\n"))]
    }

    /// The checked rows, in order; else the cursor's row and the rows shown after it, `count`
    /// in all (as many as there are).
    func rowsForCount(_ count: Int?, _ table: Table) throws -> [IndexPath] {
        if let selected = table.indexPathsForSelectedRows, !selected.isEmpty { return selected.sorted() }
        let cursor = try requireCursor()
        let shown = visibleRows(table)
        guard let first = shown.place(of: cursor)?.position else { return [cursor] }
        let last = min(shown.count - 1, first + max(1, count ?? 1) - 1)
        return (first...last).compactMap { shown.indexPath(at: VisibleRow($0)) }
    }

    /// Deletes `rows` with `delete`, and once they are gone, the pasteboard holds them, so
    /// that `dd` then `p` moves a row, as in vim. A refused delete leaves it as it was.
    @discardableResult
    mutating func deleteCopying<Result>(
        _ rows: [IndexPath], _ env: ListEnvironment, _ delete: (Table) throws -> Result
    ) throws -> Result {
        let copied = env.table.editingSource.map { source in rows.map { source.copiedRow(at: $0) } } ?? []
        let result = try withTable(env, delete)
        if !copied.isEmpty { env.pasteboard.copy(copied, by: .delete) }
        return result
    }

    // MARK: - Put

    /// `p` / `P`: the pasteboard's rows, `times` over, go below / above the cursor's row in
    /// its section, as one update and one undo step; the cursor goes to the first of them.
    /// A placeholder row (an insertion control) stays last: a put below it goes above it.
    mutating func put(below: Bool, times: Int, _ env: ListEnvironment) throws {
        let table = env.table
        guard let source = table.editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        // A text of several lines with no bytes of its own (a JSON string holding a newline)
        // is a row a line: one row could not hold it in a list of lines.
        let held = env.pasteboard.rows
        let notice = env.pasteboard.notice
        let copied = held.flatMap { row -> [CopiedRow] in
            guard row.bytes == nil, row.text.contains("\n") else { return [row] }
            return row.text.split(separator: "\n", omittingEmptySubsequences: false).map { CopiedRow(text: String($0)) }
        }
        guard !copied.isEmpty else {
            throw HintError("Nothing to put: yy yanks a row, dd deletes one" + (notice.map { " (\($0))" } ?? ""))
        }
        guard table.numberOfSections > 0 else { throw HintError("There is no section to put rows in") }
        let place = placeNear(below: below, source, table)
        // A row the list would refuse if it were typed (a git todo line git rejects) is
        // refused put too, with the reason: a put is no back door.
        if let (index, refusal) = copied.enumerated().lazy
            .compactMap({ item in source.refusal(forText: item.element.text, at: place, replacingRow: false).map { (item.offset, $0) } }).first {
            throw HintError("Not put" + (copied.count > 1 ? " (row \(index + 1) of \(copied.count))" : "") + ": \(refusal)")
        }
        let all = Array(repeatElement(copied, count: max(1, min(times, Self.maximumPutRows / copied.count))).joined())
        try withTable(env) { try Self.put(all, at: place, into: source, of: $0) }
        cursor = place
        report("Put \(Self.rows(all.count))" + (notice.map { " (\($0))" } ?? " · u takes them back"))
    }

    /// Where a row goes just below or above the cursor's, in its section; never past where
    /// Add puts rows (a last row that stays last, a placeholder with ⊕, text after a list).
    func placeNear(below: Bool, _ source: any ListEditingSource, _ table: Table) -> IndexPath {
        guard let cursor else { return IndexPath(row: 0, section: 0) }
        let last = source.indexPathForAddedRow(inSection: cursor.section, of: table).row
        // Below a row is below its descendants too: they stay its own.
        let after = below ? table.descendantsOfRow(at: cursor).upperBound : cursor.row
        return IndexPath(row: min(after, last), section: cursor.section)
    }

    /// The most rows one put makes (a count is cut to fit): ten million.
    static let maximumPutRows = 10_000_000

    // The edit takes the source's own row type, so the source is opened from its existential.
    private static func put<Source: ListEditingSource>(
        _ copied: [CopiedRow], at place: IndexPath, into source: Source, of table: Table
    ) throws {
        // Every new row is made for the place the put starts at, so that all of them take the
        // style of the row before it, not of each other.
        let rows = copied.map { source.newRow(from: $0, at: place) }
        try table.edit(of: source) { $0.insertRows(rows, at: place, with: .top) }
    }
}
