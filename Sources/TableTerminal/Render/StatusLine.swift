import TableKit

extension ListRenderer {
    /// The status line, and above it the message's own lines when it does not fit on it.
    func drawStatusBar(_ frame: inout Frame) {
        let y = frame.size.height - 1
        let width = frame.size.width
        let bar = StatusBar(state, table: table, marks: marks)
        frame.clear(y: y, style: theme.status)
        var x = frame.draw(bar.left, x: 0, y: y, style: theme.status) + 2
        let helpStart = width - DisplayWidth.of(StatusBar.help)
        if let message = bar.message {
            let style = message.isError ? theme.statusError : theme.status
            // The state decides how many lines the message has (the body is that much shorter).
            let lines = state.statusLines - 1
            if lines > 0 {
                let wrapped = StatusBar.wrap(message.text, width: width - 2)
                for (i, text) in wrapped.prefix(lines).enumerated() {
                    let line = y - lines + i
                    frame.clear(y: line, style: style)
                    let cut = i == lines - 1 && wrapped.count > lines
                    let glyphs = DisplayText.glyphs(cut ? text + " " + wrapped[lines...].joined(separator: " ") : text,
                                                    style: style, escapeStyle: style)
                    frame.draw(DisplayText.fit(glyphs, width: width - 2, marker: symbols.marker(style)), x: 1, y: line)
                }
            } else {
                if x >= helpStart - 8 { x = 0 }  // too narrow: the message replaces the rest
                let glyphs = DisplayText.fit(
                    DisplayText.glyphs(message.text, style: style, escapeStyle: style), width: helpStart - 1 - x,
                    marker: symbols.marker(style))
                x = frame.draw(glyphs, x: x, y: y) + 1
                if x == 1 { frame.clear(y: y, from: 0, to: width, style: theme.status) }
            }
        }
        if x <= helpStart { frame.draw(StatusBar.help, x: helpStart, y: y, style: theme.status) }
    }
}
