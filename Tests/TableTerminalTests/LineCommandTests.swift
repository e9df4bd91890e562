import Testing
import TableKit
import TableTerminal
import ListDocument

/// The `:` commands that act on rows: `:sort`, `:g/re/d`, `:v/re/d`, and the moves `:$`,
/// `:+N`, `:-N`, `:noh`.
@Suite("The : commands on rows")
struct LineCommandTests {
    private func command(_ f: DocumentFixture, _ text: String) {
        f.type(":" + text)
        f.press(.enter)
    }

    @Test("Each :sort flag orders rows as LC_ALL=C sort does, and each sort is one undo step",
          arguments: [
            ("sort", "B\na\nb\nA\n10\n9\nb\n", "10\n9\nA\nB\na\nb\nb\n"),
            ("sort!", "B\na\nb\nA\n10\n9\nb\n", "b\nb\na\nB\nA\n9\n10\n"),
            ("sort u", "B\na\nb\nA\n10\n9\nb\n", "10\n9\nA\nB\na\nb\n"),
            ("sort i", "B\na\nb\nA\n", "a\nA\nB\nb\n"),
            ("sort n", "x10\nx9\nnone\n-3 minus\nx0\n", "none\n-3 minus\nx0\nx9\nx10\n"),
            ("sort ui", "b\nB\na\nA\n", "a\nb\n"),
            ("sort! n", "1\n3\n2\n", "3\n2\n1\n"),
          ])
    func sortFlags(_ flags: String, _ input: String, _ sorted: String) throws {
        let f = try DocumentFixture(input)
        command(f, flags)
        #expect(f.saved == sorted)
        f.type("u")
        #expect(f.saved == input, "one undo step")
    }

    @Test(":sort sorts the checked rows among their own places, else the cursor's section; text kept between items stays")
    func whichRows() throws {
        let f = try DocumentFixture("e\nd\nc\nb\na\n")
        f.type("vjjvjjv")
        command(f, "sort")
        #expect(f.saved == "a\nd\nc\nb\ne\n", "rows 1, 3 and 5 sorted among themselves")

        let markdown = try DocumentFixture("# A\n- c\n- b\n\nA paragraph.\n\n- a\n# B\n- z\n- y\n", format: .markdown)
        command(markdown, "sort")
        #expect(markdown.saved == "# A\n- a\n- b\n\nA paragraph.\n\n- c\n# B\n- z\n- y\n")
    }

    @Test(":sort on rows in order says so and changes nothing")
    func alreadySorted() throws {
        let f = try DocumentFixture("a\nb\n")
        command(f, "sort")
        #expect(f.status?.hasPrefix("Already in order") == true)
        f.type("u")
        #expect(f.saved == "a\nb\n")
    }

    @Test(":g/re/d asks Delete N rows? for the matching rows, :v/re/d for the others; each delete is one step")
    func deleteMatching() throws {
        let f = try DocumentFixture("apple\nbanana\ncherry\navocado\n")
        command(f, "g/^a/d")
        #expect(f.frame.lines.contains { $0.contains("Delete 2 rows?") })
        f.type("d")
        #expect(f.saved == "banana\ncherry\n")
        f.type("u")
        #expect(f.saved == "apple\nbanana\ncherry\navocado\n")
        command(f, "v/an/d")
        f.press(.enter)
        #expect(f.saved == "banana\n")
        command(f, "g/nothing/d")
        #expect(f.status == "No row contains nothing")
        command(f, "g/an\\|ch/d")
        #expect(f.status == "No row contains an\\|ch (Perl's syntax here, not vim's: a|b, (ab)+)", "vim's alternation: what to type")
        let pipes = try DocumentFixture("x|y\nx\ny\n")
        command(pipes, "g/x\\|y/d")
        #expect(pipes.frame.lines.contains { $0.contains("Delete 1 row?") }, "x\\|y is x, a literal |, y: one row")
        #expect(pipes.status == "x\\|y (Perl's syntax here, not vim's: a|b, (ab)+)", "said while it asks")
        command(f, "g/[/d")
        #expect(f.status?.hasPrefix("Not a regular expression") == true)
    }

    @Test(":g/re/d dismissed leaves no row checked")
    func deleteMatchingDismissed() throws {
        let f = try DocumentFixture("a\nb\na\n")
        command(f, "g/a/d")
        f.press(.escape)
        #expect(f.table.numberOfSelectedRows == 0)
        #expect(f.saved == "a\nb\na\n")
    }

    @Test(":$ goes to the last row, :+N and :-N move by N, :N to row N")
    func moves() throws {
        let f = try DocumentFixture((1...20).map { "\($0)\n" }.joined())
        command(f, "$")
        #expect(f.cursorRow == 20)
        command(f, "-5")
        #expect(f.cursorRow == 15)
        command(f, "+2")
        #expect(f.cursorRow == 17)
        command(f, "3")
        #expect(f.cursorRow == 3)
        command(f, "+")
        #expect(f.cursorRow == 4)
    }

    @Test(":noh clears the filter; Backspace on an empty : or / leaves it")
    func nohAndBackspace() throws {
        let f = try DocumentFixture("apple\nbanana\n")
        f.type("/an")
        f.press(.enter)
        #expect(f.state.filter != nil)
        command(f, "noh")
        #expect(f.state.filter == nil)
        f.type(":")
        f.press(.backspace)
        #expect(f.state.overlay == .none)
        f.type("/")
        f.press(.backspace)
        #expect(f.state.overlay == .none)
    }

    @Test("An unknown command and bad :sort flags say what is wrong")
    func errors() throws {
        let f = try DocumentFixture("a\n")
        command(f, "frobnicate")
        #expect(f.status?.hasPrefix("Not a command: :frobnicate") == true)
        command(f, "sort z")
        #expect(f.status?.hasPrefix("sort: flags are") == true)
    }
}
