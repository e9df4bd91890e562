import TerminalText
import CNcurses
import LibC

/// A frame's styles as ncurses' attributes and colour pairs.
extension CursesTerminal {

    func curses(_ style: Style) -> (attr_t, Int16) {
        var attributes = cn_a_normal()
        if style.bold { attributes |= cn_a_bold() }
        if style.dim { attributes |= cn_a_dim() }
        if style.reverse { attributes |= cn_a_reverse() }
        if style.underline { attributes |= cn_a_underline() }
        guard hasColors, style.foreground != .default || style.background != .default else { return (attributes, 0) }
        let key = ColorKey(foreground: style.foreground, background: style.background)
        if let pair = colorPairs[key] { return (attributes, pair) }
        // Past the pairs the terminal has, the rest are drawn in its own colours.
        guard colorPairs.count + 1 < min(Int(cn_color_pairs()), Int(Int16.max)) else { return (attributes, 0) }
        let pair = Int16(colorPairs.count + 1)
        init_pair(pair, curses(style.foreground), curses(style.background))
        colorPairs[key] = pair
        return (attributes, pair)
    }

    /// The terminal's number for `color`: the palette index where the terminal has that
    /// many colours, else the nearest basic colour; -1 for the terminal's own.
    func curses(_ color: Color) -> Int16 {
        guard let index = color.paletteIndex else { return -1 }
        if Int(index) < Int(cn_colors()) { return Int16(index) }
        return color.basic?.paletteIndex.map(Int16.init) ?? -1
    }
}
