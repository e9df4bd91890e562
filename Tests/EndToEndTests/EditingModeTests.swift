import Testing

@Suite("Editing mode")
struct EditingModeTests {
    @Test("e toggles editing mode: Done, ⊖ and ≡ on the rows, ⊕ on Add item…, EDITING; e again undoes it all")
    func eTogglesEditingMode() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        let list = try app.capture()
        #expect(list.topBar.hasPrefix(" Edit "))
        #expect(list.topBar.hasSuffix("+"))
        #expect(list.lines(2...16) == Sample.body)
        #expect(list.statusLine.hasPrefix(" LIST 1/11 "))
        #expect(list.statusLine.hasSuffix("? help"))

        try app.press("e")
        let editing = try app.waitFor("EDITING on the status line") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        #expect(editing.topBar.hasPrefix(" Done "))
        for (number, row) in [(3, Sample.rusty), (4, Sample.shiny), (5, Sample.fluffy),
                              (10, Sample.milk), (11, Sample.eggs), (12, Sample.bread)] {
            #expect(editing.isEditingRow(number, row), "line \(number) should be \(Sample.editing(row)) … ≡ at column 78:\n\(editing)")
        }
        for (number, row) in [(6, Sample.camera), (13, Sample.greenTea), (14, Sample.coffee)] {
            #expect(editing.line(number).hasPrefix(Sample.editing(row)) && editing.line(number).hasSuffix(" ≡"), "line \(number):\n\(editing)")
        }
        #expect(editing.line(7) == Sample.noMoreItems, "No more items! has no controls")
        #expect(editing.line(15) == " ⊕ Add item…")
        #expect(!editing.contains("[modified]"))

        try app.press("e")
        let back = try app.waitFor("LIST on the status line") { $0.statusLine.hasPrefix(" LIST 1/11 ") }
        #expect(back.topBar.hasPrefix(" Edit "))
        #expect(back.lines(2...16) == Sample.body)
    }

    @Test("d d in editing mode deletes the cursor's row")
    func dTwiceDeletesTheRow() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("d")
        let confirming = try app.waitFor("the Remove button on Rusty bicycle") {
            $0.showsDeleteButton(3, label: "Remove", prefix: Sample.editing(Sample.rusty))
        }
        #expect(confirming.statusLine.hasPrefix(" EDITING 1/11 "))
        #expect(confirming.isEditingRow(4, Sample.shiny), "the other rows keep their ≡")

        try app.press("d")
        let deleted = try app.waitFor("10 rows, modified") { $0.statusLine.hasPrefix(" EDITING 1/10 [modified]") }
        #expect(!deleted.contains("Rusty bicycle"))
        #expect(deleted.isEditingRow(3, Sample.shiny))
        #expect(deleted.isEditingRow(4, Sample.fluffy))
        #expect(deleted.line(6) == Sample.noMoreItems)
        #expect(!deleted.contains("Remove"))
    }

    @Test("A Groceries row's button reads Delete; Esc dismisses it, Enter deletes")
    func groceriesDeleteButton() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("j", "j", "j", "j", "j")
        try app.waitFor("the cursor on Milk, row 6") { $0.statusLine.hasPrefix(" EDITING 6/11 ") }
        try app.press("d")
        let confirming = try app.waitFor("the Delete button on Milk") {
            $0.showsDeleteButton(10, label: "Delete", prefix: Sample.editing(Sample.milk))
        }
        #expect(!confirming.contains("Remove"))

        try app.press("Escape")
        let dismissed = try app.waitFor("Milk with its ≡ again") { $0.isEditingRow(10, Sample.milk) }
        #expect(!dismissed.contains("Delete"))
        #expect(dismissed.statusLine.hasPrefix(" EDITING 6/11 "))
        #expect(!dismissed.contains("[modified]"))

        try app.press("d")
        try app.waitFor("the Delete button on Milk again") {
            $0.showsDeleteButton(10, label: "Delete", prefix: Sample.editing(Sample.milk))
        }
        try app.press("Enter")
        let deleted = try app.waitFor("10 rows, modified") { $0.statusLine.hasPrefix(" EDITING 6/10 [modified]") }
        #expect(!deleted.contains("Milk"))
        #expect(deleted.line(9) == Sample.groceries)
        #expect(deleted.isEditingRow(10, Sample.eggs))
    }
}
