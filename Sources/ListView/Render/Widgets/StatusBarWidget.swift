import TerminalText
import TerminalScreen
import TableKit

/// The status line on the area's last line, and above it the message's own lines when it does
/// not fit on it (the area is as tall as the state made room for: ``ListState/statusLines``).
struct StatusBarWidget: Widget {
    let context: RenderContext

    init(_ context: RenderContext) { self.context = context }

    func draw(in area: Rect, on frame: inout Frame) -> Point? {
        guard !area.isEmpty else { return nil }
        let theme = context.theme
        let symbols = context.symbols
        let y = area.bottom - 1
        let width = area.width
        let bar = StatusBar(context.state, table: context.table, marks: context.marks)
        frame.clear(y: y, from: area.x, to: area.right, style: theme.status)
        let left = DisplayWidth.of(bar.left) <= width ? bar.left : bar.compactLeft
        var x = frame.draw(left, x: area.x, y: y, style: theme.status, limit: area.right) + 2
        let helpStart = area.right - DisplayWidth.of(StatusBar.help)
        if let message = bar.message {
            let style = message.isError ? theme.statusError : theme.status
            let lines = area.height - 1
            if lines > 0 {
                let wrapped = StatusBar.wrap(message.text, width: width - 2)
                for (i, text) in wrapped.prefix(lines).enumerated() {
                    let line = area.y + i
                    frame.clear(y: line, from: area.x, to: area.right, style: style)
                    let cut = i == lines - 1 && wrapped.count > lines
                    let glyphs = DisplayText.glyphs(cut ? text + " " + wrapped[lines...].joined(separator: " ") : text,
                                                    style: style, escapeStyle: style)
                    frame.draw(DisplayText.fit(glyphs, width: width - 2, marker: symbols.marker(style)), x: area.x + 1, y: line)
                }
            } else {
                if x >= helpStart - 8 {
                    // Too narrow: the message replaces the rest, the position included.
                    x = area.x
                    frame.clear(y: y, from: area.x, to: area.right, style: theme.status)
                }
                let glyphs = DisplayText.fit(
                    DisplayText.glyphs(message.text, style: style, escapeStyle: style), width: helpStart - 1 - x,
                    marker: symbols.marker(style))
                x = frame.draw(glyphs, x: x, y: y) + 1
                if x == area.x + 1 { frame.clear(y: y, from: area.x, to: area.right, style: theme.status) }
            }
        }
        if x <= helpStart { frame.draw(StatusBar.help, x: helpStart, y: y, style: theme.status) }
        return nil
    }
}
