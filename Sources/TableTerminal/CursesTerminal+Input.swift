import TerminalScreen
import CNcurses
import LibC

/// Reading the terminal: its bytes, decoded by an ``InputDecoder``, and the signals that
/// interrupt the wait.
extension CursesTerminal {
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
            // An escape sequence begun waits a little for its rest, a paste longer, counted
            // from its last bytes: a caller that asks every millisecond (a search between its
            // rounds) still sees a lone Esc once that is over.
            let now = Self.milliseconds()
            let left = deadline.map { max(0, $0 - now) }
            let delay = decoder.isInPaste ? InputDecoder.pasteDelay : InputDecoder.escapeDelay
            let grace = decoder.isWaiting ? max(0, lastBytesRead + delay - now) : nil
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
                    lastBytesRead = Self.milliseconds()
                    decoded += decoder.feed(chunk[..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    // The terminal is gone: as a terminal closing says it, SIGHUP.
                    return .signal(SIGHUP)
                }
                continue
            }
            if decoder.isWaiting, Self.milliseconds() >= lastBytesRead + delay {
                decoded += decoder.flush()
                continue
            }
            return nil
        }
    }

    /// Keys decoded and not yet read, a key begun (an Esc waiting to be told from a sequence),
    /// or bytes on the terminal not yet read.
    public func hasPendingInput() -> Bool {
        if !decoded.isEmpty || decoder.isWaiting { return true }
        var ready = pollfd(fd: cn_tty_input_fd(), events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0
    }

    /// Milliseconds on the monotonic clock.
    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }

    /// The key sequences the terminal's description (terminfo) names.
    static func terminfoKeys() -> [(bytes: [UInt8], key: Key)] {
        var named: [(String, Key)] = [
            ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home), ("kend", .end),
            ("knp", .pageDown), ("kpp", .pageUp), ("kdch1", .delete), ("kcbt", .backTab),
        ]
        named += (1...12).map { ("kf\($0)", .function($0)) }
        return named.compactMap { capability, key in
            cn_key_sequence(capability).map { (Array(String(cString: $0).utf8), key) }
        }
    }
}
