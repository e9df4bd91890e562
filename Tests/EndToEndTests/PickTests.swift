import Testing
import TestSupport

/// listedit in scripts: `--pick` chooses rows as fzf `--multi` does, `--filter` filters with
/// no interface, and the exit status says how it went.
@Suite("Choosing rows for a script")
struct PickTests {
    private let listedit = "SWIFT_BACKTRACE=interactive=no \"$LISTEDIT\" --no-animation"

    /// Runs `pipeline` at the shell's prompt, its output to `out.txt`, then prints its status.
    private func run(_ pipeline: String, in shell: TmuxSession) throws {
        try shell.type(pipeline + " > out.txt; echo \"status=$?\"")
        try shell.press("Enter")
    }

    private func status(_ shell: TmuxSession) throws -> String {
        let screen = try shell.waitFor("the status") { screen in screen.lines.contains { $0.hasPrefix("status=") && $0.count > 7 } }
        return String(screen.lines.first { $0.hasPrefix("status=") && $0.count > 7 }!.dropFirst(7))
    }

    @Test("seq 100 | listedit --pick: three rows checked, Enter prints those three and exits 0")
    func pickThree() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try run("seq 100 | \(listedit) --pick", in: shell)
        try shell.waitFor("the rows to choose from") { $0.statusLine.hasPrefix(" LIST 1/100 ") }
        try shell.press("Space")
        try shell.press("j", "j")
        try shell.press("v")
        try shell.press("j")
        try shell.press("Space")
        try shell.waitFor("three checked") { $0.statusLine.contains("3 selected") }
        try shell.press("Enter")
        #expect(try status(shell) == "0")
        #expect(shell.contents(of: "out.txt") == "1\n3\n4\n")
    }

    @Test("Esc leaves with 130 and prints nothing; a filter that matches nothing, then Enter, exits 1")
    func escapeAndNoMatch() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try run("seq 100 | \(listedit) --pick", in: shell)
        try shell.waitFor("the rows") { $0.statusLine.hasPrefix(" LIST 1/100 ") }
        try shell.press("Escape")
        #expect(try status(shell) == "130")
        #expect(shell.contents(of: "out.txt") == "")

        try shell.type("clear")
        try shell.press("Enter")
        try run("seq 100 | \(listedit) -m", in: shell)
        try shell.waitFor("the rows again") { $0.statusLine.hasPrefix(" LIST 1/100 ") }
        try shell.type("/xyz")
        try shell.press("Enter")
        try shell.waitFor("nothing matches") { $0.statusLine.contains("FILTER \"xyz\" 0 of 100") }
        try shell.press("Enter")
        #expect(try status(shell) == "1")
        #expect(shell.contents(of: "out.txt") == "")
    }

    @Test("--pick=1 takes the cursor's row; --query starts filtered")
    func pickOne() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try run("seq 100 | \(listedit) --pick=1 --query 7", in: shell)
        try shell.waitFor("filtered by 7") { $0.statusLine.contains("FILTER \"7\" 19 of 100") }
        try shell.press("j")
        try shell.press("Enter")
        #expect(try status(shell) == "0")
        #expect(shell.contents(of: "out.txt") == "17\n")
    }

    @Test("--select-1 prints the only match at once, --exit-0 exits 1 at once; --filter needs no terminal")
    func withoutInterface() throws {
        let binary = try Binary.listedit()
        func sh(_ command: String) throws -> ProcessResult {
            try runProcess("/bin/sh", ["-c", command], environment: ["LISTEDIT": binary, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        }
        let one = try sh("seq 100 | \"$LISTEDIT\" --pick --query 42 -1")
        #expect(one.status == 0 && one.standardOutput == "42\n", "\(one)")
        let none = try sh("seq 100 | \"$LISTEDIT\" --pick --query nothing -0")
        #expect(none.status == 1 && none.standardOutput.isEmpty, "\(none)")
        let filtered = try sh("seq 30 | \"$LISTEDIT\" --filter 2")
        #expect(filtered.status == 0 && filtered.standardOutput == "2\n12\n20\n21\n22\n23\n24\n25\n26\n27\n28\n29\n", "\(filtered)")
        let smartCase = try sh("printf 'Apple\\napple\\n' | \"$LISTEDIT\" --filter A")
        #expect(smartCase.standardOutput == "Apple\n", "a capital makes it case-sensitive")
        let json = try sh("printf '[\\n  \"alpha\",\\n  {\"k\": 1},\\n  \"beta\"\\n]\\n' | \"$LISTEDIT\" --format json --filter a")
        #expect(json.standardOutput == "alpha\nbeta\n", "JSON rows as they show, without their whitespace: \(json)")
        let nothing = try sh("seq 30 | \"$LISTEDIT\" --filter x")
        #expect(nothing.status == 1 && nothing.standardOutput.isEmpty)
        let negative = try sh("seq 30 | \"$LISTEDIT\" --header-lines -1 --filter 2")
        #expect(negative.status == 2 && negative.standardError.contains("--header-lines takes a number of lines, 0 or more"), "\(negative)")
    }

    @Test("--header-lines 1: the header stays first, is no row (not moved, not chosen), is written back first in edit mode and not printed by --pick")
    func headerLines() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        let input = "printf 'PID CMD\\n1 init\\n2 bash\\n3 ssh\\n'"
        try run("\(input) | \(listedit) --header-lines 1", in: shell)
        let opened = try shell.waitFor("the rows under their header") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        #expect(opened.line(2) == " PID CMD" && opened.line(3) == "   1 init", "\(opened)")
        try shell.press("e")
        try shell.press("J")
        try shell.waitFor("init moved down") { $0.statusLine.hasPrefix(" EDITING 2/3 [modified]") }
        try shell.type("/ssh")
        try shell.press("Enter")
        let filtered = try shell.waitFor("filtered") { $0.statusLine.contains("FILTER \"ssh\" 1 of 3") }
        #expect(filtered.line(2) == " PID CMD", "the header stays while filtering")
        try shell.press("Escape")
        try shell.press("e")
        try shell.press("q")
        #expect(try status(shell) == "0")
        #expect(shell.contents(of: "out.txt") == "PID CMD\n2 bash\n1 init\n3 ssh\n")

        try shell.type("clear")
        try shell.press("Enter")
        try run("\(input) | \(listedit) --pick --header-lines 1", in: shell)
        try shell.waitFor("the rows to choose from") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("Enter")
        #expect(try status(shell) == "0")
        #expect(shell.contents(of: "out.txt") == "1 init\n", "the header is never printed")
    }

    @Test("--read0 --print0: a name with a newline in it is one row, shown escaped, and comes out whole, in edit mode and with --pick")
    func nulSeparated() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        let input = "printf 'two\\nlines\\0plain\\0last\\0'"
        try run("\(input) | \(listedit) --read0 --print0", in: shell)
        let opened = try shell.waitFor("three rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        #expect(opened.line(2) == "   two^Jlines", "\(opened)")
        try shell.press("e")
        try shell.press("J")
        try shell.waitFor("moved") { $0.statusLine.hasPrefix(" EDITING 2/3 [modified]") }
        try shell.press("e")
        try shell.press("q")
        #expect(try status(shell) == "0")
        #expect(shell.contents(of: "out.txt") == "plain\u{0}two\nlines\u{0}last\u{0}")

        try shell.type("clear")
        try shell.press("Enter")
        try run("\(input) | \(listedit) --read0 --print0 --pick", in: shell)
        try shell.waitFor("the rows to choose from") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("Enter")
        #expect(try status(shell) == "0")
        #expect(shell.contents(of: "out.txt") == "two\nlines\u{0}")
    }
}
