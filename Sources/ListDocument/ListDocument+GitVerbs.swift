import TableKit

// A git todo's commit rows offer git's verbs as their leading swipe actions, with the keys
// git-interactive-rebase-tool gives them; their Delete is git's drop.
extension ListDocument {
    /// The verbs a commit row can be given, in the order their buttons show.
    static let commitVerbs: [Verb] = [
        Verb(.pick, nil, "Pick", "p"), Verb(.reword, nil, "Reword", "r"), Verb(.edit, nil, "Edit", "e"),
        Verb(.squash, nil, "Squash", "s"), Verb(.fixup, nil, "Fixup", "f"),
    ]

    /// git's `fixup -C` keeps the fixup's message, `-c` opens it for editing: offered on a
    /// fixup row (`l f`, then `l C`), in place of the fixup it already is.
    static let fixupFlags: [Verb] = [Verb(.fixup, "-C", "-C", "C"), Verb(.fixup, "-c", "-c", "c")]

    /// A verb a row can be given: the command, its flag, the button's title and key.
    struct Verb: Sendable {
        let command: GitCommand
        let flag: String?
        let title: String
        let key: Character
        init(_ command: GitCommand, _ flag: String?, _ title: String, _ key: Character) {
            (self.command, self.flag, self.title, self.key) = (command, flag, title, key)
        }
        /// How the verb column shows it: `fixup -C`.
        var word: String { command.rawValue + (flag.map { " " + $0 } ?? "") }
    }

    /// The verbs offered to a row whose verb column shows `word`: a fixup row is offered the
    /// fixups it is not.
    static func verbs(forRowShowing word: String?, command: GitCommand?) -> [Verb] {
        // A merge that names the merge commit it redoes: -C takes that commit's message, -c
        // opens it for editing.
        if command == .merge {
            return [Verb(.merge, "-C", "-C keep message", "C"), Verb(.merge, "-c", "-c edit message", "c")].filter { $0.word != word }
        }
        guard command == .fixup else { return commitVerbs }
        return commitVerbs.filter { $0.command != .fixup || word != "fixup" } + fixupFlags.filter { $0.word != word }
    }

    /// A git todo's commit rows (and rows whose word git would refuse): git's verbs, Pick,
    /// Reword, Edit, Squash, Fixup, with the keys p r e s f, and on a fixup row `-C` and `-c`
    /// (C c); other rows and formats: none.
    public func table(_ table: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard format == .gitTodo, !isReadOnly, let line = gitTodoCommand(at: indexPath),
              Self.takesVerbs(line.command) || (line.command == .merge && line.word != "merge") else { return nil }
        let actions = Self.verbs(forRowShowing: line.word, command: line.command).map { verb in
            ContextualAction(style: .normal, title: verb.title, keyHint: verb.key) { [self] table, row, completion in
                // The row's own command again changes nothing: no undo step for it.
                if gitTodoCommand(at: row)?.word == verb.word { return completion(true) }
                guard let changed = self.row(withGitCommand: verb.command, flag: verb.flag, at: row) else { return completion(false) }
                try table.edit(of: self) { $0.reloadRow(at: row, with: changed, animation: .none) }
                completion(true)
            }
        }
        return SwipeActionsConfiguration(actions: actions)
    }

    /// A git todo row's Delete is git's drop.
    public func table(_ table: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        format == .gitTodo ? "Drop" : nil
    }

    /// Whether a git todo row's command names a commit (pick, reword, edit, squash, fixup,
    /// drop): the rows git's `rebase.missingCommitsCheck` counts.
    static func namesCommit(_ command: GitCommand) -> Bool {
        commitVerbs.contains { $0.command == command } || command == .drop
    }

    /// Rows of commits, and rows whose word git would refuse (a verb puts them right).
    private static func takesVerbs(_ command: GitCommand?) -> Bool {
        guard let command else { return true }
        return namesCommit(command)
    }
}
