import Testing

/// Text pasted into the terminal is text: in a field it is typed as one line, anywhere else
/// it is refused, and no pasted letter ever runs as a key.
@Suite("Pasting")
struct PasteTests {
    @Test("Pasting lines into Add types them as one line; pasting in the list runs nothing")
    func pastedLinesAreNeverKeys() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["p.txt"], setUp: "printf 'one\\ntwo\\nthree\\n' > p.txt", waitingFor: "the list") {
                $0.statusLine.hasPrefix(" LIST 1/3 ")
            }
        defer { app.close() }
        // In the list: refused whole (gg dd ZZ would have deleted a row, saved and quit).
        try app.paste("ggddZZ")
        let refused = try app.waitFor("the refusal") { $0.statusLine.contains("A paste goes into a text field") }
        #expect(refused.lines(2...4) == ["   one", "   two", "   three"])

        try app.press("+")
        try app.waitFor("the Add field") { $0.contains("┌") }
        try app.paste("pasted first line\nggddZZ\n")
        try app.waitFor("the pasted text in the field") { $0.contains("pasted first line ggddZZ") }
        try app.press("Enter")
        try app.waitFor("the row added") { $0.statusLine.hasPrefix(" LIST 4/4 [modified]") }
        try app.press("w")
        try app.waitFor("saved") { $0.statusLine.contains("Wrote") }
        #expect(app.contents(of: "p.txt") == "one\ntwo\nthree\npasted first line ggddZZ\n")
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("A byte that is not UTF-8 in a paste becomes U+FFFD, and the rest of the paste is kept, not run as keys")
    func invalidBytesInAPaste() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["p.txt"], setUp: "printf 'one\\n' > p.txt", waitingFor: "the list") { $0.statusLine.hasPrefix(" LIST 1/1 ") }
        defer { app.close() }
        try app.press("+")
        try app.waitFor("the Add field") { $0.contains("┌") }
        try app.paste(bytes: [0x53, 0x9B, 0x54, 0x20, 0x55, 0xFF, 0x56])  // S, CSI in Latin-1, T, space, U, FF, V
        try app.waitFor("the whole paste in the field") { $0.contains("S\u{FFFD}T U\u{FFFD}V") }
        try app.press("Enter")
        try app.waitFor("the row added") { $0.statusLine.hasPrefix(" LIST 2/2 [modified]") }
        try app.press("w")
        try app.waitFor("saved") { $0.statusLine.contains("Wrote") }
        #expect(app.contents(of: "p.txt") == "one\nS\u{FFFD}T U\u{FFFD}V\n")
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }
}
