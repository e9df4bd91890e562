import CNcurses
import LibC

/// Stopping and going on: Ctrl-Z, a stop from outside, and SIGCONT after either.
extension CursesTerminal {
    /// Suspends the program (Ctrl-Z): ncurses restores the terminal, the shell takes over,
    /// and after `fg` the next frame is drawn in full.
    ///
    /// The whole process group is stopped, as the terminal's own Ctrl-Z would: run from
    /// `make run` or a wrapper script, stopping only listedit would leave its parent waiting
    /// in the foreground and the shell without its terminal.
    public func suspend() { stop(wholeGroup: true) }

    /// Leaves curses mode, stops (the process, or its whole group), and on SIGCONT puts the
    /// terminal back and has the next frame drawn in full.
    func stop(wholeGroup: Bool) {
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
    func resumeAfterStop() {
        reset_prog_mode()
        if mouseOn { cn_enable_sgr_mouse() }
        cn_enable_bracketed_paste()
        invalidate()
    }
}
