import Testing
import TableKit
import TableTerminal

/// Ctrl-C in a field closes the field, as in vim's command line and readline, instead of
/// abandoning the program and what was typed; in the list it still aborts. A program told
/// to stop with a row being typed keeps that row.
@Suite("Ctrl-C in a field, and a row being typed")
struct FieldInterruptTests {
    private func isFieldOpen(_ f: ViewFixture) -> Bool {
        if case .textField = f.state.overlay { return true }
        return false
    }

    @Test("Ctrl-C in the :, /, Add and retype fields closes the field and nothing else", arguments: [":", "/", "+", "r"])
    func ctrlCClosesTheField(opener: Character) {
        let f = ViewFixture()
        f.press(.character("j"))
        f.type(String(opener))
        #expect(isFieldOpen(f))
        f.type("typed")
        let outcome = f.press(.control("c"))
        #expect(outcome == nil, "the program goes on")
        #expect(!isFieldOpen(f), "the field is closed")
        #expect(f.state.filter == nil, "no filter is left on")
        #expect(f.list.model.sections[0].rows.count == 5, "no row was added or retyped")
        #expect(f.press(.control("c")) == .exit(.abort), "in the list, Ctrl-C still aborts")
    }

    @Test("Submitting the row being typed (as a program told to stop does) adds it, or retypes the row")
    func submitTypedRow() {
        let add = ViewFixture()
        add.press(.character("+"))
        add.type("typed when the terminal closed")
        #expect(add.program.submitTypedRow())
        #expect(add.list.model.sections[0].rows.contains("typed when the terminal closed"))

        let retype = ViewFixture()
        retype.press(.character("r"))
        retype.press(.control("u"))
        retype.type("retyped")
        #expect(retype.program.submitTypedRow())
        #expect(retype.list.model.sections[0].rows[0] == "retyped")

        let command = ViewFixture()
        command.type(":wq")
        #expect(!command.program.submitTypedRow(), "a command is not run")
        #expect(command.host.saves.isEmpty)
    }
}
