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
    /// Whether the terminal is asked for mouse reports.
    private let mouseOn: Bool
    /// Turns the terminal's bytes into input; ncurses reads none of them.
    private var decoder: InputDecoder
    /// Input decoded and not yet handed out.
    private var decoded: [TerminalInput] = []
    /// The bytes of one read.
    private var chunk = [UInt8](repeating: 0, count: 4096)

    private struct ColorKey: Hashable {
        var foreground: Color
        var background: Color
    }

    /// Opens the terminal: raw mode, no echo, keypad and mouse on, pastes bracketed.
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
        // The keypad's application mode (its keys then send SS3 sequences, which the decoder
        // reads as the CSI ones); the decoder also knows the keys the terminal's description
        // names.
        keypad(cn_stdscr(), true)
        decoder = InputDecoder(keySequences: Self.terminfoKeys())
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
        mouseOn = mouse
        if mouse {
            mousemask(cn_mouse_events(), nil)
            mouseinterval(0)
            // SGR reports too: a terminal known only by X10 reports (tmux's and screen's
            // terminfo) cannot report a column past 223 in those.
            cn_enable_sgr_mouse()
        }
        cn_enable_bracketed_paste()
        cn_install_crash_guard(cn_tty_fd())
    }

    /// The key sequences the terminal's description (terminfo) names.
    private static func terminfoKeys() -> [(bytes: [UInt8], key: Key)] {
        var named: [(String, Key)] = [
            ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home), ("kend", .end),
            ("knp", .pageDown), ("kpp", .pageUp), ("kdch1", .delete), ("kcbt", .backTab),
        ]
        named += (1...12).map { ("kf\($0)", .function($0)) }
        return named.compactMap { capability, key in
            cn_key_sequence(capability).map { (Array(String(cString: $0).utf8), key) }
        }
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

    /// Waits for input: forever, or at most `milliseconds`. The terminal's bytes are read
    /// here and decoded by an ``InputDecoder``; a signal caught while waiting (INT, TERM,
    /// HUP, …) is reported as `.signal`, a SIGWINCH as `.resize`; a stop from outside
    /// (SIGTSTP) or a SIGCONT after one is dealt with here and reported as `.resize`, so that
    /// the next frame is drawn in full.
    public func readInput(timeout milliseconds: Int?) -> TerminalInput? {
        let deadline = milliseconds.map { Self.milliseconds() + $0 }
        while true {
            if !decoded.isEmpty { return decoded.removeFirst() }
            let waiting = cn_take_signal()
            if waiting != 0 { return .signal(waiting) }
            if cn_take_stop_request() != 0 {
                // SIGTSTP from outside (`kill -TSTP`): stop as Ctrl-Z does, this process only.
                stop(wholeGroup: false)
                let signal = cn_take_signal()
                return signal != 0 ? .signal(signal) : .resize
            }
            if cn_take_continued() != 0 {
                // Stopped from outside (kill -STOP, SIGTTOU for a job started in the
                // background) and continued: whoever had the terminal meanwhile may have
                // changed its modes and drawn over it.
                resumeAfterStop()
                return .resize
            }
            if cn_take_resized() != 0 {
                cn_apply_window_size()
                invalidate()
                return .resize
            }
            // An escape sequence begun waits a little for its rest, a paste longer.
            let left = deadline.map { max(0, $0 - Self.milliseconds()) }
            let grace = decoder.isWaiting ? (decoder.isInPaste ? InputDecoder.pasteDelay : InputDecoder.escapeDelay) : nil
            let wait = [left, grace].compactMap { $0 }.min() ?? -1
            var ready = pollfd(fd: cn_tty_input_fd(), events: Int16(POLLIN), revents: 0)
            let result = poll(&ready, 1, Int32(wait))
            if result < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if result > 0 {
                let count = read(ready.fd, &chunk, chunk.count)
                if count > 0 {
                    decoded += decoder.feed(chunk[..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    // The terminal is gone: as a terminal closing says it, SIGHUP.
                    return .signal(SIGHUP)
                }
                continue
            }
            if decoder.isWaiting, grace == wait {
                decoded += decoder.flush()
                continue
            }
            return nil
        }
    }

    /// Milliseconds on the monotonic clock.
    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
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
        if mouseOn { cn_disable_sgr_mouse() }
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
        if mouseOn { cn_enable_sgr_mouse() }
        cn_enable_bracketed_paste()
        invalidate()
    }

    /// Restores the terminal and closes it.
    public func close() {
        // In the background (a job stopped, then killed), the terminal is the shell's: setting
        // its modes would stop this process again (SIGTTOU), and the shell restores its own.
        // (ncurses' own teardown would set them too: the process is about to end, and it
        // leaves ncurses' memory to the exit.)
        guard cn_is_foreground() != 0 else { return }
        if mouseOn { cn_disable_sgr_mouse() }
        cn_disable_bracketed_paste()
        endwin()
        cn_close_tty(screen)
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
