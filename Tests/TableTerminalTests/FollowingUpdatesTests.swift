import Testing
import ListDocument
import ListEditApp
import TableKit
import TableTerminal
import TestSupport

/// Updates the view follows several at a time: an undo step made of many, or updates made
/// outside the view (a host reloading, a program calling the table), followed at the next
/// event.
@Suite("Following several updates at once")
struct FollowingUpdatesTests {
    @Test("A deleted cursor row followed by an insert above it: the cursor stays on a row (found by the controller's fuzzer)")
    func cursorStaysOnARow() throws {
        let document = try ListDocument(bytes: Array("a\nb\nc\n".utf8), format: .lines)
        let table = Table(dataSource: document, delegate: document)
        let program = ListProgram(table: table, options: ViewOptions(title: "t", animations: false), clock: { 0 })
        program.send(.key(.character("G")))
        #expect(program.state.cursor == IndexPath(row: 2, section: 0))

        // Two updates the view has not followed yet: c goes, then z comes in first.
        try table.edit(of: document) { $0.deleteRows(at: [IndexPath(row: 2, section: 0)]) }
        let z = document.newRow(text: "z", at: IndexPath(row: 0, section: 0))
        try table.edit(of: document) { $0.insertRow(z, at: IndexPath(row: 0, section: 0)) }
        program.send(.tick)

        let cursor = try #require(program.state.cursor)
        #expect(table.containsRow(at: cursor), "the cursor is on \(cursor) of \(table.numberOfRows(inSection: 0)) rows")
        #expect(document.editableText(forRowAt: cursor) == "b", "the row before the deleted one, now one lower")
        _ = program.render()
    }
}

@Suite("A drag ended by Done")
struct DragEndedByDoneTests {
    @Test("Clicking Done while a row is picked up puts it back, with the cursor on it (found by the controller's fuzzer)")
    func doneDuringADrag() throws {
        let document = try ListDocument(bytes: Array("# A\n- one\n- two\n# B\n- three\n".utf8), format: .markdown)
        let table = Table(dataSource: document, delegate: document)
        let program = ListProgram(
            table: table, options: ViewOptions(title: "t", animations: false), size: Size(width: 40, height: 10), clock: { 0 })
        for key: Key in [.character("e"), .character("j"), .character("m"), .character("j"), .character("j")] { program.send(.key(key)) }
        // "two" is shown after "three", past section B's last row.
        #expect(table.drag?.destination == IndexPath(row: 1, section: 1))
        program.send(.mouse(MouseEvent(.press, at: Point(x: 1, y: 0))))
        #expect(table.drag == nil)
        #expect(table.mode == .normal)
        #expect(program.state.cursor == IndexPath(row: 1, section: 0), "on two, back where it was")
        #expect(document.serialized() == Array("# A\n- one\n- two\n# B\n- three\n".utf8))
    }
}

@Suite("Changes made outside update")
struct OutsideChangesTests {
    private func threeRows() throws -> (ListDocument, Table) {
        let document = try ListDocument(bytes: Array("a\nb\nc\n".utf8), format: .lines)
        return (document, Table(dataSource: document, delegate: document))
    }

    @Test("The state follows a .tableChanged event it is given: a row inserted above the cursor keeps the cursor on its row")
    func stateFollowsTheEvent() throws {
        let (document, table) = try threeRows()
        let log = TableChangeLog(observing: table)
        var state = ListState(table: table, size: Size(width: 40, height: 10))
        let env = ListEnvironment(table: table, host: nil, options: ViewOptions(title: "t", animations: false), now: 0, changes: log)
        _ = state.update(.key(.character("j")), in: env)
        #expect(state.cursor == IndexPath(row: 1, section: 0))

        let z = document.newRow(text: "z", at: IndexPath(row: 0, section: 0))
        try table.edit(of: document) { $0.insertRow(z, at: IndexPath(row: 0, section: 0)) }
        let changes = log.take()
        #expect(changes.count == 1)
        _ = state.update(.tableChanged(changes), in: env)
        #expect(state.cursor == IndexPath(row: 2, section: 0), "still on b")
    }

    @Test("An app's timer deletes the cursor's row: the program sends the change before the next event, and the cursor lands on a row")
    func programSendsOutsideChanges() throws {
        let (document, table) = try threeRows()
        let program = ListProgram(table: table, options: ViewOptions(title: "t", animations: false), clock: { 5 })
        program.send(.key(.character("G")))
        program.every(0) { program in
            _ = try? program.table.edit(of: document) { $0.deleteRows(at: [IndexPath(row: 2, section: 0)]) }
        }
        #expect(program.runTickIfDue())
        #expect(program.state.cursor == IndexPath(row: 1, section: 0), "on b, the last row left")
        #expect(program.render().frame.lines.contains { $0.contains("b") })
    }
}
