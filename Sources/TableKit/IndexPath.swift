/// The position of a row in a table: a section, and a row within that section.
///
/// TableKit is independent of Foundation, so this is its own small value type rather than
/// Foundation's `IndexPath`. Modules that import both can write `TableKit.IndexPath`.
public struct IndexPath: Hashable, Comparable, Sendable {
    /// The index of the section.
    public var section: Int
    /// The index of the row within its section.
    public var row: Int

    /// Creates the index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Orders by section, then by row: the order rows appear in on screen.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

extension IndexPath: CustomStringConvertible {
    /// `[section, row]`, as UIKit prints an index path's `path = s - r`, but shorter.
    public var description: String { "[\(section), \(row)]" }
}
