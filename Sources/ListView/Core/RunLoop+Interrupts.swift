import TerminalScreen

extension RunLoop {
    /// What input typed during long work (a wait for the file, `n` through millions of rows)
    /// asks of it.
    enum Interruption {
        /// Esc or Ctrl-C: stop the work.
        case stop
        /// Ctrl-Z, kept last in the typeahead: stop the work, then the program; what is typed
        /// after it is for the shell.
        case suspend
        /// A signal arrived.
        case signal(Int32)
    }

    /// Reads what was typed during long work, keeping other input, in order, in the program's
    /// typeahead for after it; nil when nothing asks the work to stop.
    static func readTypeahead(_ program: ListProgram, on terminal: some Terminal) -> Interruption? {
        // Each read waits long enough for an Esc to be told from the start of a sequence.
        while terminal.hasPendingInput(), let input = terminal.readInput(timeout: escapeWait) {
            switch input {
            case .key(.escape), .key(.control("c")): return .stop
            case .key(.control("z")):
                program.typeahead.append(input)
                return .suspend
            case let .signal(signal): return .signal(signal)
            default: program.typeahead.append(input)
            }
        }
        return nil
    }

    /// For ``ListProgram/interruptIsPending``: whether what was typed stops the work. Esc or
    /// Ctrl-C drop what was typed before them, as in a wait; a signal is kept for the loop.
    static func interruptTyped(_ program: ListProgram, on terminal: some Terminal) -> Bool {
        switch readTypeahead(program, on: terminal) {
        case nil: return false
        case .stop: program.typeahead = []
        case .suspend: break
        case let .signal(signal): program.typeahead = [.signal(signal)]
        }
        return true
    }
}
