import Testing
import TableKit
import TableTerminal
import ListDocument

/// A git todo on screen: every verb whole in its column, fixups under their target.
@Suite("A git todo on screen")
struct GitTodoViewTests {
    private let todo = """
        pick 1111111 one
        fixup 2222222 fixup! one
        fixup -C 3333333 amend! fixup! one
        pick 4444444 two
        squash 5555555 squash! three
        update-ref refs/heads/side
        exec make test

        """

    @Test("The widest verb, update-ref, shows whole at 80 columns; a fixup of the commit above sits under it")
    func verbsAndFixups() throws {
        let f = try DocumentFixture(todo, format: .gitTodo, size: Size(width: 80, height: 12))
        let lines = f.frame.lines
        #expect(lines[6].hasPrefix("   update-ref refs/heads/side"))
        #expect(lines[2].hasPrefix("     fixup      2222222 fixup! one"), "indented under one")
        #expect(lines[3].hasPrefix("     fixup      -C 3333333"), "amend! fixup! one fixes up one too")
        #expect(lines[5].hasPrefix("   squash     5555555 squash! three"), "three is not above it: not indented")
        let table = Table(dataSource: f.document, delegate: f.document)
        #expect(table.descendantsOfRow(at: IndexPath(row: 0, section: 0)) == 1..<3)
    }

    @Test("J on a commit with fixups moves the group, as one undo step")
    func groupMoves() throws {
        let f = try DocumentFixture(todo, format: .gitTodo)
        f.type("eJ")
        #expect(f.saved.hasPrefix("pick 4444444 two\npick 1111111 one\nfixup 2222222 fixup! one\nfixup -C 3333333 amend! fixup! one\n"))
        f.type("u")
        #expect(f.saved == todo)
    }
}
