import Testing
import TableKit
import TableTerminal
import SampleList
import TestSupport

/// Each state of the list view, rendered on the in-memory screen and pinned as text lines
/// plus the styled runs that matter.
@Suite("Screens")
struct ScreenTests {
    @Test("Normal mode: top bar, headers, rows, footers, the cursor row, the status line")
    func normal() {
        let f = ViewFixture()
        let frame = f.frame(44, 12)
        expectLines(frame, [
            " Edit               Sample                +",
            " Homepwner",
            "   Rusty bicycle ($42)",
            "   Shiny laptop ($1,299)",
            "   Fluffy cat ($0)",
            "   カメラ — camera ($85)",
            "   No more items!",
            " The last row stays last: it cannot move, a…",
            " Groceries",
            "   Milk",
            "   Eggs",
            " LIST 1/11                           ? help",
        ])
        #expect(runs(frame, line: 0).map { $0.hasSuffix("reverse") } == [true, true, true, true, true], "the bar is reversed")
        #expect(runs(frame, line: 0)[2] == "\"Sample\" bold reverse")
        #expect(runs(frame, line: 1) == ["\"Homepwner\" bold"])
        let cursorRow = frame.styledRuns.filter { $0.line == 2 }
        #expect(cursorRow.map(\.columns) == [0..<44] && cursorRow.first?.style == Style(reverse: true), "the cursor row")
        #expect(runs(frame, line: 7) == ["\"The last row stays last: it cannot move, a…\" dim"])
    }

    @Test("Editing mode: ⊖ on deletable rows, ⊕ on the insertion row, ≡ only on movable rows, Add dimmed")
    func editing() {
        let f = ViewFixture()
        f.type("eG")
        let frame = f.frame(44, 12)
        expectLines(frame, [
            " Done               Sample                +",
            " Homepwner",
            "   No more items!",
            " The last row stays last: it cannot move, a…",
            " Groceries",
            " ⊖ Milk                                   ≡",
            " ⊖ Eggs                                   ≡",
            " ⊖ Bread                                  ≡",
            " ⊖ お茶 green tea                         ≡",
            " ⊖ ☕ coffee beans                        ≡",
            " ⊕ Add item…",
            " EDITING 11/11                       ? help",
        ])
        #expect(runs(frame, line: 0).last == "\" + \" dim reverse", "Add is disabled while editing")
        #expect(runs(frame, line: 5) == ["\"⊖\" bold red", "\"≡\" dim"])
        #expect(runs(frame, line: 10).contains("\"⊕\" bold green"), "the cursor is on the insertion row")
        #expect(!frame.lines[2].contains("⊖") && !frame.lines[2].contains("≡"), "the pinned row has no controls")
    }

    @Test("Delete confirmation: the delegate's title (Remove), white on red at the row's right end")
    func deleteConfirmation() {
        let f = ViewFixture()
        f.type("ejd")
        let frame = f.frame(44, 12)
        #expect(frame.lines[2] == " ⊖ Rusty bicycle ($42)                    ≡")
        #expect(frame.lines[3] == " ⊖ Shiny laptop ($1,299)             Remove")
        #expect(runs(frame, line: 3).last == "\" Remove \" bold white on red")
        f.type("Gkd")
        #expect(f.frame(44, 12).lines.contains(" ⊖ ☕ coffee beans                   Delete"), "the default title elsewhere")
    }

    @Test("Swipe to delete: no controls at all, only the swiped row's button; the bar reads Done")
    func swipe() {
        let f = ViewFixture()
        f.type("jjh")
        expectLines(f.frame(44, 12), [
            " Done               Sample                +",
            " Homepwner",
            "   Rusty bicycle ($42)",
            "   Shiny laptop ($1,299)",
            "   Fluffy cat ($0)                   Remove",
            "   カメラ — camera ($85)",
            "   No more items!",
            " The last row stays last: it cannot move, a…",
            " Groceries",
            "   Milk",
            "   Eggs",
            " SWIPE 3/11                          ? help",
        ])
    }

    @Test("The Add modal: a titled box as wide as the screen, just below the cursor's row, the terminal cursor after the text")
    func addModal() {
        let f = ViewFixture()
        f.type("+Lamp")
        let rendered = f.rendered(44, 12)
        #expect(Array(rendered.frame.lines[2...6]) == [
            "   Rusty bicycle ($42)",
            " ┌─ Add ──────────────────────────────────┐",
            " │ Lamp                                   │",
            " │ Enter saves · Esc cancels              │",
            " └────────────────────────────────────────┘",
        ])
        #expect(rendered.cursor == Point(x: 7, y: 4))
        #expect(runs(rendered.frame, line: 4).contains("\"Lamp                                  \" underline"))
    }

    @Test("Retyping a row low on the screen opens the field just above it")
    func editFieldAboveALowRow() {
        let f = ViewFixture()
        f.type("jjjr")
        let frame = f.frame(44, 12)
        #expect(frame.lines[5] == "   カメラ — camera ($85)", "the row being retyped stays in view")
        #expect(frame.lines[6].hasPrefix(" ┌─ Edit "), "the field opens just below it")
        f.press(.escape)
        f.type("Gkr")
        let low = f.frame(44, 12)
        #expect(low.lines[8].hasPrefix(" └──"), "no room below: the box ends just above the row")
        #expect(low.lines[9] == "   ☕ coffee beans")
    }

    @Test("A drag in progress: the row shows where it would land, the rows between slide up")
    func dragInProgress() {
        let f = ViewFixture()
        f.type("ej ")
        f.type("jj")
        let frame = f.frame(44, 12)
        expectLines(frame, [
            " Done               Sample                +",
            " Homepwner",
            " ⊖ Rusty bicycle ($42)                    ≡",
            " ⊖ Fluffy cat ($0)                        ≡",
            " ⊖ カメラ — camera ($85)                  ≡",
            " ⊖ Shiny laptop ($1,299)                  ≡",
            "   No more items!",
            " The last row stays last: it cannot move, a…",
            " Groceries",
            " ⊖ Milk                                   ≡",
            " ⊖ Eggs                                   ≡",
            " MOVING 4/11                         ? help",
        ])
        #expect(runs(frame, line: 5).last == "\" Shiny laptop ($1,299)                  ≡ \" bold reverse",
                "the dragged row is highlighted, its handle too")
        #expect(f.list.model.sections[0].rows[1] == "Shiny laptop ($1,299)", "nothing moves in the model before the drop")
        f.type("j")
        let past = f.frame(44, 12)
        #expect(past.lines[5] == "   No more items!", "one step past the pinned row, which stays last (gold)")
        let groceries = past.lines.firstIndex(of: " Groceries") ?? 0
        #expect(past.lines[groceries + 1] == " ⊖ Shiny laptop ($1,299)                  ≡", "first in Groceries:\n\(numbered(past))")
    }

    @Test("The help overlay is generated from the key map")
    func help() {
        let f = ViewFixture()
        f.type("?")
        let frame = f.frame(60, 14)
        #expect(Array(frame.lines[0...6]) == [
            " Edit                       Sample                        +",
            " H┌─ Keys · j/k scroll · other keys close ───────────────┐",
            "  │ j ↓       next row                                   │",
            "  │ k ↑       previous row                               │",
            "  │ g Home    first row                                  │",
            "  │ G End     last row                                   │",
            "  │ PgDn ^F   page down                                  │",
        ])
        #expect(frame.lines[12].hasPrefix("  └─── ↓ ") && frame.lines[12].contains(" more ─"), "how much is below")
        #expect(frame.lines[13].hasPrefix(" LIST 1/11"), "the status line stays")
        f.type("jjjjjj")
        #expect(f.frame(60, 14).lines[2] == "  │ e         enter editing mode (Edit)                  │", "j scrolls help")
        // Opened again and scrolled to its end, help has shown every binding of every mode.
        f.press(.escape)
        f.type("?")
        var helpText = f.frame(60, 40).lines.joined(separator: "\n")
        for _ in 0..<KeyMap.helpLines().count {
            f.type("j")
            helpText += f.frame(60, 40).lines.joined(separator: "\n")
        }
        let tables = [KeyMap.everywhere] + InputMode.allCases.map(KeyMap.table(for:))
        let missing = tables.flatMap(\.bindings).map(\.label).filter { !helpText.contains("│ " + $0 + " ") }
        #expect(missing.isEmpty, "help lists every binding")
        f.press(.escape)
        #expect(f.state.overlay == .none)
    }

    @Test("Help scrolled in a narrow box: the title stays whole, and how much is above sits on the bottom border")
    func helpScrolledNarrow() {
        let f = ViewFixture()
        f.type("?j")
        let frame = f.frame(40, 10)
        let top = frame.lines.first { $0.contains("┌") } ?? ""
        #expect(top.contains("┌─ Keys · j/k scroll ─") && !top.contains("more"), "the title whole, shortened to fit: \(top)")
        let bottom = frame.lines.first { $0.contains("└") } ?? ""
        #expect(bottom.contains(" ↓ ") && bottom.contains(" ↑ 1 more "), "\(bottom)")
        // Scrolled past its end, k answers at once: the scroll stops at the last line.
        for _ in 0..<500 { f.type("j") }
        let end = f.frame(40, 10).lines.first { $0.contains("└") } ?? ""
        #expect(!end.contains("↓"), "\(end)")
        f.type("k")
        let back = f.frame(40, 10).lines.first { $0.contains("└") } ?? ""
        #expect(back.contains("↓ 1 more"), "\(back)")
    }

    @Test("On an 80-column terminal no help line is cut short")
    func helpFitsEightyColumns() {
        let f = ViewFixture()
        f.type("?")
        var cut: [String] = []
        for _ in 0..<KeyMap.helpLines().count {
            cut += f.frame(80, 24).lines.filter { $0.hasPrefix("    │") && $0.contains("… │") }
            f.type("j")
        }
        #expect(cut.isEmpty, "cut lines: \(Set(cut))")
    }

    @Test("20 columns by 5 lines: every part shrinks, nothing overlaps")
    func small() {
        let f = ViewFixture()
        f.type("e")
        expectLines(f.frame(20, 5), [
            " Done   Sample    +",
            " Homepwner",
            " ⊖ Rusty bicycle… ≡",
            " ⊖ Shiny laptop … ≡",
            " EDITING 1/11",
        ])
        f.type("jd")
        #expect(f.frame(20, 5).lines[3] == " ⊖ Shiny l…  Remove")
        f.type("?")
        #expect(f.frame(20, 5).lines.count == 5)
        f.press(.escape)
        #expect(f.frame(7, 2).lines == ["Termina", ""], "below the minimum a message, not garbage")
    }

    @Test("Wide characters at the right edge are never split; a truncation marker ends the text")
    func wideCharacters() {
        let list = SampleList(sections: [TableSection(header: "宽字符", rows: [
            "abcdefghij界界界界界界", "abcdefghijk界界界界界", "😀😀😀😀😀😀😀😀😀😀😀", "é combining é", "end",
        ])])
        let f = ViewFixture(list: list)
        let frame = f.frame(20, 8)
        expectLines(frame, [
            " Edit   Sample    +",
            " 宽字符",
            "   abcdefghij界界…",
            "   abcdefghijk界界…",
            "   😀😀😀😀😀😀😀…",
            "   é combining é",
            "   end",
            " LIST 1/5    ? help",
        ])
        #expect(frame[17, 3].text == "" && frame[16, 3].text == "界", "界 takes two cells")
    }

    @Test("Control characters, C1, bidi overrides and invalid UTF-8 are shown escaped, in the escape style; a row's tab as blanks to the next stop")
    func escapes() {
        let list = SampleList(sections: [TableSection(rows: [
            "tab\there", "esc\u{1B}[31mred", "bidi \u{202E}evil", "c1 \u{85}nel", "del\u{7F}", "end",
        ])])
        let f = ViewFixture(list: list)
        let frame = f.frame(30, 9)
        expectLines(frame, [
            " Edit        Sample         +",
            "   tab     here",
            "   esc^[[31mred",
            "   bidi <U+202E>evil",
            "   c1 <U+0085>nel",
            "   del^?",
            "   end",
            "",
            " LIST 1/6              ? help",
        ])
        #expect(runs(frame, line: 3) == ["\"<U+202E>\" underline magenta"])
        #expect(!frame.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E } })
        let bytes = DisplayText.glyphs(bytes: [0x61, 0xFF, 0x62, 0xC3], style: .plain, escapeStyle: .plain)
        #expect(bytes.map(\.text).joined() == "a<FF>b<C3>")
        #expect(DisplayText.glyphs("a\tb", style: .plain, escapeStyle: .plain).map(\.text).joined() == "a^Ib",
                "a tab outside a row's text (a file name) is escaped")
        #expect(DisplayText.glyphs("é\tb\t\tc", style: .plain, escapeStyle: .plain, expandingTabs: true).map(\.text).joined()
                == "é" + String(repeating: " ", count: 7) + "b" + String(repeating: " ", count: 15) + "c", "a row's tabs go to the next stop of eight, after any character")
    }

    @Test("Row bytes: a letter and its combining accent stay one glyph; a long line stops past the screen")
    func rowBytesGraphemesAndLimit() {
        _ = TestLocale.ready
        let accented = DisplayText.glyphs(bytes: Array("xe\u{301}1\u{FE0F}\u{20E3}y".utf8), style: .plain, escapeStyle: .plain)
        #expect(accented.map(\.text) == ["x", "e\u{301}", "1\u{FE0F}\u{20E3}", "y"])
        let long = DisplayText.glyphs(bytes: Array(repeating: UInt8(ascii: "a"), count: 10_000), style: .plain,
                                      escapeStyle: .plain, limit: 80)
        #expect(long.count == 81, "one glyph past the limit tells fit() the text was longer")
        let wide = DisplayText.glyphs(bytes: Array(String(repeating: "界", count: 100).utf8), style: .plain,
                                      escapeStyle: .plain, limit: 10)
        #expect(wide.reduce(0) { $0 + $1.width } <= 12)
    }

    /// The short cuts for ASCII and for characters standing alone must find the graphemes
    /// Swift's own `Character` finds, for any mix of text around them.
    @Test("Glyphs fall exactly on Swift's grapheme clusters, for random mixes of scripts, marks and emoji")
    func glyphsMatchGraphemeClusters() {
        let pieces = ["a", "Z", " ", "7", "—", "é", "e\u{301}", "x\u{308}\u{301}", "漢", "字", "界", "한", "\u{1100}\u{1161}\u{11A8}",
                      "\u{1100}", "\u{1161}", "🇫🇷", "🇫", "👍", "👍🏽", "😀", "😀\u{FE0F}", "1\u{FE0F}\u{20E3}", "👩\u{200D}💻",
                      "क", "्", "ष", "ก", "ำ", "ｶ", "ﾞ", "ß", "Ω", "→", "★", "€", "ﬁ", "\u{0D4E}", "ന", "ع", "ـ", "\u{0300}", "\u{0600}"]
        var generator = SystemRandomNumberGenerator()
        var failures: [String] = []
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let glyphs = DisplayText.glyphs(bytes: Array(text.utf8), style: .plain, escapeStyle: Style(underline: true))
            // Every cluster is one glyph, except one that starts with a mark (a lone combining
            // accent): that one is escaped, <U+0300>, keeping what in it prints on its own.
            let expected = text.flatMap { cluster in
                DisplayWidth.of(cluster.unicodeScalars.first!) > 0
                    ? [String(cluster)] : cluster.unicodeScalars.filter { DisplayWidth.of($0) > 0 }.map(String.init)
            }
            let drawn = glyphs.filter { $0.style == .plain }.map(\.text)
            if drawn != expected {
                failures.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }): \(drawn) ≠ \(expected)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mismatches; first: \(failures.prefix(3))")
    }

    @Test("--ascii draws (-) (+) = and an ASCII box")
    func ascii() {
        let f = ViewFixture(options: ViewOptions(title: "Sample", glyphs: .ascii, animations: false))
        f.type("eG")
        let frame = f.frame(44, 12)
        #expect(frame.lines[5] == " (-) Milk                                 =")
        #expect(frame.lines[10] == " (+) Add item…", "the row's own text keeps its …")
        #expect(frame.lines[3] == " The last row stays last: it cannot move, a~", "the truncation marker is ~")
        #expect(!frame.cells.contains { ["⊖", "⊕", "≡"].contains($0.text) })
    }

    @Test("NO_COLOR: attributes only, and the roles colour told apart still differ")
    func monochrome() {
        let f = ViewFixture(options: ViewOptions(title: "Sample", theme: .monochrome, animations: false))
        f.type("ejd")
        let frame = f.frame(44, 12)
        #expect(frame.styledRuns.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(runs(frame, line: 3).last == "\" Remove \" bold", "out of the cursor row's reverse video")
    }
}

@Suite("Frame")
struct FrameTests {
    private func row(_ text: String) -> [Glyph] { DisplayText.glyphs(text, style: .plain, escapeStyle: .plain) }

    @Test("Drawing over either half of a wide character blanks the other half")
    func wideHalves() {
        _ = TestLocale.ready
        var frame = Frame(size: Size(width: 8, height: 1))
        frame.draw(row("お茶ab"), x: 0, y: 0)
        frame.draw(row("|"), x: 1, y: 0)  // over the right half of お
        #expect(frame.lines == [" |茶ab"])
        frame.draw(row("x"), x: 2, y: 0)  // over the left half of 茶
        #expect(frame.lines == [" |x ab"])
        #expect(frame.cells.allSatisfy { !$0.text.isEmpty }, "no right half is left without its left half")
        frame.clear(y: 0, from: 0, to: 8)
        frame.draw(row("☕☕"), x: 0, y: 0)
        frame.clear(y: 0, from: 1, to: 3)
        #expect(frame.lines == [""])
    }

    @Test("A message too long for the status line wraps onto lines above it; the body gives them room")
    func longMessageWraps() {
        let f = ViewFixture(size: Size(width: 44, height: 12))
        f.type("jjjjjj")  // Eggs
        f.send(.notice(StatusMessage(
            text: "A message much longer than the room left on the status line, with its end still seen",
            isError: true)))
        let frame = f.frame(44, 12)
        expectLines(frame, [
            " Edit               Sample                +",
            " Homepwner",
            "   カメラ — camera ($85)",
            "   No more items!",
            " The last row stays last: it cannot move, a…",
            " Groceries",
            "   Milk",
            "   Eggs",
            " A message much longer than the room left",
            " on the status line, with its end still",
            " seen",
            " LIST 7/11                           ? help",
        ])
        #expect(frame.styledRuns.contains { $0.line == 8 && $0.style == Theme.standard.statusError })
        #expect(f.state.statusLines == 4, "three lines of message and the status line")
        f.type("j")
        #expect(f.state.statusLines == 1, "the next key clears the message and gives the lines back")
    }
}

@Suite("Counts on the status line")
struct GroupedDigitsTests {
    @Test("Thousands are separated by commas, for every magnitude an Int has")
    func groupsOfThree() {
        #expect((0).groupedDigits == "0")
        #expect((7).groupedDigits == "7")
        #expect((999).groupedDigits == "999")
        #expect((1_000).groupedDigits == "1,000")
        #expect((12_345).groupedDigits == "12,345")
        #expect((10_000_000).groupedDigits == "10,000,000")
        #expect((-1_234).groupedDigits == "-1,234")
        #expect(Int.max.groupedDigits == "9,223,372,036,854,775,807")
        #expect(Int.min.groupedDigits == "-9,223,372,036,854,775,808")
    }
}

