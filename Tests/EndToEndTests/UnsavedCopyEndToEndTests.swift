import Foundation
import ListDocument
import Testing
import TestSupport

/// The unsaved copy where things go wrong: a full disk, a folder listedit may not write, a
/// copy cut short, a file changed after its copy was made.
@Suite("Unsaved copies where things go wrong")
struct UnsavedCopyEndToEndTests {
    /// Whether the tests that mount a small file system can run (they need root).
    static let canMount = getuid() == 0

    /// An interactive shell whose listedit keeps its state in `state/` of the scratch folder.
    private func shell() throws -> TmuxSession {
        let shell = try TmuxSession.interactiveShell(width: 120)
        try shell.type("export XDG_STATE_HOME=\"$PWD/state\"")
        try shell.press("Enter")
        return shell
    }

    /// Opens `path` (one, two, three) in `shell`, deletes "one", and sends `signal`; waits for
    /// the prompt.
    private func editThenSignal(_ shell: TmuxSession, _ path: String, signal: Int32) throws {
        try shell.type("\"$LISTEDIT\" --no-animation \(path) 2> errors.txt")
        try shell.press("Enter")
        try shell.waitFor("the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("d", "d")
        try shell.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        #expect(kill(try shell.listeditPID(), signal) == 0)
        try shell.waitFor("the prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
    }

    @Test("SIGTERM with the file's disk full: no partial copy beside it, the whole copy in the state folder, stderr says where",
          .enabled(if: canMount, "skipped: mounting a small file system needs root"))
    func fullDisk() throws {
        let shell = try shell()
        defer {
            shell.close()
            _ = try? runProcess("umount", ["-l", shell.path("small")])
        }
        try shell.type("mkdir small && mount -t tmpfs -o size=64k tmpfs small && printf 'one\\ntwo\\nthree\\n' > small/list.txt"
            + " && (dd if=/dev/zero of=small/filler bs=1k 2>/dev/null; true) && echo READY")
        try shell.press("Enter")
        try shell.waitFor("the full disk") { $0.lines.contains("READY") }
        try editThenSignal(shell, "small/list.txt", signal: SIGTERM)
        let names = try FileManager.default.contentsOfDirectory(atPath: shell.path("small")).sorted()
        #expect(names == ["filler", "list.txt"], "nothing half-written beside the file: \(names)")
        let copy = shell.path("state/listedit") + "/" + (shell.path("small/list.txt").replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")) + ".listedit-emergency"
        #expect((try? EmergencyCopy.contents(of: copy).bytes) == utf8("two\nthree\n"), "the whole copy in the state folder")
        let errors = shell.contents(of: "errors.txt") ?? ""
        #expect(errors.contains("unsaved changes written to \(copy)"), "\(errors)")
        #expect(errors.contains("not beside the file"), "\(errors)")

        // Opening the file again offers it, and r brings it back.
        try shell.type("clear; \"$LISTEDIT\" --no-animation small/list.txt")
        try shell.press("Enter")
        try shell.waitFor("the question") { $0.contains("exists: [r]ecover [D]elete [i]gnore") }
        try shell.press("r")
        let recovered = try shell.waitFor("the copy's rows") { $0.contains("Recovered the copy from") }
        #expect(recovered.line(2) == "   two")
        try shell.press("Z", "Q")
    }

    @Test("A folder listedit may not write (the file it may): SIGHUP puts the copy in the state folder",
          .enabled(if: canMount, "skipped: running listedit as another user needs root"))
    func folderNotWritable() throws {
        let shell = try shell()
        defer { shell.close() }
        // As nobody, in a folder of root's with a file nobody may write.
        try shell.type("mkdir -p locked state && printf 'one\\ntwo\\nthree\\n' > locked/list.txt && chmod 755 locked"
            + " && chmod 666 locked/list.txt && chmod 777 state . && " + AsNobody.prepare + " && echo READY")
        try shell.press("Enter")
        try shell.waitFor("the folder") { $0.lines.contains("READY") }
        try shell.type(AsNobody.listedit + " locked/list.txt 2> errors.txt")
        try shell.press("Enter")
        try shell.waitFor("the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("d", "d")
        try shell.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        #expect(kill(try shell.listeditPID(), SIGHUP) == 0)
        try shell.waitFor("the prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        #expect(try FileManager.default.contentsOfDirectory(atPath: shell.path("locked")) == ["list.txt"])
        let errors = shell.contents(of: "errors.txt") ?? ""
        #expect(errors.contains("unsaved changes written to \(shell.path("state/listedit"))/"), "\(errors)")
        #expect(errors.contains("Permission denied"), "\(errors)")
    }

    @Test("A copy cut short is reported damaged, with its rows, and never recovered; D deletes it")
    func cutShort() throws {
        let shell = try shell()
        defer { shell.close() }
        try shell.type("seq 1 5000 > list.txt")
        try shell.press("Enter")
        try shell.type("\"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        try shell.waitFor("the file's rows") { $0.statusLine.hasPrefix(" LIST 1/5,000 ") }
        try shell.press("d", "d")
        try shell.waitFor("row 1 deleted") { $0.statusLine.hasPrefix(" LIST 1/4,999 [modified]") }
        try shell.press("C-c")
        try shell.waitFor("the prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        // As a copy killed half-way through by an older listedit would be: its first 10,000 bytes.
        try shell.type("clear; truncate -s 10000 list.txt.listedit-emergency && \"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        let asked = try shell.waitFor("the damaged copy's question") { $0.contains("is damaged") }
        #expect(asked.contains("cut short or altered, 2,") && asked.contains("rows in it"), "\(asked)")
        #expect(asked.contains("[D]elete [i]gnore") && !asked.contains("ecover"))
        try shell.press("r")
        let refused = try shell.waitFor("r: said not to recover, and nothing else") { $0.contains("Not recovered: the copy is damaged") }
        #expect(refused.lines.contains("   1"), "the file's rows, not the copy's")
        #expect(!refused.contains("┌"), "no retype field opened")
        try shell.press("Z", "Q")
        // Typed before the shell reads again, the line could be flushed with the terminal's
        // restore: the prompt first.
        try shell.waitFor("the prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        try shell.type("clear; \"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        try shell.waitFor("asked again") { $0.contains("is damaged") }
        try shell.press("D")
        try shell.waitFor("deleted") { $0.contains("Deleted the unsaved copy") }
        #expect(!shell.fileExists("list.txt.listedit-emergency"))
        try shell.press("Z", "Q")
    }

    @Test("The file changed after the copy: the question says so, and w after r asks before undoing that change")
    func changedSinceCopy() throws {
        let shell = try shell()
        defer { shell.close() }
        try shell.type("printf 'one\\ntwo\\nthree\\n' > list.txt")
        try shell.press("Enter")
        try editThenSignal(shell, "list.txt", signal: SIGHUP)
        try shell.type("clear; echo delta >> list.txt; \"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        try shell.waitFor("the question") { $0.contains("but list.txt changed after it was made: [r]ecover [D]elete [i]gnore") }
        try shell.press("r")
        try shell.waitFor("recovered, with the warning") { $0.contains("changed after it was made: w asks first") }
        try shell.press("w")
        try shell.waitFor("the question before overwriting") { $0.contains("list.txt changed after the unsaved copy was made. Overwrite it?") }
        try shell.press("n")
        try shell.waitFor("not written") { !$0.contains("Overwrite it?") }
        #expect(shell.bytes(of: "list.txt") == utf8("one\ntwo\nthree\ndelta\n"), "delta is still there")
        try shell.press("w")
        try shell.waitFor("asked again") { $0.contains("Overwrite it?") }
        try shell.press("y")
        try shell.waitFor("written") { $0.contains("Wrote 2 rows") }
        #expect(shell.bytes(of: "list.txt") == utf8("two\nthree\n"))
        try shell.press("q")
    }
}
