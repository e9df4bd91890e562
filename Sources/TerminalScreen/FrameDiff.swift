import TerminalText
/// What a terminal must do to turn the frame it shows into a new one, worked out without a
/// terminal: lines that moved by one are scrolled (a deletion closing up, a scroll), and each
/// changed line's changed columns are drawn in runs of one style. A terminal only carries
/// the operations out, in order.
public struct FrameDiff: Equatable, Sendable {
    /// One thing to do.
    public enum Operation: Equatable, Sendable {
        /// Scroll `region`'s lines by `offset` (`1`: up, what was one line lower comes up; `-1`:
        /// down), leaving the line at the other end to be drawn.
        case scroll(region: ClosedRange<Int>, offset: Int)
        /// Draw the new frame's cells of `line` in `columns`, all of `style`.
        case draw(line: Int, columns: Range<Int>, style: Style)
    }

    /// The operations, in the order to carry them out.
    public let operations: [Operation]

    /// The operations that turn `previous` (nil: unknown, as after a clear or a resize) into
    /// `frame`. Every cell of a line with no previous version is drawn; a line still held
    /// from the previous frame gets only its changed columns, widened to whole wide
    /// characters of either frame.
    /// - Complexity: O(w × h) comparisons for a `w` × `h` frame; the operations are as many
    ///   as the runs of changed cells.
    public init(from previous: Frame?, to frame: Frame) {
        let previous = previous?.size == frame.size ? previous : nil
        var operations: [Operation] = []
        var redraw = frame.linesChanged(since: previous)
        var vacated: Int?
        if let previous, let shift = LineShift.find(from: previous, to: frame, changed: redraw) {
            operations.append(.scroll(region: shift.region, offset: shift.offset))
            for y in shift.lines { redraw[y] = false }
            redraw[shift.vacatedLine] = true
            vacated = shift.vacatedLine
        }
        for y in 0..<frame.size.height where redraw[y] {
            let columns = previous.flatMap { y == vacated ? nil : frame.changedColumns(ofLine: y, since: $0) }
                ?? 0..<frame.size.width
            frame.withLine(y) { cells in
                var x = columns.lowerBound
                while x < columns.upperBound {
                    let style = cells[x].style
                    let start = x
                    while x < columns.upperBound, cells[x].style == style { x += 1 }
                    operations.append(.draw(line: y, columns: start..<x, style: style))
                }
            }
        }
        self.operations = operations
    }
}
