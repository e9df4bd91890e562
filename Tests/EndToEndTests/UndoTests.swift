import Testing

@Suite("Undo and redo")
struct UndoTests {
    @Test("u brings a deleted row back; Ctrl-R deletes it again")
    func undoAndRedoADelete() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("j")
        try app.waitFor("the cursor on Shiny laptop") { $0.statusLine.hasPrefix(" EDITING 2/11 ") }
        try app.press("d")
        try app.waitFor("the Remove button") { $0.showsDeleteButton(4, label: "Remove", prefix: Sample.editing(Sample.shiny)) }
        try app.press("d")
        let deleted = try app.waitFor("Shiny laptop deleted") { $0.statusLine.hasPrefix(" EDITING 2/10 [modified]") }
        #expect(!deleted.contains("Shiny laptop"))

        try app.press("u")
        let undone = try app.waitFor("Undone") { $0.statusLine.contains("  Undone") }
        #expect(undone.statusLine.contains("/11 "))
        #expect(undone.isEditingRow(3, Sample.rusty))
        #expect(undone.isEditingRow(4, Sample.shiny))
        #expect(undone.isEditingRow(5, Sample.fluffy))

        try app.press("C-r")
        let redone = try app.waitFor("Redone") { $0.statusLine.contains("  Redone") }
        #expect(redone.statusLine.contains("/10 [modified]"))
        #expect(!redone.contains("Shiny laptop"))
        #expect(redone.isEditingRow(3, Sample.rusty))
        #expect(redone.isEditingRow(4, Sample.fluffy))
    }
}
