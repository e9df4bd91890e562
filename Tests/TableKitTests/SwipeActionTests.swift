import Testing
import TableKit
import TestSupport

/// Swipe actions as UIKit's `UISwipeActionsConfiguration` and `UIContextualAction` have them:
/// leading and trailing, full swipes, completions, destructive deletes through the commit
/// path, and actions that follow their row.
@Suite("Swipe actions")
struct SwipeActionTests {
    let log = CallLog()

    /// A row's actions that record what they did.
    final class Flags {
        var flagged: [String] = []
        var completions: [(Bool) -> Void] = []
    }

    private func makeTable(rows: [String] = ["a", "b", "c"]) -> (Table, UndoableListDataSource, RecordingDelegate) {
        let source = UndoableListDataSource(rows: rows, log: log)
        let delegate = RecordingDelegate(log: log)
        let table = Table(dataSource: source, delegate: delegate)
        return (table, source, delegate)
    }

    private func flag(_ flags: Flags, performed: Bool = true) -> ContextualAction {
        ContextualAction(style: .normal, title: "Flag") { table, indexPath, completion in
            flags.flagged.append(table.text(forRowAt: indexPath)!)
            completion(performed)
        }
    }

    @Test("Leading actions: asked of the delegate, shown, performed by index; the swipe is bracketed and ends on completion")
    func leadingActions() throws {
        let fixture = makeTable()
        let (table, delegate) = (fixture.0, fixture.2)
        let flags = Flags()
        delegate.leadingActions = { _ in SwipeActionsConfiguration(actions: [self.flag(flags)]) }
        try table.showSwipeActions(.leading, forRowAt: ip(1))
        #expect(log.take() == ["leadingSwipeActions [0, 1]", "willBeginEditing [0, 1]"])
        #expect(table.mode == .swipe(ip(1), .leading) && table.isEditing)
        let shown = try #require(table.swipeActions)
        #expect(shown.indexPath == ip(1) && shown.edge == .leading && !shown.isDefaultDelete)
        #expect(shown.actions.map(\.title) == ["Flag"] && shown.actions.map(\.keyHint) == ["f"])
        #expect(table.deleteConfirmationIndexPath == nil, "custom actions are not the Delete button")

        #expect(try table.performSwipeAction(at: 0) == .performed)
        #expect(flags.flagged == ["b"])
        #expect(log.take() == ["didEndEditing [0, 1]"])
        #expect(table.mode == .normal && table.swipeActions == nil)
    }

    @Test("No leading configuration means no leading actions; an empty configuration means no swipe at all")
    func noActions() throws {
        let fixture = makeTable()
        let (table, delegate) = (fixture.0, fixture.2)
        #expect(throws: TableRefusal.noSwipeActions(ip(0), .leading)) { try table.showSwipeActions(.leading, forRowAt: ip(0)) }
        delegate.trailingActions = { _ in SwipeActionsConfiguration(actions: []) }
        #expect(throws: TableRefusal.noSwipeActions(ip(0), .trailing)) { try table.swipeToDelete(at: ip(0)) }
        #expect(!log.take().contains { $0.hasPrefix("willBeginEditing") })
        #expect(table.mode == .normal)
    }

    @Test("Trailing configuration replaces the default Delete; ContextualAction.delete keeps it beside the others")
    func trailingActions() throws {
        let fixture = makeTable()
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        let flags = Flags()
        delegate.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [.delete(title: "Remove"), self.flag(flags)])
        }
        try table.showSwipeActions(.trailing, forRowAt: ip(0))
        let shown = try #require(table.swipeActions)
        #expect(shown.actions.map(\.title) == ["Remove", "Flag"])
        #expect(shown.actions.map(\.style) == [.destructive, .normal])
        #expect(shown.actions.map(\.keyHint) == ["r", "f"])
        _ = log.take()

        #expect(try table.performSwipeAction(forKey: "r") == .performed)
        #expect(log.take() == ["commit delete [0, 0]", "apply", "didEndEditing nil"], "the same commit path as the Delete button")
        #expect(source.rows == [["b", "c"]])
        try table.undo()
        #expect(source.rows == [["a", "b", "c"]], "one undo step")
    }

    @Test("A full swipe performs the first action, unless the configuration says not to")
    func fullSwipe() throws {
        let fixture = makeTable()
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        try table.swipeToDelete(at: ip(2))
        #expect(table.swipeActions?.isDefaultDelete == true)
        #expect(try table.performFullSwipe() == .performed)
        #expect(source.rows == [["a", "b"]], "the default Delete deletes on a full swipe")

        let flags = Flags()
        delegate.leadingActions = { _ in
            var configuration = SwipeActionsConfiguration(actions: [self.flag(flags)])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        try table.showSwipeActions(.leading, forRowAt: ip(0))
        #expect(throws: TableRefusal.noFullSwipe) { try table.performFullSwipe() }
        #expect(flags.flagged.isEmpty && table.swipeActions != nil, "still shown: the user chooses")
        #expect(throws: TableRefusal.noSwipeAction(forKey: "x")) { try table.performSwipeAction(forKey: "x") }
        #expect(throws: TableUsageError.noSuchSwipeAction(1, actionCount: 1)) { try table.performSwipeAction(at: 1) }
        table.dismissSwipeActions()
        #expect(table.mode == .normal)
        #expect(throws: TableRefusal.noSwipeActionsShown) { try table.performFullSwipe() }
    }

    @Test("completion(false): the actions close and the row is as it was")
    func completionFalse() throws {
        let fixture = makeTable()
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        let flags = Flags()
        delegate.trailingActions = { _ in SwipeActionsConfiguration(actions: [self.flag(flags, performed: false)]) }
        try table.swipeToDelete(at: ip(1))
        _ = log.take()
        #expect(try table.performSwipeAction(at: 0) == .notPerformed)
        #expect(log.take() == ["didEndEditing [0, 1]"])
        #expect(source.rows == [["a", "b", "c"]] && table.mode == .normal)
    }

    @Test("A completion called later: the actions stay shown until then, follow their row, and a late call after the swipe ended changes nothing")
    func laterCompletion() throws {
        let fixture = makeTable()
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        let flags = Flags()
        delegate.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Archive") { _, _, completion in
                flags.completions.append(completion)
            }])
        }
        try table.swipeToDelete(at: ip(1))
        #expect(try table.performSwipeAction(at: 0) == .pending)
        #expect(table.mode == .swipe(ip(1), .trailing))
        try table.edit(of: source) { $0.insertRow("z", at: ip(0)) }
        #expect(table.swipeActions?.indexPath == ip(2), "the actions follow their row")
        _ = log.take()
        flags.completions[0](true)
        #expect(log.take() == ["didEndEditing [0, 2]"])
        #expect(table.mode == .normal)

        try table.swipeToDelete(at: ip(0))
        try table.performSwipeAction(at: 0)
        table.dismissSwipeActions()
        try table.swipeToDelete(at: ip(3))
        flags.completions[0](false)
        flags.completions[1](true)
        #expect(table.mode == .swipe(ip(3), .trailing), "completions of swipes that ended do not end the new one")
    }

    @Test("A destructive action that deletes the UIKit way (the model, then deleteRows) is undoable, and ends the swipe with didEndEditing(nil)")
    func destructiveUIKitStyleDelete() throws {
        let fixture = makeTable()
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        delegate.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Trash") { table, indexPath, completion in
                source.model.removeRow(at: indexPath)
                try table.deleteRows(at: [indexPath])
                completion(true)
            }])
        }
        try table.swipeToDelete(at: ip(0))
        _ = log.take()
        try table.performSwipeAction(at: 0)
        #expect(log.take() == ["didEndEditing nil"])
        #expect(source.rows == [["b", "c"]])
        #expect(table.undoStepCount == 1, "the row was archived before the handler ran")
        try table.undo()
        #expect(source.rows == [["a", "b", "c"]])
    }

    @Test("A handler that throws: the actions close and the error reaches the caller")
    func throwingHandler() throws {
        struct Refused: Error, Equatable {}
        let fixture = makeTable()
        let (table, delegate) = (fixture.0, fixture.2)
        delegate.leadingActions = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, _, _ in throw Refused() }])
        }
        try table.showSwipeActions(.leading, forRowAt: ip(0))
        #expect(throws: Refused()) { try table.performSwipeAction(at: 0) }
        #expect(table.mode == .normal)
    }

    @Test("Actions vanish with their row: deleting it elsewhere ends the swipe with didEndEditing(nil)")
    func vanishWithRow() throws {
        let fixture = makeTable()
        let (table, source, delegate) = (fixture.0, fixture.1, fixture.2)
        delegate.leadingActions = { _ in SwipeActionsConfiguration(actions: [self.flag(Flags())]) }
        try table.showSwipeActions(.leading, forRowAt: ip(1))
        _ = log.take()
        try table.edit(of: source) { $0.deleteRows(at: [ip(1)]) }
        #expect(log.take().suffix(1) == ["didEndEditing nil"])
        #expect(table.mode == .normal && table.swipeActions == nil)
        #expect(table.invariantViolations().isEmpty)
    }

    @Test("Swiping the other edge or another row ends the first swipe; the same edge again changes nothing; Edit turns a swipe into editing mode")
    func switchingSwipes() throws {
        let fixture = makeTable()
        let (table, delegate) = (fixture.0, fixture.2)
        delegate.leadingActions = { _ in SwipeActionsConfiguration(actions: [self.flag(Flags())]) }
        try table.swipeToDelete(at: ip(0))
        _ = log.take()
        try table.swipeToDelete(at: ip(0))
        #expect(log.take() == [])
        try table.showSwipeActions(.leading, forRowAt: ip(0))
        #expect(log.take() == ["didEndEditing [0, 0]", "leadingSwipeActions [0, 0]", "willBeginEditing [0, 0]"])
        #expect(table.mode == .swipe(ip(0), .leading))
        table.setEditing(true)
        #expect(table.mode == .editing && table.swipeActions == nil)
        #expect(throws: TableRefusal.alreadyEditing) { try table.showSwipeActions(.leading, forRowAt: ip(0)) }
    }

    @Test("A row that cannot be edited shows no actions at either edge, and nothing is bracketed")
    func uneditableRow() throws {
        let source = EditableListDataSource(rows: ["a", "b"], log: log)
        source.uneditable = [ip(1)]
        let delegate = RecordingDelegate(log: log)
        delegate.leadingActions = { _ in SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Go") { _, _, done in done(true) }]) }
        let table = Table(dataSource: source, delegate: delegate)
        #expect(throws: TableRefusal.noSwipeActions(ip(1), .leading)) { try table.showSwipeActions(.leading, forRowAt: ip(1)) }
        #expect(log.take() == ["canEditRow [0, 1]"])
    }

    @Test("Actions without an editing data source: the delegate's configuration is enough")
    func withoutEditingDataSource() throws {
        let source = ListDataSource(rows: ["a"], log: log)
        let delegate = RecordingDelegate(log: log)
        let flags = Flags()
        delegate.leadingActions = { _ in SwipeActionsConfiguration(actions: [self.flag(flags)]) }
        let table = Table(dataSource: source, delegate: delegate)
        try table.showSwipeActions(.leading, forRowAt: ip(0))
        try table.performFullSwipe()
        #expect(flags.flagged == ["a"])
    }

    @Test("Key hints: the title's first character lowercased, or the one given")
    func keyHints() {
        #expect(ContextualAction(style: .normal, title: "Archive") { _, _, _ in }.keyHint == "a")
        #expect(ContextualAction(style: .normal, title: "Mark read", keyHint: "m") { _, _, _ in }.keyHint == "m")
        #expect(ContextualAction(style: .normal, title: "") { _, _, _ in }.keyHint == nil)
        #expect(ContextualAction.delete().keyHint == "d")
    }
}
