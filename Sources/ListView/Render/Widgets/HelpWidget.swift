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
    var lines: [HelpLine] { context.options.helpLines(for: context.table) }

    func draw(in area: Rect, on frame: inout Frame) -> Point? {
        let theme = context.theme
        let lines = self.lines
        let fits = lines.count + 2 <= area.height
        let width = min(area.width, max(24, min(area.width - 4, 72)))
        // The longest title the top border holds whole.
        let titles = fits ? ["Keys · any other key closes", "Keys"] : ["Keys · j/k scroll · other keys close", "Keys · j/k scroll", "Keys"]
        let title = titles.first { $0.count + 6 <= width } ?? "Keys"
        let box = OverlayBox(title: title, lines: lines.count, width: width)
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
