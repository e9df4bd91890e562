import TerminalScreen
import TableKit

/// How a run of the list view ended.
public enum RunOutcome: Hashable, Sendable {
    /// The user quit, handed the list on, or aborted.
    case exit(ExitReason)
    /// A signal asked the program to stop (SIGTERM, SIGHUP, SIGINT from outside).
    case signal(Int32)
}

/// The input loop: draw a frame, wait for input (or for the moment an animation changes the
/// frame), send it to the program, perform its effects. It holds no state of its own.
public enum RunLoop {
    /// Runs until the user leaves or a signal arrives. The terminal stays open; the caller
    /// closes it.
    public static func run(_ program: ListProgram, on terminal: some Terminal) -> RunOutcome {
        // A preview command still running when the view ends is not wanted any more.
        defer { program.previewRunner?.cancel() }
        // A long search stops for a key typed meanwhile, and goes on at the next tick.
        program.inputIsPending = { [unowned terminal] in terminal.hasPendingInput() }
        program.interruptIsPending = { [unowned terminal, unowned program] in interruptTyped(program, on: terminal) }
        defer {
            program.inputIsPending = nil
            program.interruptIsPending = nil
        }
        if let outcome = dispatch(.resize(terminal.size), to: program, on: terminal) { return outcome }
        var lastDiskCheck = program.clock()
        // Rows read in the background are taken at their interval, and never between a key
        // and its frame: the frame comes first, the rows a moment later.
        var nextRowsTaken = -Double.infinity
        while true {
            if let finished = program.previewRunner?.takeFinished(),
               let outcome = dispatch(.previewFinished(command: finished.command, result: finished.result), to: program, on: terminal) {
                return outcome
            }
            if program.clock() >= nextRowsTaken {
                if let outcome = takeRowsRead(program, on: terminal) { return outcome }
                nextRowsTaken = program.clock() + readingPollInterval
            }
            var now = program.clock()
            if let host = program.host, host.watchesDisk, now - lastDiskCheck >= diskCheckInterval {
                host.checkDisk()
                lastDiskCheck = now
            }
            program.tickIfDue()
            let frame = program.render()
            terminal.show(frame.frame, cursor: frame.cursor)
            now = program.clock()
            var wakeUp = program.state.nextFrameChange(after: now)
            if program.host?.watchesDisk == true { wakeUp = min(wakeUp ?? .infinity, lastDiskCheck + diskCheckInterval) }
            if let tick = program.nextTick { wakeUp = min(wakeUp ?? .infinity, tick) }
            if program.previewRunner?.isRunning == true { wakeUp = min(wakeUp ?? .infinity, now + previewPollInterval) }
            if program.state.reading != nil { wakeUp = min(wakeUp ?? .infinity, max(now, nextRowsTaken)) }
            if program.state.unsearchedFilter != nil { wakeUp = now }
            let timeout = wakeUp.map { wakeUp in
                // Rounded up, so that at waking the change is due.
                max(1, Int(((wakeUp - now) * 1000).rounded(.up)))
            }
            let event: ListEvent
            // Keys typed while the view waited for the file come first, in order.
            let input = program.typeahead.isEmpty ? terminal.readInput(timeout: timeout) : program.typeahead.removeFirst()
            switch input {
            case nil: event = .tick
            case let .key(key)?: event = .key(key)
            case let .mouse(mouse)?: event = .mouse(mouse)
            case let .paste(text)?: event = .paste(text)
            case .resize?: event = .resize(terminal.size)
            case let .signal(signal)?: return .signal(signal)
            }
            if let outcome = dispatch(event, to: program, on: terminal) { return outcome }
            if case .tick = event {} else { nextRowsTaken = max(nextRowsTaken, program.clock() + keyFrameFirst) }
        }
    }

    /// How long after a key, at least, rows read in the background are taken: its frame is
    /// drawn and sent first, alone.
    static let keyFrameFirst = 0.02

    /// How long, in milliseconds, a wait for the file gives an Esc to be told from the start
    /// of a key's sequence.
    static let escapeWait = 50

    /// How often, in seconds, a host's file is looked at while the view waits.
    static let diskCheckInterval = 1.0
    /// How often, in seconds, a running preview command is looked at: often enough that its
    /// output shows as soon as a person could tell, rarely enough to cost nothing.
    static let previewPollInterval = 0.015
    /// How often, in seconds, rows read in the background are taken into the table while
    /// the file is still being read: the count on the status line moves smoothly.
    static let readingPollInterval = 0.03

    /// Takes the rows the host read since the last look into the table, and tells the
    /// program how far the reading has got (nil: done).
    private static func takeRowsRead(_ program: ListProgram, on terminal: some Terminal) -> RunOutcome? {
        guard let host = program.host, host.readingProgress != nil || program.state.reading != nil else { return nil }
        host.takeRowsRead()
        return dispatch(.readingProgressed(host.readingProgress), to: program, on: terminal)
    }

    /// How a wait for the rest of the file ended.
    private enum WaitForReading {
        /// The whole file is read.
        case read
        /// The rows the motion waited for are read, and it is done.
        case reached
        case stopped, signal(Int32)
        /// Ctrl-Z: stopped, the keys typed before it and the Ctrl-Z kept, so that what is
        /// typed after it goes to the shell.
        case suspended
    }

    /// Before what needs every row (a save, `G`), or rows past those read (`37000000G`): the
    /// file, as far as needed, with its progress drawn; then the program hears that the file
    /// is whole, or has made the motion it waited for. Esc (or Ctrl-C) stops waiting and a
    /// signal ends the wait; other keys typed meanwhile are kept, and read once the wait is
    /// over (`dd` typed before the rows are read deletes once they are), or dropped if it
    /// was stopped.
    /// - Parameters:
    ///   - forMotion: whether the wait is for the motion the state holds (it may end before
    ///     the file does) rather than for the whole file (a save).
    ///   - effects: what the program asked for meanwhile, for the caller to perform.
    private static func finishReading(
        _ program: ListProgram, on terminal: some Terminal, forMotion: Bool, effects: inout [ListEffect]
    ) -> WaitForReading {
        guard program.host?.readingProgress != nil || program.state.reading != nil else { return .read }
        var end = WaitForReading.read
        program.host?.finishReading { progress in
            effects += program.send(.readingProgressed(progress))
            if forMotion, program.state.motionAfterReading == nil {
                end = .reached
                return false
            }
            let frame = program.render()
            terminal.show(frame.frame, cursor: frame.cursor)
            switch readTypeahead(program, on: terminal) {
            case nil: return true
            case .stop: end = .stopped
            case .suspend: end = .suspended
            case let .signal(signal): end = .signal(signal)
            }
            return false
        }
        switch end {
        case .read: effects += program.send(.readingProgressed(nil))
        case .reached: break
        case .stopped, .signal, .suspended:
            if case .suspended = end {} else { program.typeahead = [] }
            effects += program.send(.stoppedWaitingForReading)
        }
        return end
    }

    /// Sends one event and performs its effects, and those of the events they lead to (a
    /// save's outcome); returns how the run ended, if it did.
    public static func dispatch(_ event: ListEvent, to program: ListProgram, on terminal: some Terminal) -> RunOutcome? {
        var pending = program.send(event)
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            switch effect {
            case let .exit(reason): return .exit(reason)
            case .suspend:
                // A stop never leaves a read half-done: the rest is read first, as a wait with
                // its progress, which Esc ends without stopping.
                if program.host?.readingProgress != nil {
                    pending += program.send(.notice(StatusMessage(text: ListState.stoppingAfterTheRest, isError: false)))
                    switch finishReading(program, on: terminal, forMotion: false, effects: &pending) {
                    case .read, .reached: break
                    case .suspended: program.typeahead.removeLast()  // a second Ctrl-Z: the same stop
                    case .stopped: continue
                    case let .signal(signal): return .signal(signal)
                    }
                }
                program.host?.willSuspend()
                terminal.suspend()
            case .bell: terminal.bell()
            case let .copyToClipboard(text): terminal.copyToClipboard(text)
            case let .runShellCommand(filter):
                let result = terminal.runShellCommand(filter.command, input: filter.input)
                pending += program.send(.shellCommandFinished(filter, result))
            case .redraw: terminal.redraw()
            case let .startPreview(command):
                if let runner = program.previewRunner {
                    runner.start(command)
                } else {
                    let result = ShellCommandResult.notRun("this program runs no preview commands")
                    pending += program.send(.previewFinished(command: command, result: result))
                }
            case .cancelPreview: program.previewRunner?.cancel()
            case let .showFileEnd(rows):
                pending += program.send(.fileEndRead(program.host?.lastRows(rows)))
            case .finishReading:
                if case let .signal(signal) = finishReading(program, on: terminal, forMotion: true, effects: &pending) {
                    return .signal(signal)
                }
            case let .save(request):
                switch finishReading(program, on: terminal, forMotion: false, effects: &pending) {
                case .read, .reached: break
                case .stopped, .suspended:
                    pending += program.send(.saveFinished(.failed(message: "Not saved: stopped waiting for the rest of the file")))
                    continue
                case let .signal(signal): return .signal(signal)
                }
                program.host?.checkDisk()
                pending += program.send(.saveFinished(save(request, host: program.host)))
                program.host?.checkDisk()
            case let .answer(question, answer):
                pending += program.send(.answered(program.host?.answer(question, with: answer)))
                if program.host?.hasAskedToQuit == true { return .exit(.quit) }
                if let next = program.host?.question(after: question) { pending += program.send(.ask(next)) }
            case .reload:
                guard let host = program.host else { break }
                do {
                    pending += program.send(.answered(StatusMessage(text: try host.reload(), isError: false)))
                } catch {
                    pending += program.send(.answered(StatusMessage(text: "Not read again: \(error)", isError: true)))
                }
            }
        }
        return nil
    }

    /// Saves through the host and says how it went.
    private static func save(_ request: SaveRequest, host: (any ListHost)?) -> SaveOutcome {
        guard let host else { return .failed(message: "nothing to save to") }
        do {
            let message = try host.save(as: request.fileName, overwriting: request.overwriting)
            return .saved(message: message, request: request)
        } catch let question as SaveNeedsConfirmation {
            return .needsConfirmation(question: question.question, request: request)
        } catch {
            return .failed(message: "\(error)")
        }
    }
}
