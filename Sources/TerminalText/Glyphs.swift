/// The symbols the table view draws: Unicode, or ASCII for `--ascii` and locales that are
/// not UTF-8.
public struct GlyphSet: Sendable, Equatable {
    /// The deletion control.
    public var deletion: String
    /// The insertion control.
    public var insertion: String
    /// The reorder control.
    public var reorder: String
    /// The check control of a selected row.
    public var checked: String
    /// The check control of a row that is not selected (multiple selection while editing).
    public var unchecked: String
    /// Ends text cut to fit.
    public var truncation: String
    /// Marks the row being dragged.
    public var dragged: String
    /// The bars an arriving row shows for a moment before its text, when it comes from
    /// above, from below, or grows from its middle; each one column wide.
    public var revealFromTop: String
    public var revealFromBottom: String
    public var revealFromMiddle: String

    /// ⊖ ⊕ ≡ …
    public static let unicode = GlyphSet(
        deletion: "⊖", insertion: "⊕", reorder: "≡", checked: "◉", unchecked: "○", truncation: "…", dragged: "▸",
        revealFromTop: "▀", revealFromBottom: "▄", revealFromMiddle: "─")
    /// (-) (+) = ~
    public static let ascii = GlyphSet(
        deletion: "(-)", insertion: "(+)", reorder: "=", checked: "[x]", unchecked: "[ ]", truncation: "~", dragged: ">",
        revealFromTop: "^", revealFromBottom: "_", revealFromMiddle: "-")

    /// The width of the editing-control column: the widest control and a space.
    package var controlColumnWidth: Int { [deletion, insertion, checked, unchecked].map(DisplayWidth.of).max()! + 1 }
}
