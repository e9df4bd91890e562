import TableKit
import TestSupport

/// The calls a table made to its data source and delegate, in order, as short strings
/// ("canEditRow [0, 1]"), so that a calling sequence reads like the seeds' figures.
final class CallLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }

    /// Returns the entries recorded since the last call, and forgets them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// Checks the table's invariants after every update it applies, and keeps the updates and
/// everything else the table tells its observer.
final class InvariantChecker: TableObserver {
    private(set) var violations: [String] = []
    private(set) var updates: [TableUpdate] = []
    /// Each change of editing mode: the mode it led to, and whether it was animated.
    private(set) var modeChanges: [(mode: EditingMode, animated: Bool)] = []
    private(set) var reloads = 0
    private(set) var historyClearings: [UndoHistoryClearing] = []

    func tableDidChangeEditingMode(_ table: Table, animated: Bool) {
        modeChanges.append((table.mode, animated))
    }

    func tableDidClearUndoHistory(_ table: Table, because reason: UndoHistoryClearing) {
        historyClearings.append(reason)
    }

    func table(_ table: Table, didApply update: TableUpdate) {
        updates.append(update)
        violations += table.invariantViolations().map { "after update \(updates.count): \($0)" }
    }

    func tableDidReloadData(_ table: Table) {
        reloads += 1
        violations += table.invariantViolations().map { "after reloadData: \($0)" }
    }
}
