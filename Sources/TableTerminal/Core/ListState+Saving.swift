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

    /// An answer to the question on the status line.
    mutating func answer(_ answer: Answer, _ env: ListEnvironment) -> [ListEffect] {
        switch overlay {
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
