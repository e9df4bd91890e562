import TableKit

extension ListState {
    /// Asks the run loop to save, first asking for a file name if the list has none.
    mutating func save(_ request: SaveRequest, _ env: ListEnvironment) -> [ListEffect] {
        guard let host = env.host else {
            report("Nothing to save to")
            return []
        }
        if request.fileName == nil, host.needsFileName {
            overlay = .textField(TextField(), purpose: .saveAs(then: request.then))
            return []
        }
        if reading != nil { report("Saving once the rest of the file is read… (Esc stops waiting)") }
        return [.save(request)]
    }

    /// `q`: leave at once when nothing would be lost (or the list is handed on), otherwise
    /// ask first.
    mutating func quit(_ env: ListEnvironment) -> [ListEffect] {
        guard let host = env.host else { return [.exit(.quit)] }
        if host.quitWritesOutput { return [.exit(.handOn)] }
        guard host.hasUnsavedChanges else { return [.exit(.quit)] }
        overlay = .quitPrompt
        return []
    }

    /// `ZZ` (and `:x`): save if there is anything to save, then quit; a pipe's list is handed on.
    mutating func saveAndQuit(_ env: ListEnvironment) -> [ListEffect] {
        guard let host = env.host else { return [.exit(.quit)] }
        if host.quitWritesOutput { return [.exit(.handOn)] }
        return host.hasUnsavedChanges ? save(SaveRequest(then: .quit), env) : [.exit(.quit)]
    }

    /// `ZQ` (and `:q!`): quit and keep nothing of the edits; a pipe hands nothing on (as
    /// Ctrl-C), a file stays as it was on disk.
    mutating func quitWithoutSaving(_ env: ListEnvironment) -> [ListEffect] {
        env.host?.quitWritesOutput == true ? [.exit(.abort)] : [.exit(.quit)]
    }

    /// `:e` reads the file again when nothing would be lost; `:e!` asks first when
    /// something would (vim's `:e!` drops the edits at once: here a stray `!` costs a yes).
    mutating func readAgain(dropping: Bool, _ env: ListEnvironment) -> [ListEffect] {
        guard let host = env.host, host.watchesDisk else {
            status = StatusMessage(text: "There is no file to read again", isError: true)
            return []
        }
        guard host.hasUnsavedChanges else { return [.reload] }
        guard dropping else {
            status = StatusMessage(text: "No write since the last change (:e! drops the edits and reads the file again)", isError: true)
            return []
        }
        overlay = .confirmReload
        return []
    }

    /// An answer to the question on the status line.
    mutating func answer(_ answer: Answer, _ env: ListEnvironment) -> [ListEffect] {
        switch overlay {
        case .confirmReload:
            overlay = .none
            return answer == .yes ? [.reload] : []
        case .quitPrompt:
            overlay = .none
            switch answer {
            case .yes: return save(SaveRequest(then: .quit), env)
            case .no: return [.exit(.quit)]
            case .cancel: return []
            }
        case let .confirmOverwrite(_, request):
            overlay = .none
            guard answer == .yes else {
                report("Not saved")
                return []
            }
            var overwriting = request
            overwriting.overwriting = true
            return save(overwriting, env)
        default:
            return []
        }
    }

    /// What the host said about a save.
    mutating func finishSave(_ outcome: SaveOutcome) -> [ListEffect] {
        switch outcome {
        case let .saved(message, request):
            report(message)
            return request.then == .quit ? [.exit(.quit)] : []
        case let .needsConfirmation(question, request):
            overlay = .confirmOverwrite(question: question, request: request)
        case let .failed(message):
            status = StatusMessage(text: "Not saved: \(message)", isError: true)
        }
        return []
    }
}
