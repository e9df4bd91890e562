/// One drawable piece of text: a grapheme or an escape sequence's character, its width in
/// columns, and its style.
public struct Glyph: Hashable, Sendable {
    /// What is drawn.
    public var grapheme: Grapheme
    /// Columns it takes (1 or 2; 0 is never produced).
    public var width: Int
    /// How it is drawn.
    public var style: Style

    /// What is drawn, as a string.
    public var text: String { grapheme.string }

    /// Creates a glyph.
    public init(grapheme: Grapheme, width: Int, style: Style) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// Creates a glyph for `text`, one grapheme cluster.
    public init(text: String, width: Int, style: Style) {
        self.init(grapheme: Grapheme(text), width: width, style: style)
    }
}
