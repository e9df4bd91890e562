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
}
