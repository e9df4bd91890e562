import TableKit

extension ListRenderer {
    /// A box with a title, between the top bar and the status line (over them only on a
    /// screen too small for that), `width` columns wide: just below screen line `near` if it
    /// fits there, else just above it, else centred. Its inside is returned as a rectangle of
    /// lines and columns.
    private func drawBox(
        _ frame: inout Frame, title: String, lines: Int, width boxWidth: Int, near anchor: Int? = nil
    ) -> (top: Int, left: Int, width: Int, height: Int) {
        let width = frame.size.width
        let roomTop = frame.size.height >= 5 ? 1 : 0
        let room = frame.size.height >= 5 ? frame.size.height - 2 : frame.size.height
        let height = min(room, lines + 2)
        var top = roomTop + max(0, (room - height) / 2)
        if let anchor {
            if anchor + 1 + height <= roomTop + room {
                top = anchor + 1
            } else if anchor - height >= roomTop {
                top = anchor - height
            }
        }
        let left = (width - boxWidth) / 2
        let ascii = options.glyphs == .ascii
        let (h, v, tl, tr, bl, br) = ascii ? ("-", "|", "+", "+", "+", "+") : ("─", "│", "┌", "┐", "└", "┘")
        for y in top..<(top + height) { frame.clear(y: y, from: left, to: left + boxWidth, style: theme.overlay) }
        frame.draw(tl + String(repeating: h, count: boxWidth - 2) + tr, x: left, y: top, style: theme.overlayBorder)
        frame.draw(bl + String(repeating: h, count: boxWidth - 2) + br, x: left, y: top + height - 1, style: theme.overlayBorder)
        for y in (top + 1)..<(top + height - 1) {
            frame.draw(v, x: left, y: y, style: theme.overlayBorder)
            frame.draw(v, x: left + boxWidth - 1, y: y, style: theme.overlayBorder)
        }
        frame.draw(" " + title + " ", x: left + 2, y: top, style: theme.overlayBorder, limit: left + boxWidth - 1)
        return (top + 1, left + 2, boxWidth - 4, height - 2)
    }

    /// The keys, generated from the key tables, scrolled by `scroll` lines.
    func drawHelp(_ frame: inout Frame, scroll: Int) {
        var lines = KeyMap.helpLines()
        if let section = (table.dataSource as? any ListHelpSource)?.helpSection {
            lines = [.heading(section.title)] + section.lines + lines
        }
        if !options.appKeysHelp.isEmpty {
            lines = [.heading(options.title.isEmpty ? "This app" : options.title)] + options.appKeysHelp + lines
        }
        let fits = lines.count + 2 <= (frame.size.height >= 5 ? frame.size.height - 2 : frame.size.height)
        let title = fits ? "Keys · any other key closes" : "Keys · j/k scroll · other keys close"
        let width = frame.size.width
        let inside = drawBox(&frame, title: title, lines: lines.count, width: min(width, max(24, min(width - 4, 72))))
        let keyWidth = min(9, inside.width / 3)
        let first = min(scroll, max(0, lines.count - inside.height))
        let below = lines.count - first - inside.height
        if below > 0 {
            frame.draw(" ↓ \(below) more ", x: inside.left + 2, y: inside.top + inside.height, style: theme.overlayBorder,
                       limit: inside.left + inside.width)
        }
        if first > 0 {
            frame.draw(" ↑ \(first) more ", x: inside.left + inside.width - 12, y: inside.top - 1, style: theme.overlayBorder,
                       limit: inside.left + inside.width)
        }
        for (i, line) in lines.dropFirst(first).prefix(inside.height).enumerated() {
            let y = inside.top + i
            switch line {
            case let .heading(title):
                frame.draw(title, x: inside.left, y: y, style: theme.header, limit: inside.left + inside.width)
            case let .binding(keys, text):
                frame.draw(keys, x: inside.left, y: y, style: theme.overlayKey, limit: inside.left + keyWidth)
                let glyphs = DisplayText.fit(
                    DisplayText.glyphs(text, style: theme.overlay, escapeStyle: theme.overlay),
                    width: inside.width - keyWidth - 1, marker: symbols.marker(theme.overlay))
                frame.draw(glyphs, x: inside.left + keyWidth + 1, y: y)
            }
        }
    }

    /// The modal text field (the `:` command line at the bottom, the others in a box); returns
    /// where the terminal's cursor goes.
    func drawTextField(_ frame: inout Frame, field: TextField, purpose: FieldPurpose) -> Point? {
        switch purpose {
        case .command, .filter:
            let y = frame.size.height - 1
            frame.clear(y: y, style: .plain)
            frame.draw(purpose.title, x: 0, y: y, style: .plain)
            var right = frame.size.width
            if purpose == .filter {
                // How many rows the query keeps, at the right, as fzf shows it.
                let kept = (state.filter?.count ?? table.totalNumberOfRows).groupedDigits
                let counter = " " + kept + " of " + table.totalNumberOfRows.groupedDigits + " "
                right = max(1, right - DisplayWidth.of(counter))
                frame.draw(counter, x: right, y: y, style: theme.footer)
            }
            let left = DisplayWidth.of(purpose.title)
            return drawField(&frame, field, line: y, left: left, width: right - left, style: .plain)
        default:
            break
        }
        let hint = "Enter saves · Esc cancels"
        // As wide as the screen allows, next to the row it edits or adds after, so that what
        // is typed is seen where it will go.
        let width = frame.size.width
        let inside = drawBox(
            &frame, title: purpose.title, lines: frame.size.height >= 5 ? 2 : 1,
            width: width >= 26 ? width - 2 : width, near: fieldAnchorLine(for: purpose))
        frame.clear(y: inside.top, from: inside.left, to: inside.left + inside.width, style: theme.field)
        if inside.height > 1 {
            frame.draw(hint, x: inside.left, y: inside.top + 1, style: Style(dim: true), limit: inside.left + inside.width)
        }
        return drawField(&frame, field, line: inside.top, left: inside.left, width: inside.width, style: theme.field)
    }

    /// A field's text on `line` from column `left`, scrolled sideways so that its cursor stays
    /// within `width` columns; returns where the cursor is.
    ///
    /// Only the characters that can show are laid out, walking back from the cursor as far as
    /// the room goes: a frame of a field holding a megabyte costs what one of a word does.
    private func drawField(_ frame: inout Frame, _ field: TextField, line: Int, left: Int, width: Int, style: Style) -> Point {
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
        let glyphs = DisplayText.glyphs(String(text[start...].prefix(room + 1)), style: style, escapeStyle: theme.escape)
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

    /// The screen line the text field opens next to: the row it retypes or inserts at, or
    /// the cursor's row for Add; none for a file name.
    private func fieldAnchorLine(for purpose: FieldPurpose) -> Int? {
        let row: IndexPath?
        switch purpose {
        case let .edit(path), let .insert(path): row = path
        case .add: row = state.cursor
        case .saveAs, .command, .filter: row = nil
        }
        guard let row else { return nil }
        return layout.items.firstIndex(of: .row(row))
    }
}
