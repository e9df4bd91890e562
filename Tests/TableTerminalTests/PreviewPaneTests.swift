import Testing
import TableKit
import TableTerminal
import SampleList

/// A preview runner a test drives: it records the commands started and cancelled, and a
/// test finishes the running one with the output it chooses.
final class ScriptedPreviewRunner: PreviewRunner {
    private(set) var started: [String] = []
    private(set) var cancelled = 0
    private var running: String?
    private var finished: (command: String, result: ShellCommandResult)?

    func start(_ command: String) {
        started.append(command)
        running = command
    }

    func cancel() {
        if running != nil { cancelled += 1 }
        running = nil
    }

    var isRunning: Bool { running != nil }

    func takeFinished() -> (command: String, result: ShellCommandResult)? {
        defer { finished = nil }
        return finished
    }

    /// The running command ends, printing `output` (or `errors`, with `status`).
    func finish(printing output: String, errors: String = "", status: Int32 = 0) {
        guard let command = running else { return }
        running = nil
        finished = (command, ShellCommandResult(output: Array(output.utf8), errorOutput: Array(errors.utf8), status: status))
    }
}

@Suite("The preview pane")
struct PreviewPaneTests {
    /// The fruit list with a preview of `command` in `window`, its runner scripted.
    private func fixture(
        _ command: String = "echo {}", window: PreviewWindow = PreviewWindow(), size: Size = Size(width: 60, height: 14)
    ) -> (ViewFixture, ScriptedPreviewRunner) {
        var options = ViewOptions(title: "Fruit", animations: false)
        options.preview = PreviewOptions(command: command, window: window)
        let f = ViewFixture(list: SampleList(sections: [
            TableSection(header: "Fruit", rows: ["apple", "banana", "it's", "date"]),
        ]), options: options, size: size)
        let runner = ScriptedPreviewRunner()
        f.program.previewRunner = runner
        f.send(.resize(size))
        return (f, runner)
    }

    /// Delivers what the runner finished, as the run loop does between keys.
    private func deliver(_ f: ViewFixture, _ runner: ScriptedPreviewRunner) {
        if let done = runner.takeFinished() { f.send(.previewFinished(command: done.command, result: done.result)) }
    }

    /// The pane's text on screen line `y` (right of the rule at column 30 on a 60-wide screen).
    private func paneText(_ f: ViewFixture, line y: Int) -> String {
        let frame = f.program.render().frame
        return String(frame.lines[y].dropFirst(32))
    }

    @Test("The pane takes the right half, shows the cursor row's output, and follows the cursor")
    func followsTheCursor() throws {
        let (f, runner) = fixture("echo {} is row {n}")
        #expect(runner.started == ["echo 'apple' is row 1"])
        #expect(f.state.size == Size(width: 30, height: 14), "the list gets the left half")
        runner.finish(printing: "apple is row 1\n")
        deliver(f, runner)
        let frame = f.program.render().frame
        #expect(frame.lines[0].contains("│ apple is row 1"))
        #expect(frame.lines[0].hasPrefix(" Edit "), "the list's top bar stays in its half")

        f.type("j")
        #expect(runner.started.last == "echo 'banana' is row 2")
        runner.finish(printing: "banana\n")
        deliver(f, runner)
        #expect(paneText(f, line: 0) == "banana")
    }

    @Test("{} quotes the row for sh, a quote in it too; {+} is the checked rows, each quoted")
    func quoting() throws {
        let (f, runner) = fixture("show {} {+}")
        f.type("jj")
        #expect(runner.started.last == #"show 'it'\''s' 'it'\''s'"#)
        f.type("v")
        f.type("k")
        f.type("v")
        #expect(runner.started.last == #"show 'banana' 'banana' 'it'\''s'"#)
    }

    @Test("{1} is the row's first field, {-1} its last, {9} past the end empty, as fzf splits rows")
    func fields() throws {
        let (f, runner) = fixture("git show {1} {-1} {9} {x}")
        #expect(runner.started == ["git show 'apple' 'apple' '' {x}"])
        let list = SampleList(sections: [TableSection(header: "Log", rows: ["a1b2c3 Fix  the\tbug"])])
        let table = Table(dataSource: list, delegate: list)
        #expect(f.state.previewCommand("git show {1}; echo {-1} {2}", for: IndexPath(row: 0, section: 0), table)
            == "git show 'a1b2c3'; echo 'bug' 'Fix'")
    }

    @Test("Outputs are kept per row: coming back to a row shows its output at once, running nothing")
    func cachedPerRow() throws {
        let (f, runner) = fixture()
        runner.finish(printing: "first\n")
        deliver(f, runner)
        f.type("j")
        runner.finish(printing: "second\n")
        deliver(f, runner)
        let runs = runner.started.count
        f.type("k")
        #expect(runner.started.count == runs, "nothing new runs for a row already seen")
        #expect(paneText(f, line: 0) == "first")
    }

    @Test("A cursor that moves on before the command ends cancels nothing it still needs, and a late output is kept, not shown")
    func lateOutput() throws {
        let (f, runner) = fixture()
        f.type("j")
        #expect(runner.started == ["echo 'apple'", "echo 'banana'"])
        // The run for apple was replaced (the runner stops it); its output never comes. The
        // pane waits for banana's, and says so.
        #expect(f.state.preview?.isWaiting == true)
        #expect(f.program.render().frame.lines[0].hasSuffix("…"))
        f.send(.previewFinished(command: "echo 'apple'", result: ShellCommandResult(output: Array("apple\n".utf8), errorOutput: [], status: 0)))
        #expect(f.state.preview?.isWaiting == true, "apple's output is not banana's")
        runner.finish(printing: "banana\n")
        deliver(f, runner)
        #expect(paneText(f, line: 0) == "banana")
        f.type("k")
        #expect(paneText(f, line: 0) == "apple", "apple's late output was kept")
    }

    @Test("A command that fails shows its error output and its status")
    func failure() throws {
        let (f, runner) = fixture()
        runner.finish(printing: "", errors: "no such thing\n", status: 2)
        deliver(f, runner)
        let frame = f.program.render().frame
        #expect(frame.lines[0].contains("exit 2"))
        #expect(frame.lines[1].contains("│ no such thing") || frame.lines[0].contains("│ no such thing"))
    }

    @Test("An output cut at the limit is shown, though its command then died of SIGPIPE; the rule says there was more")
    func cutOutput() throws {
        let (f, _) = fixture("seq 10000000")
        let output = (1...6000).map(String.init).joined(separator: "\n") + "\n"
        f.send(.previewFinished(command: "seq 10000000", result: ShellCommandResult(
            output: Array(output.utf8), errorOutput: [], status: 141, outputWasCut: true)))
        let frame = f.program.render().frame
        #expect(frame.lines[0].contains("│ 1") && !frame.lines[0].contains("exit"))
        #expect(frame.lines[0].hasSuffix("1–14/5000+"))
    }

    @Test("SGR colours are kept; every other control is shown escaped")
    func colours() throws {
        let (f, runner) = fixture()
        runner.finish(printing: "\u{1B}[1;31mred\u{1B}[0m \u{1B}]0;title\u{07}\n")
        deliver(f, runner)
        let frame = f.program.render().frame
        #expect(frame.lines[0].contains("│ red ^[]0;title^G"))
        let red = frame.styledRuns.first { $0.text == "red" }
        #expect(red?.style.summary == "bold red")
    }

    @Test("^E and ^Y scroll the pane (5^E five lines); the rule says which lines show")
    func scrolling() throws {
        let (f, runner) = fixture()
        runner.finish(printing: (1...40).map { "line \($0)" }.joined(separator: "\n") + "\n")
        deliver(f, runner)
        #expect(f.program.render().frame.lines[0].hasSuffix("1–14/40"))
        f.press(.control("e"))
        #expect(paneText(f, line: 1) == "line 3")
        f.type("5")
        f.press(.control("e"))
        #expect(paneText(f, line: 1) == "line 8")
        f.press(.control("y"))
        #expect(paneText(f, line: 1) == "line 7")
        f.mouse(.wheelDown, x: 40, y: 5)
        #expect(paneText(f, line: 1) == "line 10", "the wheel over the pane scrolls it")
        #expect(f.state.cursor == IndexPath(row: 0, section: 0), "and not the list")
    }

    @Test("^T hides the pane (the list takes the screen again) and shows it; a hidden window starts hidden")
    func toggling() throws {
        let (f, runner) = fixture()
        f.press(.control("t"))
        #expect(f.state.size == Size(width: 60, height: 14))
        #expect(!f.program.render().frame.lines[3].contains("│"))
        f.press(.control("t"))
        #expect(f.state.size == Size(width: 30, height: 14))
        #expect(runner.started.count == 2, "shown again, it runs the command for the row")

        let (hidden, hiddenRunner) = fixture(window: try PreviewWindow(parsing: "right:40%:hidden"))
        #expect(hidden.state.size == Size(width: 60, height: 14))
        #expect(hiddenRunner.started.isEmpty)
        hidden.press(.control("t"))
        #expect(hidden.state.size == Size(width: 36, height: 14))
        #expect(hiddenRunner.started == ["echo 'apple'"])
    }

    @Test("bottom:40% puts the pane under the list, a rule on its top line")
    func bottomPane() throws {
        let (f, runner) = fixture(window: try PreviewWindow(parsing: "bottom:40%"), size: Size(width: 40, height: 20))
        #expect(f.state.size == Size(width: 40, height: 12))
        runner.finish(printing: "hello\n")
        deliver(f, runner)
        let frame = f.program.render().frame
        #expect(frame.lines[11].hasPrefix(" LIST 1/4"), "the list's status line is above the pane")
        #expect(frame.lines[12].hasPrefix("────"))
        #expect(frame.lines[13].hasPrefix("hello"))
    }

    @Test("A screen too narrow for a pane beside a list shows the list alone")
    func tooNarrow() throws {
        let (f, _) = fixture(size: Size(width: 30, height: 10))
        #expect(f.state.size == Size(width: 30, height: 10))
    }

    @Test("Without --preview, ^E says how to get a pane")
    func noPane() throws {
        let f = ViewFixture.fruitAndVeg()
        f.press(.control("e"))
        #expect(f.state.status?.text == "No preview pane: --preview CMD shows one")
    }

    @Test("--preview-window reads right, bottom, sizes and hidden, and refuses anything else")
    func windowSpec() throws {
        #expect(try PreviewWindow(parsing: "bottom:40%") == PreviewWindow(side: .bottom, percent: 40))
        #expect(try PreviewWindow(parsing: "right,70%,hidden") == PreviewWindow(side: .right, percent: 70, isHidden: true))
        #expect(try PreviewWindow(parsing: "hidden").description == "right:50%:hidden")
        #expect(throws: PreviewWindowError.self) { try PreviewWindow(parsing: "left:30%") }
        #expect(throws: PreviewWindowError.self) { try PreviewWindow(parsing: "right:100%") }
    }
}
