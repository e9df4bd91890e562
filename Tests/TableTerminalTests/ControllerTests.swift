import Testing
import TableKit
import TableTerminal
import SampleList

/// Every intent, driven by its keys, without a terminal.
@Suite("Controller")
struct ControllerTests {
    private func rows(_ f: ViewFixture, _ section: Int) -> [String] { Array(f.list.model.sections[section].rows) }

    @Test("j k g G move the cursor across sections")
    func navigation() {
        let f = ViewFixture()
        f.type("jjjjj")
        #expect(f.state.cursor == IndexPath(row: 0, section: 1), "from the Homepwner section into Groceries")
        f.type("k")
        #expect(f.state.cursor == IndexPath(row: 4, section: 0))
        f.type("G")
        #expect(f.state.cursor == IndexPath(row: 5, section: 1))
        f.type("j")
        #expect(f.state.cursor == IndexPath(row: 5, section: 1), "the last row stays the last")
        f.type("g")
        #expect(f.state.cursor == IndexPath(row: 0, section: 0))
    }

    @Test("e toggles editing mode; in editing mode d then d deletes the row (Remove in Homepwner)")
    func editingDelete() {
        let f = ViewFixture()
        f.type("e")
        #expect(f.table.mode == .editing)
        f.type("jd")
        #expect(f.table.deleteConfirmationIndexPath == IndexPath(row: 1, section: 0))
        f.type("d")
        #expect(rows(f, 0) == ["Rusty bicycle ($42)", "Fluffy cat ($0)", "カメラ — camera ($85)", SampleList.noMoreItems])
        #expect(f.state.cursor == IndexPath(row: 1, section: 0), "the cursor goes to the row that took its place")
        #expect(f.table.mode == .editing)
        f.type("e")
        #expect(f.table.mode == .normal)
    }

    @Test("Swipe: d or h shows the button; Esc dismisses; moving away dismisses; Enter deletes")
    func swipe() {
        let f = ViewFixture()
        f.type("d")
        #expect(f.table.mode == .swipe(IndexPath(row: 0, section: 0), .trailing))
        f.press(.escape)
        #expect(f.table.mode == .normal)
        f.type("h")
        f.type("j")
        #expect(f.table.mode == .normal, "moving away dismisses")
        #expect(f.state.cursor == IndexPath(row: 1, section: 0))
        f.press(.left, .enter)
        #expect(!rows(f, 0).contains("Shiny laptop ($1,299)"))
        #expect(f.table.mode == .normal)
    }

    @Test("The pinned row cannot be deleted, retyped or moved")
    func pinnedRow() {
        let f = ViewFixture()
        f.type("jjjj")
        f.type("d")
        #expect(f.state.status?.text == "This row can't be deleted")
        f.press(.enter)
        #expect(f.state.overlay == .none)
        #expect(f.state.status?.text == "This row's text can't be edited")
        f.type("eJ")
        #expect(f.state.status?.text == "This row can't be moved")
    }

    @Test("+ adds a row at the end of the section, above the pinned row; Esc cancels")
    func add() {
        let f = ViewFixture()
        f.type("+Lamp")
        f.press(.enter)
        #expect(rows(f, 0).suffix(2) == ["Lamp", SampleList.noMoreItems])
        #expect(f.state.cursor == IndexPath(row: 4, section: 0), "the cursor is on the new row")
        f.type("+Nothing")
        f.press(.escape)
        #expect(!rows(f, 0).contains("Nothing"))
        f.type("G+Tea")
        f.press(.enter)
        #expect(rows(f, 1).suffix(2) == ["Tea", SampleList.addItem])
    }

    @Test("While editing, Add is disabled; + taps the section's insertion control instead")
    func addWhileEditing() {
        let f = ViewFixture()
        f.type("e+")
        #expect(f.state.overlay == .none)
        #expect(f.state.status?.text == "Add is disabled while editing")
        f.type("jjjjj+")
        guard case let .textField(_, purpose) = f.state.overlay else {
            Issue.record("+ in a section with ⊕ should open the insertion field")
            return
        }
        #expect(purpose == .insert(IndexPath(row: 5, section: 1)))
        f.type("Butter")
        f.press(.enter)
        #expect(rows(f, 1).suffix(2) == ["Butter", SampleList.addItem])
        f.press(.enter)
        #expect({ if case .textField(_, .insert) = f.state.overlay { true } else { false } }(),
                "Enter on the ⊕ row inserts too")
    }

    @Test("Enter retypes a row; an unchanged text is no edit")
    func retype() {
        let f = ViewFixture()
        f.press(.enter)
        f.press(.control("u"))
        f.type("Red bicycle")
        f.press(.enter)
        #expect(rows(f, 0)[0] == "Red bicycle")
        f.press(.enter, .enter)
        #expect(f.table.undoStepCount == 1)
    }

    @Test("J and K move the row one place; past the pinned row J steps into the next section, which stays last")
    func nudge() {
        let f = ViewFixture()
        f.type("eJ")
        #expect(rows(f, 0).prefix(2) == ["Shiny laptop ($1,299)", "Rusty bicycle ($42)"])
        #expect(f.state.cursor == IndexPath(row: 1, section: 0))
        f.type("JJ")
        #expect(rows(f, 0)[3] == "Rusty bicycle ($42)")
        f.type("J")
        #expect(rows(f, 0).last == SampleList.noMoreItems, "gold: the pinned row stays last")
        #expect(rows(f, 1).first == "Rusty bicycle ($42)", "the row stepped past it into Groceries")
        #expect(f.state.cursor == IndexPath(row: 0, section: 1))
        f.type("K")
        #expect(rows(f, 0).suffix(2) == ["Rusty bicycle ($42)", SampleList.noMoreItems], "and back up, above it")
        f.type("gK")
        #expect(f.state.status?.text == "This row can't go further up")
        f.type("G")
        f.type("J")
        #expect(f.state.status?.text == "This row can't be moved", "the placeholder itself stays put")
    }

    @Test("Pick up, drag with j, drop with Space; Esc puts it back")
    func pickUp() {
        let f = ViewFixture()
        f.type("e ")
        #expect(f.table.drag != nil)
        f.type("jj ")
        #expect(rows(f, 0)[2] == "Rusty bicycle ($42)")
        #expect(f.state.cursor == IndexPath(row: 2, section: 0))
        f.type("m")
        f.press(.down)
        f.press(.escape)
        #expect(rows(f, 0)[2] == "Rusty bicycle ($42)")
        #expect(f.state.cursor == IndexPath(row: 2, section: 0))
        #expect(f.table.drag == nil)
        f.type("e ")
        #expect(f.table.drag == nil, "picking up needs editing mode")
    }

    @Test("Undo and redo put the cursor on the row they brought back")
    func undoRedo() {
        let f = ViewFixture()
        f.type("jdd")
        #expect(f.state.cursor == IndexPath(row: 1, section: 0))
        f.type("j")
        f.type("u")
        #expect(rows(f, 0)[1] == "Shiny laptop ($1,299)")
        #expect(f.state.cursor == IndexPath(row: 1, section: 0))
        #expect(f.state.status?.text == "Undone")
        f.press(.control("r"))
        #expect(!rows(f, 0).contains("Shiny laptop ($1,299)"))
        #expect(f.state.status?.text == "Redone")
        f.type("uu")
        #expect(f.state.status?.text == "Nothing to undo")
    }

    @Test("q quits at once without changes; with changes it asks: c cancels, n quits, y saves then quits")
    func quitPrompt() {
        let f = ViewFixture()
        #expect(f.type("q") == .exit(.quit))
        f.host.hasUnsavedChanges = true
        #expect(f.type("q") == nil)
        #expect(f.state.overlay == .quitPrompt)
        #expect(f.frame(80, 24).lines[23].contains("Save changes? [y]es [n]o [c]ancel"))
        #expect(f.type("x") == nil, "other keys leave the question open")
        #expect(f.state.overlay == .quitPrompt)
        #expect(f.type("c") == nil)
        #expect(f.state.overlay == .none)
        f.type("q")
        #expect(f.type("n") == .exit(.quit))
        #expect(f.host.saves.isEmpty)
        f.type("q")
        #expect(f.type("y") == .exit(.quit))
        #expect(f.host.saves == [nil])
    }

    @Test("y with a failing save stays, with the reason on the status line; nothing is lost")
    func failedSave() {
        struct DiskFull: Error, CustomStringConvertible { var description: String { "No space left on device" } }
        let f = ViewFixture()
        f.host.hasUnsavedChanges = true
        f.host.failure = DiskFull()
        f.type("q")
        #expect(f.type("y") == nil)
        #expect(f.state.status == StatusMessage(text: "Not saved: No space left on device", isError: true))
    }

    @Test("Saving without a file name asks for one first")
    func saveAs() {
        let f = ViewFixture()
        f.host.needsFileName = true
        f.type("w")
        #expect(f.state.overlay == .textField(TextField(), purpose: .saveAs(then: .stay)))
        f.type("list.txt")
        f.press(.enter)
        #expect(f.host.saves == ["list.txt"])
        #expect(f.state.status?.text == "Saved")
    }

    @Test("Ctrl-Z suspends from anywhere, even inside the text field; there Ctrl-C closes the field, and then aborts")
    func abortAndSuspend() {
        let f = ViewFixture()
        f.type("+abc")
        #expect(f.press(.control("z")) == nil)
        #expect(f.terminal.suspensions == 1)
        #expect(f.press(.control("c")) == nil)
        #expect(f.state.overlay == .none)
        #expect(f.press(.control("c")) == .exit(.abort))
    }

    @Test("? opens help; any other key closes it without acting")
    func help() {
        let f = ViewFixture()
        f.type("?")
        #expect(f.state.overlay == .help(scroll: 0))
        f.type("e")
        #expect(f.state.overlay == .none)
        #expect(f.table.mode == .normal, "the key that closed help did nothing else")
    }

    @Test("An empty list: keys explain instead of failing")
    func emptyList() {
        let f = ViewFixture(list: SampleList(sections: []))
        f.type("jdJ")
        #expect(f.state.cursor == nil)
        f.type("+")
        #expect(f.state.status?.text == "There is no section to add to")
        #expect(f.frame(30, 6).lines[5].contains("0/0"))
    }

    @Test("An empty Add adds nothing: the field stays open and says why; Esc still cancels")
    func emptyAdd() {
        let f = ViewFixture()
        f.type("+")
        f.press(.enter)
        #expect(f.list.model.sections[0].rows.count == 5, "no empty row")
        #expect(f.state.status?.text == "Type the new row's text, or Esc to cancel")
        #expect({ if case .textField(_, .add) = f.state.overlay { true } else { false } }())
        f.press(.escape)
        #expect(f.state.overlay == .none)
    }

    @Test("Enter on the Add item… placeholder in normal mode opens Add for its section")
    func placeholderAdds() {
        let f = ViewFixture()
        f.type("G")
        f.press(.enter)
        #expect({ if case .textField(_, .add(section: 1)) = f.state.overlay { true } else { false } }())
        f.type("Tea")
        f.press(.enter)
        #expect(f.list.model.sections[1].rows.suffix(2) == ["Tea", SampleList.addItem])
    }

    @Test("Pasted lines are text in the Add field, never keys; pasted outside a field they are refused whole")
    func pasteIsNeverRun() {
        let f = ViewFixture()
        let rows = f.list.model.sections[0].rows
        f.send(.paste("ggddZZ"))
        #expect(f.list.model.sections[0].rows == rows, "nothing deleted, nothing saved")
        #expect(f.state.status?.text == "A paste goes into a text field: + add, Enter edit, / filter")
        #expect(f.host.saves.isEmpty)

        f.type("+")
        f.send(.paste("pasted first line\nggddZZ\n"))
        guard case let .textField(field, .add) = f.state.overlay else {
            Issue.record("the Add field closed")
            return
        }
        #expect(field.text == "pasted first line ggddZZ")
        #expect(f.host.saves.isEmpty)
        f.press(.enter)
        let after = Array(f.list.model.sections[0].rows)
        #expect(after.count == rows.count + 1 && after.filter { $0 == "pasted first line ggddZZ" }.count == 1,
                "one row added, holding the pasted text: \(after)")
    }
}
