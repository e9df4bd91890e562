import TerminalText
import TerminalScreen
import TableKit

/// One row's line laid out on a blank line: its editing or selection control, its reorder
/// control, its Delete button or actions, its tag, and its text where its arrival puts it.
/// Columns are the row geometry's, from column `left`.
struct RowLineDrawing {
    let context: RenderContext
    let row: RowLine
    let line: Int
    let left: Int

    /// Copies the line from the last frame when that frame drew the same row there (or a
    /// line away); lays it out otherwise.
    func drawReusingLastFrame(on frame: inout Frame) {
        guard let rowLines = context.rowLines else { return draw(on: &frame) }
        let fingerprint = row.fingerprint
        if let reused = rowLines.reuse(row, fingerprint: fingerprint, at: line), let last = rowLines.frame {
            frame.setLine(line, from: last, line: reused)
        } else {
            draw(on: &frame)
        }
        rowLines.keep(row, fingerprint: fingerprint, at: line)
    }

    func draw(on frame: inout Frame) {
        let geometry = context.layout.rows
        if row.fillsLine { frame.clear(y: line, from: left, to: left + row.width, style: row.style) }
        var textEnd = row.width - 1
        if let controls = row.controls {
            func draw(_ glyphs: [Glyph], x: Int) {
                frame.draw(row.controlsDim ? glyphs.map { var g = $0; g.style.dim = true; return g } : glyphs, x: left + x, y: line)
            }
            let x = geometry.controlColumns.lowerBound
            if controls.showsSelectionCheck || controls.isSelected {
                draw(controls.isSelected ? context.symbols.controls.checked : context.symbols.controls.unchecked, x: x)
            } else {
                switch controls.editingControl {
                case .delete: draw(context.symbols.controls.deletion, x: x)
                case .insert: draw(context.symbols.controls.insertion, x: x)
                case .none: break
                }
            }
            if controls.showsReorderControl {
                draw(row.isDragged ? context.symbols.controls.reorderDragged : context.symbols.controls.reorder, x: geometry.reorderColumns.lowerBound)
            }
        }
        if row.isEditing { textEnd = geometry.reorderColumns.lowerBound - 1 }
        var textStart = geometry.textStart
        if let buttons = row.buttons {
            let placed = buttons.placed(width: row.width, start: textStart, symbols: context.symbols, theme: context.theme)
            for button in placed { frame.draw(button.glyphs, x: left + button.columns.lowerBound, y: line) }
            if let first = placed.first, let last = placed.last {
                if buttons.edge == .trailing { textEnd = min(textEnd, first.columns.lowerBound - 1) } else { textStart = last.columns.upperBound + 1 }
            }
        }
        // An outline's depth, but never so deep that the text has no room; a tag (a git verb)
        // is indented with its row.
        textStart = min(textStart + row.indentation, max(textStart, textEnd - 8))
        if row.tagWidth > 0, row.buttons?.edge != .leading {
            if let tag = row.tag { drawTag(tag, at: textStart, on: &frame) }
            textStart = min(textEnd, textStart + row.tagWidth + 1)
        }
        drawText(on: &frame, from: textStart, to: textEnd)
    }

    /// The row's tag (a git verb and the like), in its colour, or in the error style when
    /// the tag says what is wrong with the row.
    private func drawTag(_ tag: RowTag, at start: Int, on frame: inout Frame) {
        var style = row.style
        if tag.problem != nil {
            style = context.theme.statusError
        } else {
            style.foreground = tag.color
            style.bold = true
        }
        let glyphs = DisplayText.glyphs(tag.text, style: style, escapeStyle: style)
        frame.draw(DisplayText.fit(glyphs, width: row.tagWidth, marker: context.symbols.marker(style)), x: left + start, y: line)
    }

    /// The row's text between columns `start` and `end`, where its arrival puts it: shifted
    /// in from a side, or covered by a bar for the first half of a reveal.
    private func drawText(on frame: inout Frame, from start: Int, to end: Int) {
        let theme = context.theme
        let room = end - start
        if case let .curtain(style) = row.arrival {
            let bar = context.symbols.curtain(style, row.style)
            frame.draw(Array(repeating: bar, count: max(0, room)), x: left + start, y: line, limit: left + end)
            return
        }
        let escapeStyle = row.isCursor ? theme.cursorRow : theme.escape
        let limit = max(0, room)
        // What a tag stands for is not drawn again, nor the spaces after it.
        var glyphs: [Glyph]
        switch (row.text, row.tag?.coveredBytes ?? 0) {
        case let (.bytes(bytes), 0):
            glyphs = DisplayText.glyphs(bytes: bytes, style: row.style, escapeStyle: escapeStyle, limit: limit, expandingTabs: true)
        case let (.string(text), 0):
            glyphs = DisplayText.glyphs(text, style: row.style, escapeStyle: escapeStyle, limit: limit, expandingTabs: true)
        case let (.bytes(bytes), covered):
            glyphs = DisplayText.glyphs(bytes: bytes.dropFirst(covered).drop { $0 == 0x20 }, style: row.style,
                                        escapeStyle: escapeStyle, limit: limit, expandingTabs: true)
        case let (.string(text), covered):
            glyphs = DisplayText.glyphs(String(decoding: text.utf8.dropFirst(covered).drop { $0 == 0x20 }, as: UTF8.self),
                                        style: row.style, escapeStyle: escapeStyle, limit: limit, expandingTabs: true)
        }
        if let query = row.highlight {
            let match = theme.match
            MatchHighlight.mark(query, in: &glyphs) { style in
                var marked = style
                marked.bold = marked.bold || match.bold
                marked.underline = marked.underline || match.underline
                if match.foreground != .default { marked.foreground = match.foreground }
                return marked
            }
        }
        // A folded row says how many rows it hides, however long its text.
        var foldMark: [Glyph] = []
        if row.foldedCount > 0 {
            var style = row.style
            style.dim = !row.isCursor
            foldMark = DisplayText.glyphs(" (+\(row.foldedCount.groupedDigits))", style: style, escapeStyle: style)
        }
        let markWidth = foldMark.reduce(0) { $0 + $1.width }
        var offset = 0
        switch row.arrival {
        case let .shiftedRight(fraction): offset = Int(Double(room) * fraction)
        case let .shiftedLeft(fraction):
            // Coming in from the left: the text's start is still off the screen.
            var hidden = Int(Double(room) * fraction)
            while hidden > 0, let first = glyphs.first {
                hidden -= first.width
                glyphs.removeFirst()
            }
        default: break
        }
        let fitted = DisplayText.fit(glyphs, width: max(0, room - offset - markWidth), marker: context.symbols.marker(row.style))
        frame.draw(fitted + foldMark, x: left + start + offset, y: line, limit: left + end)
    }
}
