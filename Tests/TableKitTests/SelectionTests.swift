import Testing
import TableKit
import TestSupport

/// Selection as UIKit's table has it: single and multiple, outside and during editing, the
/// delegate's calling sequence for a tap, and programmatic selection that tells no one.
@Suite("Selection")
struct SelectionTests {
    let log = CallLog()

    private func makeTable(rows: [String] = ["a", "b", "c", "d"]) -> (Table, EditableMovableListDataSource, RecordingDelegate) {
        let source = EditableMovableListDataSource(rows: rows, log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        return (table, source, delegate)
    }

    @Test("UIKit's defaults: selection outside editing, one row at a time; none during editing")
    func defaults() {
        let fixture = makeTable()
        let table = fixture.0
        #expect(table.allowsSelection && !table.allowsMultipleSelection)
        #expect(!table.allowsSelectionDuringEditing && !table.allowsMultipleSelectionDuringEditing)
        #expect(table.indexPathForSelectedRow == nil && table.indexPathsForSelectedRows == nil)
        #expect(table.numberOfSelectedRows == 0)
    }

    @Test("A tap in single selection: willSelect, then willDeselect and didDeselect for the old row, then didSelect")
    func singleSelectionTap() throws {
        let fixture = makeTable()
        let table = fixture.0
        #expect(try table.tapRow(at: ip(1)) == ip(1))
        #expect(log.take() == ["willSelect [0, 1] -> [0, 1]", "didSelect [0, 1]"])
        #expect(table.indexPathForSelectedRow == ip(1))

        #expect(try table.tapRow(at: ip(3)) == ip(3))
        #expect(log.take() == [
            "willSelect [0, 3] -> [0, 3]", "willDeselect [0, 1] -> [0, 1]", "didDeselect [0, 1]", "didSelect [0, 3]",
        ])
        #expect(table.indexPathsForSelectedRows == [ip(3)])

        // The selected row tapped again stays selected, and is selected again.
        #expect(try table.tapRow(at: ip(3)) == ip(3))
        #expect(log.take() == ["willSelect [0, 3] -> [0, 3]", "didSelect [0, 3]"])
        #expect(table.indexPathsForSelectedRows == [ip(3)])
    }

    @Test("willSelectRowAt may redirect the tap to another row, or refuse it; willDeselectRowAt may keep the old row")
    func delegateRedirectsAndRefuses() throws {
        let fixture = makeTable()
        let (table, delegate) = (fixture.0, fixture.2)
        delegate.willSelect = { $0.row == 0 ? ip(2) : ($0.row == 3 ? nil : $0) }

        #expect(try table.tapRow(at: ip(0)) == ip(2), "redirected")
        #expect(log.take() == ["willSelect [0, 0] -> [0, 2]", "didSelect [0, 2]"])
        #expect(table.indexPathsForSelectedRows == [ip(2)])

        #expect(try table.tapRow(at: ip(3)) == nil, "refused")
        #expect(log.take() == ["willSelect [0, 3] -> nil"], "nothing is deselected when the new row is refused")
        #expect(table.indexPathsForSelectedRows == [ip(2)])

        delegate.willDeselect = { _ in nil }
        #expect(try table.tapRow(at: ip(1)) == nil, "the old row is kept, so the tap selects nothing")
        #expect(log.take() == ["willSelect [0, 1] -> [0, 1]", "willDeselect [0, 2] -> nil"])
        #expect(table.indexPathsForSelectedRows == [ip(2)])

        delegate.willSelect = { _ in ip(9) }
        #expect(throws: TableUsageError.invalidSelectionTarget(ip(9), proposed: ip(1))) { try table.tapRow(at: ip(1)) }
        #expect(table.indexPathsForSelectedRows == [ip(2)])
    }

    @Test("Multiple selection: each tap toggles its row; willDeselect may keep a row or deselect another")
    func multipleSelection() throws {
        let fixture = makeTable()
        let (table, delegate) = (fixture.0, fixture.2)
        table.allowsMultipleSelection = true
        try table.tapRow(at: ip(2))
        try table.tapRow(at: ip(0))
        #expect(log.take() == ["willSelect [0, 2] -> [0, 2]", "didSelect [0, 2]", "willSelect [0, 0] -> [0, 0]", "didSelect [0, 0]"],
                "selecting a second row deselects nothing")
        #expect(table.indexPathsForSelectedRows == [ip(0), ip(2)], "in table order")
        #expect(table.indexPathForSelectedRow == ip(0), "the first in table order")

        #expect(try table.tapRow(at: ip(2)) == nil)
        #expect(log.take() == ["willDeselect [0, 2] -> [0, 2]", "didDeselect [0, 2]"])
        #expect(table.indexPathsForSelectedRows == [ip(0)])

        delegate.willDeselect = { _ in nil }
        try table.tapRow(at: ip(0))
        #expect(log.take() == ["willDeselect [0, 0] -> nil"])
        #expect(table.indexPathsForSelectedRows == [ip(0)], "kept")
    }

    @Test("selectRow and deselectRow in code tell the delegate nothing; nil deselects all; a missing row is an error")
    func programmaticSelection() throws {
        let fixture = makeTable()
        let table = fixture.0
        try table.selectRow(at: ip(1))
        try table.selectRow(at: ip(2))
        #expect(table.indexPathsForSelectedRows == [ip(2)], "single selection: the new row replaces the old")
        table.allowsMultipleSelection = true
        try table.selectRow(at: ip(0))
        #expect(table.indexPathsForSelectedRows == [ip(0), ip(2)])
        table.deselectRow(at: ip(2))
        #expect(table.indexPathsForSelectedRows == [ip(0)])
        try table.selectRow(at: nil)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(log.take() == [], "programmatic selection calls no delegate method, as in UIKit")
        #expect(throws: TableUsageError.noSuchRow(ip(4))) { try table.selectRow(at: ip(4)) }
    }

    @Test("With allowsSelection off a tap is refused and selectRow does nothing; turning it off deselects")
    func selectionNotAllowed() throws {
        let fixture = makeTable()
        let table = fixture.0
        try table.selectRow(at: ip(1))
        table.allowsSelection = false
        #expect(table.indexPathsForSelectedRows == nil, "turning selection off deselects")
        #expect(throws: TableRefusal.selectionNotAllowed) { try table.tapRow(at: ip(0)) }
        try table.selectRow(at: ip(0))
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(log.take() == [])
        table.allowsMultipleSelection = true
        #expect(try table.tapRow(at: ip(0)) == ip(0), "multiple selection allows selection by itself")
    }

    @Test("Turning multiple selection off keeps the first selected row")
    func trimmingToSingle() throws {
        let fixture = makeTable()
        let table = fixture.0
        table.allowsMultipleSelection = true
        try table.selectRows(from: ip(1), through: ip(3))
        table.allowsMultipleSelection = false
        #expect(table.indexPathsForSelectedRows == [ip(1)])
    }

    @Test("During editing: no selection by default; with multiple selection during editing rows show a check instead of ⊖")
    func duringEditing() throws {
        let fixture = makeTable()
        let (table, source) = (fixture.0, fixture.1)
        source.uneditable = [ip(3)]
        table.setEditing(true)
        #expect(throws: TableRefusal.selectionNotAllowed) { try table.tapRow(at: ip(0)) }
        table.allowsSelectionDuringEditing = true
        try table.tapRow(at: ip(0))
        try table.tapRow(at: ip(1))
        #expect(table.indexPathsForSelectedRows == [ip(1)], "single selection during editing")
        #expect(table.controls(forRowAt: ip(1)) == RowControls(editingControl: .delete, showsReorderControl: true, isSelected: true))

        table.allowsMultipleSelectionDuringEditing = true
        try table.tapRow(at: ip(2))
        #expect(table.indexPathsForSelectedRows == [ip(1), ip(2)])
        _ = log.take()
        let controls = (0..<4).map { table.controls(forRowAt: ip($0)) }
        #expect(controls == [
            RowControls(editingControl: .none, showsReorderControl: true, showsSelectionCheck: true, isSelected: false),
            RowControls(editingControl: .none, showsReorderControl: true, showsSelectionCheck: true, isSelected: true),
            RowControls(editingControl: .none, showsReorderControl: true, showsSelectionCheck: true, isSelected: true),
            RowControls(editingControl: .none, showsReorderControl: true, showsSelectionCheck: false, isSelected: false),
        ], "a row that cannot be edited shows no check")
        #expect(log.take().allSatisfy { $0.hasPrefix("canEditRow") || $0.hasPrefix("canMoveRow") },
                "under multiple selection the editing style is not asked")
        #expect(throws: TableRefusal.noDeletionControl(ip(0))) { try table.tapDeletionControl(at: ip(0)) }
    }

    @Test("Leaving editing mode deselects the rows selected while editing and gives back the ones selected before")
    func leavingEditingMode() throws {
        let fixture = makeTable()
        let (table, source) = (fixture.0, fixture.1)
        table.allowsMultipleSelectionDuringEditing = true
        try table.tapRow(at: ip(3))
        table.setEditing(true)
        #expect(table.indexPathsForSelectedRows == nil, "editing starts with nothing selected")
        try table.tapRow(at: ip(0))
        try table.tapRow(at: ip(1))
        #expect(table.numberOfSelectedRows == 2)

        // Rows inserted meanwhile: the row put aside follows its row.
        source.model.sections[0].rows.insert("new", at: 0)
        try table.insertRows(at: [ip(0)])
        table.setEditing(false)
        #expect(table.indexPathsForSelectedRows == [ip(4)], "the row selected before editing, where it is now")
        #expect(table.text(forRowAt: ip(4)) == "d")
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("V: every row from the last tapped row to the cursor is selected as if tapped, across sections")
    func extendingTheSelection() throws {
        let source = EditableMovableListDataSource(
            [TableSection(rows: ["a", "b", "c"]), TableSection(rows: ["d", "e"])], log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        table.allowsMultipleSelection = true
        try table.tapRow(at: ip(1))
        #expect(table.selectionAnchor == ip(1))
        try table.tapRow(at: ip(2))
        _ = log.take()
        delegate.willSelect = { $0 == ip(0, 1) ? nil : $0 }
        try table.extendSelection(to: ip(1, 1))
        #expect(log.take() == ["willSelect [1, 0] -> nil", "willSelect [1, 1] -> [1, 1]", "didSelect [1, 1]"],
                "rows already selected are not asked about again")
        #expect(table.indexPathsForSelectedRows == [ip(1), ip(2), ip(1, 1)])
        #expect(table.selectionAnchor == ip(2), "the anchor stays on the last tapped row")

        table.deselectAllRows()
        #expect(table.indexPathsForSelectedRows == nil && table.selectionAnchor == nil)
        try table.extendSelection(to: ip(1, 1))
        #expect(table.indexPathsForSelectedRows == [ip(1, 1)], "without an anchor it is a tap")
    }

    @Test("selectRows(from:through:) selects a range without asking anyone, in either order")
    func programmaticRange() throws {
        let fixture = makeTable()
        let table = fixture.0
        table.allowsMultipleSelection = true
        try table.selectRows(from: ip(3), through: ip(1))
        #expect(table.indexPathsForSelectedRows == [ip(1), ip(2), ip(3)])
        #expect(log.take() == [])
    }

    @Test("A tap while a swipe's actions show dismisses them and selects nothing")
    func tapDuringSwipe() throws {
        let fixture = makeTable()
        let table = fixture.0
        try table.swipeToDelete(at: ip(1))
        _ = log.take()
        #expect(try table.tapRow(at: ip(2)) == nil)
        #expect(log.take() == ["didEndEditing [0, 1]"])
        #expect(table.mode == .normal && table.indexPathsForSelectedRows == nil)
    }

    @Test("reloadData deselects every row")
    func reloadDeselects() throws {
        let fixture = makeTable()
        let table = fixture.0
        try table.selectRow(at: ip(2))
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
    }
}
