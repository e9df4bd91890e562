import Foundation
import Testing

/// `--preview CMD`: a pane of the command's output for the cursor's row, beside the list,
/// run in the background.
@Suite("The preview pane")
struct PreviewTests {
    @Test("--preview 'echo {}': the pane shows the cursor row's output and follows the cursor")
    func followsTheCursor() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["--preview", "echo row {n}: {}", "list.txt"], setUp: "seq -f 'line %g' 1 10 > list.txt", width: 80, height: 12,
            waitingFor: "the first row's preview") { $0.line(1).contains("│ row 1: line 1") }
        defer { app.close() }
        #expect(try app.capture().line(2).hasPrefix("   line 1 "), "the list has the left half")
        try app.type("jj")
        try app.waitFor("the third row's preview") { $0.line(1).contains("│ row 3: line 3") }
        try app.type("k")
        try app.waitFor("the second row's") { $0.line(1).contains("│ row 2: line 2") }
        try app.press("C-t")
        try app.waitFor("the pane hidden") { !$0.line(1).contains("│") && $0.statusLine.hasPrefix(" LIST 2/10 ") }
    }

    @Test("A slow command (sleep) does not delay keys; its output shows when it ends")
    func slowCommand() throws {
        let app = try TmuxSession.launchListeditOnFile(
            ["--preview-window", "bottom:50%", "--preview", "sleep 3; echo done {}", "list.txt"],
            setUp: "seq -f 'line %g' 1 10 > list.txt", width: 60, height: 16,
            waitingFor: "the list and a waiting pane") { $0.line(8).hasPrefix(" LIST 1/10 ") && $0.line(9).hasSuffix("…") }
        defer { app.close() }
        let start = Date()
        try app.type("jjj")
        try app.waitFor("the cursor on row 4") { $0.line(8).hasPrefix(" LIST 4/10 ") }
        #expect(Date().timeIntervalSince(start) < 2, "three keys answered while a 3-second command runs")
        try app.waitFor("row 4's output") { $0.line(10) == "done line 4" }
    }
}
