import CNcurses
import LibC
import TerminalScreen

extension CursesTerminal {
    /// Runs `command` with the terminal handed back to it, as vim's `:!` does: curses mode
    /// left, the command's stderr on the terminal only as what it printed, then the screen
    /// taken back and drawn in full. Ctrl-C meanwhile stops the command; the program only
    /// sees that it failed.
    public func runShellCommand(_ command: String, input: [UInt8]) -> ShellCommandResult {
        if mouseOn { cn_disable_sgr_mouse() }
        cn_disable_bracketed_paste()
        endwin()
        let result = ShellCommand.run(command, input: input)
        // The Ctrl-C typed to stop the command reached this program too: it was the command's.
        if cn_pending_signal() == SIGINT { _ = cn_take_signal() }
        resumeAfterStop()
        return result
    }
}
