/// A program's output as lines of glyphs, keeping the colours and attributes it set with
/// SGR sequences (`ESC [ … m`) and showing every other control escaped (`^[`, `^H`), so
/// that nothing it printed reaches the terminal as a control.
///
/// A preview command's output is read so: `git show --color=always`, `bat --color=always`.
public enum ColoredText {
    /// At most `maxLines` lines of `bytes` (split at `\n`; a `\r` before it is dropped), each
    /// at most `maxColumns` columns and one more, tabs expanded to stops of eight columns.
    /// - Parameters:
    ///   - escapeStyle: how an escaped control is drawn.
    public static func lines(
        _ bytes: [UInt8], escapeStyle: Style, maxLines: Int = .max, maxColumns: Int = 1000
    ) -> [[Glyph]] {
        var lines: [[Glyph]] = []
        var style = Style.plain
        var lineStart = 0
        while lineStart < bytes.count, lines.count < maxLines {
            var lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let next = lineEnd + 1
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            lines.append(line(bytes[lineStart..<lineEnd], style: &style, escapeStyle: escapeStyle, maxColumns: maxColumns))
            lineStart = next
        }
        return lines
    }

    /// One line's glyphs; `style` is the style at its start, and is left as its end's (a
    /// colour set on one line lasts into the next, as on a terminal).
    private static func line(
        _ bytes: ArraySlice<UInt8>, style: inout Style, escapeStyle: Style, maxColumns: Int
    ) -> [Glyph] {
        var glyphs: [Glyph] = []
        var columns = 0
        var runStart = bytes.startIndex
        var index = bytes.startIndex
        func flush(upTo end: Int) {
            guard runStart < end, columns <= maxColumns else { return }
            let run = DisplayText.glyphs(
                bytes: bytes[runStart..<end], style: style, escapeStyle: escapeStyle, limit: maxColumns - columns)
            glyphs += run
            columns += run.reduce(0) { $0 + $1.width }
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x09 {
                flush(upTo: index)
                let blanks = 8 - columns % 8
                glyphs += Array(repeating: Glyph(grapheme: .space, width: 1, style: style), count: blanks)
                columns += blanks
                index += 1
                runStart = index
            } else if byte == 0x1B, let end = sgrEnd(bytes, from: index) {
                flush(upTo: index)
                apply(bytes[(index + 2)..<(end - 1)], to: &style)
                index = end
                runStart = index
            } else {
                index += 1
            }
        }
        flush(upTo: bytes.endIndex)
        return glyphs
    }

    /// Where the SGR sequence at `start` (`ESC [` digits, `;` or `:`, then `m`) ends, or nil
    /// when it is not one (then its ESC is shown escaped).
    private static func sgrEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "m") { return index + 1 }
            guard (0x30...0x3B).contains(byte) else { return nil }
            index += 1
        }
        return nil
    }

    /// Applies an SGR sequence's parameters (`1;31`, `38;5;208`, `38;2;255;128;0`).
    private static func apply(_ parameters: ArraySlice<UInt8>, to style: inout Style) {
        var numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) }
            .map { digits in digits.reduce(0) { min(100_000, $0 * 10 + Int($1) - 48) } }
        if numbers.isEmpty { numbers = [0] }
        var index = 0
        func extendedColor() -> Color? {
            guard index + 1 < numbers.count else { return nil }
            if numbers[index + 1] == 5, index + 2 < numbers.count {
                defer { index += 2 }
                return .palette(UInt8(clamping: numbers[index + 2]))
            }
            if numbers[index + 1] == 2, index + 4 < numbers.count {
                defer { index += 4 }
                return .rgb(UInt8(clamping: numbers[index + 2]), UInt8(clamping: numbers[index + 3]), UInt8(clamping: numbers[index + 4]))
            }
            return nil
        }
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22: style.bold = false; style.dim = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37: style.foreground = .palette(UInt8(number - 30))
            case 38: if let color = extendedColor() { style.foreground = color }
            case 39: style.foreground = .default
            case 40...47: style.background = .palette(UInt8(number - 40))
            case 48: if let color = extendedColor() { style.background = color }
            case 49: style.background = .default
            case 90...97: style.foreground = .palette(UInt8(number - 90 + 8))
            case 100...107: style.background = .palette(UInt8(number - 100 + 8))
            default: break  // italic, blink, strike-through…: not drawn
            }
            index += 1
        }
    }
}
