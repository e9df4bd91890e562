import TerminalText
import TerminalScreen

/// A bordered box with a title, placed in the room overlays have (between the top bar and
/// the status line, or the whole of a screen too short for that).
struct OverlayBox {
    let title: String
    /// Lines inside the border.
    let lines: Int
    /// Columns, border included.
    let width: Int
    /// The screen line it should sit next to: just below it if it fits there, else just above
    /// it, else centred; `nil`: centred.
    var near: Int?
    /// Whether it sits above `near` rather than below, where it fits (`O` adds above the row).
    var prefersAbove = false

    /// Draws the box into `area` and returns its inside (two columns in from each side
    /// border, so that text does not touch it).
    func draw(in area: Rect, on frame: inout Frame, ascii: Bool, theme: Theme) -> Rect {
        let height = min(area.height, lines + 2)
        var top = area.y + max(0, (area.height - height) / 2)
        if let near {
            if prefersAbove, near - height >= area.y {
                top = near - height
            } else if near + 1 + height <= area.bottom {
                top = near + 1
            } else if near - height >= area.y {
                top = near - height
            }
        }
        let left = area.x + (area.width - width) / 2
        let (h, v, tl, tr, bl, br) = ascii ? ("-", "|", "+", "+", "+", "+") : ("─", "│", "┌", "┐", "└", "┘")
        for y in top..<(top + height) { frame.clear(y: y, from: left, to: left + width, style: theme.overlay) }
        frame.draw(tl + String(repeating: h, count: width - 2) + tr, x: left, y: top, style: theme.overlayBorder)
        frame.draw(bl + String(repeating: h, count: width - 2) + br, x: left, y: top + height - 1, style: theme.overlayBorder)
        for y in (top + 1)..<(top + height - 1) {
            frame.draw(v, x: left, y: y, style: theme.overlayBorder)
            frame.draw(v, x: left + width - 1, y: y, style: theme.overlayBorder)
        }
        frame.draw(" " + title + " ", x: left + 2, y: top, style: theme.overlayBorder, limit: left + width - 1)
        return Rect(x: left + 2, y: top + 1, width: width - 4, height: height - 2)
    }
}
