import Foundation
import Testing
import TestSupport

/// Typed text survives: Ctrl-C in a field closes the field (a pipe's edits go on), and a
/// terminal closed or a SIGTERM while a row is being typed keeps that row in the unsaved copy.
@Suite("Typed text survives, end to end")
struct FieldInterruptEndToEndTests {
    @Test("In a pipe, Ctrl-C in the :, /, Add and retype fields closes each; the edits made are handed on by q")
    func ctrlCInEachFieldOfAPipe() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.type("printf 'one\\ntwo\\nthree\\n' | \"$LISTEDIT\" --no-animation > out.txt; echo \"status=$?\"")
        try shell.press("Enter")
        try shell.waitFor("the piped rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("d", "d")
        try shell.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        for opener in [":", "/", "+", "r"] {
            try shell.type(opener)
            try shell.waitFor("the \(opener) field") { $0.contains("┌") || $0.statusLine.hasPrefix(opener) }
            try shell.type("typed")
            try shell.press("C-c")
            let closed = try shell.waitFor("the \(opener) field closed, the list still there") {
                $0.statusLine.hasPrefix(" LIST 1/2 [modified]") && !$0.contains("┌") && !$0.contains("typed")
            }
            #expect(closed.lines(2...3) == ["   two", "   three"])
        }
        try shell.press("q")
        try shell.waitFor("the status") { $0.lines.contains("status=0") }
        #expect(shell.contents(of: "out.txt") == "two\nthree\n")
    }

    @Test("The terminal closed (SIGHUP) or SIGTERM while a row is typed into Add: the row is in the unsaved copy",
          arguments: [SIGHUP, SIGTERM])
    func rowBeingTypedIsKept(signal: Int32) throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: #"printf 'one\ntwo\n' > list.txt"#, waitingFor: "the file") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        defer { app.close() }
        try app.press("+")
        try app.waitFor("the Add field") { $0.contains("┌") }
        try app.type("typed before the terminal went")
        try app.waitFor("the text") { $0.contains("typed before the terminal went") }
        #expect(kill(try app.listeditPID(), signal) == 0)
        #expect(try app.waitForExitStatus() == 128 + signal)
        #expect(app.unsavedCopy("list.txt.listedit-emergency") == utf8("one\ntwo\ntyped before the terminal went\n"))
        #expect(app.bytes(of: "list.txt") == utf8("one\ntwo\n"), "the file itself untouched")
    }
}
