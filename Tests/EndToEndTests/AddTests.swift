import Testing

@Suite("Adding and inserting")
struct AddTests {
    /// Presses + and types `text` into the Add box, once the box shows it.
    private func openAdd(_ app: TmuxSession, typing text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try app.press("+", sourceLocation: sourceLocation)
        try app.waitFor("the Add box", sourceLocation: sourceLocation) { $0.contains("┌─ Add ") }
        try app.type(text, sourceLocation: sourceLocation)
        try app.waitFor("the typed text in the box", sourceLocation: sourceLocation) { $0.contains("│ \(text) ") }
    }

    @Test("+ opens Add; the typed text is added above No more items! and the cursor is on it")
    func plusAddsAboveNoMoreItems() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("+")
        let box = try app.waitFor("the Add box") { $0.contains("┌─ Add ") && $0.contains("Enter saves · Esc cancels") }
        #expect(box.statusLine.hasPrefix(" LIST 1/11 "))
        try app.type("Red kite")
        try app.waitFor("the typed text in the box") { $0.contains("│ Red kite ") }
        try app.press("Enter")

        let added = try app.waitFor("12 rows, the cursor on row 5, modified") { $0.statusLine.hasPrefix(" LIST 5/12 [modified]") }
        #expect(!added.contains("┌─ Add "))
        #expect(added.lines(3...8) == [Sample.rusty, Sample.shiny, Sample.fluffy, Sample.camera, "   Red kite", Sample.noMoreItems])
        #expect(added.line(10) == Sample.groceries)
    }

    @Test("Home and End as tmux sends them (ESC [1~, ESC [4~) move in the field under TERM=xterm-256color, whose terminfo lacks them")
    func homeAndEndFromTmux() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try openAdd(app, typing: "kite")
        try app.type("\u{1B}[1~")
        try app.type("Red ")
        try app.type("\u{1B}[4~")
        try app.type("!")
        try app.waitFor("the text edited at both ends") { $0.contains("│ Red kite! ") }
        try app.press("Enter")
        let added = try app.waitFor("the row added") { $0.statusLine.hasPrefix(" LIST 5/12 [modified]") }
        #expect(added.line(7) == "   Red kite!")
    }

    @Test("Alt-Backspace in the field deletes a word and keeps the field open, where Esc would have cancelled it")
    func altBackspaceDeletesAWord() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try openAdd(app, typing: "some new text")
        try app.type("\u{1B}\u{7F}")  // Alt-Backspace, as a terminal sends it: Esc and DEL at once
        let edited = try app.waitFor("a word deleted") { $0.contains("│ some new  ") }
        #expect(edited.contains("┌─ Add "), "the field is still open")
        #expect(!edited.contains("Unknown key"))
        try app.type("kite")
        try app.press("Enter")
        let added = try app.waitFor("the row added") { $0.statusLine.hasPrefix(" LIST 5/12 [modified]") }
        #expect(added.line(7) == "   some new kite")
    }

    @Test("Esc and another key sent at once (as scripts do) are still Esc, then that key: only the word keys are Alt")
    func escapeThenKeyAtOnce() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try openAdd(app, typing: "Never mind")
        try app.type("\u{1B}j")
        let after = try app.waitFor("the box cancelled and the cursor moved") { $0.statusLine.hasPrefix(" LIST 2/11 ") }
        #expect(!after.contains("┌─ Add "))
        #expect(!after.contains("Never mind"))
    }

    @Test("Esc in the Add box cancels: nothing added, nothing modified")
    func escCancelsAdd() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try openAdd(app, typing: "Never mind")
        try app.press("Escape")

        let cancelled = try app.waitFor("the box gone") { !$0.contains("┌─ Add ") }
        #expect(!cancelled.contains("Never mind"))
        #expect(cancelled.statusLine.hasPrefix(" LIST 1/11 "))
        #expect(!cancelled.contains("[modified]"))
        #expect(cancelled.lines(3...7) == [Sample.rusty, Sample.shiny, Sample.fluffy, Sample.camera, Sample.noMoreItems])
    }

    @Test("While editing, + on a Homepwner row says Add is disabled and opens no box")
    func addIsDisabledWhileEditing() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("+")
        let refused = try app.waitFor("the message on the status line") {
            $0.statusLine.hasPrefix(" EDITING 1/11  Add is disabled while editing")
        }
        #expect(!refused.contains("┌─"))
        // Keys are handled in order: once j has moved the cursor, + has been handled in full.
        // Had + opened a box, j would have been typed into it instead.
        try app.press("j")
        let after = try app.waitFor("the cursor on row 2") { $0.statusLine.hasPrefix(" EDITING 2/11 ") }
        #expect(!after.contains("┌─"), "no box:\n\(after)")
        #expect(!after.contains("[modified]"))
        #expect(after.isEditingRow(3, Sample.rusty))
        #expect(after.line(7) == Sample.noMoreItems)
    }

    @Test("While editing, + on a Groceries row opens Insert and inserts above Add item…")
    func plusInsertsInGroceriesWhileEditing() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("j", "j", "j", "j", "j", "j")
        try app.waitFor("the cursor on Eggs, row 7") { $0.statusLine.hasPrefix(" EDITING 7/11 ") }
        try app.press("+")
        let box = try app.waitFor("the Insert box") { $0.contains("┌─ Insert ") }
        #expect(!box.contains("┌─ Add "))
        try app.type("Honey")
        try app.waitFor("the typed text in the box") { $0.contains("│ Honey ") }
        try app.press("Enter")

        let inserted = try app.waitFor("12 rows, modified") { $0.statusLine.contains("/12 [modified]") }
        #expect(inserted.statusLine.hasPrefix(" EDITING "))
        #expect(!inserted.contains("┌─ Insert "))
        #expect(inserted.isEditingRow(15, "   Honey"), "Honey above Add item…:\n\(inserted)")
        #expect(inserted.line(16) == " ⊕ Add item…")
        #expect(inserted.isEditingRow(10, Sample.milk))
        #expect(inserted.isEditingRow(11, Sample.eggs))
        #expect(inserted.line(7) == Sample.noMoreItems)
    }

    @Test("Enter on Add item… outside editing mode adds, as tapping it would; an empty Add adds nothing")
    func enterOnThePlaceholderAdds() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("G")
        try app.waitFor("the cursor on Add item…") { $0.statusLine.hasPrefix(" LIST 11/11 ") }
        try app.press("Enter")
        try app.waitFor("the Add box") { $0.contains("┌─ Add ") }
        try app.press("Enter")
        let empty = try app.waitFor("the hint") { $0.statusLine.contains("Type the new row's text") }
        #expect(empty.contains("┌─ Add "), "the box stays open")
        #expect(!empty.contains("[modified]"), "nothing was added")
        try app.type("Honey")
        try app.press("Enter")
        let added = try app.waitFor("Honey added") { $0.statusLine.hasPrefix(" LIST 11/12 [modified]") }
        #expect(added.contains("   Honey\n" + Sample.addItem), "Honey above Add item…:\n\(added)")
    }

    @Test("The text field opens next to the row it edits, as wide as the terminal")
    func fieldNextToItsRow() throws {
        let app = try TmuxSession.launchListedit(width: 120, height: 30)
        defer { app.close() }

        try app.press("j", "j", "r")
        let box = try app.waitFor("the Edit box") { $0.contains("┌─ Edit ") }
        #expect(box.line(5) == Sample.fluffy, "the row being retyped\n\(box)")
        #expect(box.line(6).hasPrefix(" ┌─ Edit "), "the box just below it")
        #expect(box.line(6).count == 119 && box.line(6).hasSuffix("┐"), "as wide as the terminal, less a margin")
        #expect(box.line(7).hasPrefix(" │ Fluffy cat ($0)"), "the field holds the row's text")
    }
}

