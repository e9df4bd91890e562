import Testing
import TableKit
import TableTerminal
import ListDocument

/// `:!cmd`: rows piped through a shell command, its output replacing them.
@Suite("Rows through a shell command")
struct ShellFilterTests {
    private func fixture(_ text: String, format: Format = .lines) throws -> DocumentFixture {
        let f = try DocumentFixture(text, format: format)
        f.terminal.shell = { ShellCommand.run($0, input: $1) }
        return f
    }

    private func command(_ f: DocumentFixture, _ text: String) {
        f.type(":" + text)
        f.press(.enter)
    }

    @Test(":!sort -r replaces the section's rows with the output, as moves of the rows it kept; one undo step")
    func sortThroughCommand() throws {
        let f = try fixture("b\nc\na\n")
        command(f, "!sort -r")
        #expect(f.saved == "c\nb\na\n")
        f.type("u")
        #expect(f.saved == "b\nc\na\n")
    }

    @Test(":%!cmd is the same; new lines become rows, missing ones are deleted")
    func newAndMissingLines() throws {
        let f = try fixture("one\ntwo\nthree\n")
        command(f, "%!sed -e s/two/TWO/ -e /three/d")
        #expect(f.saved == "one\nTWO\n")
    }

    @Test("Markdown items go through as their text and come back in the section's style, unchanged ones keeping their bytes")
    func markdown() throws {
        let f = try fixture("# A\n* [x] b\n  more of b\n* a\n", format: .markdown)
        command(f, "!sort -r")
        #expect(f.saved == "# A\n* a\n* [x] b\n  more of b\n")
        command(f, "!sed s/a/new/")
        #expect(f.saved == "# A\n* new\n* [x] b\n  more of b\n", "a new line is an item in the section's style")
    }

    @Test(":!tr keeps each Markdown item's continuation lines: a changed line in a row's place retypes that row")
    func continuationLinesKept() throws {
        let f = try fixture("# A\n- buy milk\n  and eggs\n- call bob\n1. first\n2. second\n   more second\n", format: .markdown)
        command(f, "!tr a-z A-Z")
        #expect(f.saved == "# A\n- BUY MILK\n  and eggs\n- CALL BOB\n1. FIRST\n2. SECOND\n   more second\n")
        f.type("u")
        #expect(f.saved == "# A\n- buy milk\n  and eggs\n- call bob\n1. first\n2. second\n   more second\n")
    }

    @Test("Equal lines pair with equal rows in order: :!sort moves both a rows, :!uniq deletes the second")
    func repeatedLines() throws {
        let f = try fixture("a\r\nb\r\na\r\n")
        command(f, "!sort")
        #expect(f.saved == "a\r\na\r\nb\r\n", "rows keep their bytes (CRLF): they were matched, not retyped")
        f.type("u")
        command(f, "!uniq")
        #expect(f.saved == "a\r\nb\r\na\r\n", "uniq of unsorted lines changes nothing")
        command(f, "!sort -u")
        #expect(f.saved == "a\r\nb\r\n")
    }

    @Test(":!cat, printing the rows as they were, changes nothing: no undo step, nothing to save")
    func identity() throws {
        let f = try fixture("a\nb\n")
        command(f, "!cat")
        #expect(f.status?.contains("nothing changed") == true)
        #expect(f.table.undoStepCount == 0)
    }

    @Test(":!false changes nothing and shows why; a command that prints nothing changes nothing")
    func failures() throws {
        let f = try fixture("a\nb\n")
        command(f, "!false")
        #expect(f.saved == "a\nb\n")
        #expect(f.status?.contains("failed (exit 1), nothing changed") == true)
        command(f, "!echo oops >&2; exit 3")
        #expect(f.status?.hasSuffix(": oops") == true, "\(f.status ?? "")")
        command(f, "!true")
        #expect(f.saved == "a\nb\n")
        #expect(f.status?.contains("printed nothing") == true)
    }

    @Test("Big input and output stream through without a deadlock")
    func bigInput() throws {
        let text = (0..<200_000).map { "line \($0)\n" }.joined()
        let f = try fixture(text)
        command(f, "!tac")
        #expect(f.table.numberOfRows(inSection: 0) == 200_000)
        #expect(f.rows().first == "line 199999")
        f.type("u")
        #expect(f.saved == text)
    }
}
