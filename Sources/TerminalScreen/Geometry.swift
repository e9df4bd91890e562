/// A size in terminal cells.
public struct Size: Hashable, Sendable {
    /// Columns.
    public var width: Int
    /// Lines.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// A cell position: column `x` and line `y`, both from 0 at the top left.
public struct Point: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The line.
    public var y: Int

    /// Creates a point.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of cells: `width` columns from column `x`, `height` lines from line `y`.
public struct Rect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top line.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Lines.
    public var height: Int

    /// Creates a rectangle; a negative width or height is taken as 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The columns it covers.
    public var columns: Range<Int> { x..<(x + width) }
    /// The lines it covers.
    public var lines: Range<Int> { y..<(y + height) }
    /// The column just past its right edge.
    public var right: Int { x + width }
    /// The line just below it.
    public var bottom: Int { y + height }
    /// Whether it covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether `point` is one of its cells.
    public func contains(_ point: Point) -> Bool { columns.contains(point.x) && lines.contains(point.y) }
}
