/// Lines of a new frame that show what the previous frame showed one line lower or higher:
/// the list scrolled by a line, or the rows below a deleted row closed up, or opened for an
/// inserted one. The terminal moves those lines inside ncurses' window instead of drawing
/// them again, so a scroll costs one drawn line, not a screenful.
public struct LineShift: Equatable, Sendable {
    /// The lines of the new frame that moved, at their new places.
    public var lines: ClosedRange<Int>
    /// Where they came from: `1` from the line below (the content moved up), `-1` from the
    /// line above.
    public var offset: Int

    /// A shift of `lines` from `offset` lines away.
    public init(lines: ClosedRange<Int>, offset: Int) {
        self.lines = lines
        self.offset = offset
    }

    /// The lines to scroll: the moved lines and the line they leave empty.
    public var region: ClosedRange<Int> {
        offset > 0 ? lines.lowerBound...(lines.upperBound + 1) : (lines.lowerBound - 1)...lines.upperBound
    }

    /// The line the scroll leaves blank, which must be drawn whatever it held before.
    public var vacatedLine: Int { offset > 0 ? lines.upperBound + 1 : lines.lowerBound - 1 }

    /// The longest run of at least two changed lines that each show what the previous frame
    /// (of the same size) showed one line away, in the same direction; `nil` if there is none.
    public static func find(from previous: Frame, to frame: Frame) -> LineShift? {
        find(from: previous, to: frame, changed: frame.linesChanged(since: previous))
    }

    /// ``find(from:to:)`` given, for each line, whether it differs from the previous frame's.
    static func find(from previous: Frame, to frame: Frame, changed: [Bool]) -> LineShift? {
        let height = frame.size.height
        var best: LineShift?
        for offset in [1, -1] {
            var start: Int?
            for y in 0...height {
                let source = y + offset
                let moved = y < height && changed[y] && source >= 0 && source < height
                    && frame.line(y, equals: previous, line: source)
                if moved {
                    if start == nil { start = y }
                } else if let first = start {
                    let run = first...(y - 1)
                    if run.count >= 2, run.count > best?.lines.count ?? 0 {
                        best = LineShift(lines: run, offset: offset)
                    }
                    start = nil
                }
            }
        }
        return best
    }
}
