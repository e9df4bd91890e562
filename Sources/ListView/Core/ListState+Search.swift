import TableKit

extension ListState {
    /// `n` / `N`: the next / previous row the last filter query matches (among those the
    /// filter keeps; inside folds too, which open), from the cursor's, wrapping at the ends
    /// with a note, as vim's search does.
    mutating func searchAgain(forward: Bool, times: Int, _ env: ListEnvironment) throws {
        guard let query = lastQuery else { throw HintError("No query yet: / types one, * takes the row's first word") }
        let table = env.table
        let shown = unfoldedRows(table)
        guard shown.count > 0 else { throw HintError("The list is empty") }
        var position = cursor.flatMap { shown.place(of: $0)?.position } ?? 0
        var wrapped = false
        for _ in 0..<max(1, times) {
            var found: Int?
            for step in 1...shown.count {
                // A search of millions of rows that finds nothing stops for Esc or Ctrl-C; the
                // keys typed meanwhile act once it has found its row.
                if step % Self.rowsBetweenStopChecks == 0, env.interruptIsPending?() == true {
                    throw HintError("Search for \(query.text) stopped")
                }
                let raw = position + (forward ? step : -step)
                let candidate = (raw % shown.count + shown.count) % shown.count
                guard let path = shown.indexPath(at: VisibleRow(candidate)) else { continue }
                if table.shownBytes(ofRowAt: path).withUnsafeBytes(query.matches) {
                    found = candidate
                    if forward ? raw >= shown.count : raw < 0 { wrapped = true }
                    break
                }
            }
            guard let found else { throw HintError("No row matches \(query.text)") }
            position = found
        }
        cursor = shown.indexPath(at: VisibleRow(position))
        if wrapped { report(forward ? "Search hit the bottom, went on from the top" : "Search hit the top, went on from the bottom") }
    }

    /// How many rows `n` looks at between two looks at whether a key was typed.
    static let rowsBetweenStopChecks = 1 << 16

    /// `*`: the filter keeps the rows holding the cursor row's first word.
    mutating func filterByFirstWord(_ env: ListEnvironment) throws {
        let row = try requireCursor()
        let text = String(decoding: env.table.commandText(ofRowAt: row), as: UTF8.self)
        guard let word = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).first else {
            throw HintError("This row has no word to look for")
        }
        applyFilter(String(word), env)
        report("FILTER \"\(word)\" · n N go through the rows, Esc shows them all")
    }
}
