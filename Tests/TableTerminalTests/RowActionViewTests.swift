import Testing
import TableKit
import TableTerminal
import SampleList
import TestSupport

/// A delegate whose rows offer leading actions (Flag, Archive, which never succeeds) and,
/// on the row named, trailing ones (Delete and More); the rest is the sample list's.
final class ActionsDelegate: TableDelegate {
    let list: SampleList
    var flagged: [IndexPath] = []
    var more: [IndexPath] = []
    var rowWithTrailingActions: IndexPath?
    var rowWithoutLeadingActions: IndexPath?

    init(list: SampleList) { self.list = list }

    func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        list.table(table, editingStyleForRowAt: indexPath)
    }

    func table(_ table: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard indexPath != rowWithoutLeadingActions else { return nil }
        return SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Flag") { [unowned self] _, row, done in
                flagged.append(row)
                done(true)
            },
            ContextualAction(style: .normal, title: "Archive") { _, _, done in done(false) },
        ])
    }

    func table(_ table: Table, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        guard indexPath == rowWithTrailingActions else { return nil }
        return SwipeActionsConfiguration(actions: [
            .delete(),
            ContextualAction(style: .normal, title: "More") { [unowned self] _, row, done in
                more.append(row)
                done(true)
            },
        ])
    }
}

/// A row's leading and trailing actions as buttons on the row, performed with their letters,
/// Enter, the same key again or a click, on the in-memory terminal.
@Suite("Row actions in the view")
struct RowActionViewTests {
    private func fixture() -> (ViewFixture, ActionsDelegate) {
        let list = SampleList(sections: [TableSection(header: "Things", rows: ["one", "two", "three", "Add item…"])])
        let delegate = ActionsDelegate(list: list)
        return (ViewFixture(list: list, size: Size(width: 50, height: 10), delegate: delegate), delegate)
    }

    private func line(_ f: ViewFixture, _ text: String) -> String {
        f.frame(50, 10).lines.dropFirst().first { $0.contains(text) } ?? ""
    }

    @Test("l shows the row's leading actions as buttons at its start, each letter highlighted; the letter performs one")
    func leadingByLetter() {
        let (f, delegate) = fixture()
        f.type("jl")
        #expect(line(f, "two").hasPrefix("    Flag   Archive  two"))
        let frame = f.frame(50, 10)
        let y = frame.lines.firstIndex { $0.contains("two") } ?? 0
        #expect(frame.styledRuns.contains { $0.line == y && $0.text == "F" && $0.style.underline }, "F of Flag is highlighted")
        #expect(frame.styledRuns.contains { $0.line == y && $0.text == "A" && $0.style.underline })
        f.type("f")
        #expect(delegate.flagged == [IndexPath(row: 1, section: 0)])
        #expect(f.table.swipeActions == nil, "performing an action dismisses the buttons")
        #expect(line(f, "two").hasPrefix("   two"))
    }

    @Test("Enter, or l again, performs the first action (a full swipe)")
    func fullSwipe() {
        let (f, delegate) = fixture()
        f.type("l")
        f.press(.enter)
        f.type("jll")
        #expect(delegate.flagged == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        f.press(.right, .right)
        #expect(delegate.flagged.count == 3, "→ is l")
    }

    @Test("Esc dismisses the actions; moving away dismisses them and moves")
    func dismissing() {
        let (f, delegate) = fixture()
        f.type("l")
        f.press(.escape)
        #expect(f.table.swipeActions == nil)
        f.type("lj")
        #expect(f.table.swipeActions == nil)
        #expect(f.state.cursor == IndexPath(row: 1, section: 0))
        #expect(delegate.flagged.isEmpty)
    }

    @Test("An action whose handler reports it could not be performed says so; the row is as it was")
    func notPerformed() {
        let (f, _) = fixture()
        f.type("la")
        #expect(f.frame(50, 10).lines.suffix(2).joined().contains("The action was not performed"))
        #expect(f.table.swipeActions == nil)
    }

    @Test("h shows the trailing actions at the row's end, Delete first; its letter, or h again, deletes; u brings the row back")
    func trailing() {
        let (f, delegate) = fixture()
        delegate.rowWithTrailingActions = IndexPath(row: 0, section: 0)
        f.type("h")
        #expect(line(f, "one").hasSuffix(" Delete   More"))
        f.type("m")
        #expect(delegate.more == [IndexPath(row: 0, section: 0)])
        f.type("hh")
        #expect(f.list.model.sections[0].rows == ["two", "three", "Add item…"])
        f.type("u")
        #expect(f.list.model.sections[0].rows == ["one", "two", "three", "Add item…"])
        f.type("hd")
        #expect(f.list.model.sections[0].rows == ["two", "three", "Add item…"], "d is Delete's letter")
    }

    @Test("Without trailing actions, h is swipe-to-delete: the Delete button, d or Enter confirms")
    func trailingDefault() {
        let (f, _) = fixture()
        f.type("jh")
        #expect(f.table.deleteConfirmationIndexPath == IndexPath(row: 1, section: 0))
        #expect(line(f, "two").hasSuffix(" Delete"))
        f.press(.enter)
        #expect(f.list.model.sections[0].rows == ["one", "three", "Add item…"])
    }

    @Test("A click on an action's button performs it")
    func click() {
        let (f, delegate) = fixture()
        f.type("jjl")
        let frame = f.frame(50, 10)
        let y = frame.lines.firstIndex { $0.contains("three") } ?? 0
        let x = frame.lines[y].firstIndex(of: "F").map { frame.lines[y].distance(from: frame.lines[y].startIndex, to: $0) } ?? 0
        f.mouse(.click, x: x, y: y)
        #expect(delegate.flagged == [IndexPath(row: 2, section: 0)])
    }

    @Test("A row without leading actions says so; in editing mode l explains that actions are for normal mode")
    func noActions() {
        let (f, delegate) = fixture()
        delegate.rowWithoutLeadingActions = IndexPath(row: 0, section: 0)
        f.type("l")
        #expect(f.frame(50, 10).lines.suffix(2).joined().contains("This row has no actions on that side"))
        f.type("jel")
        #expect(f.frame(50, 10).lines.suffix(3).joined().contains("leave editing mode"))
        #expect(f.table.swipeActions == nil)
    }

    @Test("The sample's items offer Top and Copy: l t moves the row to the top, l c copies it below; placeholders have none")
    func sampleActions() {
        let f = ViewFixture(size: Size(width: 60, height: 20))
        f.type("jjl")
        #expect(f.frame().lines.contains { $0.contains(" Top ") && $0.contains(" Copy ") && $0.contains("Fluffy cat") })
        f.type("t")
        #expect(f.list.model.sections[0].rows.first == "Fluffy cat ($0)")
        f.type("gl")
        #expect(f.table.swipeActions?.actions.map(\.title) == ["Copy"], "the first row is already at the top")
        f.type("c")
        #expect(Array(f.list.model.sections[0].rows.prefix(2)) == ["Fluffy cat ($0)", "Fluffy cat ($0)"])
        f.type("uu")
        #expect(f.list.model.sections[0].rows.first == "Rusty bicycle ($42)", "each action is one undo step")
        f.type("g4jl")
        #expect(f.table.swipeActions == nil, "No more items! has no actions")
    }

    @Test("Help lists the keys of a row's actions, the letters included, and of checked rows")
    func help() {
        let lines = KeyMap.helpLines()
        #expect(lines.contains(.heading("A row's actions")))
        #expect(lines.contains(.binding(keys: "letter", text: "the action whose letter is highlighted")))
        #expect(lines.contains(.heading("Rows selected")))
        #expect(lines.contains { if case let .binding(keys, _) = $0 { keys == "l →" } else { false } })
        #expect(lines.contains { if case let .binding(keys, _) = $0 { keys == "v" } else { false } })
    }
}
