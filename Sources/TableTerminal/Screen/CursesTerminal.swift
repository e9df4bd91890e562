import CNcurses
import Glibc

/// Why the terminal could not be opened.
public struct TerminalUnavailable: Error, CustomStringConvertible {
    /// In words, for stderr.
    public let description: String
}

/// The terminal, through ncursesw: shows frames, reads keys and mouse events, suspends and
/// closes. The only type that calls ncurses; everything it draws comes from a ``Frame``.
///
/// The screen is opened with `newterm` on `/dev/tty`, so stdin and stdout stay free for
/// pipes. Use it from the main thread only.
public final class CursesTerminal: Terminal {
    private let screen: OpaquePointer
    private var colorPairs: [ColorKey: Int16] = [:]
    /// The frame last shown, to skip the lines that did not change.
    private var lastFrame: Frame?
    /// The characters of one run of equally styled cells, kept between runs.
    private var scalars: [wchar_t] = []
    private let hasColors: Bool
    /// Whether the terminal's cursor is shown (it is hidden except in a text field).
    private var cursorVisible = false
    /// Whether SGR mouse reports are asked for and read here rather than by ncurses.
    private var readsSGRMouse = false
    /// The key code ncurses returns when an SGR mouse report starts (one past its own codes).
    private static let sgrMouseCode = Int32(KEY_MAX) + 1
    /// The key codes ncurses returns for the brackets around pasted text.
    private static let pasteStartCode = Int32(KEY_MAX) + 2
    private static let pasteEndCode = Int32(KEY_MAX) + 3
    /// The most pasted text kept: a field holds a line, not a file.
    private static let pasteLimit = 1 << 20

    private struct ColorKey: Hashable {
        var foreground: Color
        var background: Color
    }

    /// Opens the terminal: raw mode, no echo, keypad and mouse on, Esc after 25 ms.
    /// - Throws: ``TerminalUnavailable`` when there is no terminal, TERM is unset, unknown
    ///   or cannot address the cursor.
    public init(mouse: Bool = true) throws {
        // Flag handlers go in before newterm, so that ncurses leaves them in place.
        cn_install_signal_flags()
        var reason: UnsafePointer<CChar>?
        guard let screen = cn_open_tty(&reason) else {
            throw TerminalUnavailable(description: reason.map { String(cString: $0) } ?? "no terminal")
        }
        self.screen = screen
        raw()
        noecho()
        nonl()
        keypad(cn_stdscr(), true)
        // Home and End as tmux and screen send them (VT220's Find and Select keys; rxvt's 7
        // and 8), which xterm's terminfo does not list: under TERM=xterm-256color in tmux they
        // would otherwise arrive as Esc and then `[1~`.
        for (sequence, code) in [("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END)] {
            define_key(sequence, code)
        }
        set_escdelay(25)
        // No typeahead check: ncurses would otherwise flush and poll for input line by line
        // while updating, sending one small frame in several writes. Frames here are small
        // and quick, so one write each is better.
        typeahead(-1)
        // Let ncurses shift lines with the terminal's insert/delete-line when rows move up or
        // down (a deletion), instead of repainting every line below.
        idlok(cn_stdscr(), true)
        curs_set(0)
        // Until the screen has once left curses mode and come back, ncurses flushes its
        // output after every cursor move (a state kept for programs that call mvcur before
        // their first refresh), so a frame went out in a write per line. Leaving and coming
        // back at once puts it in its running state, where a frame is one write. This comes
        // before colours are started: coming back with colours on also sends the terminal's
        // palette reset (xterm's OSC 104), undoing a palette the user chose.
        endwin()
        wrefresh(cn_stdscr())
        hasColors = has_colors()
        if hasColors {
            start_color()
            use_default_colors()
        }
        if mouse {
            mousemask(cn_mouse_events(), nil)
            mouseinterval(0)
            // Terminals known only by X10 mouse reports (tmux's and screen's terminfo) cannot
            // report a column past 223; ask them for SGR reports too, and read those here.
            readsSGRMouse = !cn_mouse_reads_sgr()
            if readsSGRMouse { cn_enable_sgr_mouse(Self.sgrMouseCode) }
        }
        cn_enable_bracketed_paste(Self.pasteStartCode, Self.pasteEndCode)
        cn_install_crash_guard(cn_tty_fd())
    }

    /// Whether the terminal can show colours.
    public var supportsColor: Bool { hasColors }

    public var size: Size {
        var height: Int32 = 0
        var width: Int32 = 0
        cn_getmaxyx(cn_stdscr(), &height, &width)
        return Size(width: Int(width), height: Int(height))
    }

    public func show(_ frame: Frame, cursor: Point?) {
        // A signal that ends the program arrived (perhaps while it was stopped, the terminal
        // then being the shell's): nothing more is drawn.
        guard cn_pending_signal() == 0 else { return }
        let window = cn_stdscr()
        // The run buffer is taken out of the object while drawing: appending to a stored
        // property of a class checks exclusive access at run time, on every character.
        var scalars = self.scalars
        self.scalars = []
        // Only what differs from the last frame is handed to ncurses (which then sends the
        // terminal only the cells that changed); lines that moved by one are scrolled inside
        // ncurses' window rather than drawn again.
        for operation in FrameDiff(from: lastFrame, to: frame).operations {
            switch operation {
            case let .scroll(region, offset):
                cn_scroll_lines(window, Int32(region.lowerBound), Int32(region.upperBound), Int32(offset))
            case let .draw(y, columns, style):
                scalars.removeAll(keepingCapacity: true)
                frame.withLine(y) { cells in
                    for x in columns { cells[x].grapheme.forEachScalar { scalars.append(wchar_t(bitPattern: $0.value)) } }
                }
                let (attributes, pair) = curses(style)
                _ = cn_draw(window, Int32(y), Int32(columns.lowerBound), scalars, Int32(scalars.count), attributes, pair)
            }
        }
        self.scalars = scalars
        if let cursor { wmove(window, Int32(cursor.y), Int32(cursor.x)) }
        // A hidden cursor may stay wherever the update ended: no bytes to bring it back.
        leaveok(window, cursor == nil)
        showCursor(cursor != nil)
        wrefresh(window)
        lastFrame = frame
    }

    /// Shows or hides the terminal's cursor, only when that changes (ncurses sends the
    /// terminal the sequence again otherwise).
    private func showCursor(_ visible: Bool) {
        guard visible != cursorVisible else { return }
        curs_set(visible ? 1 : 0)
        cursorVisible = visible
    }

    /// Forgets what the terminal is believed to show, so the next frame is drawn in full.
    private func invalidate() {
        lastFrame = nil
        clearok(cn_stdscr(), true)
    }

    /// Waits for input: forever, or at most `milliseconds`. A signal caught while waiting
    /// (INT, TERM, HUP) is reported as `.signal`; input ncurses cannot decode is skipped.
    public func readInput(timeout milliseconds: Int?) -> TerminalInput? {
        let window = cn_stdscr()
        wtimeout(window, Int32(milliseconds ?? -1))
        while true {
            let waiting = cn_take_signal()
            if waiting != 0 { return .signal(waiting) }
            if cn_take_stop_request() != 0 {
                // SIGTSTP from outside (`kill -TSTP`): stop as Ctrl-Z does, this process only.
                stop(wholeGroup: false)
                let signal = cn_take_signal()
                return signal != 0 ? .signal(signal) : .resize
            }
            if cn_take_continued() != 0 {
                // Stopped from outside (kill -STOP, a TSTP ncurses handled, SIGTTOU for a job
                // started in the background) and continued: whoever had the terminal
                // meanwhile may have changed its modes and drawn over it.
                resumeAfterStop()
                return .resize
            }
            var character: wint_t = 0
            errno = 0
            let result = wget_wch(window, &character)
            let signal = cn_take_signal()
            if signal != 0 { return .signal(signal) }
            if result != OK && result != KEY_CODE_YES && errno == EINTR { continue }
            if result == OK, character == 27, let word = altWordKey() { return .key(.alt(word)) }
            if result == OK, let key = Self.key(forCharacter: character) { return .key(key) }
            if result == KEY_CODE_YES, let input = input(forCode: Int32(character)) { return input }
            // A wait interrupted by SIGTSTP or SIGCONT goes round again (above); a timeout
            // ends; anything undecodable is skipped.
            if result != OK && result != KEY_CODE_YES { return nil }
        }
    }

    public func bell() { beep() }

    public func redraw() { invalidate() }

    /// Suspends the program (Ctrl-Z): ncurses restores the terminal, the shell takes over,
    /// and after `fg` the next frame is drawn in full.
    ///
    /// The whole process group is stopped, as the terminal's own Ctrl-Z would: run from
    /// `make run` or a wrapper script, stopping only listedit would leave its parent waiting
    /// in the foreground and the shell without its terminal.
    public func suspend() { stop(wholeGroup: true) }

    /// Leaves curses mode, stops (the process, or its whole group), and on SIGCONT puts the
    /// terminal back and has the next frame drawn in full.
    private func stop(wholeGroup: Bool) {
        if readsSGRMouse { cn_disable_sgr_mouse() }
        cn_disable_bracketed_paste()
        endwin()
        cn_stop(wholeGroup ? 1 : 0)
        // Killed while stopped (bash's `kill %1` sends SIGCONT after the signal): the terminal
        // is the shell's now, and is left alone; the signal ends the program.
        if cn_pending_signal() == 0 { resumeAfterStop() }
    }

    /// Puts the terminal back as the program uses it, after the process was stopped by
    /// anyone, and has the next frame drawn in full.
    private func resumeAfterStop() {
        reset_prog_mode()
        if readsSGRMouse { cn_enable_sgr_mouse(Self.sgrMouseCode) }
        cn_enable_bracketed_paste(Self.pasteStartCode, Self.pasteEndCode)
        invalidate()
    }

    /// Restores the terminal and closes it.
    public func close() {
        // In the background (a job stopped, then killed), the terminal is the shell's: setting
        // its modes would stop this process again (SIGTTOU), and the shell restores its own.
        // (ncurses' own teardown would set them too: the process is about to end, and it
        // leaves ncurses' memory to the exit.)
        guard cn_is_foreground() != 0 else { return }
        if readsSGRMouse { cn_disable_sgr_mouse() }
        cn_disable_bracketed_paste()
        endwin()
        cn_close_tty(screen)
    }

    // MARK: - Keys

    /// The keys that, sent together with Esc, are Alt and that key: the text field's word
    /// keys (readline's). Esc followed at once by anything else is still Esc, then the key,
    /// as scripts that type Esc and a key together expect.
    private static let altWordKeys: Set<Key> = [.backspace, .character("b"), .character("f"), .character("d")]

    /// After an Esc: the word key that came with it, if one is already waiting (a terminal
    /// sends Alt-b as Esc b at once, where a person's Esc and b are far apart).
    private func altWordKey() -> Key? {
        let window = cn_stdscr()
        wtimeout(window, 0)
        var character: wint_t = 0
        switch wget_wch(window, &character) {
        case OK:
            if let key = Self.key(forCharacter: character), Self.altWordKeys.contains(key) { return key }
            unget_wch(wchar_t(bitPattern: UInt32(character)))
        case KEY_CODE_YES:
            // DEL is the terminal's Backspace key (kbs), which ncurses returns as a key code.
            if let key = key(forCode: Int32(character)), Self.altWordKeys.contains(key) { return key }
            ungetch(Int32(character))
        default:
            break
        }
        return nil
    }

    static func key(forCharacter character: wint_t) -> Key? {
        switch character {
        case 13, 10: return .enter
        case 27: return .escape
        case 127, 8: return .backspace
        case 9: return .tab
        case 0: return .control(" ")
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(character) + 96)))
        case 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(UInt32(character)) else { return nil }
            return .character(Character(scalar))
        }
    }

    private func input(forCode code: Int32) -> TerminalInput? {
        if code == KEY_RESIZE { return .resize }
        if code == Self.sgrMouseCode { return readSGRMouseReport().map { .mouse($0) } }
        if code == Self.pasteStartCode { return .paste(readPaste()) }
        if code == Self.pasteEndCode { return nil }
        if code == KEY_MOUSE { return mouseEvent().map { .mouse($0) } }
        return key(forCode: code).map { .key($0) }
    }

    private func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_NPAGE: return .pageDown
        case KEY_PPAGE: return .pageUp
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        default:
            for n in 1...12 where code == cn_key_f(Int32(n)) { return .function(n) }
            return nil
        }
    }

    private func mouseEvent() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let point = Point(x: Int(event.x), y: Int(event.y))
        let state = event.bstate
        let kind: MouseEvent.Kind
        if state & cn_button4_pressed() != 0 {
            kind = .wheelUp
        } else if state & cn_button5_pressed() != 0 {
            kind = .wheelDown
        } else if state & cn_button1_pressed() != 0 {
            kind = .press
        } else if state & cn_button1_released() != 0 {
            kind = .release
        } else if state & cn_button1_clicked() != 0 {
            kind = .click
        } else if state & cn_report_mouse_position() != 0 {
            kind = .drag
        } else {
            return nil
        }
        return MouseEvent(kind, at: point)
    }

    /// The pasted text, up to the closing bracket (or a second without input, should the
    /// terminal never send it), read as the bytes came rather than through ncurses, which
    /// drops the rest of the input at a byte that is not UTF-8: such bytes become U+FFFD and
    /// the paste goes on. Control characters but line breaks and tabs are dropped (a pasted
    /// escape sequence is never run), and a pasted line break is a line break.
    private func readPaste() -> String {
        let descriptor = cn_tty_input_fd()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while descriptor >= 0 {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let waited = poll(&ready, 1, 1000)
            if waited < 0, errno == EINTR { continue }
            if waited <= 0 { break }
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            let searchFrom = max(0, bytes.count - Self.pasteEnd.count)
            bytes += chunk[..<count]
            if let end = Self.firstIndex(of: Self.pasteEnd, in: bytes, from: searchFrom) {
                // Keys typed after the paste are ncurses' again, in order.
                let after = String(decoding: bytes[(end + Self.pasteEnd.count)...], as: UTF8.self)
                for scalar in after.unicodeScalars.reversed() { unget_wch(wchar_t(bitPattern: scalar.value)) }
                bytes.removeSubrange(end...)
                break
            }
        }
        var text = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars.prefix(Self.pasteLimit) {
            switch scalar {
            case "\r", "\n": text.append("\n")
            case "\t": text.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: text.append(scalar)
            }
        }
        return String(text)
    }

    /// What a terminal sends at the end of a bracketed paste.
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The rest of an SGR mouse report, after `ESC [ <`.
    private func readSGRMouseReport() -> MouseEvent? {
        let window = cn_stdscr()
        wtimeout(window, 50)
        var report = ""
        while report.unicodeScalars.count < 24 {
            var character: wint_t = 0
            guard wget_wch(window, &character) == OK, let scalar = Unicode.Scalar(UInt32(character)) else { return nil }
            report.unicodeScalars.append(scalar)
            if scalar == "M" || scalar == "m" { return MouseEvent(sgrReport: report) }
        }
        return nil
    }

    // MARK: - Styles

    private func curses(_ style: Style) -> (attr_t, Int16) {
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

    private static func curses(_ color: Color) -> Int16 {
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
