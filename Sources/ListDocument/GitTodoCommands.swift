import TableKit

/// The commands of a `git rebase -i` todo, as git accepts them, full or short.
public enum GitCommand: String, CaseIterable, Sendable {
    case pick, reword, edit, squash, fixup, exec
    case breakCommand = "break"
    case drop, label, reset, merge, noop
    case updateRef = "update-ref"

    /// The one-letter form git also accepts, if the command has one.
    public var shortForm: String? {
        switch self {
        case .pick: "p"
        case .reword: "r"
        case .edit: "e"
        case .squash: "s"
        case .fixup: "f"
        case .exec: "x"
        case .breakCommand: "b"
        case .drop: "d"
        case .label: "l"
        case .reset: "t"
        case .merge: "m"
        case .updateRef: "u"
        case .noop: nil
        }
    }

    /// The command `word` names, in its full or its short form.
    public init?(word: String) {
        guard let command = Self.allCases.first(where: { $0.rawValue == word || $0.shortForm == word }) else { return nil }
        self = command
    }
}

/// A git todo row's command as written, and what git would say of it.
public struct GitTodoCommand: Hashable, Sendable {
    /// The command word as written (`pick`, `s`, or a mistake such as `pik`), with the flag
    /// after a fixup or merge (`fixup -C`): what the verb column shows.
    public let word: String
    /// The command it names, if git knows it.
    public let command: GitCommand?
    /// Why git would refuse the row, if it would: an unknown command, or a squash or fixup
    /// with no commit before it.
    public let problem: String?
    /// How many bytes of the row's shown text the word takes, with the spaces before it.
    public let shownLength: Int
}

extension ListDocument {
    /// The command of the row at `indexPath` of a git todo; nil for another format.
    public func gitTodoCommand(at indexPath: IndexPath) -> GitTodoCommand? {
        guard format == .gitTodo else { return nil }
        let shown = displayBytes(forRowAt: indexPath)
        let start = shown.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? shown.count
        var end = shown[start...].firstIndex { $0 == 0x20 || $0 == 0x09 } ?? shown.count
        let verb = String(decoding: shown[start..<end], as: UTF8.self)
        let command = GitCommand(word: verb)
        // fixup -C / -c, merge -C / -c: the flag is part of the verb.
        if command == .fixup || command == .merge,
           let flagStart = shown[end...].firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
           flagStart + 2 <= shown.count, shown[flagStart] == UInt8(ascii: "-"),
           shown[flagStart + 1] == UInt8(ascii: "C") || shown[flagStart + 1] == UInt8(ascii: "c"),
           flagStart + 2 == shown.count || shown[flagStart + 2] == 0x20 || shown[flagStart + 2] == 0x09 {
            end = flagStart + 2
        }
        let word = String(decoding: shown[start..<end], as: UTF8.self)
        var problem: String?
        if command == nil {
            problem = "'\(verb)' is not a git rebase command"
        } else if command == .squash || command == .fixup, indexPath == IndexPath(row: 0, section: 0) {
            problem = "cannot '\(command!.rawValue)' without a previous commit"
        }
        return GitTodoCommand(word: word, command: command, problem: problem, shownLength: end)
    }

    /// The git todo row at `indexPath` with its command changed to `command` (and `flag`, for
    /// `fixup -C`), written in full (the rest of its line and the comments travelling with it
    /// kept); nil for another format or a read-only document.
    public func row(withGitCommand command: GitCommand, flag: String? = nil, at indexPath: IndexPath) -> DocumentRow? {
        guard format == .gitTodo, !isReadOnly, let current = gitTodoCommand(at: indexPath) else { return nil }
        let bytes = bytes(ofRowAt: indexPath)
        let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? 0
        let wordEnd = start + current.word.utf8.count
        let verb = command.rawValue + (flag.map { " " + $0 } ?? "")
        return source.row(Array(bytes[..<start]) + Array(verb.utf8) + Array(bytes[wordEnd...]), kind: .item)
    }

    /// The first row of a git todo that git would refuse, and why; nil if there is none.
    /// - Complexity: O(rows): asked when saving, not while editing.
    public func firstGitTodoProblem() -> (indexPath: IndexPath, problem: String)? {
        guard format == .gitTodo, let section = model.sections.first else { return nil }
        for row in 0..<section.rows.count {
            let indexPath = IndexPath(row: row, section: 0)
            if let problem = gitTodoCommand(at: indexPath)?.problem { return (indexPath, problem) }
        }
        return firstGitTodoPlanProblem()
    }
}
