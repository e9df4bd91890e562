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
        let pair = Int16(colorPairs.count + 1)
        init_pair(pair, Self.curses(style.foreground), Self.curses(style.background))
        colorPairs[key] = pair
        return (attributes, pair)
    }

    static func curses(_ color: Color) -> Int16 {
        switch color {
        case .default: -1
        case .black: Int16(COLOR_BLACK)
        case .red: Int16(COLOR_RED)
        case .green: Int16(COLOR_GREEN)
        case .yellow: Int16(COLOR_YELLOW)
        case .blue: Int16(COLOR_BLUE)
        case .magenta: Int16(COLOR_MAGENTA)
        case .cyan: Int16(COLOR_CYAN)
        case .white: Int16(COLOR_WHITE)
        }
    }
}
