import Testing

/// A Markdown todo: headings are sections, list items rows that carry their nested lines.
@Suite("Markdown files")
struct MarkdownTests {
    private static let todo = """
        # Groceries

        - Milk
        - Eggs
          - free range
          - a dozen
        - Bread

        ## Hardware

        Bring the receipt.

        - Nails
        - [ ] Screws

        """

    /// Opens todo.md holding ``todo``, written by the pane's shell.
    private func openTodo(sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        let setUp = "cat > todo.md <<'END_OF_TODO'\n" + Self.todo + "END_OF_TODO"
        return try TmuxSession.launchListeditOnFile(
            ["todo.md"], setUp: setUp, waitingFor: "the todo's sections", sourceLocation: sourceLocation) {
                $0.statusLine.hasPrefix(" LIST 1/6 ")
            }
    }

    @Test("Headings show as section headers; J moves an item with its nested items; w writes just that")
    func moveItemWithNestedItems() throws {
        let app = try openTodo()
        defer { app.close() }
        #expect(app.bytes(of: "todo.md") == utf8(Self.todo), "the shell wrote the todo as is")
        let opened = try app.capture()
        #expect(opened.topBar.contains("todo.md"))
        #expect(opened.lines(2...9) == [
            " Groceries", "   Milk", "   Eggs (+2 lines)", "   Bread",
            " Hardware", "   Bring the receipt.", "   Nails", "   [ ] Screws",
        ], "\(opened)")

        try app.press("j")
        try app.waitFor("the cursor on Eggs") { $0.statusLine.hasPrefix(" LIST 2/6 ") }
        try app.press("e")
        let editing = try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 2/6 ") }
        #expect(editing.line(2) == " Groceries")
        #expect(editing.isEditingRow(3, "   Milk"))
        #expect(editing.isEditingRow(4, "   Eggs (+2 lines)"))
        #expect(editing.line(6) == " Hardware")
        #expect(editing.line(7) == "   Bring the receipt.", "a paragraph has no controls:\n\(editing)")
        #expect(editing.isEditingRow(8, "   Nails"))

        try app.press("J")
        let moved = try app.waitFor("Eggs below Bread") { $0.statusLine.hasPrefix(" EDITING 3/6 [modified]") }
        #expect(moved.line(2) == " Groceries")
        #expect(moved.isEditingRow(3, "   Milk"))
        #expect(moved.isEditingRow(4, "   Bread"))
        #expect(moved.isEditingRow(5, "   Eggs (+2 lines)"))
        #expect(moved.line(6) == " Hardware")

        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 6 rows to todo.md") }
        // The nested items travel with Eggs; the blank line stays at the end of the section.
        let expected = """
            # Groceries

            - Milk
            - Bread
            - Eggs
              - free range
              - a dozen

            ## Hardware

            Bring the receipt.

            - Nails
            - [ ] Screws

            """
        #expect(app.bytes(of: "todo.md") == utf8(expected))
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0, "saved: q asks nothing")
    }

    @Test("A paragraph row cannot be deleted or moved")
    func paragraphStaysInPlace() throws {
        let app = try openTodo()
        defer { app.close() }
        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/6 ") }
        try app.press("j", "j", "j")
        try app.waitFor("the cursor on the paragraph") { $0.statusLine.hasPrefix(" EDITING 4/6 ") }

        try app.press("d")
        try app.waitFor("the delete refusal") { $0.statusLine.contains("This row can't be deleted") }
        try app.press("J")
        try app.waitFor("the move refusal") { $0.statusLine.contains("This row can't be moved") }
        let after = try app.capture()
        #expect(after.line(7) == "   Bring the receipt.")
        #expect(after.isEditingRow(8, "   Nails"))
        #expect(!after.statusLine.contains("[modified]"))

        try app.press("q")
        #expect(try app.waitForExitStatus() == 0, "nothing changed: no question")
        #expect(app.bytes(of: "todo.md") == utf8(Self.todo))
    }
}
