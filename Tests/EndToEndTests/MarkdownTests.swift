import Testing

/// A Markdown todo: headings are sections, list items rows that show their markers, nested
/// items rows of their own, drawn indented, that travel with their parent; numbered lists are renumbered as items move, are added or deleted.
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

    /// Opens `name` holding `text`, written by the pane's shell, once it shows `rows` rows.
    private func open(_ name: String, holding text: String, rows: Int,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        let setUp = "cat > \(name) <<'END_OF_FILE'\n" + text + "END_OF_FILE"
        return try TmuxSession.launchListeditOnFile(
            [name], setUp: setUp, waitingFor: "\(name)'s rows", sourceLocation: sourceLocation) {
                $0.statusLine.hasPrefix(" LIST 1/\(rows) ")
            }
    }

    /// Opens todo.md holding ``todo``.
    private func openTodo(sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        try open("todo.md", holding: Self.todo, rows: 8, sourceLocation: sourceLocation)
    }

    @Test("Headings show as section headers; J moves an item with its nested items; w writes just that")
    func moveItemWithNestedItems() throws {
        let app = try openTodo()
        defer { app.close() }
        #expect(app.bytes(of: "todo.md") == utf8(Self.todo), "the shell wrote the todo as is")
        let opened = try app.capture()
        #expect(opened.topBar.contains("todo.md"))
        #expect(opened.lines(2...11) == [
            " Groceries", "   - Milk", "   - Eggs", "     - free range", "     - a dozen", "   - Bread",
            " Hardware", "   Bring the receipt.", "   - Nails", "   - [ ] Screws",
        ], "each item shows its marker, as it is saved, nested ones indented:\n\(opened)")

        try app.press("j")
        try app.waitFor("the cursor on Eggs") { $0.statusLine.hasPrefix(" LIST 2/8 ") }
        try app.press("e")
        let editing = try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 2/8 ") }
        #expect(editing.line(2) == " Groceries")
        #expect(editing.isEditingRow(3, "   - Milk"))
        #expect(editing.isEditingRow(4, "   - Eggs"))
        #expect(editing.isEditingRow(5, "     - free range"))
        #expect(editing.line(8) == " Hardware")
        #expect(editing.line(9) == "   Bring the receipt.", "a paragraph has no controls:\n\(editing)")
        #expect(editing.isEditingRow(10, "   - Nails"))

        try app.press("J")
        let moved = try app.waitFor("Eggs and its items below Bread") { $0.statusLine.hasPrefix(" EDITING 3/8 [modified]") }
        #expect(moved.line(2) == " Groceries")
        #expect(moved.isEditingRow(3, "   - Milk"))
        #expect(moved.isEditingRow(4, "   - Bread"))
        #expect(moved.isEditingRow(5, "   - Eggs"))
        #expect(moved.isEditingRow(6, "     - free range"))
        #expect(moved.isEditingRow(7, "     - a dozen"))
        #expect(moved.line(8) == " Hardware")

        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 8 rows to todo.md") }
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
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/8 ") }
        try app.press("j", "j", "j", "j", "j")
        try app.waitFor("the cursor on the paragraph") { $0.statusLine.hasPrefix(" EDITING 6/8 ") }

        try app.press("d")
        try app.waitFor("the delete refusal") { $0.statusLine.contains("This row can't be deleted") }
        try app.press("J")
        try app.waitFor("the move refusal") { $0.statusLine.contains("This row can't be moved") }
        let after = try app.capture()
        #expect(after.line(9) == "   Bring the receipt.")
        #expect(after.isEditingRow(10, "   - Nails"))
        #expect(!after.statusLine.contains("[modified]"))

        try app.press("q")
        #expect(try app.waitForExitStatus() == 0, "nothing changed: no question")
        #expect(app.bytes(of: "todo.md") == utf8(Self.todo))
    }

    private static let steps = """
        # Steps

        1. Preheat
        2. Mix
        3. Bake

        ## Later

        - Wash up

        """

    /// Opens steps.md holding ``steps``.
    private func openSteps(sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        try open("steps.md", holding: Self.steps, rows: 4, sourceLocation: sourceLocation)
    }

    @Test("J moves a numbered item down: the list is renumbered on screen and in the file; u puts it back")
    func moveRenumbers() throws {
        let app = try openSteps()
        defer { app.close() }
        #expect(try app.capture().lines(2...5) == [" Steps", "   1. Preheat", "   2. Mix", "   3. Bake"])

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/4 ") }
        try app.press("J")
        let moved = try app.waitFor("Preheat below Mix") { $0.statusLine.hasPrefix(" EDITING 2/4 [modified]") }
        #expect(moved.isEditingRow(3, "   1. Mix"), "\(moved)")
        #expect(moved.isEditingRow(4, "   2. Preheat"))
        #expect(moved.isEditingRow(5, "   3. Bake"))

        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 4 rows to steps.md") }
        #expect(app.bytes(of: "steps.md") == utf8(Self.steps.replacingOccurrences(
            of: "1. Preheat\n2. Mix\n", with: "1. Mix\n2. Preheat\n")))

        try app.press("u")
        let undone = try app.waitFor("the move undone") { $0.isEditingRow(3, "   1. Preheat") }
        #expect(undone.isEditingRow(4, "   2. Mix"), "\(undone)")
        #expect(undone.statusLine.contains("[modified]"), "the file on disk has the move")
        try app.press("w")
        try app.waitFor("the second save") { !$0.statusLine.contains("[modified]") }
        #expect(app.bytes(of: "steps.md") == utf8(Self.steps), "undo gives back the bytes read")
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("+ adds the next number; deleting the first item renumbers the rest from the list's start")
    func addAndDeleteRenumber() throws {
        let app = try openSteps()
        defer { app.close() }

        try app.press("+")
        try app.waitFor("the Add box") { $0.contains("┌─ Add ") }
        try app.type("Cool")
        try app.waitFor("the typed text in the box") { $0.contains("│ Cool ") }
        try app.press("Enter")
        let added = try app.waitFor("the new item") { $0.statusLine.hasPrefix(" LIST 4/5 [modified]") }
        #expect(added.lines(3...6) == ["   1. Preheat", "   2. Mix", "   3. Bake", "   4. Cool"], "\(added)")

        try app.press("g", "e")
        try app.waitFor("editing mode on Preheat") { $0.statusLine.hasPrefix(" EDITING 1/5 ") }
        try app.press("d")
        try app.waitFor("the Delete button") { $0.line(3).hasSuffix(" Delete") }
        try app.press("d")
        let deleted = try app.waitFor("Preheat deleted") { $0.statusLine.hasPrefix(" EDITING 1/4 [modified]") }
        #expect(deleted.isEditingRow(3, "   1. Mix"), "\(deleted)")
        #expect(deleted.isEditingRow(4, "   2. Bake"))
        #expect(deleted.isEditingRow(5, "   3. Cool"))
        #expect(deleted.line(6) == " Later")

        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 4 rows to steps.md") }
        #expect(app.bytes(of: "steps.md") == utf8(Self.steps.replacingOccurrences(
            of: "1. Preheat\n2. Mix\n3. Bake\n", with: "1. Mix\n2. Bake\n3. Cool\n")))
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("x toggles a task item's checkbox; the file's bytes change only there; u puts it back")
    func checkboxToggle() throws {
        let app = try openTodo()
        defer { app.close() }

        try app.press("G")
        try app.waitFor("the cursor on Screws") { $0.statusLine.hasPrefix(" LIST 8/8 ") }
        try app.press("x")
        let checked = try app.waitFor("the box checked") { $0.contains("- [x] Screws") }
        #expect(checked.statusLine.hasPrefix(" LIST 8/8 [modified]"))
        try app.press("w")
        try app.waitFor("saved") { $0.statusLine.contains("Wrote") }
        #expect(app.bytes(of: "todo.md") == utf8(Self.todo.replacingOccurrences(of: "- [ ] Screws", with: "- [x] Screws")))
        try app.press("x")
        try app.waitFor("unchecked again") { $0.contains("- [ ] Screws") }
        try app.press("k", "x")
        let refused = try app.waitFor("the refusal") { $0.statusLine.contains("This row has no checkbox") }
        #expect(refused.contains("- Nails"))
        try app.press("u")
        let undone = try app.waitFor("u undid the second toggle") { $0.contains("- [x] Screws") }
        #expect(!undone.statusLine.contains("[modified]"), "back at what was saved")
        try app.press("w")
        try app.waitFor("nothing to save") { $0.statusLine.contains("No changes to save") }
        #expect(app.bytes(of: "todo.md") == utf8(Self.todo.replacingOccurrences(of: "- [ ] Screws", with: "- [x] Screws")))
    }
}

