import TableKit

// A git todo's commit rows offer git's verbs as their leading swipe actions, with the keys
// git-interactive-rebase-tool gives them; their Delete is git's drop.
extension ListDocument {
    /// The verbs a commit row can be given, in the order their buttons show.
    static let commitVerbs: [(command: GitCommand, title: String)] = [
        (.pick, "Pick"), (.reword, "Reword"), (.edit, "Edit"), (.squash, "Squash"), (.fixup, "Fixup"),
    ]

    /// A git todo's commit rows (and rows whose word git would refuse): git's verbs, Pick,
    /// Reword, Edit, Squash, Fixup, with the keys p r e s f; other rows and formats: none.
    public func table(_ table: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard format == .gitTodo, !isReadOnly, let line = gitTodoCommand(at: indexPath), Self.takesVerbs(line.command) else { return nil }
        let actions = Self.commitVerbs.map { verb in
            ContextualAction(style: .normal, title: verb.title, keyHint: verb.command.shortForm?.first) { [self] table, row, completion in
                // The row's own command again changes nothing: no undo step for it.
                if gitTodoCommand(at: row)?.word == verb.command.rawValue { return completion(true) }
                guard let changed = self.row(withGitCommand: verb.command, at: row) else { return completion(false) }
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
