import Testing
import TableKit
import TableTerminal
import SampleList
import ListDocument
import ListEditApp
import TestSupport

/// The rough edges a vim user hit, each as it should be now.
@Suite("Rough edges")
struct RoughEdgeTests {
    @Test("12gg goes to row 12, gg to the first; a g then another key acts as that key")
    func countedGG() throws {
        let f = try DocumentFixture((1...20).map { "\($0)\n" }.joined())
        f.type("12gg")
        #expect(f.cursorRow == 12)
        f.type("gg")
        #expect(f.cursorRow == 1)
        f.type("5Ggj")
        #expect(f.cursorRow == 2, "g went to row 1, and j moved on from it")
    }

    @Test("After deleting checked rows 3–6, the cursor is on the row that followed them (7)")
    func cursorAfterMultiDelete() throws {
        let f = try DocumentFixture((1...12).map { "\($0)\n" }.joined())
        f.type("jjvjjjVdd")
        #expect(f.rows().prefix(3) == ["1", "2", "7"])
        #expect(f.state.cursor.map { f.rows()[$0.row] } == "7")
    }

    @Test("The MOVING counter says where the row will be once dropped, also carried into the next section")
    func moveCounter() {
        let f = ViewFixture()
        f.type("ejjj ")
        #expect(f.frame(60, 20).lines.last?.hasPrefix(" MOVING 4/11 ") == true)
        f.type("j")
        #expect(f.frame(60, 20).lines.last?.hasPrefix(" MOVING 5/11 ") == true, "past No more items!, first of Groceries")
        f.type(" ")
        #expect(f.frame(60, 20).lines.last?.hasPrefix(" EDITING 5/11 ") == true, "dropped where the counter said")
    }

    @Test("Moving the first row shown of a filtered list keeps the row it passed on screen")
    func filteredMoveKeepsNeighbourShown() throws {
        let f = try DocumentFixture((1...40).map { "r\($0)\n" }.joined(), size: Size(width: 40, height: 10))
        f.type("/r1")
        f.press(.enter)
        f.type("eJ")
        let lines = f.frame.lines
        #expect(lines[1].hasPrefix(" ⊖ r10 ") && lines[2].hasPrefix(" ⊖ r1 "), "\(lines)")
    }

    @Test("At 12×3 the status shows the whole position, and the Delete button its whole title")
    func tinyWindow() {
        let f = ViewFixture()
        f.type("ejd")
        let lines = f.frame(12, 3).lines
        #expect(lines[2] == " 2/11", "a cut count would read as another number: \(lines)")
        #expect(lines[1].contains("Remove"), "\(lines)")
    }

    @Test("In ASCII (LANG=C) the sample's footer names the controls as drawn")
    func asciiFooter() {
        let list = SampleList()
        list.nameControls(insertion: GlyphSet.ascii.insertion, deletion: GlyphSet.ascii.deletion, reorder: GlyphSet.ascii.reorder)
        let f = ViewFixture(list: list, options: ViewOptions(title: "S", glyphs: .ascii, animations: false))
        let lines = f.frame(80, 24).lines
        #expect(lines.contains(" (+) adds an item, (-) deletes one, = drags it."))
        #expect(!lines.joined().contains("⊕"))
    }

    @Test("Under NO_COLOR a row's buttons are not in the reverse video of the cursor's row")
    func monochromeButtons() {
        let f = ViewFixture(options: ViewOptions(title: "S", theme: .monochrome, animations: false))
        f.type("jh")
        let runs = f.frame(60, 20).styledRuns.filter { $0.line == 3 }
        let button = runs.first { $0.text.contains("Remove") }
        #expect(button?.style.reverse == false, "\(runs)")
        #expect(runs.first?.style.reverse == true, "the row itself is the cursor's")
    }

    @Test("The sample saved as .md keeps its headings, as Markdown; saved under another name it says how to keep them")
    func sampleSaveAs() throws {
        let folder = TemporaryFolder()
        let list = SampleList()
        let table = Table(dataSource: list, delegate: list)
        let host = SampleHost(list: list, table: table)
        let message = try host.save(as: folder.file("sample.md"), overwriting: false)
        #expect(message.hasPrefix("Wrote 9 items"))
        let text = String(decoding: folder.read("sample.md") ?? [], as: UTF8.self)
        #expect(text.hasPrefix("# Homepwner\n\n- Rusty bicycle ($42)\n"))
        #expect(text.contains("\n# Groceries\n\n- Milk\n"))
        let document = try ListDocument(bytes: Array(text.utf8), format: .markdown)
        #expect(document.model.sections.count == 2, "it reads back as two sections")
        let lines = try host.save(as: folder.file("sample.txt"), overwriting: false)
        #expect(lines.contains("name it .md to keep the headings"))
    }
}

/// What the exploratory tester found in yank, put, :g and --pick=1.
@Suite("Found by the exploratory tester")
struct TesterFindingTests {
    @Test("A JSON string holding a newline, put into a list of lines, is a row a line (not one row that saves as two)")
    func multilineTextPut() throws {
        let json = try DocumentFixture("[\"x\\ny\"]\n", format: .json)
        json.type("yy")
        let lines = try DocumentFixture("one\n")
        lines.program.pasteboard = json.program.pasteboard
        lines.type("p")
        #expect(lines.saved == "one\nx\ny\n")
        #expect(lines.table.numberOfRows(inSection: 0) == 3, "as many rows as the file will read back")
    }

    @Test("A Markdown paragraph or code block yanked and put keeps all its bytes")
    func fixedRowsTravelWhole() throws {
        let f = try DocumentFixture("# A\n- item\n\nSome para\ntext.\n\n- last\n", format: .markdown)
        f.type("jyyGp")
        #expect(f.saved.contains("Some para\ntext.\n"), "\(f.saved)")
        #expect(f.saved.components(separatedBy: "text.").count == 3, "the paragraph twice: \(f.saved)")
    }

    @Test(":g/re/d dismissed with Esc checks again the rows the user had checked")
    func checksRestored() throws {
        let f = try DocumentFixture("apple\nbanana\ncherry\n")
        f.type("Gv")
        #expect(f.table.numberOfSelectedRows == 1)
        f.type(":g/an/d")
        f.press(.enter)
        #expect(f.frame.lines.contains { $0.contains("Delete 1 row?") })
        f.press(.escape)
        #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test("--pick=1 refuses to check rows, and says why")
    func singlePickRefusesChecks() throws {
        let f = try DocumentFixture("a\nb\n")
        f.program.options.pick = .single
        f.type("v")
        #expect(f.table.numberOfSelectedRows == 0)
        #expect(f.status == "One row is chosen here: Enter takes the cursor's")
    }

    @Test("At 12 columns a message replaces the status line whole: nothing of LIST is left over")
    func narrowMessage() {
        let f = ViewFixture()
        f.type("yy")
        let last = f.frame(12, 3).lines[2]
        #expect(!last.contains("T?"), "\(last)")
        #expect(last.hasPrefix("Yan"), "\(last)")
    }

    @Test("A one-line Markdown item put into a list of another marker takes the list's marker, and the numbers follow")
    func putTakesTheListsMarker() throws {
        let f = try DocumentFixture("# A\n- buy milk\n- call bob\n1. first\n2. second\n3. third\n", format: .markdown)
        f.type("yyjjjp")
        #expect(f.saved == "# A\n- buy milk\n- call bob\n1. first\n2. second\n3. buy milk\n4. third\n", "\(f.saved)")
        f.type("Gyyggp")
        #expect(f.saved.hasPrefix("# A\n- buy milk\n- third\n- call bob\n"), "\(f.saved)")
    }

    @Test("A CRLF line put into an LF file takes LF: the file keeps one kind of line ending")
    func lineEndingsFollowTheFile() throws {
        let crlf = try DocumentFixture("a\r\nb\r\n")
        crlf.type("yy")
        let lf = try DocumentFixture("x\ny\n")
        lf.program.pasteboard = crlf.program.pasteboard
        lf.type("p")
        #expect(lf.saved == "x\na\ny\n")
    }
}
