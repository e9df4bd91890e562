import Foundation
import Testing
import TestSupport

/// A save killed with `kill -9` leaves its temporary file; opening the file again removes it
/// and says how much was reclaimed, and leaves everything else alone.
@Suite("Stale temporary files, end to end")
struct StaleTemporaryEndToEndTests {
    @Test("Opening FILE removes its dead saves' temporaries, says how many bytes, and leaves look-alikes")
    func reclaimedOnOpening() throws {
        // A process that has ended: its id names the stale temporaries.
        let setUp = #"""
            printf 'one\ntwo\n' > list.txt
            true & dead=$!; wait $dead
            head -c 3000 /dev/zero > ".list.txt.listedit-$dead-42"
            head -c 1000 /dev/zero > ".list.txt.listedit-$dead-7"
            printf keep > ".list.txt.listedit-$dead-42.tmp"
            printf keep > ".other.txt.listedit-$dead-1"
            printf keep > precious
            ln -s precious ".list.txt.listedit-$dead-9"
            echo "$dead" > dead-pid
            """#
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: setUp, width: 120, waitingFor: "the file's rows") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
        defer { app.close() }
        let screen = try app.waitFor("the message") { $0.statusLine.contains("Removed") }
        #expect(screen.statusLine.contains("Removed 2 temporary files left by an interrupted save (3.9 KiB)"), "\(screen)")
        let dead = try #require(app.contents(of: "dead-pid")?.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(!app.fileExists(".list.txt.listedit-\(dead)-42"))
        #expect(!app.fileExists(".list.txt.listedit-\(dead)-7"))
        #expect(app.contents(of: ".list.txt.listedit-\(dead)-42.tmp") == "keep")
        #expect(app.contents(of: ".other.txt.listedit-\(dead)-1") == "keep")
        #expect(app.contents(of: "precious") == "keep")
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: app.path(".list.txt.listedit-\(dead)-9"))
        #expect(link == "precious", "the symlink stays")
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }
}
