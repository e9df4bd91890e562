import TableKit

/// One line of the table's body: a section's header, a row, or a section's footer.
public enum BodyItem: Hashable, Sendable, Comparable {
    case header(Int)
    case row(IndexPath)
    /// The first line of a section's footer.
    case footer(Int)
    /// A further line of a footer whose title has several (a git todo's help block).
    case footerLine(section: Int, line: Int)

    /// The section the line belongs to.
    public var section: Int {
        switch self {
        case let .header(s), let .footer(s), let .footerLine(s, _): s
        case let .row(p): p.section
        }
    }

    /// Lines in the order they are drawn.
    public static func < (a: BodyItem, b: BodyItem) -> Bool {
        a.sortKey < b.sortKey
    }

    private var sortKey: (Int, Int, Int) {
        switch self {
        case let .header(s): (s, 0, 0)
        case let .row(p): (p.section, 1, p.row)
        case let .footer(s): (s, 2, 0)
        case let .footerLine(s, line): (s, 2, line)
        }
    }
}
