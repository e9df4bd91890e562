import TerminalScreen

extension RunLoop {
    /// Reads what was typed during long work: true for Esc or Ctrl-C (what was typed before
    /// it is dropped, as it is in a wait), Ctrl-Z (kept, to stop next) or a signal (kept, for
    /// the loop to act on); other input is kept, in order, for after the work.
    static func interruptTyped(_ program: ListProgram, on terminal: some Terminal) -> Bool {
        while terminal.hasPendingInput(), let input = terminal.readInput(timeout: escapeWait) {
            switch input {
            case .key(.escape), .key(.control("c")):
                program.typeahead = []
                return true
            case .key(.control("z")):
                // What is typed after it is for the shell: the stop comes next.
                program.typeahead.append(input)
                return true
            case .signal:
                program.typeahead = [input]
                return true
            default:
                program.typeahead.append(input)
            }
        }
        return false
    }
}
