import TableKit

/// Lines typed into a git todo (`o`, `O`, Enter): each must be one git would run, and an
/// exec, label, reset or update-ref row is retyped by its argument alone.
extension ListDocument {
    /// Why git would refuse `line` as a todo line, or nil when it would run it. A commit is
    /// looked up with ``gitCommitExists`` when one is set.
    public func gitTodoRefusal(ofLine line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let verb = words.first else { return "An empty line is not a command: pick, exec, break, label, reset, update-ref…" }
        guard let command = GitCommand(word: verb) else {
            return "'\(verb)' is not a git rebase command: pick reword edit squash fixup drop exec break label reset merge update-ref"
        }
        words.removeFirst()
        if (command == .fixup || command == .merge), let flag = words.first, flag == "-C" || flag == "-c" { words.removeFirst() }
        let name = command.rawValue
        switch command {
        case .pick, .reword, .edit, .squash, .fixup, .drop:
            guard let commit = words.first else { return "\(name) needs a commit: \(name) <commit>" }
            if let exists = gitCommitExists, !exists(commit) { return "There is no commit \(commit) in this repository" }
        case .exec:
            if words.isEmpty { return "exec needs a command: exec make test" }
        case .label, .reset:
            if words.isEmpty { return "\(name) needs a label: \(name) onto" }
        case .merge:
            if words.isEmpty { return "merge needs a commit or label: merge -C <commit> <label>" }
        case .updateRef:
            guard let ref = words.first, ref.hasPrefix("refs/") else { return "update-ref needs a ref: update-ref refs/heads/<branch>" }
        case .breakCommand, .noop:
            if !words.isEmpty { return "\(name) takes nothing after it" }
        }
        return nil
    }

    /// What the row's text field holds: its argument alone for an exec, label, reset or
    /// update-ref row, its whole line otherwise.
    public func gitTodoFieldText(forRowAt indexPath: IndexPath) -> String {
        let text = editableText(forRowAt: indexPath)
        guard format == .gitTodo, editsArgumentOnly(at: indexPath), let verb = gitTodoCommand(at: indexPath)?.word else { return text }
        let afterBlanks = text.drop { $0 == " " || $0 == "\t" }
        guard afterBlanks.hasPrefix(verb) else { return text }
        return String(afterBlanks.dropFirst(verb.count).drop { $0 == " " || $0 == "\t" })
    }

    /// The first line whose plan git would stop at, and why: a `reset` or `merge` naming a
    /// label no line above defines, an `update-ref` of a ref already updated.
    /// - Complexity: O(rows): asked when saving.
    func firstGitTodoPlanProblem() -> (indexPath: IndexPath, problem: String)? {
        guard let section = model.sections.first else { return nil }
        var labels: Set<String> = []
        var refs: Set<String> = []
        for row in 0..<section.rows.count {
            let path = IndexPath(row: row, section: 0)
            guard let command = gitTodoCommand(at: path)?.command else { continue }
            let line = String(decoding: displayBytes(forRowAt: path), as: UTF8.self)
            // The words after the verb (and a -C/-c and its commit), up to a `#` comment.
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init).dropFirst()
            if let comment = words.firstIndex(where: { $0.hasPrefix("#") }) { words = words[..<comment] }
            switch command {
            case .label:
                if let name = words.first { labels.insert(name) }
            case .reset, .merge:
                if command == .merge, let flag = words.first, flag == "-C" || flag == "-c" { words = words.dropFirst(2) }
                // `reset [new root]` starts a new root, which no label names.
                for name in words where !labels.contains(name) && !name.hasPrefix("[") && !name.hasSuffix("]") {
                    return (path, "\(command.rawValue) names '\(name)', which no label line above defines")
                }
            case .updateRef:
                if let ref = words.first, !refs.insert(ref).inserted { return (path, "\(ref) is updated twice") }
            default:
                break
            }
        }
        return nil
    }

    /// A git todo line's verb completed from its first letters: the whole verb and a space
    /// when one verb starts so, else as far as the verbs that do agree; nil otherwise.
    public func gitTodoCompletion(ofText text: String) -> String? {
        guard format == .gitTodo, !text.isEmpty, !text.contains(" ") else { return nil }
        let verbs = GitCommand.allCases.map(\.rawValue).filter { $0.hasPrefix(text) && $0 != "noop" }
        guard let first = verbs.first else { return nil }
        if verbs.count == 1 { return first + " " }
        var common = Substring(first)
        for verb in verbs.dropFirst() { while !verb.hasPrefix(common) { common = common.dropLast() } }
        return common.count > text.count ? String(common) : nil
    }

    /// Whether the row's text field holds its argument alone (exec, label, reset, update-ref):
    /// what is edited is what the line runs or names; the verb stays.
    func editsArgumentOnly(at indexPath: IndexPath) -> Bool {
        guard format == .gitTodo, let command = gitTodoCommand(at: indexPath)?.command else { return false }
        return [.exec, .label, .reset, .updateRef].contains(command)
    }

    /// The todo line `text` stands for at `indexPath`: the text itself, or, retyping the
    /// argument of an exec, label, reset or update-ref row, the row's verb and the text.
    public func gitTodoLine(forText text: String, at indexPath: IndexPath, replacingRow: Bool) -> String {
        guard format == .gitTodo, replacingRow, editsArgumentOnly(at: indexPath), let verb = gitTodoCommand(at: indexPath)?.word else { return text }
        return verb + " " + text
    }
}
