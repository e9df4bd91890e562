import TableKit

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

/// Checks the table's invariants after every update it applies, and keeps the updates.
final class InvariantChecker: TableObserver {
    private(set) var violations: [String] = []
    private(set) var updates: [TableUpdate] = []

    func table(_ table: Table, didApply update: TableUpdate) {
        updates.append(update)
        violations += table.invariantViolations().map { "after update \(updates.count): \($0)" }
    }

    func tableDidReloadData(_ table: Table) {
        violations += table.invariantViolations().map { "after reloadData: \($0)" }
    }
}
