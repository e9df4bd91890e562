import Foundation
import Testing
import TestSupport

/// A stray Ctrl-C loses nothing: the edits go to the emergency copy, and opening the file
/// again asks vim's swap-file question, whose `r` brings them back.
@Suite("Recovering unsaved edits, end to end")
struct RecoveryEndToEndTests {
    private static let copy = "list.txt.listedit-emergency"

    /// An interactive shell in which list.txt (one, two, three) was opened, "two" deleted and
    /// Ctrl-C pressed; returns once the shell's prompt is back.
    private func abortedEdit(sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        let shell = try TmuxSession.interactiveShell(width: 100, sourceLocation: sourceLocation)
        do {
            try shell.type("printf 'one\\ntwo\\nthree\\n' > list.txt; stty -g > stty-before; \"$LISTEDIT\" --no-animation list.txt")
            try shell.press("Enter")
            try shell.waitFor("the file's rows", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 1/3 ") }
            try shell.press("j")
            try shell.waitFor("the cursor on two", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 2/3 ") }
            try shell.press("d", "d")
            try shell.waitFor("two deleted", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 2/2 [modified]") }
            try shell.press("C-c")
            try shell.waitFor("the message and the prompt", sourceLocation: sourceLocation) {
                $0.contains("listedit: unsaved changes written to ./\(Self.copy)") && $0.lines.last(where: { !$0.isEmpty }) == "$"
            }
        } catch {
            shell.close()
            throw error
        }
        return shell
    }

    /// Opens list.txt again and waits for the question.
    private func reopen(_ shell: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws -> Screen {
        try shell.type("clear; \"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        return try shell.waitFor("the recovery question", sourceLocation: sourceLocation) { $0.contains("exists: [r]ecover [D]elete [i]gnore") }
    }

    @Test("Ctrl-C keeps the edits; opening the file asks; r brings them back as unsaved edits; w saves them and the copy goes")
    func ctrlCThenRecover() throws {
        let shell = try abortedEdit()
        defer { shell.close() }
        #expect(shell.bytes(of: "list.txt") == utf8("one\ntwo\nthree\n"), "Ctrl-C left the file as it was")
        #expect(shell.unsavedCopy(Self.copy) == utf8("one\nthree\n"))

        let asked = try reopen(shell)
        let question = try #require(asked.lines.first { $0.contains("An unsaved copy from ") })
        #expect(question.range(of: #"An unsaved copy from \d{4}-\d\d-\d\d \d\d:\d\d exists: \[r\]ecover \[D\]elete \[i\]gnore"#,
                               options: .regularExpression) != nil, "\(asked)")
        #expect(asked.lines(2...4) == ["   one", "   two", "   three"], "the file's rows until answered")

        try shell.press("R")
        let recovered = try shell.waitFor("the copy's rows") { $0.contains("Recovered the copy from") }
        #expect(recovered.lines(2...3) == ["   one", "   three"])
        #expect(recovered.statusLine.hasPrefix(" LIST 1/2 [modified]"), "unsaved edits of list.txt")
        #expect(shell.bytes(of: "list.txt") == utf8("one\ntwo\nthree\n"), "nothing written yet")

        try shell.press("w")
        try shell.waitFor("the save's message") { $0.contains("Wrote 2 rows to list.txt") }
        #expect(shell.bytes(of: "list.txt") == utf8("one\nthree\n"))
        #expect(!shell.fileExists(Self.copy), "the copy is removed once its rows are saved")
        try shell.press("q")
        try shell.waitFor("the prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        try shell.type("echo \"EXIT=$?\"; stty -g | cmp -s - stty-before && echo SAME-STTY; \"$LISTEDIT\" --version")
        try shell.press("Enter")
        try shell.waitFor("exit 0, the terminal restored") { $0.lines.contains("EXIT=0") && $0.lines.contains("SAME-STTY") }
    }

    @Test("d deletes the copy and shows the file; i keeps it and the question comes back next time")
    func deleteOrIgnore() throws {
        let shell = try abortedEdit()
        defer { shell.close() }

        _ = try reopen(shell)
        try shell.press("i")
        let ignored = try shell.waitFor("the copy kept") { $0.contains("Kept the unsaved copy from") }
        #expect(ignored.lines(2...4) == ["   one", "   two", "   three"])
        #expect(!ignored.statusLine.contains("[modified]"))
        try shell.press("q")
        try shell.waitFor("the prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        #expect(shell.unsavedCopy(Self.copy) == utf8("one\nthree\n"))

        _ = try reopen(shell)
        try shell.press("D")
        let deleted = try shell.waitFor("the copy deleted") { $0.contains("Deleted the unsaved copy from") }
        #expect(deleted.lines(2...4) == ["   one", "   two", "   three"])
        #expect(!shell.fileExists(Self.copy))
        try shell.press("q")
        try shell.waitFor("the prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }

        try shell.type("clear; \"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        let plain = try shell.waitFor("the file, no question") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        #expect(!plain.contains("unsaved copy"))
        try shell.press("q")
    }

    @Test("A change on disk before Ctrl-C is not undone by the recovery: the question says the file changed, and w asks first")
    func changedOnDiskBeforeTheCopy() throws {
        let shell = try TmuxSession.interactiveShell(width: 120)
        defer { shell.close() }
        try shell.type("printf 'l1\\nl2\\nl3\\n' > f; \"$LISTEDIT\" --no-animation f")
        try shell.press("Enter")
        try shell.waitFor("the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("d", "d")
        try shell.waitFor("l1 deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        try "l1\nl2\nl3\nAPPENDED\n".write(toFile: shell.path("f"), atomically: false, encoding: .utf8)
        try shell.waitFor("the change noticed") { $0.statusLine.contains("[changed on disk]") }
        try shell.press("C-c")
        try shell.waitFor("the copy kept and the prompt") {
            $0.contains("unsaved changes written to ./f.listedit-emergency") && $0.lines.last(where: { !$0.isEmpty }) == "$"
        }
        try shell.type("clear; \"$LISTEDIT\" --no-animation f")
        try shell.press("Enter")
        try shell.waitFor("the question, saying so") { $0.contains("but f changed after it was made: [r]ecover [D]elete [i]gnore") }
        try shell.press("r")
        try shell.waitFor("recovered, with the warning") { $0.contains("f changed after it was made: w asks first") }
        try shell.press("w")
        try shell.waitFor("the save asks") { $0.contains("f changed after the unsaved copy was made") }
        #expect(shell.bytes(of: "f") == utf8("l1\nl2\nl3\nAPPENDED\n"), "APPENDED is still there")
    }
}
