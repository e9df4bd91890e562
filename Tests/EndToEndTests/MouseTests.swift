import Testing

@Suite("Mouse")
struct MouseTests {
    @Test("Clicking Edit, then a ⊖, then its Remove button deletes the row; clicking Done leaves editing")
    func clickEditThenDelete() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try click(app, x: 3, y: 1)
        let editing = try app.waitFor("editing mode after clicking Edit") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        #expect(editing.topBar.hasPrefix(" Done "))
        #expect(editing.isEditingRow(3, Sample.rusty))

        try click(app, x: 2, y: 3)
        try app.waitFor("the Remove button after clicking ⊖") {
            $0.showsDeleteButton(3, label: "Remove", prefix: Sample.editing(Sample.rusty))
        }

        try click(app, x: 76, y: 3)
        let deleted = try app.waitFor("Rusty deleted after clicking Remove") { $0.statusLine.hasPrefix(" EDITING 1/10 [modified]") }
        #expect(!deleted.contains("Rusty bicycle"))
        #expect(deleted.isEditingRow(3, Sample.shiny))

        try click(app, x: 3, y: 1)
        let done = try app.waitFor("LIST after clicking Done") { $0.statusLine.hasPrefix(" LIST 1/10 [modified]") }
        #expect(done.topBar.hasPrefix(" Edit "))
        #expect(done.line(3) == Sample.shiny)
    }

    @Test("--no-mouse asks the terminal for no mouse reports, so that text can be selected; keys still work")
    func noMouse() throws {
        let app = try TmuxSession.launchListedit(["--no-animation", "--no-mouse"])
        defer { app.close() }
        try app.waitFor("the sample") { $0.statusLine.hasPrefix(" LIST 1/11 ") }
        #expect(try app.paneFormat("#{mouse_any_flag}") == "0")
        #expect(try app.paneFormat("#{mouse_sgr_flag}") == "0")
        try app.press("j")
        try app.waitFor("the next row") { $0.statusLine.hasPrefix(" LIST 2/11 ") }
    }

    @Test("On a terminal whose terminfo knows only X10 reports, a click past column 223 still lands (SGR reports asked for)")
    func clickPastColumn223() throws {
        let app = try TmuxSession.launchListedit(width: 250, height: 24, terminal: .tmux256color)
        defer { app.close() }
        #expect(try app.paneFormat("#{mouse_sgr_flag}") == "1", "the terminal was asked for SGR reports")

        try click(app, x: 3, y: 1)
        try app.waitFor("editing mode after clicking Edit") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try click(app, x: 2, y: 3)
        let confirming = try app.waitFor("the Remove button") { $0.line(3).hasSuffix("Remove") }
        #expect(confirming.line(3).count == 249, "the button ends at the right edge of 250 columns\n\(confirming)")
        try click(app, x: 246, y: 3)
        let deleted = try app.waitFor("Rusty deleted after clicking Remove at column 246") {
            $0.statusLine.hasPrefix(" EDITING 1/10 [modified]")
        }
        #expect(!deleted.contains("Rusty bicycle"))
        try app.press("q", "n")
        #expect(try app.waitForExitStatus() == 0)
    }

    /// A left click at column `x`, line `y` (from 1), as a terminal in SGR mouse mode sends it:
    /// press then release.
    private func click(_ app: TmuxSession, x: Int, y: Int) throws {
        try app.type("\u{1B}[<0;\(x);\(y)M")
        try app.type("\u{1B}[<0;\(x);\(y)m")
    }
}
