import Testing

@Suite("Moving rows")
struct MoveTests {
    @Test("J moves the cursor's row down and the cursor with it; K moves it back")
    func shiftJAndKMoveRows() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("J")
        let down = try app.waitFor("the cursor on row 2, modified") { $0.statusLine.hasPrefix(" EDITING 2/11 [modified]") }
        #expect(down.isEditingRow(3, Sample.shiny))
        #expect(down.isEditingRow(4, Sample.rusty))
        #expect(down.isEditingRow(5, Sample.fluffy))

        try app.press("K")
        let up = try app.waitFor("the cursor back on row 1") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        #expect(up.isEditingRow(3, Sample.rusty))
        #expect(up.isEditingRow(4, Sample.shiny))
    }

    @Test("No more items! stays last: nothing moves below it and it does not move")
    func pinnedRowStaysLast() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("j", "j", "j")
        try app.waitFor("the cursor on カメラ, row 4") { $0.statusLine.hasPrefix(" EDITING 4/11 ") }

        // J steps past No more items! (which may not move down) into Groceries, as a drag does.
        try app.press("J")
        let passed = try app.waitFor("カメラ moved into Groceries") { $0.statusLine.hasPrefix(" EDITING 5/11 [modified]") }
        #expect(passed.line(6) == Sample.noMoreItems, "the pinned row stays last:\n\(passed)")
        #expect(passed.line(8) == Sample.groceries)
        #expect(passed.line(9).hasPrefix(Sample.editing(Sample.camera)))
        try app.press("K")
        let back = try app.waitFor("back above it") { $0.statusLine.hasPrefix(" EDITING 4/11 [modified]") }
        #expect(back.line(6).hasPrefix(Sample.editing(Sample.camera)))
        #expect(back.line(7) == Sample.noMoreItems)
        try app.press("j")
        try app.waitFor("the cursor on No more items!, row 5") { $0.statusLine.hasPrefix(" EDITING 5/11 ") }
        try app.press("J")
        let pinned = try app.waitFor("the refusal") { $0.statusLine.hasPrefix(" EDITING 5/11 [modified]  This row can't be moved") }
        #expect(pinned.line(6).hasPrefix(Sample.editing(Sample.camera)))
        #expect(pinned.line(7) == Sample.noMoreItems)
        #expect(pinned.line(9) == Sample.groceries)
        #expect(pinned.isEditingRow(10, Sample.milk))

        // Milk, first in Groceries, moved up lands above No more items!, not below it.
        try app.press("j")
        try app.waitFor("the cursor on Milk, row 6") { $0.statusLine.hasPrefix(" EDITING 6/11 ") }
        try app.press("K")
        let moved = try app.waitFor("Milk moved") { $0.statusLine.hasPrefix(" EDITING 5/11 [modified]") && $0.line(7).contains("Milk") }
        #expect(moved.isEditingRow(7, Sample.milk), "Milk above No more items!:\n\(moved)")
        #expect(moved.line(8) == Sample.noMoreItems)
        #expect(moved.line(10) == Sample.groceries)
        #expect(moved.isEditingRow(11, Sample.eggs))
    }

    @Test("Space picks the row up, j j drags it (rows slide), Space drops it there")
    func pickUpDragAndDrop() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("Space")
        let picked = try app.waitFor("MOVING") { $0.statusLine.hasPrefix(" MOVING 1/11 ") }
        #expect(picked.statusLine.contains("Moving: j/k drag, Space or Enter drops, Esc puts it back"))

        try app.press("j")
        let one = try app.waitFor("the row one place down") { $0.statusLine.hasPrefix(" MOVING 2/11 ") }
        #expect(one.isEditingRow(3, Sample.shiny))
        #expect(one.isEditingRow(4, Sample.rusty))
        try app.press("j")
        let two = try app.waitFor("the row two places down") { $0.statusLine.hasPrefix(" MOVING 3/11 ") }
        #expect(two.isEditingRow(3, Sample.shiny))
        #expect(two.isEditingRow(4, Sample.fluffy))
        #expect(two.isEditingRow(5, Sample.rusty))

        try app.press("Space")
        let dropped = try app.waitFor("EDITING again, modified") { $0.statusLine.hasPrefix(" EDITING 3/11 [modified]") }
        #expect(dropped.isEditingRow(3, Sample.shiny))
        #expect(dropped.isEditingRow(4, Sample.fluffy))
        #expect(dropped.isEditingRow(5, Sample.rusty))
        #expect(dropped.line(6).hasPrefix(Sample.editing(Sample.camera)))
        #expect(dropped.line(7) == Sample.noMoreItems)
    }

    @Test("Esc puts a picked-up row back where it was")
    func escPutsThePickedUpRowBack() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("Space")
        try app.waitFor("MOVING") { $0.statusLine.hasPrefix(" MOVING 1/11 ") }
        try app.press("j", "j")
        let dragged = try app.waitFor("the row two places down") { $0.statusLine.hasPrefix(" MOVING 3/11 ") }
        #expect(dragged.isEditingRow(5, Sample.rusty))

        try app.press("Escape")
        let back = try app.waitFor("EDITING on row 1") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        #expect(back.isEditingRow(3, Sample.rusty))
        #expect(back.isEditingRow(4, Sample.shiny))
        #expect(back.isEditingRow(5, Sample.fluffy))
        #expect(!back.contains("[modified]"))
    }
}
