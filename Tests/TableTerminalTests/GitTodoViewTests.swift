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
        #expect(lines[3].hasPrefix("     fixup -C   3333333"), "the flag in the verb column; amend! fixup! one fixes up one too")
        #expect(lines[5].hasPrefix("   squash     5555555 squash! three"), "three is not above it: not indented")
        let table = Table(dataSource: f.document, delegate: f.document)
        #expect(table.descendantsOfRow(at: IndexPath(row: 0, section: 0)) == 1..<3)
    }

    @Test("<< takes a fixup out of its commit's group (J then leaves it), u puts it back, >> too; the toggle turns groups off")
    func fixupOutOfItsGroup() throws {
        let f = try DocumentFixture(todo, format: .gitTodo)
        let table = Table(dataSource: f.document, delegate: f.document)
        let fixup = IndexPath(row: 2, section: 0)
        f.type("jj<<")
        #expect(table.indentationLevel(forRowAt: fixup) == 0)
        #expect(table.descendantsOfRow(at: IndexPath(row: 0, section: 0)) == 1..<2)
        f.type("u")
        #expect(table.indentationLevel(forRowAt: fixup) == 1, "undo puts it back in the group")
        f.type("<<>>")
        #expect(table.indentationLevel(forRowAt: fixup) == 1)
        #expect(f.saved == todo, "the line itself never changes")
        f.type("gg<<")
        #expect(f.status == "Only a fixup! commit under the commit it names can be taken out")
        f.document.groupsFixups = false
        #expect(table.indentationLevel(forRowAt: IndexPath(row: 1, section: 0)) == 0)
    }

    @Test("A merge -C row's action makes it merge -c, and back")
    func mergeFlag() throws {
        let f = try DocumentFixture("label onto\nmerge -C 1111111 topic # Merge topic\n", format: .gitTodo)
        f.type("jl")
        f.type("c")
        #expect(f.saved == "label onto\nmerge -c 1111111 topic # Merge topic\n")
        f.type("lC")
        #expect(f.saved == "label onto\nmerge -C 1111111 topic # Merge topic\n")
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

@Suite("Lines typed into a git todo")
struct GitTodoLineTests {
    @Test("o refuses a line git would refuse, with the reason, and keeps the field; a good line is added as typed")
    func refusals() throws {
        let f = try DocumentFixture("pick 1111111 one\n", format: .gitTodo)
        f.document.gitCommitExists = { $0 == "1111111" }
        for (typed, reason) in [
            ("pik 1111111", "'pik' is not a git rebase command: pick reword edit squash fixup drop exec break label reset merge update-ref"),
            ("pick", "pick needs a commit: pick <commit>"),
            ("pick 2222222", "There is no commit 2222222 in this repository"),
            ("exec", "exec needs a command: exec make test"),
            ("update-ref main", "update-ref needs a ref: update-ref refs/heads/<branch>"),
            ("break now", "break takes nothing after it"),
        ] {
            f.type("o" + typed)
            f.press(.enter)
            #expect(f.status == reason)
            guard case .textField = f.state.overlay else { Issue.record("the field closed after \(typed)"); continue }
            f.press(.escape)
        }
        f.type("oexec make test")
        f.press(.enter)
        f.type("Obreak")
        f.press(.enter)
        #expect(f.saved == "pick 1111111 one\nbreak\nexec make test\n")
    }

    @Test("Enter on an exec, label, reset or update-ref row edits its argument; the verb stays")
    func argumentEditing() throws {
        let f = try DocumentFixture("exec make\nlabel onto\npick 1111111 one\n", format: .gitTodo)
        f.press(.enter)
        guard case let .textField(field, _) = f.state.overlay else { Issue.record("no field"); return }
        #expect(field.text == "make")
        f.type(" test")
        f.press(.enter)
        f.type("j")
        f.press(.enter)
        guard case let .textField(label, _) = f.state.overlay else { Issue.record("no field"); return }
        #expect(label.text == "onto")
        f.press(.escape)
        f.type("j")
        f.press(.enter)
        guard case let .textField(pick, _) = f.state.overlay else { Issue.record("no field"); return }
        #expect(pick.text == "pick 1111111 one", "a commit row is edited whole")
        f.press(.escape)
        #expect(f.saved == "exec make test\nlabel onto\npick 1111111 one\n")
    }

    @Test("Saving warns of a reset or merge naming a label no line defines, and of a ref updated twice")
    func planProblems() throws {
        let good = try ListDocument(bytes: Array("label onto\nreset onto\npick 1111111 one\nlabel x\nreset [new root]\nmerge -C 2222222 x # m\nupdate-ref refs/heads/a\n".utf8), format: .gitTodo)
        #expect(good.firstGitTodoProblem() == nil)
        let missing = try ListDocument(bytes: Array("pick 1111111 one\nreset nowhere\n".utf8), format: .gitTodo)
        #expect(missing.firstGitTodoProblem()?.problem == "reset names 'nowhere', which no label line above defines")
        let twice = try ListDocument(bytes: Array("update-ref refs/heads/a\npick 1111111 one\nupdate-ref refs/heads/a\n".utf8), format: .gitTodo)
        #expect(twice.firstGitTodoProblem()?.indexPath == IndexPath(row: 2, section: 0))
        #expect(twice.firstGitTodoProblem()?.problem == "refs/heads/a is updated twice")
    }

    @Test("Tab completes a verb in the Add field: a whole verb and a space, or as far as the verbs agree")
    func verbCompletion() throws {
        let f = try DocumentFixture("pick 1111111 one\n", format: .gitTodo)
        f.type("oex")
        f.press(.tab)
        guard case let .textField(field, _) = f.state.overlay else { Issue.record("no field"); return }
        #expect(field.text == "exec ")
        f.press(.escape)
        f.type("ore")
        f.press(.tab)
        #expect(f.status == "Nothing to complete", "reword and reset share only re")
        f.press(.escape)
        f.type("oup")
        f.press(.tab)
        f.type("refs/heads/x")
        f.press(.enter)
        #expect(f.saved == "pick 1111111 one\nupdate-ref refs/heads/x\n")
    }
}
