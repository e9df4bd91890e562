import Testing
import TestSupport

/// The locale decides the controls' symbols: ⊖ ⊕ ≡ need a UTF-8 locale, as the manual says.
@Suite("Locales")
struct LocaleTests {
    @Test("A locale that is not UTF-8 draws the controls in ASCII", arguments: [
        "LANG=C LC_ALL=C", "LC_ALL=POSIX", "LANG=en_US.ISO-8859-1 LC_ALL=",
    ])
    func asciiOutsideUTF8(_ locale: String) throws {
        let binary = try Binary.listedit()
        let app = try TmuxSession(script: "env -u LANGUAGE \(locale) TERM=xterm-256color \(shellQuoted(binary)) --no-animation")
        defer { app.close() }

        try app.waitFor("the sample") { $0.statusLine.hasPrefix(" LIST 1/11 ") }
        try app.press("e")
        let editing = try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        #expect(editing.line(3).hasPrefix(" (-) Rusty bicycle ($42)") && editing.line(3).hasSuffix("="), "\(editing)")
        #expect(editing.contains(" (+) Add item"))
        #expect(!editing.lines.contains { $0.hasPrefix(" ⊖") || $0.hasSuffix("≡") }, "no Unicode control anywhere")
    }

    @Test("A UTF-8 locale draws ⊖ ⊕ ≡")
    func unicodeInUTF8() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press("e")
        let editing = try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        #expect(editing.line(3).hasPrefix(" ⊖ Rusty bicycle ($42)") && editing.line(3).hasSuffix("≡"))
    }
}
