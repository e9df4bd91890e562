import TableKit
import TableTerminal
import ListDocument
import ListEditApp

/// A document of text in a program on an in-memory terminal: keys go through the run
/// loop's dispatch, and a test reads back the bytes the document would save.
final class DocumentFixture {
    let document: ListDocument
    let table: Table
    let program: ListProgram
    let terminal: MemoryTerminal
    let clock = FakeClock()

    init(_ text: String, format: Format = .lines, headerLines: Int = 0, size: Size = Size(width: 60, height: 20)) throws {
        _ = TestLocale.ready
        document = try ListDocument(bytes: Array(text.utf8), format: format, headerLines: headerLines)
        table = Table(dataSource: document, delegate: document)
        let clock = self.clock
        program = ListProgram(
            table: table, options: ViewOptions(title: "t", animations: false), size: size, clock: { clock.now })
        terminal = MemoryTerminal(size: size)
    }

    /// The view's state.
    var state: ListState { program.state }

    /// Presses each character of `typed` as a key.
    func type(_ typed: String) {
        for c in typed { send(.key(.character(c))) }
    }

    /// Presses each key.
    func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Sends an event and performs its effects.
    func send(_ event: ListEvent) {
        _ = RunLoop.dispatch(event, to: program, on: terminal)
    }

    /// The bytes a save would write, as text.
    var saved: String { String(decoding: document.serialized(), as: UTF8.self) }

    /// The text of every row of section `section`, as the view shows it.
    func rows(_ section: Int = 0) -> [String] {
        (0..<table.numberOfRows(inSection: section)).map {
            String(decoding: document.displayBytes(forRowAt: IndexPath(row: $0, section: section)), as: UTF8.self)
        }
    }

    /// The cursor's row as the status line counts it (1-based), in its section.
    var cursorRow: Int? { state.cursor.map { $0.row + 1 } }

    /// The status line's message.
    var status: String? { state.status?.text }

    /// The frame drawn now.
    var frame: Frame { program.render().frame }
}
