import TerminalText
import TerminalScreen
import TableKit

/// The keys, in a box: the app's own first, then the data source's section, then the key
/// tables' generated lines, scrolled by `scroll` lines when they do not all fit.
struct HelpWidget: Widget {
    let context: RenderContext
    let scroll: Int

    init(_ context: RenderContext, scroll: Int) {
        self.context = context
        self.scroll = scroll
    }

    /// Every line of the help, in order.
    var lines: [HelpLine] {
        let options = context.options
        var lines = options.keys.helpLines()
        if options.pick != nil {
            let pick = options.keys.table(.pick)
            lines = [.heading(pick.title)] + pick.bindings.map { .binding(keys: $0.label, text: $0.help) } + lines
        }
        if let section = (context.table.dataSource as? any ListHelpSource)?.helpSection {
            lines = [.heading(section.title)] + section.lines + lines
        }
        if !options.appKeysHelp.isEmpty {
            lines = [.heading(options.title.isEmpty ? "This app" : options.title)] + options.appKeysHelp + lines
        }
        return lines
    }

    func draw(in area: Rect, on frame: inout Frame) -> Point? {
        let theme = context.theme
        let lines = self.lines
        let fits = lines.count + 2 <= area.height
        let title = fits ? "Keys · any other key closes" : "Keys · j/k scroll · other keys close"
        let box = OverlayBox(title: title, lines: lines.count, width: min(area.width, max(24, min(area.width - 4, 72))))
        let inside = box.draw(in: area, on: &frame, ascii: context.options.glyphs == .ascii, theme: theme)
        let keyWidth = min(9, inside.width / 3)
        let first = min(scroll, max(0, lines.count - inside.height))
        let below = lines.count - first - inside.height
        if below > 0 {
            frame.draw(" ↓ \(below) more ", x: inside.x + 2, y: inside.bottom, style: theme.overlayBorder, limit: inside.right)
        }
        if first > 0 {
            // On the bottom border, right: the top one holds the title, which a narrow box
            // fills.
            let marker = " ↑ \(first) more "
            let x = max(inside.x + (below > 0 ? 14 : 2), inside.right - marker.count - 1)
            frame.draw(marker, x: x, y: inside.bottom, style: theme.overlayBorder, limit: inside.right)
        }
        for (i, line) in lines.dropFirst(first).prefix(inside.height).enumerated() {
            let y = inside.y + i
            switch line {
            case let .heading(title):
                frame.draw(title, x: inside.x, y: y, style: theme.header, limit: inside.right)
            case let .binding(keys, text):
                frame.draw(keys, x: inside.x, y: y, style: theme.overlayKey, limit: inside.x + keyWidth)
                let glyphs = DisplayText.fit(
                    DisplayText.glyphs(text, style: theme.overlay, escapeStyle: theme.overlay),
                    width: inside.width - keyWidth - 1, marker: context.symbols.marker(theme.overlay))
                frame.draw(glyphs, x: inside.x + keyWidth + 1, y: y)
            }
        }
        return nil
    }
}
