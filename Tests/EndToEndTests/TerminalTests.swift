import Foundation
import Testing
import TestSupport

@Suite("The terminal: resize, Ctrl-C, Ctrl-Z")
struct TerminalTests {
    @Test("A resize to 50×10 redraws at once at the new size")
    func resizeRedraws() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.resize(width: 50, height: 10)
        let small = try app.waitFor("the status line on line 10") {
            $0.lines.count == 10 && $0.statusLine.hasPrefix(" LIST 1/11 ") && $0.statusLine.hasSuffix("? help")
        }
        // The top bar spans the 50 columns: Edit at the left, + in column 48, the title between.
        #expect(small.topBar.hasPrefix(" Edit "))
        #expect(small.topBar.hasSuffix("+"))
        #expect(small.topBar.count == 49, "top bar: \(small.topBar)")
        #expect(small.topBar.contains("ListEdit sample"))
        #expect(small.statusLine.count == 49, "status line: \(small.statusLine)")
        #expect(small.lines(2...5) == [Sample.homepwner, Sample.rusty, Sample.shiny, Sample.fluffy])
        #expect(!small.lines.contains { $0.count > 50 })

        // And it still answers keys at the new size.
        try app.press("e")
        let editing = try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        #expect(editing.topBar.hasPrefix(" Done "))
        #expect(editing.line(3).hasPrefix(" ⊖ Rusty bicycle ($42)") && editing.line(3).hasSuffix("≡"))
        #expect(editing.line(3).count == 49)
    }

    @Test("Ctrl-C aborts with status 1 and restores the terminal's settings")
    func ctrlCAbortsAndRestoresTheTerminal() throws {
        let app = try TmuxSession.launchListedit(setUp: "stty -g > stty-before", tearDown: "stty -g > stty-after")
        defer { app.close() }

        let before = try #require(app.contents(of: "stty-before"))
        // While listedit runs, the terminal is in raw mode: its settings differ.
        let during = try runProcess("stty", ["-g", "-F", app.paneTTY()])
        #expect(during.status == 0, "\(during.standardError)")
        #expect(during.standardOutput != before, "listedit changes the terminal's settings while it runs")

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try app.press("C-c")
        #expect(try app.waitForExitStatus() == 1)
        #expect(!before.isEmpty)
        #expect(app.contents(of: "stty-after") == before)
        let screen = try app.capture()
        #expect(!screen.contains("ListEdit sample"), "the list is gone:\n\(screen)")
    }

    @Test("The terminal's own palette is left alone: no palette reset (OSC 104) going in or out")
    func paletteIsLeftAlone() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.recordOutput(to: "received")

        try shell.type("\"$LISTEDIT\" --no-animation")
        try shell.press("Enter")
        try shell.waitFor("the sample list") { $0.statusLine.hasPrefix(" LIST 1/11 ") && $0.line(3) == Sample.rusty }
        try shell.press("e")
        try shell.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        try shell.press("q")
        try shell.waitFor("the shell's prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }

        // Wait until the recording holds listedit's last frame (editing mode) and, after it,
        // its leaving the alternate screen: then everything it sent is there. (Opening also
        // leaves and comes back once, so leaving alone is not enough.)
        let leaveAlternateScreen = "\u{1B}[?1049l"
        let received = try #require(poll(timeout: defaultTimeout) {
            shell.contents(of: "received").flatMap { text -> String? in
                guard let lastFrame = text.range(of: "EDITING", options: .backwards) else { return nil }
                return text[lastFrame.upperBound...].contains(leaveAlternateScreen) ? text : nil
            }
        }, "listedit's output was not recorded")
        #expect(received.contains("Rusty bicycle"), "the recording holds the frames")
        #expect(received.contains("\u{1B}[39;49m"), "colours were in use (the default pair was set)")
        #expect(!received.contains("\u{1B}]104"), "a palette reset was sent")
    }

    @Test("Ctrl-Z suspends to the shell; fg redraws it all and it still works; q exits 0")
    func ctrlZSuspendsAndFgResumes() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }

        try shell.type("\"$LISTEDIT\" --no-animation")
        try shell.press("Enter")
        try shell.waitFor("the sample list") { $0.statusLine.hasPrefix(" LIST 1/11 ") && $0.line(3) == Sample.rusty }

        try shell.press("C-z")
        let suspended = try waitForStoppedJob(shell, commandContaining: "--no-animation")
        #expect(!suspended.contains("ListEdit sample"))

        try shell.type("fg")
        try shell.press("Enter")
        let resumed = try shell.waitFor("the list drawn again in full") {
            $0.statusLine.hasPrefix(" LIST 1/11 ") && $0.lines(2...16) == Sample.body
        }
        #expect(resumed.topBar.hasPrefix(" Edit "))
        #expect(resumed.topBar.hasSuffix("+"))
        #expect(!resumed.contains("Stopped"))
        #expect(!resumed.contains("$ fg"))

        try shell.press("e")
        let editing = try shell.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/11 ") }
        #expect(editing.topBar.hasPrefix(" Done "))
        try shell.press("q")
        try shell.waitFor("the shell's prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        try shell.type("echo \"EXIT=$?\"")
        try shell.press("Enter")
        try shell.waitFor("EXIT=0") { $0.lines.contains("EXIT=0") }
    }

    @Test("Ctrl-Z with a file open: another program writes it at once, and after fg the rows read are still there")
    func ctrlZLetsOthersWrite() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.type("printf 'one\\ntwo\\nthree\\n' > list.txt && \"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        try shell.waitFor("the file's rows") { $0.statusLine.hasPrefix(" LIST 1/3 ") && $0.line(4) == "   three" }

        // Stopped, listedit answers nothing: a writer must never wait for it.
        try shell.press("C-z")
        try waitForStoppedJob(shell, commandContaining: "list.txt")
        try shell.type("printf 'changed\\n' > list.txt; echo WROTE-$?")
        try shell.press("Enter")
        try shell.waitFor("the write done at once, not after the kernel's 45 s", timeout: .seconds(10)) {
            $0.lines.contains("WROTE-0")
        }

        try shell.type("fg")
        try shell.press("Enter")
        try shell.waitFor("the rows read, drawn again") { $0.lines(2...4) == ["   one", "   two", "   three"] }
        // Deleting the first row and saving asks first (the file changed), then writes the rest.
        try shell.press("d")
        try shell.press("d")
        try shell.press("w")
        try shell.waitFor("the question about the change") { $0.contains("changed on disk") }
        try shell.press("y")
        try shell.waitFor("the save") { $0.statusLine.contains("Wrote") || $0.contains("Wrote") }
        try shell.press("q")
        try shell.waitFor("the shell's prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        try shell.type("cat list.txt")
        try shell.press("Enter")
        let saved = try shell.waitFor("the file") { $0.lines.contains("three") }
        #expect(!saved.lines.contains("changed"), "the other program's line was overwritten, as confirmed")
        #expect(saved.lines.contains("two"))
    }

    @Test("Ctrl-Z under a wrapper (as `make run` starts it) gives the shell back")
    func ctrlZUnderAWrapper() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }

        // The wrapper bash waits for listedit, as make does for `make run`.
        try shell.type("bash -c '\"$LISTEDIT\" --no-animation; echo wrapper done'")
        try shell.press("Enter")
        try shell.waitFor("the sample list") { $0.statusLine.hasPrefix(" LIST 1/11 ") && $0.line(3) == Sample.rusty }

        // listedit stops its whole process group, so the wrapper stops too and the shell
        // gets the terminal back.
        try shell.press("C-z")
        try waitForStoppedJob(shell, commandContaining: "wrapper done")
        try shell.type("fg")
        try shell.press("Enter")
        try shell.waitFor("the list redrawn") { $0.statusLine.hasPrefix(" LIST 1/11 ") && $0.line(3) == Sample.rusty }
        try shell.press("q")
        try shell.waitFor("the wrapper finishing") { $0.contains("wrapper done") }
    }

    /// Waits until, below the command line, bash has shown both the job's `Stopped` notice and
    /// a fresh `$` prompt: it prints them in either order.
    @discardableResult
    private func waitForStoppedJob(
        _ shell: TmuxSession, commandContaining marker: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Screen {
        try shell.waitFor("the shell's Stopped notice and its prompt", sourceLocation: sourceLocation) { screen in
            let lines = screen.lines
            // The command line, or (when it has scrolled away) the notice naming the command,
            // which may wrap at the screen's edge, where the captured line loses its last space.
            func squeezed(_ text: String) -> String { text.filter { $0 != " " } }
            guard let command = lines.indices.first(where: { index in
                squeezed(lines[index] + (index + 1 < lines.count ? lines[index + 1] : "")).contains(squeezed(marker))
            }) else { return false }
            return lines[command...].contains { $0.contains("Stopped") } && lines[(command + 1)...].contains("$")
        }
    }
}
