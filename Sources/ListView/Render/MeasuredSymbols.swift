import TerminalText
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
        let checked: [Glyph]
        let unchecked: [Glyph]
    }

    let controlColumnWidth: Int
    let reorderWidth: Int
    let truncation: Glyph
    let controls: Controls
    /// The bars of rows arriving from above, from below and from their middle.
    let curtains: (top: Glyph, bottom: Glyph, middle: Glyph)

    init(_ options: ViewOptions) {
        let symbols = options.glyphs
        let theme = options.theme
        func glyphs(_ text: String, _ style: Style) -> [Glyph] {
            DisplayText.glyphs(text, style: style, escapeStyle: style)
        }
        controlColumnWidth = symbols.controlColumnWidth
        reorderWidth = DisplayWidth.of(symbols.reorder)
        truncation = Glyph(text: symbols.truncation, width: DisplayWidth.of(symbols.truncation), style: .plain)
        func bar(_ text: String) -> Glyph { Glyph(text: text, width: 1, style: .plain) }
        curtains = (bar(symbols.revealFromTop), bar(symbols.revealFromBottom), bar(symbols.revealFromMiddle))
        controls = Controls(
            deletion: glyphs(symbols.deletion, theme.deletionControl),
            insertion: glyphs(symbols.insertion, theme.insertionControl),
            reorder: glyphs(symbols.reorder, theme.reorderControl),
            reorderDragged: glyphs(symbols.reorder, theme.flash),
            checked: glyphs(symbols.checked, theme.checkedControl),
            unchecked: glyphs(symbols.unchecked, theme.uncheckedControl))
    }

    /// The bar an arriving row shows for `style`, in `rowStyle`.
    func curtain(_ style: ArrivalStyle, _ rowStyle: Style) -> Glyph {
        var glyph = switch style {
        case .revealFromTop: curtains.top
        case .revealFromBottom: curtains.bottom
        default: curtains.middle
        }
        glyph.style = rowStyle
        return glyph
    }

    /// The truncation marker in `style`.
    func marker(_ style: Style) -> Glyph {
        var marker = truncation
        marker.style = style
        return marker
    }
}
