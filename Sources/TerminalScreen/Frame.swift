import TerminalText
/// One terminal cell: the grapheme drawn there and its style. A wide character fills its
/// cell and the one to its right; that second cell holds an empty `text`.
public struct Cell: Hashable, Sendable {
    /// The grapheme, " " for a blank, "" for the right half of a wide character.
    public var grapheme: Grapheme
    /// How it is drawn.
    public var style: Style

    /// A cell showing `grapheme`.
    @inlinable
    public init(grapheme: Grapheme, style: Style) {
        self.grapheme = grapheme
        self.style = style
    }

    /// A cell showing `text`, one grapheme cluster.
    public init(text: String, style: Style) {
        self.init(grapheme: Grapheme(text), style: style)
    }

    /// The grapheme as a string.
    public var text: String {
        get { grapheme.string }
        set { grapheme = Grapheme(newValue) }
    }

    /// A blank cell.
    public static let blank = Cell(grapheme: .space, style: .plain)
}

/// A whole screen of cells, rendered from state each frame. The in-memory screen keeps it
/// for tests; the ncurses screen draws it and lets ncurses send only what changed.
public struct Frame: Sendable, Equatable {
    /// The frame's size.
    public let size: Size
    /// The cells, line by line.
    public var cells: [Cell] { storage }
    // The renderer of another module draws every row through `draw` and `clear`: they are
    // inlinable, so that they compile into it as they did when both were one module.
    @usableFromInline var storage: [Cell]

    /// A frame of blank cells.
    @inlinable
    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        storage = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    /// The cell at column `x` of line `y`.
    @inlinable
    public subscript(x: Int, y: Int) -> Cell {
        get { storage[y * size.width + x] }
        set { storage[y * size.width + x] = newValue }
    }

    /// Whether line `y` here holds the same cells as line `otherY` (default `y`) of `other`,
    /// a frame of the same width.
    func line(_ y: Int, equals other: Frame, line otherY: Int? = nil) -> Bool {
        withLine(y) { mine in
            other.withLine(otherY ?? y) { theirs in
                guard mine.count == theirs.count else { return false }
                // An indexed loop, not `elementsEqual`: its iterators cost several times more
                // per cell, and a frame compares a few thousand cells.
                for x in 0..<mine.count where mine[x] != theirs[x] { return false }
                return true
            }
        }
    }

    /// The columns of line `y` that differ from the same line of `previous`, a frame of the
    /// same size, widened so that they neither start nor end inside a wide character of
    /// either frame; nil if the line is the same.
    public func changedColumns(ofLine y: Int, since previous: Frame) -> Range<Int>? {
        withLine(y) { mine in
            previous.withLine(y) { theirs in
                guard let first = mine.indices.first(where: { mine[$0] != theirs[$0] }),
                    var last = mine.indices.last(where: { mine[$0] != theirs[$0] })
                else { return nil }
                var start = first
                // The right half of a wide character is drawn with its left half.
                while start > 0, mine[start].grapheme == .empty || theirs[start].grapheme == .empty { start -= 1 }
                while last + 1 < mine.count, mine[last + 1].grapheme == .empty || theirs[last + 1].grapheme == .empty {
                    last += 1
                }
                return start..<(last + 1)
            }
        }
    }

    /// Replaces line `y`'s cells with line `sourceY` of `source`, a frame of the same width.
    package mutating func setLine(_ y: Int, from source: Frame, line sourceY: Int) {
        precondition(source.size.width == size.width, "a frame of another width")
        let range = lineRange(y)
        source.withLine(sourceY) { line in
            storage.withUnsafeMutableBufferPointer { cells in
                _ = UnsafeMutableBufferPointer(rebasing: cells[range]).update(fromContentsOf: line)
            }
        }
    }

    /// For each line, whether it differs from the same line of `previous` (every line, if
    /// `previous` is `nil` or of another size).
    func linesChanged(since previous: Frame?) -> [Bool] {
        (0..<size.height).map { y in
            guard let previous, previous.size == size else { return true }
            return !line(y, equals: previous)
        }
    }

    /// Calls `body` with the cells of line `y`.
    package func withLine<Result>(_ y: Int, _ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
        let range = lineRange(y)
        return storage.withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[range])) }
    }

    /// Where line `y` is in `cells`.
    private func lineRange(_ y: Int) -> Range<Int> { (y * size.width)..<((y + 1) * size.width) }

    /// Draws `glyphs` from column `x` of line `y`, stopping at column `limit` (exclusive,
    /// default the right edge); a wide glyph that would cross the limit is not drawn.
    /// - Returns: the column after the last glyph drawn.
    @inlinable @discardableResult
    public mutating func draw(_ glyphs: [Glyph], x: Int, y: Int, limit: Int? = nil) -> Int {
        guard y >= 0, y < size.height, x >= 0 else { return x }
        let end = min(limit ?? size.width, size.width)
        let start = x
        let lineStart = y * size.width
        if let first = glyphs.first(where: { $0.width > 0 }), start + first.width <= end {
            splitWideCharacter(before: start, y: y)
        }
        // One pass over the line's memory: every row of every frame comes through here.
        let column = storage.withUnsafeMutableBufferPointer { cells in
            var column = start
            for glyph in glyphs {
                guard column + glyph.width <= end else { break }
                if glyph.width == 0 { continue }
                let cell = Cell(grapheme: glyph.grapheme, style: glyph.style)
                cells[lineStart + column] = cell
                if glyph.width > 1 {
                    for extra in 1..<glyph.width { cells[lineStart + column + extra] = Cell(grapheme: .empty, style: glyph.style) }
                }
                column += glyph.width
            }
            return column
        }
        if column > start { removeOrphanHalf(at: column, y: y) }
        return column
    }

    /// Before drawing from `x`: if `x` holds the right half of a wide character, its left
    /// half would be left alone on screen, so it becomes a blank.
    @inlinable
    mutating func splitWideCharacter(before x: Int, y: Int) {
        guard x > 0, x < size.width, self[x, y].grapheme.isEmpty else { return }
        self[x - 1, y].grapheme = .space
    }

    /// After drawing up to `x`: if `x` holds the right half of a wide character whose left
    /// half was just drawn over, it becomes a blank.
    @inlinable
    mutating func removeOrphanHalf(at x: Int, y: Int) {
        guard x < size.width, self[x, y].grapheme.isEmpty else { return }
        self[x, y].grapheme = .space
    }

    /// Draws plain text that is known to be safe (no control characters): labels, titles.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        draw(DisplayText.glyphs(text, style: style, escapeStyle: style), x: x, y: y, limit: limit)
    }

    /// Sets the style of columns `from..<to` of line `y`, keeping their text.
    public mutating func fill(y: Int, from: Int = 0, to: Int? = nil, style: Style) {
        guard y >= 0, y < size.height else { return }
        for x in max(0, from)..<min(to ?? size.width, size.width) { self[x, y].style = style }
    }

    /// Blanks columns `from..<to` of line `y` with `style`.
    @inlinable
    public mutating func clear(y: Int, from: Int = 0, to: Int? = nil, style: Style = .plain) {
        guard y >= 0, y < size.height else { return }
        let start = max(0, from)
        let end = min(to ?? size.width, size.width)
        guard start < end else { return }
        splitWideCharacter(before: start, y: y)
        for x in start..<end { self[x, y] = Cell(grapheme: .space, style: style) }
        removeOrphanHalf(at: end, y: y)
    }

    // MARK: - Reading it back (tests)

    /// Each line's text, with trailing blanks removed.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width { line += self[x, y].text }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// Runs of equally styled, non-plain cells: `line 3, col 0-1 "⊖": bold red`.
    public var styledRuns: [StyledRun] {
        var runs: [StyledRun] = []
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let style = self[x, y].style
                guard style != .plain else { x += 1; continue }
                var end = x
                var text = ""
                while end < size.width, self[end, y].style == style {
                    text += self[end, y].text
                    end += 1
                }
                runs.append(StyledRun(line: y, columns: x..<end, text: text, style: style))
                x = end
            }
        }
        return runs
    }
}

/// A stretch of one line drawn in one style, as tests read a frame.
public struct StyledRun: Hashable, Sendable, CustomStringConvertible {
    /// The line.
    public var line: Int
    /// The columns.
    public var columns: Range<Int>
    /// The text in those columns.
    public var text: String
    /// Their style.
    public var style: Style

    public var description: String {
        "line \(line), col \(columns.lowerBound)-\(columns.upperBound - 1) \"\(text)\": \(style.summary)"
    }
}
