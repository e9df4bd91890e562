import TerminalScreen
import TableKit

/// What `.` needs: the keys of the last change (`dd`, `3p`, `2J`, `x`, `ls`), found by
/// watching which keys end in a change to the table.
struct RepeatTracking: Equatable, Sendable {
    /// The keys of the last change, as typed.
    var lastChange: [Key] = []
    /// The keys typed since the list last waited for a new command.
    var sinceCommand: [Key] = []
    /// Whether the current key changed the table.
    var tableChanged = false
    /// Whether the current key undid, redid or repeated: those are never repeated.
    var isExempt = false
    /// Whether `.` is replaying keys now.
    var isReplaying = false

    mutating func startKey() {
        tableChanged = false
        isExempt = false
    }
}

extension ListState {
    /// After a key: a change it completed becomes the one `.` repeats (the keys since the
    /// list last waited for a command: a count, `d d`, `l s`, `m j j Space`); a command
    /// that ended without a change is forgotten. Keys typed into a field, a question or
    /// help are never part of a change, nor are undo, redo and `.` itself.
    mutating func noteForRepeat(_ key: Key, typedIn mode: InputMode, _ env: ListEnvironment) {
        guard !repeatTracking.isReplaying else { return }
        if repeatTracking.isExempt || mode == .textField || mode == .prompt || mode == .help {
            repeatTracking.sinceCommand = []
            return
        }
        repeatTracking.sinceCommand.append(key)
        if repeatTracking.tableChanged {
            repeatTracking.lastChange = repeatTracking.sinceCommand
            repeatTracking.sinceCommand = []
            return
        }
        let after = inputMode(env.table)
        if after == .list || after == .editing || after == .selection, pendingCount == nil, pendingPrefix == nil {
            repeatTracking.sinceCommand = []
        }
    }

    /// `.`: the last change's keys again, from the cursor's row.
    mutating func repeatLastChange(_ env: ListEnvironment) throws -> [ListEffect] {
        repeatTracking.isExempt = true
        let keys = repeatTracking.lastChange
        guard !keys.isEmpty else { throw HintError("Nothing to repeat yet: . repeats a delete, put, move, checkbox or verb") }
        repeatTracking.isReplaying = true
        defer { repeatTracking.isReplaying = false }
        var effects: [ListEffect] = []
        for key in keys {
            effects += handle(key, env)
            followTableChanges(env)
        }
        return effects
    }

    /// Undo and redo are never what `.` repeats.
    mutating func exemptFromRepeat() { repeatTracking.isExempt = true }
}
