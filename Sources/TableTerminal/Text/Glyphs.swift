/// The symbols the table view draws: Unicode, or ASCII for `--ascii` and locales that are
/// not UTF-8.
public struct GlyphSet: Sendable, Equatable {
    /// The deletion control.
    public var deletion: String
    /// The insertion control.
    public var insertion: String
    /// The reorder control.
    public var reorder: String
    /// Ends text cut to fit.
    public var truncation: String
    /// Marks the row being dragged.
    public var dragged: String

    /// ⊖ ⊕ ≡ …
    public static let unicode = GlyphSet(deletion: "⊖", insertion: "⊕", reorder: "≡", truncation: "…", dragged: "▸")
    /// (-) (+) = ~
    public static let ascii = GlyphSet(deletion: "(-)", insertion: "(+)", reorder: "=", truncation: "~", dragged: ">")

    /// The width of the editing-control column: the wider control and a space.
    var controlColumnWidth: Int { max(DisplayWidth.of(deletion), DisplayWidth.of(insertion)) + 1 }
}
