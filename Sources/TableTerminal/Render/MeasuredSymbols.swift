/// The symbols a frame draws on many lines (the editing controls, the truncation marker),
/// measured and styled for a set of view options. A ``RenderMemo`` keeps them from frame to
/// frame: measuring a string segments it into graphemes.
struct MeasuredSymbols {
    /// The editing controls in their styles.
    struct Controls {
        let deletion: [Glyph]
        let insertion: [Glyph]
        let reorder: [Glyph]
        let reorderDragged: [Glyph]
    }

    let controlColumnWidth: Int
    let reorderWidth: Int
    let truncation: Glyph
    let controls: Controls

    init(_ options: ViewOptions) {
        let symbols = options.glyphs
        let theme = options.theme
        func glyphs(_ text: String, _ style: Style) -> [Glyph] {
            DisplayText.glyphs(text, style: style, escapeStyle: style)
        }
        controlColumnWidth = symbols.controlColumnWidth
        reorderWidth = DisplayWidth.of(symbols.reorder)
        truncation = Glyph(text: symbols.truncation, width: DisplayWidth.of(symbols.truncation), style: .plain)
        controls = Controls(
            deletion: glyphs(symbols.deletion, theme.deletionControl),
            insertion: glyphs(symbols.insertion, theme.insertionControl),
            reorder: glyphs(symbols.reorder, theme.reorderControl),
            reorderDragged: glyphs(symbols.reorder, theme.flash))
    }

    /// The truncation marker in `style`.
    func marker(_ style: Style) -> Glyph {
        var marker = truncation
        marker.style = style
        return marker
    }
}
