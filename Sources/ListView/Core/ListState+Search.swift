import TableKit

extension ListState {
    /// `n` / `N`: the next / previous row the last filter query matches (among those the
    /// filter keeps; inside folds too, which open), from the cursor's, wrapping at the ends
    /// with a note, as vim's search does.
    ///
    /// With `wraps` false (the file still being read, its end not yet the list's), only the
    /// rows up to the end, or back to the start, are searched.
    /// - Returns: whether it found its row (always, when it wraps: else it throws).
    @discardableResult
    mutating func searchAgain(forward: Bool, times: Int, _ env: ListEnvironment, wraps: Bool = true) throws -> Bool {
        guard let query = lastQuery else { throw HintError("No query yet: / types one, * takes the row's first word") }
        let table = env.table
        let shown = unfoldedRows(table)
        guard shown.count > 0 else { throw HintError("The list is empty") }
        var position = cursor.flatMap { shown.place(of: $0)?.position } ?? 0
        var wrapped = false
        for _ in 0..<max(1, times) {
            var found: Int?
            let steps = wraps ? shown.count : (forward ? shown.count - 1 - position : position)
            for step in stride(from: 1, through: steps, by: 1) {
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
            guard let found else {
                if wraps { throw HintError("No row matches \(query.text)") }
                return false
            }
            position = found
        }
        cursor = shown.indexPath(at: VisibleRow(position))
        if wrapped { report(forward ? "Search hit the bottom, went on from the top" : "Search hit the top, went on from the bottom") }
        return true
    }

    /// `n` / `N` while the file is read: a row found short of the rows read's end (or, back,
    /// their start) is the one; past it, the rest of the file may hold a nearer one, so the
    /// search waits for it, as `G` does. Nil for any other intent.
    mutating func searchWhileReading(_ intent: Intent, count: Int?, _ env: ListEnvironment) throws -> [ListEffect]? {
        guard intent == .searchNext || intent == .searchPrevious else { return nil }
        if try searchAgain(forward: intent == .searchNext, times: count ?? 1, env, wraps: false) { return [] }
        motionAfterReading = MotionAfterReading(intent: intent, count: count)
        report(Self.waitingForTheRest)
        return [.finishReading]
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
