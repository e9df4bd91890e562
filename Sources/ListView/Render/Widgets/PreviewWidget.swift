import TerminalText
import TerminalScreen

/// The preview pane: a rule on its side toward the list, the command's output for the
/// cursor's row below or beside it, and on the rule where the output is scrolled to and
/// whether the command still runs.
struct PreviewWidget: Widget {
    let context: RenderContext
    let pane: PreviewPane

    func draw(in area: Rect, on frame: inout Frame) -> Point? {
        let theme = context.theme
        let ascii = context.options.glyphs == .ascii
        for y in area.lines { frame.clear(y: y, from: area.x, to: area.right) }
        let text: Rect
        let ruleEnd: Int
        switch pane.window.side {
        case .right:
            for y in area.lines { frame.draw(ascii ? "|" : "│", x: area.x, y: y, style: theme.footer) }
            text = Rect(x: area.x + 2, y: area.y, width: max(0, area.width - 2), height: area.height)
            ruleEnd = area.right
        case .bottom:
            frame.draw(String(repeating: ascii ? "-" : "─", count: area.width), x: area.x, y: area.y, style: theme.footer)
            text = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
            ruleEnd = area.right
        }
        let lines = pane.output?.lines ?? []
        let first = min(pane.scroll, max(0, lines.count - text.height))
        for (offset, line) in lines.dropFirst(first).prefix(text.height).enumerated() {
            frame.draw(line, x: text.x, y: text.y + offset, limit: text.right)
        }
        // Where the output is, and whether a newer one is on its way, over its top corner.
        let total = "\(lines.count)" + (pane.output?.isCut == true ? "+" : "")
        var note = lines.count > text.height || pane.output?.isCut == true
            ? " \(first + 1)–\(min(lines.count, first + text.height))/\(total) " : ""
        if pane.output?.failed == true { note = " exit \(pane.output!.status)" + (note.isEmpty ? " " : note) }
        if pane.isWaiting { note = " …" + (note.isEmpty ? " " : note) }
        if !note.isEmpty {
            let width = DisplayWidth.of(note)
            let style = pane.output?.failed == true ? theme.statusError : theme.footer
            frame.draw(note, x: max(text.x, ruleEnd - width), y: area.y, style: style, limit: ruleEnd)
        }
        return nil
    }
}
