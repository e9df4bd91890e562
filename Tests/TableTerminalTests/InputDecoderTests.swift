import Testing
import TableTerminal

/// The input decoder over the byte sequences terminals (and the tmux tests) send: keys in
/// both cursor modes, Home and End as tmux and rxvt send them, control keys, UTF-8, Alt word
/// keys, SGR and X10 mouse reports, and bracketed pastes, in any pieces.
@Suite("Input decoding")
struct InputDecoderTests {
    private func decode(_ text: String, flush: Bool = true) -> [TerminalInput] {
        decode(Array(text.utf8), flush: flush)
    }

    private func decode(_ bytes: [UInt8], flush: Bool = true) -> [TerminalInput] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + (flush ? decoder.flush() : [])
    }

    private func keys(_ keys: Key...) -> [TerminalInput] { keys.map { .key($0) } }

    @Test("Arrows, Home, End, PgUp, PgDn, Delete, Shift-Tab and F-keys, in CSI and SS3 forms")
    func specialKeys() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == keys(.up, .down, .right, .left))
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == keys(.up, .down, .right, .left))
        #expect(decode("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF") == keys(.home, .end, .home, .end))
        #expect(decode("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == keys(.home, .end, .home, .end), "tmux's and rxvt's")
        #expect(decode("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z") == keys(.pageUp, .pageDown, .delete, .backTab))
        #expect(decode("\u{1B}OP\u{1B}[15~\u{1B}[24~") == keys(.function(1), .function(5), .function(12)))
        #expect(decode("\u{1B}[1;5A") == keys(.up), "modifiers are ignored")
    }

    @Test("Control keys, Enter, Tab, Backspace (DEL and BS), and text, ASCII and not")
    func textAndControls() {
        #expect(decode("\r\t\u{7F}\u{08}\u{03}\u{1A}") == keys(.enter, .tab, .backspace, .backspace, .control("c"), .control("z")))
        #expect(decode("jé界🙂") == keys(.character("j"), .character("é"), .character("界"), .character("🙂")))
        #expect(decode([0x53, 0xFF, 0x54]) == keys(.character("S"), .character("T")), "a byte that is not UTF-8 is dropped")
    }

    @Test("Pieces: a sequence or a character cut anywhere waits for the rest")
    func pieces() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("[".utf8)).isEmpty)
        #expect(decoder.feed(Array("B".utf8)) == keys(.down))
        #expect(decoder.feed([0xE7, 0x95]).isEmpty)
        #expect(decoder.feed([0x8C]) == keys(.character("界")))
        #expect(!decoder.isWaiting)
    }

    @Test("A lone Esc is Esc once nothing follows in time; Esc and a word key at once are Alt; Esc and another key are both")
    func escapeAndAlt() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == keys(.escape))
        #expect(decode("\u{1B}b\u{1B}f\u{1B}d\u{1B}\u{7F}") == keys(.alt(.character("b")), .alt(.character("f")), .alt(.character("d")), .alt(.backspace)))
        #expect(decode("\u{1B}j") == keys(.escape, .character("j")), "Esc then j, as a script types them")
        #expect(decode("\u{1B}\u{1B}") == keys(.escape, .escape))
    }

    @Test("SGR mouse reports: press, release, drag and the wheel, past column 223")
    func sgrMouse() {
        #expect(decode("\u{1B}[<0;5;3M\u{1B}[<0;5;3m") == [
            .mouse(MouseEvent(.press, at: Point(x: 4, y: 2))), .mouse(MouseEvent(.release, at: Point(x: 4, y: 2))),
        ])
        #expect(decode("\u{1B}[<32;300;4M") == [.mouse(MouseEvent(.drag, at: Point(x: 299, y: 3)))])
        #expect(decode("\u{1B}[<64;1;1M\u{1B}[<65;1;1M") == [
            .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))), .mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 0))),
        ])
    }

    @Test("X10 mouse reports: press and release")
    func x10Mouse() {
        #expect(decode([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2, 0x1B, 0x5B, 0x4D, 35, 33 + 4, 33 + 2]) == [
            .mouse(MouseEvent(.press, at: Point(x: 4, y: 2))), .mouse(MouseEvent(.release, at: Point(x: 4, y: 2))),
        ])
    }

    @Test("A bracketed paste is text, never keys: line breaks kept, controls dropped, bad bytes U+FFFD, in pieces")
    func pastes() {
        #expect(decode("\u{1B}[200~ggddZZ\u{1B}[201~") == [.paste("ggddZZ")])
        #expect(decode("\u{1B}[200~one\r\ntwo\rthree\u{1B}[A\u{1B}[201~j") == [.paste("one\ntwo\nthree[A"), .key(.character("j"))])
        #expect(decode([0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x53, 0x9B, 0x54, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E])
            == [.paste("S\u{FFFD}T")])
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.feed(Array("1~".utf8)) == [.paste("abc")])
        var unended = InputDecoder()
        #expect(unended.feed(Array("\u{1B}[200~half".utf8)).isEmpty)
        #expect(unended.flush() == [.paste("half")], "a paste whose end never came is the text that came")
    }

    @Test("Sequences from the terminal's description come first")
    func terminfoSequences() {
        var decoder = InputDecoder(keySequences: [(Array("\u{1B}[[A".utf8), .function(1))])
        #expect(decoder.feed(Array("\u{1B}[[A\u{1B}[A".utf8)) == keys(.function(1), .up))
    }
}
