/// The point in a table's edit history where a program last saved (or opened) its list, so
/// that it can tell exactly whether the table holds unsaved changes: undoing back to the
/// saved state counts as unchanged, and redoing past it as changed again.
public struct SavePoint: Hashable, Sendable {
    private let marker: Int

    /// The table's current point in its history.
    public init(_ table: Table) {
        marker = table.historyMarker
    }

    /// Whether `table` is at this point of its history: nothing changed since.
    public func isCurrent(in table: Table) -> Bool {
        table.historyMarker == marker
    }
}
