import CNcurses

/// How a run of the list view ended.
public enum RunOutcome: Hashable, Sendable {
    /// The user quit or aborted.
    case exit(ExitReason)
    /// A signal asked the program to stop (SIGTERM, SIGHUP, SIGINT from outside).
    case signal(Int32)
}

/// The input loop: draw a frame, wait for a key (or the next animation frame), hand it to
/// the controller, do what it asks. It holds no state of its own.
public enum RunLoop {
    /// Runs until the user quits or a signal arrives. The terminal stays open; the caller
    /// closes it.
    public static func run(_ controller: ListController, on terminal: CursesTerminal) -> RunOutcome {
        while true {
            controller.tick()
            let (frame, cursor) = controller.render(size: terminal.size)
            terminal.show(frame, cursor: cursor)
            let timeout = controller.isAnimating ? Int(Animations.frameInterval * 1000) : nil
            let key = terminal.readKey(timeout: timeout)
            let signal = cn_take_signal()
            if signal != 0 { return .signal(signal) }
            guard let key else { continue }
            switch controller.handle(key) {
            case .continue: break
            case let .exit(reason): return .exit(reason)
            case .suspend:
                terminal.suspend()
            }
        }
    }
}
