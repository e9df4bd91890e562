import TerminalText
import TableKit

/// The buttons a row shows at one of its edges: its Delete confirmation button, or the
/// swipe actions it shows (leading at its start, trailing at its end), each with its key
/// letter highlighted. The renderer draws them and the mouse is hit-tested against them.
struct RowButtons: Equatable {
    /// One button.
    struct Button: Equatable {
        var title: String
        /// The letter that performs it, highlighted in its title.
        var key: Character?
        var isDestructive: Bool
    }

    /// A button as drawn on its line: its columns and glyphs.
    struct Placed {
        var columns: Range<Int>
        var glyphs: [Glyph]
    }

    var edge: SwipeEdge
    var buttons: [Button]

    /// The buttons the row at `row` shows, if any.
    static func shown(on row: IndexPath, table: Table, deleteConfirmation: IndexPath?) -> RowButtons? {
        if let shown = table.swipeActions, !shown.isDefaultDelete, shown.indexPath == row {
            let buttons = shown.actions.map { Button(title: $0.title, key: $0.keyHint, isDestructive: $0.style == .destructive) }
            return RowButtons(edge: shown.edge, buttons: buttons)
        }
        guard deleteConfirmation == row else { return nil }
        let title = table.titleForDeleteConfirmationButton(forRowAt: row)
        return RowButtons(edge: .trailing, buttons: [Button(title: title, key: nil, isDestructive: true)])
    }

    /// Where the buttons go on a line `width` columns wide whose text starts at column
    /// `start`: trailing ones end at the line's end, leading ones begin at `start`. They take
    /// at most half the line (a lone Delete button all the text's room); when their titles
    /// do not fit, each shows only its letter.
    func placed(width: Int, start: Int, symbols: MeasuredSymbols, theme: Theme) -> [Placed] {
        // A lone Delete button (no letter to stand for it) may take the whole text's room: at
        // its first letter alone it would not say what it does.
        let lone = buttons.count == 1 && buttons[0].key == nil
        // Several take up to three fifths of the row: git's five verbs and a fixup's two flags
        // fit whole at 80 columns.
        let room = lone ? max(3, width - start) : max(3, width * 3 / 5)
        // Buttons side by side, one column apart.
        func totalWidth(_ drawn: [[Glyph]]) -> Int { drawn.reduce(-1) { $0 + DisplayText.width(of: $1) + 1 } }
        var drawn = buttons.map { glyphs(of: $0, short: false, theme: theme) }
        if totalWidth(drawn) > room { drawn = buttons.map { glyphs(of: $0, short: true, theme: theme) } }
        var placed: [Placed] = []
        var x = edge == .leading ? start : max(0, width - totalWidth(drawn))
        for button in drawn {
            let fitted = DisplayText.fit(button, width: max(0, min(width - x, room)), marker: symbols.marker(button.first?.style ?? .plain))
            let end = x + DisplayText.width(of: fitted)
            placed.append(Placed(columns: x..<end, glyphs: fitted))
            x = end + 1
            if x >= width { break }
        }
        return placed
    }

    /// ` Title ` in the button's style, its letter underlined; `short`: ` T `.
    private func glyphs(of button: Button, short: Bool, theme: Theme) -> [Glyph] {
        let style = button.isDestructive ? theme.deleteButton : theme.actionButton
        var title = button.title
        if short { title = button.key.map(String.init) ?? String(button.title.prefix(1)) }
        var glyphs = DisplayText.glyphs(" " + title + " ", style: style, escapeStyle: style)
        if let key = button.key,
           let index = glyphs.firstIndex(where: { $0.text.lowercased() == String(key).lowercased() }) {
            glyphs[index].style.underline = true
        }
        return glyphs
    }
}
