import LibC
import Testing
import ListDocument
import ListEditApp
import SampleList
import TableKit
import TableTerminal
import TestSupport

/// A question the program around the view asks (a file's unsaved copy at start-up), on the
/// in-memory terminal through the run loop: it waits on the status line for one of its own
/// keys, the host acts on the answer, and what it says replaces the question.
@Suite("The host's question")
struct HostQuestionTests {
    private static let size = Size(width: 80, height: 12)

    /// A host that records the answers it is given.
    final class AnsweringHost: ListHost {
        var answers: [Character] = []
        var hasUnsavedChanges: Bool { false }
        var needsFileName: Bool { false }
        var quitWritesOutput: Bool { false }
        func save(as fileName: String?, overwriting: Bool) throws -> String { "Saved" }
        func answer(_ question: HostQuestion, with answer: Character) -> StatusMessage? {
            answers.append(answer)
            return StatusMessage(text: "Answered \(answer)", isError: false)
        }
    }

    private let question = HostQuestion(text: "Keep it? [k]eep [t]oss", answers: ["k", "t"], escapeAnswer: "k")

    private func run(_ script: [MemoryTerminal.ScriptedInput], host: AnsweringHost) -> (RunOutcome, MemoryTerminal) {
        _ = TestLocale.ready
        let list = SampleList()
        let table = Table(dataSource: list, delegate: list)
        let program = ListProgram(table: table, options: ViewOptions(title: "Sample", animations: false), host: host, size: Self.size, clock: { 0 })
        program.ask(question)
        let terminal = MemoryTerminal(size: Self.size, script: script)
        let outcome = RunLoop.run(program, on: terminal)
        withExtendedLifetime(list) {}
        return (outcome, terminal)
    }

    private func statusLine(_ frame: Frame) -> String { frame.lines[Self.size.height - 1] }

    /// The status line and the lines a long message takes above it, as one text.
    private func bottom(_ frame: Frame) -> String { frame.lines.suffix(4).joined(separator: " ") }

    @Test("It waits for one of its keys (others, list keys included, do nothing), then the host's message shows")
    func waitsForItsKeys() {
        let host = AnsweringHost()
        let (_, terminal) = run([.input(.key(.character("j"))), .input(.key(.character("y"))), .input(.key(.character("T")))], host: host)
        #expect(statusLine(terminal.frames[0]).contains("Keep it? [k]eep [t]oss"))
        #expect(statusLine(terminal.frames[2]).contains("Keep it? [k]eep [t]oss"), "j and y left it waiting")
        #expect(statusLine(terminal.frames[2]).hasPrefix(" LIST 1/11 "), "j did not move the cursor")
        #expect(host.answers == ["t"], "an answer's key in either case")
        #expect(statusLine(terminal.frames[3]).contains("Answered t"))
        #expect(!statusLine(terminal.frames[3]).contains("Keep it?"))
    }

    @Test("A question with an answer for other keys (the recovery question: ignore) gives it, and the key then acts")
    func otherKeysAnswerAndAct() {
        let host = AnsweringHost()
        _ = TestLocale.ready
        let list = SampleList()
        let table = Table(dataSource: list, delegate: list)
        let program = ListProgram(table: table, options: ViewOptions(title: "Sample", animations: false), host: host, size: Self.size, clock: { 0 })
        program.ask(HostQuestion(text: "Keep it? [k]eep [t]oss", answers: ["k", "t"], escapeAnswer: "k", otherKeysAnswer: "k"))
        let terminal = MemoryTerminal(size: Self.size, script: [.input(.key(.character("j")))])
        _ = RunLoop.run(program, on: terminal)
        #expect(host.answers == ["k"], "j answered with the other keys' answer")
        #expect(program.state.cursor == IndexPath(row: 1, section: 0), "and then moved the cursor")
        #expect(!statusLine(terminal.frames[1]).contains("Keep it?"))
        withExtendedLifetime(list) {}
    }

    @Test("Esc gives its escape answer; Ctrl-C still aborts")
    func escapeAndAbort() {
        let host = AnsweringHost()
        let (_, terminal) = run([.input(.key(.escape))], host: host)
        #expect(host.answers == ["k"])
        #expect(statusLine(terminal.frames[1]).contains("Answered k"))
        let aborting = AnsweringHost()
        let (outcome, _) = run([.input(.key(.control("c")))], host: aborting)
        #expect(outcome == .exit(.abort))
        #expect(aborting.answers.isEmpty)
    }

    /// list.txt and its emergency copy, opened as listedit opens a file, run with `script`.
    private func recover(_ script: [MemoryTerminal.ScriptedInput]) throws -> (folder: TemporaryFolder, terminal: MemoryTerminal, host: FileHost) {
        _ = TestLocale.ready
        let folder = TemporaryFolder()
        folder.write("list.txt", Array("one\ntwo\nthree\n".utf8))
        _ = try EmergencyCopy.write(Array("three\none\n".utf8), beside: folder.file("list.txt"))
        let file = try DocumentFile(path: folder.file("list.txt"))
        let table = Table(dataSource: file.document, delegate: file.document)
        let host = FileHost(session: EditingSession(file: file, table: table), copies: EmergencyCopy.copies(of: folder.file("list.txt")))
        let program = ListProgram(table: table, options: ViewOptions(title: "list.txt", animations: false), host: host, size: Self.size, clock: { 0 })
        program.ask(try #require(host.recoveryQuestion))
        let terminal = MemoryTerminal(size: Self.size, script: script)
        _ = RunLoop.run(program, on: terminal)
        withExtendedLifetime(file) {}
        return (folder, terminal, host)
    }

    @Test("A file's unsaved copy: R shows its rows as unsaved edits, w saves them to the file and the copy goes")
    func recoverAFilesCopy() throws {
        let (folder, terminal, host) = try recover([.input(.key(.character("R"))), .input(.key(.character("w")))])
        let asked = terminal.frames[0]
        #expect(bottom(asked).contains("An unsaved copy from "), "\(bottom(asked))")
        #expect(bottom(asked).contains(" exists: [r]ecover [D]elete [i]gnore"))
        expectLine(asked, 1, "   one")
        let recovered = terminal.frames[1]
        expectLine(recovered, 1, "   three")
        expectLine(recovered, 2, "   one")
        #expect(statusLine(recovered).hasPrefix(" LIST 1/2 [modified]"))
        #expect(bottom(recovered).contains("Recovered the copy from"))
        #expect(statusLine(terminal.frames[2]).contains("Wrote 2 rows"))
        #expect(folder.read("list.txt") == Array("three\none\n".utf8))
        #expect(folder.names == ["list.txt"], "the copy is gone once saved")
        #expect(!host.hasUnsavedChanges)
    }

    @Test("r recovers as R does; Esc keeps the copy as i does")
    func lowercaseRAndEscape() throws {
        let recovered = try recover([.input(.key(.character("r")))])
        expectLine(recovered.terminal.frames[1], 1, "   three")
        #expect(bottom(recovered.terminal.frames[1]).contains("Recovered the copy from"))
        #expect(recovered.host.hasUnsavedChanges)

        let escaped = try recover([.input(.key(.escape))])
        expectLine(escaped.terminal.frames[1], 1, "   one")
        #expect(bottom(escaped.terminal.frames[1]).contains("Kept the unsaved copy from"))
        #expect(escaped.folder.names == ["list.txt", "list.txt.listedit-emergency"])
    }

    @Test("D deletes the copy and keeps the file's rows; i keeps the copy for next time")
    func deleteOrIgnore() throws {
        let deleted = try recover([.input(.key(.character("D")))])
        expectLine(deleted.terminal.frames[1], 1, "   one")
        #expect(bottom(deleted.terminal.frames[1]).contains("Deleted the unsaved copy from"))
        #expect(deleted.folder.names == ["list.txt"])
        #expect(!deleted.host.hasUnsavedChanges)

        let ignored = try recover([.input(.key(.character("i")))])
        expectLine(ignored.terminal.frames[1], 1, "   one")
        #expect(bottom(ignored.terminal.frames[1]).contains("Kept the unsaved copy from"))
        #expect(ignored.folder.names == ["list.txt", "list.txt.listedit-emergency"])
        #expect(!ignored.host.hasUnsavedChanges)
    }

    @Test("dd typed at once after opening, question or not, shows the Delete button and deletes a row: the copy is kept")
    func deleteKeysNeverDeleteTheCopy() throws {
        let typed = try recover([.input(.key(.character("d"))), .input(.key(.character("d")))])
        #expect(typed.folder.names == ["list.txt", "list.txt.listedit-emergency"], "the copy is still there")
        #expect(bottom(typed.terminal.frames[1]).contains("Kept the unsaved copy from"), "d answered ignore, and acted")
        let deleted = typed.terminal.frames[2]
        #expect(statusLine(deleted).hasPrefix(" LIST 1/2 [modified]"), "the second d deleted row 1: \(statusLine(deleted))")
        expectLine(deleted, 1, "   two")
    }
}
