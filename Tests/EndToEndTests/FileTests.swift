import Testing
import LibC

/// `listedit FILE` on a file of lines: what the rows show, and the bytes a save writes.
@Suite("Editing a file of lines")
struct FileTests {
    /// alpha, beta and gamma with CRLF endings after a UTF-8 BOM, the last line unterminated.
    private static let writeCRLFList = #"printf '\357\273\277alpha\r\nbeta\r\ngamma' > list.txt"#

    @Test("d d then q y: the row is gone; the BOM, CRLF endings and unterminated last line stay", arguments: [
        (1, "beta", utf8("\u{FEFF}alpha\r\ngamma")),
        (0, "alpha", utf8("\u{FEFF}beta\r\ngamma")),
    ])
    func deleteKeepsLineEndingsAndBOM(_ row: Int, _ deleted: String, _ expected: [UInt8]) throws {
        let app = try TmuxSession.launchListeditOnFile(["list.txt"], setUp: Self.writeCRLFList, waitingFor: "the file's rows") {
            $0.statusLine.hasPrefix(" LIST 1/3 ")
        }
        defer { app.close() }
        let opened = try app.capture()
        #expect(opened.topBar.contains("list.txt"))
        #expect(opened.lines(2...4) == ["   alpha", "   beta", "   gamma"], "no BOM, no ^M:\n\(opened)")

        for _ in 0..<row { try app.press("j") }
        try app.waitFor("the cursor on \(deleted)") { $0.statusLine.hasPrefix(" LIST \(row + 1)/3 ") }
        try app.press("d")
        try app.waitFor("the swipe's Delete button") { $0.statusLine.hasPrefix(" SWIPE \(row + 1)/3 ") }
        try app.press("d")
        let deletedScreen = try app.waitFor("\(deleted) deleted") { $0.statusLine.hasPrefix(" LIST \(row + 1)/2 [modified]") }
        #expect(!deletedScreen.lines.contains("   " + deleted))
        #expect(app.bytes(of: "list.txt") == utf8("\u{FEFF}alpha\r\nbeta\r\ngamma"), "nothing written yet")

        try app.press("q")
        try app.waitFor("the save question") { $0.statusLine.contains("Save changes? [y]es [n]o [c]ancel") }
        try app.press("y")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.bytes(of: "list.txt") == expected)
        #expect(app.listeditErrors == "")
    }

    @Test("A missing file opens empty with a notice; + text Enter w creates it with that line")
    func missingFileIsCreatedOnSave() throws {
        let app = try TmuxSession.launchListeditOnFile(["new.txt"], waitingFor: "the empty list") {
            $0.statusLine.hasPrefix(" LIST 0/0 ")
        }
        defer { app.close() }
        let opened = try app.capture()
        #expect(opened.statusLine.contains("New file: created on the first save"))
        #expect(opened.topBar.contains("new.txt"))
        #expect(!app.fileExists("new.txt"), "not created by opening it")

        try app.press("+")
        try app.waitFor("the Add box") { $0.contains("┌─ Add ") }
        try app.type("Buy milk")
        try app.waitFor("the text in the box") { $0.contains("│ Buy milk") }
        try app.press("Enter")
        let added = try app.waitFor("the new row") { $0.statusLine.hasPrefix(" LIST 1/1 [modified]") }
        #expect(added.line(2) == "   Buy milk")
        #expect(!app.fileExists("new.txt"), "not created before w")

        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 1 row to new.txt") }
        #expect(app.bytes(of: "new.txt") == utf8("Buy milk\n"))
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0, "saved: q asks nothing")
    }

    @Test("A new file in a folder that does not exist says so when opened; once the folder exists, w creates the file")
    func missingFolderIsNamed() throws {
        let app = try TmuxSession.launchListeditOnFile(["nodir/new.txt"], waitingFor: "the empty list") {
            $0.statusLine.hasPrefix(" LIST 0/0 ")
        }
        defer { app.close() }
        let opened = try app.capture()
        #expect(opened.contains("New file, in a folder that does not exist: create nodir before saving"), "\(opened)")
        try app.press("+")
        try app.waitFor("the Add box") { $0.contains("┌─ Add ") }
        try app.type("Buy milk")
        try app.press("Enter")
        try app.waitFor("the new row") { $0.statusLine.hasPrefix(" LIST 1/1 [modified]") }
        try app.press("w")
        try app.waitFor("the save refused") { $0.contains("Not saved") }
        #expect(mkdir(app.path("nodir"), 0o755) == 0)
        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 1 row to nodir/new.txt") }
        #expect(app.bytes(of: "nodir/new.txt") == utf8("Buy milk\n"))
    }

    @Test("A line that is not UTF-8 is not retyped (the field would change its bytes); it says so, and its neighbours still are")
    func latin1LineIsNotRetyped() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["lat.txt"], setUp: "printf 'caf\\351 latin1\\nplain\\n' > lat.txt", waitingFor: "the list") {
                $0.statusLine.hasPrefix(" LIST 1/2 ")
            }
        defer { app.close() }
        #expect(try app.capture().line(2) == "   caf<E9> latin1")
        try app.press("Enter")
        let refused = try app.waitFor("the refusal") { $0.contains("This row has bytes that are not UTF-8") }
        #expect(!refused.contains("┌─"), "no field opened")
        try app.press("j", "Enter")
        try app.waitFor("the field for the next row") { $0.contains("│ plain") }
        try app.press("Escape", "q")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.bytes(of: "lat.txt") == [0x63, 0x61, 0x66, 0xE9] + utf8(" latin1\nplain\n"))
    }

    @Test("A missing file left with q is not created")
    func missingFileQuitWithoutEdits() throws {
        let app = try TmuxSession.launchListeditOnFile(["new.txt"], waitingFor: "the empty list") {
            $0.statusLine.hasPrefix(" LIST 0/0 ") && $0.statusLine.contains("New file")
        }
        defer { app.close() }
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
        #expect(!app.fileExists("new.txt"))
    }

    @Test("Bytes that are not UTF-8 show as <E9> <FF>, ESC as ^[; a save keeps them in the other rows")
    func invalidUTF8ShowsAsHex() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: #"printf 'caf\351\nok\377\nplain\nesc\033[1m\n' > list.txt"#,
            waitingFor: "the file's rows") { $0.statusLine.hasPrefix(" LIST 1/4 ") }
        defer { app.close() }
        let screen = try app.capture()
        #expect(screen.lines(2...5) == ["   caf<E9>", "   ok<FF>", "   plain", "   esc^[[1m"], "\(screen)")

        try app.press("j", "j")
        try app.waitFor("the cursor on plain") { $0.statusLine.hasPrefix(" LIST 3/4 ") }
        try app.press("d", "d")
        try app.waitFor("plain deleted") { $0.statusLine.hasPrefix(" LIST 3/3 [modified]") }
        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 3 rows to list.txt") }
        #expect(app.bytes(of: "list.txt") == utf8("caf") + [0xE9, 0x0A] + utf8("ok") + [0xFF, 0x0A] + utf8("esc\u{1B}[1m\n"))
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("Counts of a thousand and more are grouped, on the status line and in the save's message")
    func groupedCounts() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: "seq -f 'line %g' 1 1234 > list.txt",
            waitingFor: "the file's rows") { $0.statusLine.hasPrefix(" LIST 1/1,234 ") }
        defer { app.close() }
        try app.press("d", "d")
        try app.waitFor("a row deleted") { $0.statusLine.hasPrefix(" LIST 1/1,233 [modified]") }
        try app.press("w")
        try app.waitFor("the save's message") { $0.statusLine.contains("Wrote 1,233 rows to list.txt") }
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("A file with a NUL byte opens read-only: a notice, no controls, nothing deleted or written")
    func binaryFileIsReadOnly() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["data.bin"], setUp: #"printf 'one\ntwo\000three\nfour\n' > data.bin"#,
            waitingFor: "the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        defer { app.close() }
        let opened = try app.capture()
        #expect(opened.statusLine.contains("Read-only: binary content (a NUL byte)"), "\(opened)")
        #expect(opened.lines(2...4) == ["   one", "   two^@three", "   four"])

        try app.press("e")
        let editing = try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/3 ") }
        #expect(editing.lines(2...4) == ["   one", "   two^@three", "   four"], "no ⊖, no ≡:\n\(editing)")
        try app.press("d")
        try app.waitFor("the refusal") { $0.statusLine.contains("This row can't be deleted") }
        try app.press("J")
        try app.waitFor("the move refusal") { $0.statusLine.contains("This row can't be moved") }
        let after = try app.capture()
        #expect(after.lines(2...4) == ["   one", "   two^@three", "   four"])
        #expect(!after.statusLine.contains("[modified]"))

        try app.press("q")
        #expect(try app.waitForExitStatus() == 0, "nothing changed: no question")
        #expect(app.bytes(of: "data.bin") == utf8("one\ntwo\0three\nfour\n"))
    }

    /// After `J` on the row at the top of the screen (a section without a header), the screen
    /// stays put: the row that took its place is in view (it once scrolled out of sight).
    @Test("e J on the first row keeps the row that moved up in view")
    func moveDownKeepsTheRowAboveInView() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: #"printf 'a\nb\nc\n' > list.txt"#, waitingFor: "the file's rows") {
                $0.statusLine.hasPrefix(" LIST 1/3 ")
            }
        defer { app.close() }
        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/3 ") }
        try app.press("J")
        let moved = try app.waitFor("a moved below b") { $0.statusLine.hasPrefix(" EDITING 2/3 [modified]") }
        #expect(moved.isEditingRow(2, "   b"), "b, now first, in view:\n\(moved)")
        #expect(moved.isEditingRow(3, "   a"))
        #expect(moved.isEditingRow(4, "   c"))
        try app.press("q")
        try app.waitFor("the save question") { $0.statusLine.contains("Save changes?") }
        try app.press("y")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.bytes(of: "list.txt") == utf8("b\na\nc\n"), "the file has the new order either way")
    }
}
