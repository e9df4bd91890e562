import LibC
import Testing
import ListDocument
import ListEditApp
import SampleList
import TableKit
import TableTerminal
import TestSupport

/// The seeds' flows driven through the whole run loop on the in-memory terminal: scripted
/// input in, every frame and every effect (saves, exits, suspensions) out, as listedit runs
/// them on a real terminal, without tmux.
@Suite("Run loop on the in-memory terminal")
struct RunLoopTests {
    private static let size = Size(width: 44, height: 18)

    /// The sample in a program on a memory terminal that will play `script`.
    private func run(_ script: [MemoryTerminal.ScriptedInput], host: (any ListHost)? = nil, list: SampleList = SampleList())
        -> (outcome: RunOutcome, terminal: MemoryTerminal, list: SampleList, table: Table)
    {
        _ = TestLocale.ready
        let table = Table(dataSource: list, delegate: list)
        let program = ListProgram(table: table, options: ViewOptions(title: "Sample", animations: false), host: host, clock: { 0 })
        let terminal = MemoryTerminal(size: Self.size, script: script)
        let outcome = RunLoop.run(program, on: terminal)
        return (outcome, terminal, list, table)
    }

    private func keys(_ typed: String) -> [MemoryTerminal.ScriptedInput] {
        typed.map { .input(.key(.character($0))) }
    }

    private func key(_ key: Key) -> MemoryTerminal.ScriptedInput { .input(.key(key)) }

    private func homepwner(_ list: SampleList) -> [String] { Array(list.model.sections[0].rows) }

    @Test("Edit toggles editing mode: Done, ⊖ and ≡ appear, Add dims; Edit again hides them")
    func editToggle() {
        let run = run(keys("ee"))
        #expect(run.outcome == .signal(SIGHUP), "the script ran out: the terminal went away")
        #expect(run.terminal.frames.count == 3, "one frame at the start, then one after each input")
        expectLine(run.terminal.frames[0], 2, "   Rusty bicycle ($42)")
        let editing = run.terminal.frames[1]
        #expect(editing.lines[0].hasPrefix(" Done "))
        expectLine(editing, 2, " ⊖ Rusty bicycle ($42)                    ≡")
        expectLine(editing, 6, "   No more items!")
        #expect(runs(editing, line: 0).last == "\" + \" dim reverse")
        #expect(editing.lines[17].hasPrefix(" EDITING 1/11"))
        #expect(run.terminal.frames[2].lines[0].hasPrefix(" Edit "))
        expectLine(run.terminal.frames[2], 2, "   Rusty bicycle ($42)")
    }

    @Test("Delete with confirmation: ⊖ shows the delegate's Remove button, d again deletes the row")
    func deleteWithConfirmation() {
        let run = run(keys("ejdd"))
        let confirming = run.terminal.frames[3]
        expectLine(confirming, 3, " ⊖ Shiny laptop ($1,299)             Remove")
        #expect(runs(confirming, line: 3).last == "\" Remove \" bold white on red")
        let deleted = run.terminal.frames[4]
        expectLine(deleted, 3, " ⊖ Fluffy cat ($0)                        ≡")
        #expect(homepwner(run.list) == ["Rusty bicycle ($42)", "Fluffy cat ($0)", "カメラ — camera ($85)", SampleList.noMoreItems])
        #expect(deleted.lines[17].hasPrefix(" EDITING 2/10"), "the cursor is on the row that took its place")
    }

    @Test("Swipe to delete: d shows only the swiped row's button, no controls; Enter deletes; Esc would dismiss")
    func swipeDelete() {
        let run = run(keys("d") + [key(.escape)] + keys("d") + [key(.enter)])
        let swiped = run.terminal.frames[1]
        expectLine(swiped, 2, "   Rusty bicycle ($42)               Remove")
        expectLine(swiped, 3, "   Shiny laptop ($1,299)")
        #expect(swiped.lines[0].hasPrefix(" Done "), "the bar reads Done during a swipe")
        #expect(run.terminal.frames[2].lines[2] == "   Rusty bicycle ($42)", "Esc dismissed the button")
        #expect(homepwner(run.list).first == "Shiny laptop ($1,299)")
        #expect(run.terminal.frames[4].lines[0].hasPrefix(" Edit "), "the swipe ended with the delete")
    }

    @Test("Add: + opens the modal text field, typing shows in it, Enter puts the row above the pinned one")
    func add() {
        let run = run(keys("+Lamp") + [key(.enter)])
        let typing = run.terminal.frames[5]
        #expect(typing.lines.contains { $0.contains("┌─ Add ") })
        #expect(typing.lines.contains { $0.contains("│ Lamp ") })
        #expect(run.terminal.cursor == nil, "the terminal's cursor is hidden again after the field closes")
        #expect(homepwner(run.list).suffix(2) == ["Lamp", SampleList.noMoreItems])
        expectLine(run.terminal.frames[6], 6, "   Lamp")
    }

    @Test("Reorder: J moves a row down; a picked-up row dragged with j passes the pinned last row into Groceries, never below it")
    func reorderWithPinnedRow() {
        let run = run(keys("eJ") + keys(" jjj") + [key(.enter)])
        #expect(run.terminal.frames[2].lines[3].hasPrefix(" ⊖ Rusty bicycle"), "J moved it one place down")
        let dragging = run.terminal.frames[5]
        #expect(dragging.lines[17].hasPrefix(" MOVING"))
        #expect(homepwner(run.list) == [
            "Shiny laptop ($1,299)", "Fluffy cat ($0)", "カメラ — camera ($85)", SampleList.noMoreItems,
        ], "retargeting kept the pinned row last")
        #expect(run.list.model.sections[1].rows.first == "Rusty bicycle ($42)")
    }

    @Test("Undo puts a deleted row back and says so; redo deletes it again")
    func undo() {
        let run = run(keys("jddu") + [key(.control("r"))])
        #expect(homepwner(run.list).count == 4, "redone")
        let undone = run.terminal.frames[4]
        expectLine(undone, 3, "   Shiny laptop ($1,299)")
        #expect(undone.lines[17].contains("Undone"))
        #expect(run.terminal.frames[5].lines[17].contains("Redone"))
    }

    @Test("Save: w asks the sample for a file name, then writes it atomically and says so")
    func save() throws {
        let folder = TemporaryFolder()
        let list = SampleList()
        let table = Table(dataSource: list, delegate: list)
        let host = SampleHost(list: list, table: table)
        let program = ListProgram(table: table, options: ViewOptions(title: "Sample", animations: false), host: host, clock: { 0 })
        let path = folder.file("sample.txt")
        let terminal = MemoryTerminal(size: Self.size, script: keys("jdw") + keys(path) + [key(.enter)])
        _ = RunLoop.run(program, on: terminal)
        #expect(terminal.frames[3].lines.contains { $0.contains("┌─ Save as ") })
        #expect(terminal.frames.last?.lines.contains { $0.contains("Wrote 9 items to") } == true)
        let written = try #require(folder.read("sample.txt"))
        #expect(String(decoding: written, as: UTF8.self).split(separator: "\n").first == "Rusty bicycle ($42)")
        #expect(!host.hasUnsavedChanges)
    }

    @Test("Quit with unsaved changes asks; c cancels, n leaves without saving")
    func quitPrompt() {
        let host = RecordingHost()
        host.hasUnsavedChanges = true
        let run = run(keys("qcqn"), host: host)
        #expect(run.terminal.frames[1].lines[16] == " Save changes? [y]es [n]o [c]ancel", "above the status line: it is too long for it")
        #expect(!run.terminal.frames[2].lines.contains { $0.contains("Save changes") }, "c cancelled")
        #expect(run.outcome == .exit(.quit))
        #expect(run.terminal.inputsRead == 4, "the loop stopped at n")
        #expect(host.saves.isEmpty)
    }

    @Test("Ctrl-Z tells the host, suspends and the loop goes on; a resize redraws at the new size; Ctrl-C aborts")
    func suspendResizeAbort() {
        let host = RecordingHost()
        let run = run([key(.control("z")), .resize(Size(width: 30, height: 8)), key(.control("c")), key(.character("j"))], host: host)
        #expect(run.terminal.suspensions == 1)
        #expect(host.suspensionsPrepared == 1, "the host let go of what others could wait on")
        #expect(run.terminal.frames[2].size == Size(width: 30, height: 8))
        #expect(run.outcome == .exit(.abort))
        #expect(run.terminal.inputsRead == 3, "nothing is read after Ctrl-C")
    }

    @Test("An unbound key rings the bell, says so and changes nothing; the loop waits for animation frames only while animating")
    func bellAndTimeouts() {
        let run = run(keys("X"))
        #expect(run.terminal.bells == 1)
        #expect(run.terminal.frames[1].lines.dropLast() == run.terminal.frames[0].lines.dropLast())
        #expect(run.terminal.frames[1].lines.last?.contains("Unknown key: X") == true)
        #expect(run.terminal.timeouts.allSatisfy { $0 == nil }, "no animations: the loop sleeps until a key")
    }

    @Test("Ctrl-L asks the terminal to draw the whole screen again, and changes nothing else")
    func ctrlLRedraws() {
        let run = run([key(.control("l"))])
        #expect(run.terminal.redraws == 1)
        #expect(run.terminal.bells == 0)
        #expect(run.terminal.frames[1].lines == run.terminal.frames[0].lines)
    }

    @Test("While a row fades in after a delete, the loop sleeps until the fade ends, not frame by frame")
    func sleepsUntilTheFrameChanges() {
        _ = TestLocale.ready
        let list = SampleList()
        let table = Table(dataSource: list, delegate: list)
        let clock = FakeClock()
        let program = ListProgram(table: table, options: ViewOptions(title: "Sample", animations: true), clock: { clock.now })
        let terminal = MemoryTerminal(size: Self.size, script: keys("jdd") + [.timeout])
        _ = RunLoop.run(program, on: terminal)
        // Before the delete the loop waits for a key; after it, for the fade's 250 ms (at the
        // tick the clock has not moved, so the fade is not over and it waits again).
        #expect(terminal.timeouts.prefix(5).map { $0 } == [nil, nil, nil, 250, 250])
    }
}
