import Testing
import TableTerminal

@Suite("A command's coloured output")
struct ColoredTextTests {
    private func lines(_ text: String) -> [[Glyph]] {
        ColoredText.lines(Array(text.utf8), escapeStyle: Style(underline: true))
    }

    private func text(_ line: [Glyph]) -> String { line.map(\.text).joined() }

    @Test("Basic, bright, 256-colour and truecolor SGR set the glyphs' styles; 0 and 39 reset them")
    func colours() {
        let line = lines("\u{1B}[31ma\u{1B}[92mb\u{1B}[38;5;208mc\u{1B}[38;2;255;0;0md\u{1B}[39me\u{1B}[1;44mf\u{1B}[0mg")[0]
        #expect(text(line) == "abcdefg")
        #expect(line.map(\.style.foreground) == [.red, .palette(10), .palette(208), .palette(196), .default, .default, .default])
        #expect(line[5].style == Style(background: .blue, bold: true))
        #expect(line[6].style == .plain)
    }

    @Test("A colour set on one line lasts into the next, as on a terminal")
    func colourAcrossLines() {
        let all = lines("\u{1B}[32mgreen\nstill\u{1B}[m\r\nplain\n")
        #expect(all.map(text) == ["green", "still", "plain"], "\\r\\n ends a line as \\n does")
        #expect(all[1][0].style.foreground == .green)
        #expect(all[2][0].style == .plain)
    }

    @Test("Every control but SGR is shown escaped: OSC, cursor moves, a bare ESC, BEL, backspace")
    func controlsEscaped() {
        let line = lines("a\u{1B}]0;t\u{07}b\u{1B}[2Jc\u{08}d\u{1B}")[0]
        #expect(text(line) == "a^[]0;t^Gb^[[2Jc^Hd^[")
        #expect(line.filter { $0.style.underline }.map(\.text).joined() == "^[^G^[^H^[")
    }

    @Test("Tabs go to the next stop of eight columns, counted across colour changes")
    func tabs() {
        #expect(text(lines("ab\u{1B}[31mc\td")[0]) == "abc     d")
    }

    @Test("At most maxLines lines and maxColumns columns (and one more) are read")
    func limits() {
        let many = String(repeating: "0123456789", count: 300) + "\n"
        let all = ColoredText.lines(Array(String(repeating: many, count: 50).utf8), escapeStyle: .plain, maxLines: 10, maxColumns: 100)
        #expect(all.count == 10)
        #expect(all[0].count == 101)
    }

    @Test("A colour given as red, green and blue is the nearest of the palette's cube or greys")
    func nearestColour() {
        #expect(Color.rgb(255, 135, 0) == .palette(208))
        #expect(Color.rgb(0, 0, 0) == .palette(16))
        #expect(Color.rgb(128, 128, 128) == .palette(244))
        #expect(Color.palette(196).basic == .red && Color.palette(46).basic == .green, "a terminal with eight colours shows the nearest corner")
        #expect(Color.palette(12).basic == .blue)
        #expect(Color.default.basic == nil)
        #expect(Color.palette(208).description == "color208" && Color.cyan.description == "cyan")
    }
}
