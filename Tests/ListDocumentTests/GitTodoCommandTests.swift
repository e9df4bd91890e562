import Testing
import TableKit
import ListDocument
import TestSupport

@Suite("git todo commands")
struct GitTodoCommandTests {
    private static let todo = "pick abc1234 one\n# a comment that travels with it\ns def5678 two\npik 0123abc three\n\n# Commands:\n"

    private func document() throws -> ListDocument {
        try ListDocument(bytes: Array(Self.todo.utf8), format: .gitTodo)
    }

    @Test("Commands as written, full or short; an unknown one and a squash on the first row have git's reasons")
    func commands() throws {
        let document = try document()
        let first = try #require(document.gitTodoCommand(at: ip(0)))
        #expect(first.word == "pick" && first.command == .pick && first.problem == nil && first.shownLength == 4)
        #expect(document.gitTodoCommand(at: ip(1))?.command == .squash, "s is squash")
        #expect(document.gitTodoCommand(at: ip(2))?.problem == "'pik' is not a git rebase command")
        #expect(document.firstGitTodoProblem()?.indexPath == ip(2))
        let lines = try ListDocument(bytes: Array("fixup abc one\npick def two\n".utf8), format: .gitTodo)
        #expect(lines.firstGitTodoProblem()?.problem == "cannot 'fixup' without a previous commit")
        #expect(try ListDocument(bytes: Array("a\n".utf8), format: .lines).gitTodoCommand(at: ip(0)) == nil)
    }

    @Test("Changing a command writes it in full and keeps the rest of the line and its comments, byte for byte")
    func changeCommand() throws {
        let document = try document()
        let table = Table(dataSource: document, delegate: document)
        let squash = try #require(document.row(withGitCommand: .squash, at: ip(0)))
        try table.edit(of: document) { $0.reloadRow(at: ip(0), with: squash) }
        let fixup = try #require(document.row(withGitCommand: .fixup, at: ip(1)))
        try table.edit(of: document) { $0.reloadRow(at: ip(1), with: fixup) }
        #expect(document.serialized() == Array(
            "squash abc1234 one\n# a comment that travels with it\nfixup def5678 two\npik 0123abc three\n\n# Commands:\n".utf8))
        withExtendedLifetime(table) {}
    }
}
