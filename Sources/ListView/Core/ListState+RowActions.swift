import TableKit

extension ListState {
    /// `l` `→`: the row's leading actions; again, the first of them (a full swipe). With a
    /// Delete button or the trailing actions showing, it dismisses them instead.
    mutating func leadingActions(_ env: ListEnvironment) throws {
        let table = env.table
        if let shown = table.swipeActions, shown.edge == .leading { return try performRowAction(env) { try $0.performFullSwipe() } }
        if table.deleteConfirmationIndexPath != nil || table.swipeActions != nil { return dismissButtons(env) }
        guard table.mode == .normal else { throw HintError("A row's actions are for normal mode: press e to leave editing mode") }
        let row = try requireCursor()
        try withTable(env) { try $0.showSwipeActions(.leading, forRowAt: row) }
    }

    /// `h` `←`: the row's trailing actions (the Delete button, by default); with them
    /// showing, the first of them (a full swipe).
    mutating func trailingActions(_ env: ListEnvironment) throws {
        let table = env.table
        if let shown = table.swipeActions, shown.edge == .trailing { return try performRowAction(env) { try $0.performFullSwipe() } }
        guard table.mode != .editing else { return }
        let row = try requireCursor()
        try withTable(env) { try $0.showSwipeActions(.trailing, forRowAt: row) }
    }

    /// Performs a shown action (its letter, `Enter`, or a click), and says so if its handler
    /// could not.
    mutating func performRowAction(_ env: ListEnvironment, _ call: (Table) throws -> SwipeActionCompletion) throws {
        if try withTable(env, call) == .notPerformed { report("The action was not performed") }
    }

    /// Dismisses what is showing on a row or the status line for it: a Delete button, a
    /// row's actions, `Delete N rows`.
    mutating func dismissButtons(_ env: ListEnvironment) {
        if case .confirmSelectionDeletion = overlay {
            overlay = .none
            if let before = checkedBeforeQuestion {
                env.table.deselectAllRows()
                try? selecting(env) { table in
                    for row in before where table.containsRow(at: row) { try table.selectRow(at: row) }
                }
            }
        }
        checkedBeforeQuestion = nil
        withTable(env) { $0.dismissDeleteConfirmation() }
    }
}
