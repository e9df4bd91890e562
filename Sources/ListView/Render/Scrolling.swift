import TableKit

/// Which body line goes at the top of the screen: a pure function of the table, the line at
/// the top now, the cursor and the body's height, tested on its own.
public enum Scrolling {
    /// The first body line to draw so that `cursor` is visible in a body of `height` lines
    /// (see the internal overload).
    /// - Complexity: O(height): it walks at most a few screens of lines.
    public static func top(keeping cursor: IndexPath?, visible top: BodyItem?, height: Int, in table: Table) -> BodyItem? {
        Self.top(keeping: cursor, visible: top, height: height, walker: BodyWalker(table: table, drag: table.drag))
    }

    /// The first body line to draw so that `cursor` is visible and the screen is full:
    ///
    /// - a cursor on screen leaves the top where it is;
    /// - a cursor above the screen becomes the top line (a section's first row brings its
    ///   header with it);
    /// - a cursor below the screen becomes the bottom line;
    /// - and then, if the body's end leaves lines empty at the bottom while lines above are
    ///   hidden, the top moves up until the screen is full (after the window grows, or rows
    ///   at the end are deleted).
    ///
    /// A header pinned over a section's rows takes a line, so it is counted.
    static func top(keeping cursor: IndexPath?, visible top: BodyItem?, height: Int, walker: BodyWalker) -> BodyItem? {
        guard height > 0 else { return top }
        let current = top.flatMap { walker.contains($0) ? $0 : nil }
        guard let cursor else { return filled(current ?? walker.first, height: height, walker: walker) }
        let target = BodyItem.row(cursor)
        var upper = target
        if cursor.row == 0, walker.hasHeader(cursor.section), height > 1 { upper = .header(cursor.section) }
        let candidate: BodyItem
        if let current, upper >= current {
            let shown = VisibleBody(top: current, height: height, walker: walker)
            candidate = shown.shows(target) ? current : bottomAligned(target, height: height, walker: walker)
        } else if let current, upper < current {
            candidate = upper
        } else {
            candidate = bottomAligned(target, height: height, walker: walker)
        }
        return filled(candidate, height: height, walker: walker)
    }

    /// The top that shows `target` on the last body line.
    private static func bottomAligned(_ target: BodyItem, height: Int, walker: BodyWalker) -> BodyItem {
        let top = walker.advance(target, by: -(height - 1))
        guard VisibleBody.pinsHeader(above: top, height: height, walker: walker) else { return top }
        return walker.advance(target, by: -(height - 2))
    }

    /// `top`, or the top that shows the body's last line on the last body line if that is
    /// higher: the screen is never left part empty while lines above are hidden.
    static func filled(_ top: BodyItem?, height: Int, walker: BodyWalker) -> BodyItem? {
        guard let top, let last = walker.last else { return top }
        let highest = bottomAligned(last, height: height, walker: walker)
        return highest < top ? highest : top
    }
}
