import Testing

/// Yank and put, counts, `o`/`O`, `.`, `n`/`N` and the `:` commands on rows, typed into the
/// real binary, each checked by the file's bytes after `w`.
@Suite("Rows that travel")
struct RowsThatTravelTests {
    private func open(_ text: String, name: String = "list.txt", rows: Int) throws -> TmuxSession {
        try TmuxSession.launchListeditOnFile(
            [name], setUp: "printf -- '\(text)' > \(name)", waitingFor: "the list") { $0.statusLine.contains("/\(rows) ") }
    }

    /// `w`, then the file's bytes once the save says so.
    private func saved(_ app: TmuxSession, name: String = "list.txt", rows: Int) throws -> String? {
        try app.press("w")
        try app.waitFor("the save") { $0.statusLine.contains("Wrote \(rows) row") }
        return app.contents(of: name)
    }

    @Test("yy and p put a copy, across sections too; dd then p moves an item; each is one undo step")
    func yankAndPut() throws {
        let app = try open("# A\\n- one\\n- two\\n# B\\n- three\\n", name: "list.md", rows: 3)
        defer { app.close() }
        try app.type("yyGp")
        try app.waitFor("the put") { $0.statusLine.contains("Put 1 row") }
        #expect(try saved(app, name: "list.md", rows: 4) == "# A\n- one\n- two\n# B\n- three\n- one\n")
        try app.type("ggddGp")
        try app.waitFor("the second put") { $0.statusLine.contains("Put 1 row") }
        #expect(try saved(app, name: "list.md", rows: 4) == "# A\n- two\n# B\n- three\n- one\n- one\n")
        try app.type("u")
        try app.waitFor("undone") { $0.statusLine.contains("Undone") }
        #expect(try saved(app, name: "list.md", rows: 3) == "# A\n- two\n# B\n- three\n- one\n")
    }

    @Test("3dd asks Delete 3 rows? and deletes them as one step; o and O add next to the cursor; . repeats; n and N search")
    func countsAddRepeatSearch() throws {
        let app = try open("a\\nb\\nc\\nd\\ne\\nf\\n", rows: 6)
        defer { app.close() }
        try app.type("j3d")
        try app.waitFor("the question") { $0.contains("Delete 3 rows?") }
        try app.type("d")
        #expect(try saved(app, rows: 3) == "a\ne\nf\n")
        try app.type("u")
        #expect(try saved(app, rows: 6) == "a\nb\nc\nd\ne\nf\n")
        try app.type("ggoafter a")
        try app.press("Enter")
        try app.type("GObefore f")
        try app.press("Enter")
        #expect(try saved(app, rows: 8) == "a\nafter a\nb\nc\nd\ne\nbefore f\nf\n")
        try app.type("ggdd.")
        #expect(try saved(app, rows: 6) == "b\nc\nd\ne\nbefore f\nf\n")
        try app.type("/f")
        try app.press("Enter")
        try app.press("Escape")
        try app.type("ggn")
        try app.waitFor("the first row holding f") { $0.statusLine.hasPrefix(" LIST 5/6") }
        try app.type("n")
        try app.waitFor("the next") { $0.statusLine.hasPrefix(" LIST 6/6") }
        try app.type("N")
        try app.waitFor("back") { $0.statusLine.hasPrefix(" LIST 5/6") }
    }

    @Test(":sort with each flag writes the rows in LC_ALL=C sort's order; each sort is one undo step")
    func sortFlags() throws {
        let app = try open("b\\nB\\na\\n10\\n9\\nb\\n", rows: 6)
        defer { app.close() }
        let cases: [(String, String, Int)] = [
            ("sort", "10\n9\nB\na\nb\nb\n", 6),
            ("sort!", "b\nb\na\nB\n9\n10\n", 6),
            ("sort u", "10\n9\nB\na\nb\n", 5),
            ("sort n", "b\nB\na\nb\n9\n10\n", 6),
            ("sort i", "10\n9\na\nb\nB\nb\n", 6),
        ]
        for (command, expected, rows) in cases {
            try app.type(":" + command)
            try app.press("Enter")
            try app.waitFor("sorted by \(command)") { $0.statusLine.contains("Sorted") }
            #expect(try saved(app, rows: rows) == expected, "\(command)")
            try app.type("u")
            try app.waitFor("undone") { $0.statusLine.contains("Undone") }
        }
        #expect(try saved(app, rows: 6) == "b\nB\na\n10\n9\nb\n")
    }

    @Test(":!sort -r pipes the rows through sort and back, one undo step; :!false changes nothing and says so")
    func filterThroughCommands() throws {
        let app = try open("b\\nc\\na\\n", rows: 3)
        defer { app.close() }
        try app.type(":!sort -r")
        try app.press("Enter")
        try app.waitFor("the output in place") { $0.statusLine.contains("through sort -r") }
        #expect(try saved(app, rows: 3) == "c\nb\na\n")
        try app.type(":!false")
        try app.press("Enter")
        try app.waitFor("the failure") { $0.contains("failed (exit 1), nothing changed") }
        try app.type("u")
        #expect(try saved(app, rows: 3) == "b\nc\na\n")
    }

    @Test(":g/re/d deletes the matching rows after asking, :v/re/d the others, each one step")
    func deleteMatching() throws {
        let app = try open("apple\\nbanana\\navocado\\ncherry\\n", rows: 4)
        defer { app.close() }
        try app.type(":g/^a/d")
        try app.press("Enter")
        try app.waitFor("the question") { $0.contains("Delete 2 rows?") }
        try app.type("d")
        #expect(try saved(app, rows: 2) == "banana\ncherry\n")
        try app.type(":v/ch/d")
        try app.press("Enter")
        try app.waitFor("the question") { $0.contains("Delete 1 row?") }
        try app.press("Enter")
        #expect(try saved(app, rows: 1) == "cherry\n")
        try app.type("u")
        #expect(try saved(app, rows: 2) == "banana\ncherry\n")
    }

    @Test("A JSON object with a string member beside its arrays opens, shows the member, and keeps it on save")
    func jsonObjectWithAString() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.json"], setUp: #"printf '{"name": "groceries", "todo": ["milk", "eggs"]}\n' > list.json"#,
            waitingFor: "the list") { $0.statusLine.contains("1/2 ") }
        defer { app.close() }
        let screen = try app.waitFor("the member shown") { $0.contains("name: \"groceries\"") }
        #expect(screen.contains("todo"))
        try app.type("dd")
        #expect(try saved(app, name: "list.json", rows: 1) == "{\"name\": \"groceries\", \"todo\": [\"eggs\"]}\n")
    }

    @Test(">> and << on a nested Markdown list, then J on a parent: its children move with it; each is one undo step")
    func outline() throws {
        let app = try open("- a\\n  - a1\\n- b\\n- c\\n  - c1\\n", name: "list.md", rows: 5)
        defer { app.close() }
        #expect(try app.capture().line(3) == "     - a1", "a nested item is a row of its own, drawn indented")
        try app.type("jj>>")
        try app.waitFor("b nested") { $0.statusLine.contains("Indented") }
        #expect(try saved(app, name: "list.md", rows: 5) == "- a\n  - a1\n  - b\n- c\n  - c1\n")
        try app.type("G<<")
        try app.waitFor("c1 out") { $0.statusLine.contains("Outdented") }
        #expect(try saved(app, name: "list.md", rows: 5) == "- a\n  - a1\n  - b\n- c\n- c1\n")
        try app.type("u")
        try app.waitFor("undone") { $0.statusLine.contains("Undone") }
        try app.type("ggeJ")
        try app.waitFor("a and its children moved") { $0.line(2).hasSuffix("- c") || $0.line(2).contains("- c ") }
        #expect(try saved(app, name: "list.md", rows: 5) == "- c\n  - c1\n- a\n  - a1\n  - b\n")
        try app.type("u")
        try app.waitFor("the move undone") { $0.statusLine.contains("Undone") }
        #expect(try saved(app, name: "list.md", rows: 5) == "- a\n  - a1\n  - b\n- c\n  - c1\n")
    }

    @Test("za folds a parent's children away with (+N); j passes over them; J moves the folded family; the file keeps every row")
    func folding() throws {
        let app = try open("- a\\n  - a1\\n  - a2\\n- b\\n", name: "list.md", rows: 4)
        defer { app.close() }
        try app.type("za")
        try app.waitFor("a folded") { $0.line(2).contains("- a (+2)") && $0.line(3).contains("- b") }
        #expect(try app.capture().statusLine.contains("1/2 "), "the status counts the rows shown")
        try app.type("j")
        try app.waitFor("the cursor on b") { $0.statusLine.contains("2/2 ") }
        try app.type("keJ")
        try app.waitFor("the family moved") { $0.line(2).contains("- b") && $0.line(3).contains("- a (+2)") }
        #expect(try saved(app, name: "list.md", rows: 4) == "- b\n- a\n  - a1\n  - a2\n")
        try app.type("za")
        try app.waitFor("unfolded") { $0.line(4).contains("- a1") }
    }
}
