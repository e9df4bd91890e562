import Testing

/// The configuration file, `$XDG_CONFIG_HOME/listedit/config`, read by the real binary.
@Suite("The configuration file")
struct ConfigFileTests {
    /// Shell lines writing `toml` to `cfg/listedit/config` and pointing XDG_CONFIG_HOME there.
    private func writing(_ toml: String) -> String {
        "mkdir -p cfg/listedit && printf '\(toml)' > cfg/listedit/config && export XDG_CONFIG_HOME=\"$PWD/cfg\""
    }

    @Test("A config that swaps j and k and colours the cursor row: the keys move as configured, the row is drawn so, ? shows the keys")
    func rebindAndColour() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"],
            setUp: writing("[keys.list]\\nj = \"previous-row\"\\nk = \"next-row\"\\n\\n[colors]\\ncursor-row = \"black on #ffaf00\"\\n")
                + "\nunset NO_COLOR\nseq -f 'line %g' 1 10 > list.txt", width: 60, height: 14,
            waitingFor: "the list") { $0.statusLine.hasPrefix(" LIST 1/10 ") }
        defer { app.close() }
        try app.type("kkk")
        try app.waitFor("k moving down") { $0.statusLine.hasPrefix(" LIST 4/10 ") }
        try app.type("j")
        try app.waitFor("j moving up") { $0.statusLine.hasPrefix(" LIST 3/10 ") }
        let styled = try app.styledLines()
        let cursorLine = styled[3]
        #expect(cursorLine.contains("\u{1B}[30m") && cursorLine.contains("48;5;214m"), "black on colour 214: \(styled.joined(separator: "\n"))")
        try app.type("?")
        try app.waitFor("the help with the keys as configured") { $0.contains("↓ k       next row") && $0.contains("↑ j       previous row") }
    }

    @Test("A config with an error stops the start: the file, the line and the reason on stderr, exit 2; --no-config starts anyway")
    func error() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.type(writing("[options]\\nmouse = true\\n\\n[keys.list]\\nj = \"jump\"\\n")
            + "; \"$LISTEDIT\" list.txt 2> err.txt; echo \"status=$?\"")
        try shell.press("Enter")
        try shell.waitFor("the exit status") { $0.contains("status=2") }
        #expect(shell.contents(of: "err.txt")?.hasSuffix("/cfg/listedit/config:5: \"jump\" is not an action; listedit --print-config lists them all\n") == true,
                "\(shell.contents(of: "err.txt") ?? "")")
        try shell.type("clear; \"$LISTEDIT\" --no-config --print-config | grep -c '^mouse = true'")
        try shell.press("Enter")
        try shell.waitFor("the defaults printed") { $0.lines.contains("1") }
    }
}
