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

    @Test("Every line kind, full and short, reads as a row and writes back byte for byte; core.commentChar ; keeps ; lines")
    func everyLineKind() throws {
        let kinds = """
            p 1111111 one
            pick 2222222 two
            r 3333333 three
            e 4444444 four
            s 5555555 five
            f 6666666 six
            fixup -C 7777777 seven
            f -c 8888888 eight
            d 9999999 nine
            x make test
            exec  echo 'two  spaces'
            b
            break
            l onto
            label  topic
            t onto
            reset [new root]
            m -C aaaaaaa topic # Merge topic
            merge -c bbbbbbb topic
            u refs/heads/side
            update-ref refs/heads/main
            ; a comment that travels with update-ref
            noop

            ; Commands:
            ; p, pick <commit> = use commit

            """
        let document = try ListDocument(bytes: Array(kinds.utf8), format: .gitTodo, commentCharacter: UInt8(ascii: ";"))
        let expected: [GitCommand] = [
            .pick, .pick, .reword, .edit, .squash, .fixup, .fixup, .fixup, .drop, .exec, .exec, .breakCommand, .breakCommand,
            .label, .label, .reset, .reset, .merge, .merge, .updateRef, .updateRef, .noop,
        ]
        #expect((0..<expected.count).map { document.gitTodoCommand(at: ip($0))?.command } == expected)
        #expect(document.model.sections[0].rows.count == expected.count, "comment and blank lines are no rows")
        #expect(document.gitTodoCommand(at: ip(6))?.word == "fixup -C" && document.gitTodoCommand(at: ip(7))?.word == "f -c")
        #expect(document.gitTodoCommand(at: ip(17))?.word == "m -C")
        #expect((0..<expected.count).allSatisfy { document.gitTodoCommand(at: ip($0))?.problem == nil })
        #expect(document.firstGitTodoProblem() == nil)
        #expect(document.serialized() == Array(kinds.utf8), "short verbs stay as written, comments where they were")
        // Changing one verb writes that one in full and nothing else.
        let table = Table(dataSource: document, delegate: document)
        let changed = try #require(document.row(withGitCommand: .fixup, flag: "-C", at: ip(7)))
        try table.edit(of: document) { $0.reloadRow(at: ip(7), with: changed) }
        #expect(document.serialized() == Array(kinds.replacingOccurrences(of: "f -c 8888888", with: "fixup -C 8888888").utf8))
        withExtendedLifetime(table) {}
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

    @Test("With git checking for missing commits, Drop rewrites the commit as drop (a second Drop changes nothing); without, it removes the line")
    func dropUnderMissingCommitsCheck() throws {
        let checked = try document()
        checked.dropsByRewriting = true
        let table = Table(dataSource: checked, delegate: checked)
        table.setEditing(true, animated: false)
        try table.tapDeletionControl(at: ip(0))
        try table.confirmDeletion()
        #expect(checked.serialized() == Array(
            "drop abc1234 one\n# a comment that travels with it\ns def5678 two\npik 0123abc three\n\n# Commands:\n".utf8))
        #expect(table.numberOfRows(inSection: 0) == 3, "the row stays, now a drop")
        try table.tapDeletionControl(at: ip(0))
        try table.confirmDeletion()
        #expect(checked.serialized().starts(with: Array("drop abc1234 one\n".utf8)), "dropped once is enough")
        try table.undo()
        #expect(checked.serialized() == Array(Self.todo.utf8), "one undo puts the pick back")

        let plain = try document()
        let plainTable = Table(dataSource: plain, delegate: plain)
        plainTable.setEditing(true, animated: false)
        try plainTable.tapDeletionControl(at: ip(0))
        try plainTable.confirmDeletion()
        #expect(plain.serialized() == Array("s def5678 two\npik 0123abc three\n\n# Commands:\n".utf8),
                "git's default: a removed line is a dropped commit")
        withExtendedLifetime((table, plainTable)) {}
    }
}
