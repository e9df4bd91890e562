import Testing
import TableKit
import TableTerminal
import ListDocument
import ListEditApp
import TestSupport

/// The view while the rest of its file is read: the status line counts the rows so far as a
/// lower bound with how far the reading has got, a filter searches the rows as they arrive,
/// and what needs every row says it waits for them.
@Suite("The view while its file is read")
struct ReadingViewTests {
    @Test("Status, filter and :sort while reading; the exact count once read")
    func whileReading() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder, pause: 0.002)
        func poll() {
            host.takeRowsRead()
            _ = program.send(.readingProgressed(host.readingProgress))
        }
        func status() -> String { program.render().frame.lines.last ?? "" }
        #expect(status().contains("+ reading"), "\(status())")
        _ = program.send(keys: "/line 19".map { Key.character($0) } + [.enter])
        let early = program.state.filter?.count ?? 0
        #expect(status().contains("FILTER \"line 19\""))
        #expect(status().contains("+ of"), "the count is partial: \(status())")
        _ = program.send(keys: ":sort".map { Key.character($0) } + [.enter])
        #expect(program.state.status?.text.hasPrefix("The file is still being read") == true)
        #expect(program.send(keys: [.character("G")]) == [.finishReading], "G waits for the whole file")
        while file.isReading {
            poll()
            file.waitForReader(timeout: 0.01)
        }
        poll()
        #expect(program.state.reading == nil)
        // line 19, line 190-199, line 1900-1999, line 19000-19999
        #expect(program.state.filter?.count == 1 + 10 + 100 + 1_000)
        #expect(early < 1_111, "the filter grew as rows arrived")
        #expect(status().contains("1,111 of 20,000") && !status().contains("reading"), "\(status())")
        #expect(program.state.cursor == IndexPath(row: 19_998, section: 0), "G, once the file was whole: the last row shown, line 19999")
    }

    /// A program on a file of 20,000 lines read slowly (4 KB every `pause` seconds), and its
    /// host (which the program holds weakly), the rows of the first part taken.
    private func slowlyRead(_ folder: TemporaryFolder, pause: Double = 0.02) throws -> (DocumentFile, FileHost, ListProgram) {
        _ = TestLocale.ready
        folder.write("list.txt", Array((1...20_000).map { "line \($0)\n" }.joined().utf8))
        let file = try DocumentFile(
            path: folder.file("list.txt"), reading: .inBackground(firstPart: 2_000, pace: .init(pieceSize: 4_000, pause: pause)))
        let table = Table(dataSource: file.document, delegate: file.document)
        let host = FileHost(session: EditingSession(file: file, table: table))
        let program = ListProgram(table: table, options: ViewOptions(title: "list", animations: false), host: host,
                                  size: Size(width: 70, height: 10), clock: { 0 })
        host.takeRowsRead()
        _ = program.send(.readingProgressed(host.readingProgress))
        return (file, host, program)
    }

    @Test("A count reaching past the rows read waits for them, and no longer: 5000j lands on row 5001 of the file")
    func countsWait() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder)
        defer { withExtendedLifetime(host) {} }  // the program holds its host weakly
        let terminal = MemoryTerminal(size: Size(width: 70, height: 10))
        // No key while it waits (an empty script reads as a hang-up).
        terminal.feed(Array(repeating: .timeout, count: 10_000))
        #expect(program.state.reading != nil && program.table.totalNumberOfRows < 5_001)
        for key in "5000j" { _ = RunLoop.dispatch(.key(.character(key)), to: program, on: terminal) }
        #expect(program.state.cursor == IndexPath(row: 5_000, section: 0))
        // The reader takes a second over the file's 20,000 rows: the key did not wait for them all.
        #expect(file.isReading && program.table.totalNumberOfRows < 20_000, "\(program.table.totalNumberOfRows) rows read")
        #expect(program.state.status == nil, "the wait's note is gone with the wait")
    }

    @Test("G while reading shows the file's end at once; k moves in it, Esc goes back; once read, the cursor is on the same row")
    func fileEndAtOnce() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder)
        let terminal = MemoryTerminal(size: Size(width: 70, height: 10))
        func screen() -> [String] { program.render().frame.lines }
        _ = RunLoop.dispatch(.key(.character("G")), to: program, on: terminal)
        #expect(file.isReading && program.state.reading != nil, "nothing waited for the rest")
        #expect(screen()[8].contains("line 20000") && screen()[1].contains("line 19993"), "\(screen())")
        #expect(screen().last?.contains(" last/") == true && screen().last?.contains("+ reading") == true, "\(screen())")
        for key in "kk" { _ = RunLoop.dispatch(.key(.character(key)), to: program, on: terminal) }
        #expect(screen().last?.contains(" last-2/") == true, "\(screen())")
        _ = RunLoop.dispatch(.mouse(MouseEvent(.wheelUp, at: Point(x: 5, y: 4))), to: program, on: terminal)
        #expect(screen().last?.contains(" last-5/") == true, "the wheel moves among the rows too: \(screen())")
        _ = RunLoop.dispatch(.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 4))), to: program, on: terminal)
        #expect(screen().last?.contains(" last-2/") == true, "\(screen())")
        _ = RunLoop.dispatch(.key(.escape), to: program, on: terminal)
        #expect(program.state.fileEnd == nil && screen()[1].contains("line 1"), "Esc: back where G was pressed")
        #expect(program.state.cursor == IndexPath(row: 0, section: 0))
        for key in "Gkkk" { _ = RunLoop.dispatch(.key(.character(key)), to: program, on: terminal) }
        let lineOfCursor = try #require(screen().firstIndex { $0.contains("line 19997") })
        host.finishReading { _ in true }
        _ = program.send(.readingProgressed(nil))
        #expect(program.state.fileEnd == nil)
        #expect(program.state.cursor == IndexPath(row: 19_996, section: 0), "the row the cursor was on: line 19997")
        #expect(screen()[lineOfCursor].contains("line 19997"), "on the same line of the screen: \(screen())")
        #expect(screen().last?.contains("19,997/20,000") == true, "\(screen())")
    }

    @Test("dd on the file's end waits for the reading to reach the row, then deletes it")
    func deleteAtFileEnd() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder, pause: 0.002)
        defer { withExtendedLifetime(host) {} }
        let terminal = MemoryTerminal(size: Size(width: 70, height: 10))
        terminal.feed(Array(repeating: .timeout, count: 100_000))
        for key in "Gkdd" { _ = RunLoop.dispatch(.key(.character(key)), to: program, on: terminal) }
        #expect(!file.isReading, "dd waited for the whole file")
        #expect(program.table.totalNumberOfRows == 19_999)
        let last = (19_997...19_998).map { program.table.text(forRowAt: IndexPath(row: $0, section: 0)) }
        #expect(last == ["line 19998", "line 20000"], "line 19999 deleted")
    }

    @Test("Esc while an edit on the file's end waits stops waiting: nothing changes, the file goes on being read")
    func escapeStopsTheWait() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder)
        let terminal = MemoryTerminal(size: Size(width: 70, height: 10))
        for key in "Gk" { _ = RunLoop.dispatch(.key(.character(key)), to: program, on: terminal) }
        terminal.type(.escape)  // typed while d waits
        _ = RunLoop.dispatch(.key(.character("d")), to: program, on: terminal)
        #expect(program.state.status?.text == "Stopped waiting: the file is still being read")
        #expect(program.state.fileEnd?.rowsFromEnd == 1, "still on the file's end")
        #expect(file.isReading && program.state.reading != nil)
        host.finishReading { _ in true }
        _ = program.send(.readingProgressed(nil))
        #expect(program.table.totalNumberOfRows == 20_000, "the stopped dd does not happen later")
        #expect(program.state.cursor == IndexPath(row: 19_998, section: 0))
    }

    @Test("Keys typed while an edit waits for the file are kept, and read once it is: dd deletes the row")
    func typeaheadKept() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder, pause: 0.002)
        defer { withExtendedLifetime(host) {} }
        let terminal = MemoryTerminal(size: Size(width: 70, height: 10), script: "Gkdd".map { .input(.key(.character($0))) })
        _ = RunLoop.run(program, on: terminal)
        #expect(!file.isReading)
        #expect(program.table.totalNumberOfRows == 19_999, "the second d, typed during the wait, confirmed the delete")
        let last = (19_997...19_998).map { program.table.text(forRowAt: IndexPath(row: $0, section: 0)) }
        #expect(last == ["line 19998", "line 20000"])
    }

    /// Types keys into `program` through the run loop's dispatch, on a terminal whose waits
    /// read no key.
    private func typing(into program: ListProgram) -> ([Key]) -> Void {
        let terminal = MemoryTerminal(size: Size(width: 70, height: 10))
        terminal.feed(Array(repeating: .timeout, count: 100_000))
        return { keys in for key in keys { _ = RunLoop.dispatch(.key(key), to: program, on: terminal) } }
    }

    @Test("n while reading: a match among the rows read short of their end is taken at once; past it, n waits for the file, and dd typed after it deletes the row found")
    func searchAgainWhileReading() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder, pause: 0.002)
        defer { withExtendedLifetime(host) {} }
        let type = typing(into: program)
        type("/line 2".map { .character($0) } + [.enter, .escape])
        #expect(program.state.cursor == IndexPath(row: 1, section: 0), "line 2 found among the rows read")
        type([.character("n")])
        #expect(program.state.cursor == IndexPath(row: 19, section: 0) && file.isReading, "line 20, at once")
        type("/line 19999".map { .character($0) } + [.enter, .escape, .character("g"), .character("g")])
        #expect(program.state.reading != nil, "still reading")
        type("ndd".map { .character($0) })
        #expect(!file.isReading, "n waited for the file")
        #expect(program.table.totalNumberOfRows == 19_999)
        #expect(program.table.text(forRowAt: IndexPath(row: 19_998, section: 0)) == "line 20000", "line 19999 deleted, not line 1")
        #expect(program.table.text(forRowAt: IndexPath(row: 0, section: 0)) == "line 1")
    }

    @Test("n on the file's end: a match among its rows at once; one past them waits for the file, then is found from the same row")
    func searchAgainAtFileEnd() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder, pause: 0.002)
        defer { withExtendedLifetime(host) {} }
        let type = typing(into: program)
        type("/line 1999".map { .character($0) } + [.enter, .escape, .character("G"), .character("k"), .character("k"), .character("k")])
        #expect(program.state.fileEnd?.rowsFromEnd == 3 && file.isReading, "on line 19997 of the file's end")
        type([.character("n")])
        #expect(program.state.fileEnd?.rowsFromEnd == 2 && file.isReading, "line 19998, at once")
        type([.character("N")])
        #expect(program.state.fileEnd?.rowsFromEnd == 3, "back to line 19997, at once")
        type([.character("n"), .character("n"), .character("n")])
        #expect(!file.isReading && program.state.fileEnd == nil, "the third n went past the file's end: it waited for the file")
        #expect(program.state.cursor.map { program.table.text(forRowAt: $0) } == "line 1999", "and wrapped to the first match")
    }

    @Test("Ctrl-Z while reading reads the rest first, its progress on screen, then stops; Esc meanwhile stays")
    func suspendReadsTheRestFirst() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder, pause: 0.002)
        defer { withExtendedLifetime(host) {} }
        let terminal = MemoryTerminal(size: Size(width: 70, height: 10), script: [.input(.key(.control("z"))), .timeout])
        _ = RunLoop.run(program, on: terminal)
        #expect(terminal.suspensions == 1 && !file.isReading)
        #expect(terminal.frames.contains { $0.lines.joined().contains("Reading the rest of the file, then stopping") })

        let (other, otherHost, otherProgram) = try slowlyRead(TemporaryFolder())
        defer { withExtendedLifetime(otherHost) {} }
        let stays = MemoryTerminal(size: Size(width: 70, height: 10), script: [.input(.key(.control("z"))), .input(.key(.escape)), .timeout])
        _ = RunLoop.run(otherProgram, on: stays)
        #expect(stays.suspensions == 0 && other.isReading, "Esc: no stop, the file still being read")
        #expect(otherProgram.state.status?.text == "Stopped waiting: the file is still being read")
        otherHost.finishReading { _ in true }
        _ = otherProgram.send(.readingProgressed(nil))
        #expect(otherProgram.state.status == nil, "once the file is whole, the word about its reading goes")
        #expect(program.state.status == nil, "nor does the stop's note outlive the stop")
    }

    @Test("Ctrl-Z while the view waits for the file stops the wait and suspends at once: keys typed after it are not read as the list's")
    func suspendStopsTheWait() throws {
        let folder = TemporaryFolder()
        let (file, host, program) = try slowlyRead(folder)
        defer { withExtendedLifetime(host) {} }
        let terminal = MemoryTerminal(size: Size(width: 70, height: 10), script: [
            .input(.key(.character("G"))), .input(.key(.character("k"))), .input(.key(.character("d"))),
            .input(.key(.control("z"))), .timeout,
        ])
        _ = RunLoop.run(program, on: terminal)
        #expect(terminal.suspensions == 1, "suspended")
        host.finishReading { _ in true }
        _ = program.send(.readingProgressed(nil))
        #expect(program.table.totalNumberOfRows == 20_000, "nothing deleted: the wait was stopped, the d not done later")
    }
}
