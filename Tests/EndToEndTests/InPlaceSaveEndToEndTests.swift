import Foundation
import Testing
import TestSupport

/// A save that rewrote a file in place and was killed half-way leaves the file part new and
/// part old, and its backup: opening the file says so and offers the backup.
@Suite("An interrupted in-place save, end to end")
struct InPlaceSaveEndToEndTests {
    @Test("Opening a file beside a backup a killed save left: the question says the file may be damaged; r restores, w writes it")
    func leftoverBackupOffered() throws {
        // What a SIGKILL in the middle of rewriting list.txt (hard-linked as other.txt) leaves:
        // the new bytes up to a point, the old after it, and the whole backup.
        let setUp = """
            printf 'one\\ntwo\\nthree\\nfour\\n' > .list.txt.listedit-backup-999999-1234
            printf 'three\\nfour\\nthree\\nfour\\n' > list.txt && ln list.txt other.txt
            """
        let app = try TmuxSession.launchListeditOnFile(["list.txt"], setUp: setUp, width: 120, waitingFor: "the question") {
            $0.contains("[r]estore [D]elete [i]gnore")
        }
        defer { app.close() }
        let asked = try app.capture()
        #expect(asked.contains("A save was interrupted ("), "\(asked)")
        #expect(asked.contains("list.txt may be damaged, a backup is kept"), "\(asked)")
        try app.press("r")
        let restored = try app.waitFor("the backup's rows") { $0.contains("Restored the backup") }
        #expect(restored.lines(2...5) == ["   one", "   two", "   three", "   four"])
        #expect(restored.statusLine.hasPrefix(" LIST 1/4 [modified]"))
        try app.press("w")
        try app.waitFor("saved") { $0.contains("Wrote 4 rows") }
        #expect(app.bytes(of: "other.txt") == utf8("one\ntwo\nthree\nfour\n"), "written in place: the other name sees it")
        #expect(!app.fileExists(".list.txt.listedit-backup-999999-1234"), "the backup goes once its rows are saved")
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("A file of another user in a sticky folder (as /tmp): the rename is refused, so the save rewrites it in place",
          .enabled(if: getuid() == 0, "skipped: running listedit as another user needs root"))
    func stickyFolder() throws {
        let shell = try TmuxSession.interactiveShell(width: 120)
        defer { shell.close() }
        try shell.type("mkdir -m 1777 sticky state && chmod 777 state . && printf 'one\\ntwo\\nthree\\n' > sticky/list.txt"
            + " && chmod 666 sticky/list.txt && stat -c %i sticky/list.txt > inode-before && " + AsNobody.prepare + " && echo READY")
        try shell.press("Enter")
        try shell.waitFor("the folder") { $0.lines.contains("READY") }
        try shell.type(AsNobody.listedit + " sticky/list.txt")
        try shell.press("Enter")
        try shell.waitFor("the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") }
        try shell.press("d", "d")
        try shell.waitFor("one deleted") { $0.statusLine.hasPrefix(" LIST 1/2 [modified]") }
        try shell.press("w")
        let saved = try shell.waitFor("the save") { $0.contains("Wrote 2 rows") || $0.contains("Not saved") }
        #expect(saved.contains("Wrote 2 rows"), "\(saved)")
        try shell.press("q")
        try shell.waitFor("the prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        #expect(shell.bytes(of: "sticky/list.txt") == utf8("two\nthree\n"))
        let inode = try runProcess("stat", ["-c", "%i %U", shell.path("sticky/list.txt")]).standardOutput
        #expect(inode == (shell.contents(of: "inode-before") ?? "").trimmingCharacters(in: .newlines) + " root\n",
                "the same file, still root's: rewritten in place")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shell.path("sticky")) == ["list.txt"], "no backup or temporary file left")
    }
}
