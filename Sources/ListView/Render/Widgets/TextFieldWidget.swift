import TerminalText
import TerminalScreen
import TableKit

/// The modal text field: `:` and `/` on the command line at the bottom (the filter with how
/// many rows its query keeps, as fzf shows it), the others in a box next to the row they are
/// about, so that what is typed is seen where it will go.
struct TextFieldWidget: Widget {
    let context: RenderContext
    let field: TextField
    let purpose: FieldPurpose

    init(_ context: RenderContext, field: TextField, purpose: FieldPurpose) {
        self.context = context
        self.field = field
        self.purpose = purpose
    }

    /// Draws the field into `area` (the command line or the overlays' room, as
    /// ``FieldPurpose/isTypedOnCommandLine`` says) and returns where the terminal's cursor goes.
    func draw(in area: Rect, on frame: inout Frame) -> Point? {
        let theme = context.theme
        if purpose.isTypedOnCommandLine {
            let y = area.bottom - 1
            frame.clear(y: y, from: area.x, to: area.right, style: .plain)
            frame.draw(purpose.title, x: area.x, y: y, style: .plain)
            var right = area.right
            if purpose == .filter {
                let table = context.table
                // While the file is still being read both counts are lower bounds.
                let more = context.state.reading == nil ? "" : "+"
                let kept = (context.state.filter?.count ?? table.totalNumberOfRows).groupedDigits + more
                let counter = context.state.unsearchedFilter == nil
                    ? " " + kept + " of " + table.totalNumberOfRows.groupedDigits + more + " " : " searching… "
                right = max(area.x + 1, right - DisplayWidth.of(counter))
                frame.draw(counter, x: right, y: y, style: theme.footer)
            }
            let left = area.x + DisplayWidth.of(purpose.title)
            return drawText(on: &frame, line: y, left: left, width: right - left, style: .plain)
        }
        // As wide as the screen allows, with a hint under the text when there is room for it.
        // A row added above the cursor's (`O`) is typed above it.
        var above = false
        if case let .addNear(place) = purpose, let cursor = context.state.cursor { above = place <= cursor }
        let box = OverlayBox(
            title: purpose.title, lines: area.height >= 4 ? 2 : 1, width: area.width >= 26 ? area.width - 2 : area.width,
            near: anchorLine, prefersAbove: above)
        let inside = box.draw(in: area, on: &frame, ascii: context.options.glyphs == .ascii, theme: theme)
        frame.clear(y: inside.y, from: inside.x, to: inside.right, style: theme.field)
        if inside.height > 1 {
            frame.draw("Enter saves · Esc cancels", x: inside.x, y: inside.y + 1, style: Style(dim: true), limit: inside.right)
        }
        return drawText(on: &frame, line: inside.y, left: inside.x, width: inside.width, style: theme.field)
    }

    /// The field's text on `line` from column `left`, scrolled sideways so that its cursor
    /// stays within `width` columns; returns where the cursor is.
    ///
    /// Only the characters that can show are laid out, walking back from the cursor as far as
    /// the room goes: a frame of a field holding a megabyte costs what one of a word does.
    private func drawText(on frame: inout Frame, line: Int, left: Int, width: Int, style: Style) -> Point {
        let room = max(1, width - 1)
        let text = field.text
        func columns(of character: Character) -> Int {
            DisplayText.glyphs(String(character), style: .plain, escapeStyle: .plain).reduce(0) { $0 + $1.width }
        }
        var start = text.index(text.startIndex, offsetBy: field.cursor)
        var beforeCursor = 0
        while start > text.startIndex {
            let previous = text.index(before: start)
            let width = columns(of: text[previous])
            if beforeCursor + width > room { break }
            beforeCursor += width
            start = previous
        }
        // Every character takes a column at least, so room + 1 of them fill the field.
        let glyphs = DisplayText.glyphs(String(text[start...].prefix(room + 1)), style: style, escapeStyle: context.theme.escape)
        var visible: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > room { break }
            visible.append(glyph)
            used += glyph.width
        }
        frame.draw(visible, x: left, y: line)
        return Point(x: left + beforeCursor, y: line)
    }

    /// The screen line the field opens next to: the row it retypes or inserts at, or the
    /// cursor's row for Add; none for a file name.
    private var anchorLine: Int? {
        let row: IndexPath?
        switch purpose {
        case let .edit(path), let .insert(path): row = path
        case .add, .addNear: row = context.state.cursor
        case .saveAs, .command, .filter: row = nil
        }
        guard let row else { return nil }
        return context.layout.items.firstIndex(of: .row(row))
    }
}
