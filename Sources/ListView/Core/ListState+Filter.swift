import TableKit
import TerminalScreen

extension ListState {
    /// `/`: the filter field at the bottom, holding the query kept so far.
    mutating func openFilter() {
        overlay = .textField(TextField(filter?.query.text ?? ""), purpose: .filter)
        cursorBeforeFilterField = cursor
    }

    /// Esc in the filter field, or Backspace on its empty line: every row again, the cursor
    /// back on the row it was on when the field opened (as vim's incremental search goes back),
    /// whatever rows the query hid meanwhile.
    mutating func cancelFilterField(_ env: ListEnvironment) {
        if let origin = cursorBeforeFilterField, env.table.containsRow(at: origin) { cursor = origin }
        cursorBeforeFilterField = nil
        clearFilter(env)
    }

    /// The rows narrow to those `text` matches, as it is typed; the cursor stays on its row
    /// if it is still shown, else on the nearest one shown. An empty query shows every row.
    ///
    /// A search that a key typed meanwhile stops (a hundred million rows take a second) leaves
    /// the rows of the last query searched on show and `text` in ``unsearchedFilter``: the
    /// next key types on from it, and the next tick searches it again.
    ///
    /// Under the run loop, a search of more than ``rowsSearchedAfterTheFrame`` rows waits for
    /// the next tick (`searchesNow` false), so that the frame with the key typed, and
    /// `searching…`, is on screen first.
    mutating func applyFilter(_ text: String, _ env: ListEnvironment, searchesNow: Bool = false, stoppable: Bool = true) {
        let table = env.table
        if !searchesNow, !text.isEmpty, env.inputIsPending != nil,
           FilteredRows.rowsToSearch(for: FilterQuery(text), in: table, narrowing: filter) > Self.rowsSearchedAfterTheFrame {
            unsearchedFilter = text
            return
        }
        if text.isEmpty {
            filter = nil
        } else {
            guard let found = FilteredRows.matching(
                FilterQuery(text), in: table, narrowing: filter, stoppingWhen: stoppable ? env.inputIsPending : nil)
            else {
                unsearchedFilter = text
                return
            }
            filter = found
        }
        unsearchedFilter = nil
        if !text.isEmpty { lastQuery = FilterQuery(text) }
        if let current = cursor ?? table.indexPath(forGlobalRow: 0) {
            cursor = visibleRows(table).nearest(to: current) ?? (filter == nil ? current : nil)
        }
    }

    /// How many rows a search may have to read before its key's frame is drawn: about 10 ms
    /// of searching, as many as a frame is worth waiting for.
    static let rowsSearchedAfterTheFrame = 1 << 20

    /// A key or a click outside the filter field acts on the rows of the query typed: a
    /// search that keys stopped while the field was open (`/5` Enter `dd` typed at once on
    /// millions of rows) is finished first, whatever is typed meanwhile, so that `dd` deletes
    /// a row the query keeps, not the row under the rows of the last query searched. Esc
    /// clears the filter as usual; Ctrl-C stops the search (as Esc, with a word) rather than
    /// quitting, as it stops `n`.
    /// - Returns: whether `key` was taken (Ctrl-C).
    @discardableResult
    mutating func finishFilterBeforeActing(on key: Key?, _ env: ListEnvironment) -> Bool {
        guard let text = unsearchedFilter, key != .escape, key != .control("z") else { return false }
        if case .textField(_, .filter) = overlay { return false }
        if key == .control("c") {
            clearFilter(env)
            report("Search for \(text) stopped")
            return true
        }
        applyFilter(text, env, searchesNow: true, stoppable: false)
        return false
    }

    /// Esc in the field or in the filtered list: every row again, the cursor on the same row
    /// (on none, as when the filter kept nothing: where it was when the field opened).
    mutating func clearFilter(_ env: ListEnvironment) {
        filter = nil
        unsearchedFilter = nil
        if cursor == nil, let origin = cursorBeforeFilterField, env.table.containsRow(at: origin) { cursor = origin }
        cursorBeforeFilterField = nil
        if cursor == nil { cursor = env.table.indexPath(forGlobalRow: 0) }
        // The row the filter found may be inside a fold: it opens, as a search opens vim's.
        keepCursorShown(env.table)
    }

    /// `J` / `K` while filtered: the row goes past its neighbouring row shown, wherever that is
    /// in the table, as one drag and drop (retargeting applies).
    /// - Returns: where the row landed.
    mutating func dragPastShownNeighbour(_ row: IndexPath, _ step: DragStep, _ env: ListEnvironment) throws -> IndexPath {
        let table = env.table
        let rows = visibleRows(table)
        guard let place = rows.place(of: row),
              let neighbour = rows.indexPath(at: VisibleRow(place.position + (step == .down ? 1 : -1))) else { return row }
        // Landing just past the neighbour: moving down within a section, the rows after the
        // row's old place shift up by one, so the neighbour's own index is the place after it.
        var target = neighbour
        if step == .down, neighbour.section != row.section { target.row += 1 }
        let proposal = target
        try withTable(env) { try $0.beginDrag(at: row) }
        do {
            _ = try withTable(env) { try $0.dragOver(proposal) }
            return try withTable(env) { try $0.dropDrag() }
        } catch {
            withTable(env) { $0.cancelDrag() }
            throw error
        }
    }
}
