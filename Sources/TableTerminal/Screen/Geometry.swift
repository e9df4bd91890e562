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
