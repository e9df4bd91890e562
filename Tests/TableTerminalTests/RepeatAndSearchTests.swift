import Testing
import TableKit
import TableTerminal
import ListDocument

/// `.` repeats the last change; `n`, `N` and `*` search rows.
@Suite("Repeat and search")
struct RepeatAndSearchTests {
    @Test(". repeats a delete (dd), a put and a checkbox toggle; undo is not repeated")
    func repeats() throws {
        let f = try DocumentFixture("a\nb\nc\nd\ne\nf\n")
        f.type("dd.")
        #expect(f.saved == "c\nd\ne\nf\n")
        f.type("u")
        #expect(f.saved == "b\nc\nd\ne\nf\n", "undo takes back the repeat alone")
        f.type("yyp.")
        #expect(f.saved == "b\nb\nb\nc\nd\ne\nf\n")

        let tasks = try DocumentFixture("# T\n- [ ] one\n- [ ] two\n", format: .markdown)
        tasks.type("xj.")
        #expect(tasks.saved == "# T\n- [x] one\n- [x] two\n")
    }

    @Test(". repeats a move of two places in editing mode")
    func repeatsMove() throws {
        let f = try DocumentFixture("a\nb\nc\nd\ne\n")
        f.type("e2J")
        #expect(f.saved == "b\nc\na\nd\ne\n")
        f.type(".")
        #expect(f.saved == "b\nc\nd\ne\na\n")
    }

    @Test(". with nothing to repeat says so; a motion between changes does not replace the change")
    func nothingAndMotions() throws {
        let f = try DocumentFixture("a\nb\nc\nd\n")
        f.type(".")
        #expect(f.status?.hasPrefix("Nothing to repeat") == true)
        f.type("ddj.")
        #expect(f.saved == "b\nd\n")
    }

    @Test("n and N go to the next and previous row the last query matched, wrapping with a note; * filters by the first word")
    func search() throws {
        let f = try DocumentFixture("apple pie\nbanana\napple tart\ncherry\napple juice\n")
        f.type("n")
        #expect(f.status?.hasPrefix("No query yet") == true)
        f.type("/apple")
        f.press(.enter)
        f.press(.escape)
        #expect(f.state.filter == nil)
        f.type("ggn")
        #expect(f.cursorRow == 3)
        f.type("n")
        #expect(f.cursorRow == 5)
        f.type("n")
        #expect(f.cursorRow == 1)
        #expect(f.status?.contains("hit the bottom") == true)
        f.type("N")
        #expect(f.cursorRow == 5)
        f.type("ggj*")
        #expect(f.state.filter?.query.text == "banana")
        #expect(f.rows().count == 5, "the document keeps every row")
        #expect(f.frame.lines.contains { $0.contains("banana") })
    }
}
