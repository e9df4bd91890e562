/// The file's last rows, shown at once when `G` is pressed while the middle of the file is
/// still being read (as `less` and ov show a file's end): found by reading backwards from its
/// end, they are not in the table yet. The cursor moves among them; anything that acts on a
/// row waits for the reading to reach it, and once the file is whole the view goes on from
/// the same row of the table.
public struct FileEnd: Hashable, Sendable {
    /// The bytes each row shows, the file's last row last.
    public let rows: [[UInt8]]
    /// The row the cursor is on (an index into ``rows``).
    public internal(set) var cursor: Int
    /// The first row on screen.
    public internal(set) var top: Int

    /// The last rows, with the cursor on the very last and as many of them on screen as
    /// `height` lines hold.
    init(rows: [[UInt8]], height: Int) {
        self.rows = rows
        cursor = rows.count - 1
        top = max(0, rows.count - max(1, height))
    }

    /// How many rows above the file's last the cursor is.
    public var rowsFromEnd: Int { rows.count - 1 - cursor }

    /// Moves the cursor by `offset` rows, no further than the rows there are.
    mutating func moveCursor(by offset: Int, height: Int) {
        cursor = min(max(0, cursor + offset), rows.count - 1)
        scrollToCursor(height: height)
    }

    /// The row `times` rows matching `query` after the cursor's (or before it), among these
    /// rows; nil when that is past them (the rows above are still being read, and after the
    /// last the search would wrap to the file's first).
    func row(matching query: FilterQuery, forward: Bool, times: Int) -> Int? {
        var row = cursor
        for _ in 0..<max(1, times) {
            repeat {
                row += forward ? 1 : -1
                guard rows.indices.contains(row) else { return nil }
            } while !rows[row].withUnsafeBytes(query.matches)
        }
        return row
    }

    /// Scrolls, if need be, so that the cursor's row is one of the `height` lines shown.
    mutating func scrollToCursor(height: Int) {
        let height = max(1, height)
        if cursor < top { top = cursor }
        if cursor >= top + height { top = cursor - height + 1 }
        top = max(0, min(top, rows.count - height))
    }
}
