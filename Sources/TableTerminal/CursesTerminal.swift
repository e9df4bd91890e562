import TerminalText
import TerminalScreen
import CNcurses
import LibC

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
    let screen: OpaquePointer
    var colorPairs: [ColorKey: Int16] = [:]
    /// The frame last shown, to skip the lines that did not change.
    var lastFrame: Frame?
    /// The characters of one run of equally styled cells, kept between runs.
    private var scalars: [wchar_t] = []
    let hasColors: Bool
    /// Whether the terminal's cursor is shown (it is hidden except in a text field).
    private var cursorVisible = false
    /// Whether the terminal is asked for mouse reports.
    let mouseOn: Bool
    /// Turns the terminal's bytes into input; ncurses reads none of them.
    var decoder: InputDecoder
    /// Input decoded and not yet handed out.
    var decoded: [TerminalInput] = []
    /// When the decoder last took bytes (milliseconds, monotonic): an Esc begun is told from
    /// a sequence this long after, however short each wait for input is.
    var lastBytesRead = 0
    /// The bytes of one read.
    var chunk = [UInt8](repeating: 0, count: 4096)

    struct ColorKey: Hashable {
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
    func invalidate() {
        lastFrame = nil
        clearok(cn_stdscr(), true)
    }

    public func bell() { beep() }

    public func redraw() { invalidate() }

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
}
