import TerminalText
import TableKit

extension ListState {
    // MARK: - Checking rows

    /// `v`: the cursor's row is tapped under multiple selection, so it is checked or unchecked
    /// (the delegate may redirect or refuse, as in UIKit).
    mutating func toggleSelection(_ env: ListEnvironment) throws {
        let row = try requireCursor()
        try selecting(env) { try $0.tapRow(at: row) }
    }

    /// `V`: every row from the last one checked or unchecked (the table's selection anchor)
    /// through the cursor's is checked. While filtered, only the rows shown between them.
    mutating func extendSelection(_ env: ListEnvironment) throws {
        let row = try requireCursor()
        let rows = visibleRows(env.table)
        guard filter != nil, let anchor = env.table.selectionAnchor, let from = rows.place(of: anchor)?.position,
              let to = rows.place(of: row)?.position else {
            return try selecting(env) { try $0.extendSelection(to: row) }
        }
        try selecting(env) { table in
            for position in min(from, to)...max(from, to) {
                guard let shown = rows.indexPath(at: VisibleRow(position)), !table.isRowSelected(at: shown) else { continue }
                try table.selectRow(at: shown)
            }
            // The anchor stays where the range started, as an unfiltered V leaves it.
            try table.selectRow(at: anchor)
        }
    }

    /// Raises the table's multiple-selection flag for the current mode if the view has not,
    /// then makes the call; `update` lowers the flag again once no row is checked.
    mutating func selecting(_ env: ListEnvironment, _ call: (Table) throws -> Void) throws {
        let table = env.table
        if table.mode == .editing, !table.allowsMultipleSelectionDuringEditing {
            table.allowsMultipleSelectionDuringEditing = true
            raisedSelectionFlags.insert(.editing)
        } else if table.mode == .normal, !table.allowsMultipleSelection {
            table.allowsMultipleSelection = true
            raisedSelectionFlags.insert(.normal)
        }
        try withTable(env, call)
    }

    /// Lowers the flags the view raised for modes in which no row is checked any more (so ⊖
    /// comes back): editing mode's once nothing checked in it is left, or editing mode is
    /// (which deselects those rows, as in UIKit); normal mode's once nothing is checked
    /// outside editing mode. The table's own settings are the host's and stay as they are.
    mutating func lowerSelectionFlagsIfUnused(_ table: Table) {
        guard !raisedSelectionFlags.isEmpty else { return }
        let editing = table.mode == .editing
        let noneChecked = table.numberOfSelectedRows == 0
        if !editing || noneChecked, raisedSelectionFlags.remove(.editing) != nil {
            table.allowsMultipleSelectionDuringEditing = false
        }
        if !editing, noneChecked, raisedSelectionFlags.remove(.normal) != nil {
            table.allowsMultipleSelection = false
        }
    }

    /// `Esc` with rows checked: none is.
    mutating func clearSelection(_ env: ListEnvironment) {
        env.table.deselectAllRows()
    }

    // MARK: - Acting on the checked rows

    /// Checks `rows` and asks `Delete N rows?` (`3dd`, `:g/re/d`), keeping the rows the user
    /// had checked, to check again if the question is dismissed.
    mutating func askToDelete(_ rows: [IndexPath], _ env: ListEnvironment) throws {
        checkedBeforeQuestion = env.table.indexPathsForSelectedRows ?? []
        env.table.deselectAllRows()
        try selecting(env) { table in
            for row in rows { try table.selectRow(at: row) }
        }
        try askToDeleteSelection(env)
    }

    /// `d` with rows checked: `Delete N rows` waits for `d` or `Enter`.
    mutating func askToDeleteSelection(_ env: ListEnvironment) throws {
        let count = env.table.numberOfSelectedRows
        guard count > 0 else { throw TableRefusal.noSelection }
        overlay = .confirmSelectionDeletion(count: count)
    }

    /// `d` or `Enter` on `Delete N rows`: one update, one undo step.
    mutating func deleteSelection(_ env: ListEnvironment) throws {
        overlay = .none
        checkedBeforeQuestion = nil
        let checked = (env.table.indexPathsForSelectedRows ?? []).sorted()
        let deleted = try deleteCopying(checked, env) { try $0.deleteSelectedRows() }
        report("Deleted \(Self.rows(deleted)) · u brings them back")
    }

    /// `J` / `K` with rows checked: each run of checked rows moves one place (a count: that
    /// many), as one undo step. While filtered, they move until the cursor's row (or the
    /// first checked one) has passed the row shown beside it.
    mutating func moveSelection(_ step: DragStep, times: Int, _ env: ListEnvironment) throws {
        let table = env.table
        guard table.mode == .editing else { throw HintError("Press e for editing mode to move rows") }
        var moved = 0
        try table.withUndoGroup {
            for _ in 0..<max(1, times) {
                let steps = filter == nil ? 1 : try stepsPastShownNeighbour(step, table)
                var movedThisTime = 0
                for _ in 0..<steps {
                    let count = try withTable(env) { try $0.moveSelectedRows(step) }
                    if count == 0 { break }
                    movedThisTime = count
                }
                if movedThisTime == 0 { break }
                moved = movedThisTime
            }
        }
        if moved == 0 { report("The selected rows can't go further \(step == .down ? "down" : "up")") }
    }

    /// While filtered, how many one-place steps take the checked row furthest in the
    /// direction of travel past the row shown beside it: the rows hidden between them, that
    /// row, and a step into each section on the way. Stepping is proportional to the rows
    /// passed, so a neighbour very far away is refused.
    private func stepsPastShownNeighbour(_ step: DragStep, _ table: Table) throws -> Int {
        let rows = visibleRows(table)
        let selected = table.indexPathsForSelectedRows ?? []
        guard let lead = step == .down ? selected.last : selected.first, let place = rows.place(of: lead),
              let neighbour = rows.indexPath(at: VisibleRow(place.position + (step == .down ? 1 : -1)))
        else { return 0 }
        let distance = abs(table.globalRow(of: neighbour) - table.globalRow(of: lead)) + abs(neighbour.section - lead.section)
        guard distance <= Self.maximumFilteredBlockSteps else {
            throw HintError("The next row shown is \(distance.groupedDigits) rows away: clear the filter (Esc) to move the selection that far")
        }
        return distance
    }

    /// The most places a checked block moves at once while filtered.
    static let maximumFilteredBlockSteps = 10_000

    static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count.groupedDigits) rows" }
}

/// The modes in which the view turned the table's multiple selection on.
enum SelectionFlag: Hashable, Sendable {
    case normal, editing
}
