import TerminalText
import TableKit

/// A data source whose rows begin with a word the view shows in a column of its own, in a
/// colour (a git todo's command), marked when something is wrong with it.
public protocol ListRowTagSource: AnyObject {
    /// The tag column's width in columns; 0 when the rows have no tags.
    var tagColumnWidth: Int { get }
    /// The row's tag, or nil.
    func tag(forRowAt indexPath: IndexPath) -> RowTag?
}

/// A word shown in the tag column at a row's start.
public struct RowTag: Hashable, Sendable {
    /// What the column shows.
    public var text: String
    /// How many bytes at the start of the row's shown text the tag stands for (not drawn
    /// again after it).
    public var coveredBytes: Int
    /// Its colour.
    public var color: Color
    /// What is wrong with it, if anything: the tag is marked, and the status line says this
    /// while the cursor is on the row.
    public var problem: String?

    /// Creates a tag.
    public init(text: String, coveredBytes: Int, color: Color, problem: String? = nil) {
        self.text = text
        self.coveredBytes = coveredBytes
        self.color = color
        self.problem = problem
    }
}
