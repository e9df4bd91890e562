import Foundation
import Testing
import TestSupport

/// Signals arriving in numbers while the user types: many resizes, stops and continues. No
/// crash, the last frame right, the terminal restored.
@Suite("Signal storms")
struct SignalStormTests {
    /// Sleeps `milliseconds`: the storms below are paced, so that they last the time they
    /// are meant to and interleave with keys, not to let anything happen.
    private func pace(milliseconds: Int) {
        var interval = timespec(tv_sec: 0, tv_nsec: milliseconds * 1_000_000)
        var remaining = timespec()
        while nanosleep(&interval, &remaining) != 0, errno == EINTR { interval = remaining }
    }

    @Test("200 SIGWINCH in two seconds, with real resizes and keys among them: the final frame is right")
    func resizeStorm() throws {
        let app = try TmuxSession.launchListedit(setUp: "stty -g > stty-before", tearDown: "stty -g > stty-after")
        defer { app.close() }
        let pid = try app.listeditPID()
        let sizes = [(60, 15), (100, 30), (40, 8), (80, 24)]
        let start = ContinuousClock.now
        var downs = 0, ups = 0, edits = 0
        for i in 0..<200 {
            #expect(kill(pid, SIGWINCH) == 0, "listedit is still there after \(i) signals")
            if i % 10 == 0 {
                let size = sizes[(i / 10) % sizes.count]
                try app.resize(width: size.0, height: size.1)
            }
            if i % 7 == 0 {
                try app.press("j")
                downs += 1
            } else if i % 17 == 0 {
                try app.press("k")
                ups += 1
            } else if i % 50 == 3 {
                try app.press("e")
                edits += 1
            }
            pace(milliseconds: 8)
        }
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(4), "the storm took \(elapsed)")

        try app.resize(width: 80, height: 24)
        let row = min(11, 1 + downs - ups)
        let mode = edits % 2 == 0 ? "LIST" : "EDITING"
        // The whole list fits at 80×24: it shows from the top, whatever the small sizes scrolled.
        let final = try app.waitFor("the whole list at 80×24, in \(mode) mode on row \(row)") {
            $0.lines.count == 24 && $0.statusLine.hasPrefix(" \(mode) \(row)/11 ") && $0.line(2) == Sample.homepwner
        }
        #expect(final.topBar.hasSuffix("+") && final.topBar.count == 79, "top bar: \(final.topBar)")
        if mode == "LIST" {
            #expect(final.lines(2...16) == Sample.body)
        } else {
            #expect(final.isEditingRow(3, Sample.rusty), "\(final)")
        }
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
        #expect(app.contents(of: "stty-after") == app.contents(of: "stty-before"), "the terminal's settings are back")
    }

    @Test("SIGTSTP from outside and fg, twenty times, and stray SIGCONTs: the list comes back each time, keys work, q exits 0")
    func stopContinueRepeated() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.type("stty -g > stty-before; \"$LISTEDIT\" --no-animation")
        try shell.press("Enter")
        try shell.waitFor("the sample list") { $0.statusLine.hasPrefix(" LIST 1/11 ") && $0.line(3) == Sample.rusty }
        let pid = try shell.listeditPID()
        for round in 0..<20 {
            #expect(kill(pid, SIGTSTP) == 0)
            try shell.waitFor("round \(round): stopped, the shell's prompt") { screen in
                screen.lines.contains { $0.contains("Stopped") } && screen.lines.last(where: { !$0.isEmpty }) == "$"
                    && !screen.contains("ListEdit sample")
            }
            #expect(processState(pid) == "T")
            try shell.type("clear; fg")
            try shell.press("Enter")
            // Keys typed while the shell still has the terminal are the shell's: wait as a
            // user would for the list to be back.
            try shell.waitFor("round \(round): the list back") {
                $0.statusLine.hasPrefix(" LIST \(min(11, round + 1))/11 ") && $0.lines(2...16) == Sample.body
            }
            try shell.press("j")
            let row = min(11, round + 2)
            try shell.waitFor("round \(round): the cursor on row \(row)") {
                $0.statusLine.hasPrefix(" LIST \(row)/11 ") && $0.lines(2...16) == Sample.body
            }
            // A SIGCONT while running changes nothing.
            #expect(kill(pid, SIGCONT) == 0)
        }
        try shell.press("e")
        try shell.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 11/11 ") }
        try shell.press("q")
        try shell.waitFor("the shell's prompt") { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        try shell.type("echo \"EXIT=$?\"; stty -g | cmp -s - stty-before && echo SAME-STTY")
        try shell.press("Enter")
        try shell.waitFor("the exit status and the terminal's settings") { $0.lines.contains("EXIT=0") && $0.lines.contains("SAME-STTY") }
    }

    /// The state letter of a process in /proc (R, S, T for stopped, …), or nil if it is gone.
    private func processState(_ pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
    }
}
