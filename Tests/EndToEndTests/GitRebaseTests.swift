import Foundation
import Testing
import TestSupport

/// listedit as git's sequence editor, as git's own tests use a fake editor: a repository with
/// commits one, two and three, `git rebase -i HEAD~2`, then `git log` and `git status`.
@Suite("git rebase -i")
struct GitRebaseTests {
    /// The environment git runs in, in the pane and here: no system or user configuration,
    /// English messages.
    private static let gitEnvironment = [
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "LANG": "C.UTF-8",
        "GIT_AUTHOR_NAME": "A U Thor", "GIT_AUTHOR_EMAIL": "author@example.com",
        "GIT_COMMITTER_NAME": "C O Mitter", "GIT_COMMITTER_EMAIL": "committer@example.com",
    ]

    /// Starts a session whose pane builds `repo` with commits one, two and three (git's
    /// `test_commit`), writes HEAD to `head-before`, runs `configure` in the repository, then
    /// `git rebase -i HEAD~2` with listedit as GIT_SEQUENCE_EDITOR, records git's exit status,
    /// and waits for listedit's first screen.
    private func startRebase(
        configure: String = "", rebasing range: String = "HEAD~2", rows: Int = 2, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TmuxSession {
        let editor = try listeditCommand(sourceLocation: sourceLocation)
        let exports = Self.gitEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\(shellQuoted($0.value))" }
        let script = TmuxSession.recordingExitStatus(of: """
            export \(exports.joined(separator: " "))
            unset LC_ALL LANGUAGE GIT_DIR GIT_WORK_TREE GIT_EDITOR EDITOR VISUAL
            git init -q -b main repo || exit
            (
                cd repo || exit
                git config commit.gpgsign false
                for subject in one two three; do
                    echo "$subject" > "$subject.t" && git add "$subject.t" && git commit -q -m "$subject" || exit
                done
                git rev-parse HEAD > ../head-before
                \(configure)
                GIT_SEQUENCE_EDITOR=\(shellQuoted(editor)) git rebase -i \(range)
            )
            """)
        let session = try TmuxSession(script: script, sourceLocation: sourceLocation)
        do {
            try session.waitFor("the todo in listedit", sourceLocation: sourceLocation) {
                $0.topBar.contains("git rebase todo") && $0.statusLine.hasPrefix(" LIST 1/\(rows) ")
            }
        } catch {
            session.close()
            throw error
        }
        return session
    }

    /// Runs git in the session's repository and returns what it printed on stdout.
    private func git(_ arguments: String..., in session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(Self.gitEnvironment) { $1 }
        let result = try runProcess("git", ["-C", session.path("repo")] + arguments, environment: environment)
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.standardError)", sourceLocation: sourceLocation)
        return result.standardOutput
    }

    /// Whether line `number` is a pick of the commit `subject`, drawn as in normal mode.
    private func isPick(_ screen: Screen, _ number: Int, _ subject: String) -> Bool {
        let line = screen.line(number)
        return line.hasPrefix("   pick ") && line.hasSuffix(" " + subject)
    }

    @Test("The picks are rows and git's help is the footer; e J then q y reorders the commits")
    func reorderTwoCommits() throws {
        let app = try startRebase()
        defer { app.close() }

        let todo = try app.capture()
        #expect(isPick(todo, 2, "two") && isPick(todo, 3, "three"), "the picks, oldest first:\n\(todo)")
        #expect(todo.line(4).hasPrefix(" # Rebase "), "git's comment block follows the rows:\n\(todo)")
        #expect(todo.contains(" # Commands:"))
        #expect(!todo.lines.contains { $0.hasPrefix(" ⊖ #") || $0.hasPrefix("   #") }, "comment lines are not rows")

        try app.press("e")
        let editing = try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/2 ") }
        #expect(editing.line(2).hasPrefix(" ⊖ pick ") && editing.line(2).hasSuffix("≡"))
        #expect(editing.line(4).hasPrefix(" # Rebase "), "the footer has no controls")
        try app.press("J")
        try app.waitFor("two moved below three") { $0.statusLine.hasPrefix(" EDITING 2/2 [modified]") }
        try app.press("q")
        try app.waitFor("the save question") { $0.statusLine.contains("Save changes? [y]es [n]o [c]ancel") }
        try app.press("y")

        #expect(try app.waitForExitStatus() == 0, "git rebase succeeded")
        let after = try app.capture()
        #expect(after.contains("Successfully rebased and updated refs/heads/main."), "\(after)")
        // As git's tests: test_cmp expect actual.
        #expect(try git("log", "--format=%s", in: app) == "two\nthree\none\n")
        #expect(try git("status", "--porcelain", in: app) == "")
        #expect(!app.fileExists("repo/.git/rebase-merge"))
    }

    @Test("Ctrl-C: git reports the editor's failure and aborts; HEAD and the work tree are as before")
    func ctrlCAbortsTheRebase() throws {
        let app = try startRebase()
        defer { app.close() }

        try app.press("e")
        try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 1/2 ") }
        try app.press("J")
        try app.waitFor("a change") { $0.statusLine.hasPrefix(" EDITING 2/2 [modified]") }
        try app.press("C-c")

        let status = try app.waitForExitStatus()
        #expect(status != 0, "git rebase fails")
        let after = try app.capture()
        #expect(after.lines.joined().contains("There was a problem with the editor"), "git says why:\n\(after)")
        #expect(!after.contains("git rebase todo"), "listedit's screen is gone")

        let before = try #require(app.contents(of: "head-before"))
        #expect(try git("rev-parse", "HEAD", in: app) == before, "HEAD unchanged")
        #expect(try git("log", "--format=%s", in: app) == "three\ntwo\none\n")
        #expect(try git("symbolic-ref", "HEAD", in: app) == "refs/heads/main\n", "still on main, not detached")
        #expect(!app.fileExists("repo/.git/rebase-merge"), "no rebase in progress")
        #expect(try git("status", "--porcelain", in: app) == "")
    }

    @Test("core.commentChar ';': the ; lines are the footer, only the two picks are rows")
    func commentCharacterFromGitConfig() throws {
        let app = try startRebase(configure: "git config core.commentChar ';'")
        defer { app.close() }

        let todo = try app.capture()
        #expect(todo.statusLine.hasPrefix(" LIST 1/2 "))
        #expect(isPick(todo, 2, "two") && isPick(todo, 3, "three"), "\(todo)")
        #expect(todo.line(4).hasPrefix(" ; Rebase "), "git wrote its comments with ;:\n\(todo)")
        #expect(!todo.lines.contains { $0.hasPrefix(" #") }, "no # comments")

        // The cursor cannot go past the picks into the footer.
        try app.press("G")
        try app.waitFor("the cursor on the last pick") { $0.statusLine.hasPrefix(" LIST 2/2 ") }
        try app.press("j")
        try app.waitFor("still on the last pick") { $0.statusLine.hasPrefix(" LIST 2/2 ") }
        try app.press("e")
        let editing = try app.waitFor("editing mode") { $0.statusLine.hasPrefix(" EDITING 2/2 ") }
        #expect(editing.line(4).hasPrefix(" ; Rebase "), "the footer has no controls:\n\(editing)")

        // Unchanged: q quits without a question and git replays the same picks.
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
        #expect(try git("log", "--format=%s", in: app) == "three\ntwo\none\n")
        #expect(try git("rev-parse", "HEAD", in: app) == app.contents(of: "head-before"))
    }

    /// Retypes the first row's command, `pick`, as `command` in the Edit box.
    private func retypeFirstCommand(_ app: TmuxSession, as command: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try app.press("Enter", sourceLocation: sourceLocation)
        try app.waitFor("the Edit box", sourceLocation: sourceLocation) { $0.contains("┌─ Edit ") }
        try app.press("C-a", "Delete", "Delete", "Delete", "Delete", sourceLocation: sourceLocation)
        try app.type(command, sourceLocation: sourceLocation)
        try app.press("Enter", sourceLocation: sourceLocation)
    }

    @Test("A mistyped command is marked with git's reason; saving asks first; n keeps it unsaved, y then the rebase stops")
    func badCommandFlagged() throws {
        let app = try startRebase()
        defer { app.close() }

        try retypeFirstCommand(app, as: "pik")
        let marked = try app.waitFor("the reason on the status line") { $0.statusLine.contains("'pik' is not a git rebase command") }
        #expect(marked.line(2).hasPrefix("   pik    ") && marked.line(2).hasSuffix(" two"), "the command in its column:\n\(marked)")
        try app.press("j")
        try app.waitFor("the reason gone on the next row") { !$0.statusLine.contains("'pik'") && $0.statusLine.hasPrefix(" LIST 2/2") }

        try app.press("w")
        try app.waitFor("the question whole on one line above the status line, at 80 columns") {
            $0.line(23).trimmingCharacters(in: .whitespaces) == "Row 1: 'pik' is not a git rebase command. Save anyway? [y]es [n]o"
        }
        try app.press("u")
        try app.waitFor("u is answered with a word, the question kept") { screen in
            screen.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
                .contains("Save anyway? [y]es [n]o · u waits: answer y or n (Esc cancels)")
        }
        try app.press("n")
        try app.waitFor("not saved") { $0.statusLine.contains("Not saved") }
        #expect(try app.capture().statusLine.contains("[modified]"))

        try app.press("Z", "Z")
        try app.waitFor("the question again") { $0.contains("anyway?") }
        try app.press("y")
        #expect(try app.waitForExitStatus() != 0, "git refuses the todo, as the question said it would")
        #expect(try app.capture().lines.joined().contains("pik"), "git names the bad command")
    }

    @Test("squash on the first row is marked: git cannot squash without a previous commit")
    func squashFirstFlagged() throws {
        let app = try startRebase()
        defer { app.close() }

        try retypeFirstCommand(app, as: "squash")
        try app.waitFor("the reason") { $0.statusLine.contains("cannot 'squash' without a previous commit") }
        try app.press("C-c")
        _ = try app.waitForExitStatus()
    }

    @Test("l s on the second commit squashes it: the verb changes in place, q y saves, and git squashes (git log checked)")
    func squashWithRowAction() throws {
        // git then opens the squashed commit's message: `true` keeps what git proposes.
        let app = try startRebase(configure: "git config core.editor true")
        defer { app.close() }

        try app.press("j", "l")
        let actions = try app.waitFor("the verbs as buttons") { $0.line(3).contains("Squash") }
        #expect(actions.line(3).contains(" Pick ") && actions.line(3).contains(" Fixup "), "\(actions)")
        try app.press("s")
        let squashed = try app.waitFor("squash in the command column") { $0.line(3).hasPrefix("   squash ") }
        #expect(squashed.line(3).hasSuffix(" three") && squashed.statusLine.contains("[modified]"))
        try app.press("q")
        try app.waitFor("the save question") { $0.statusLine.contains("Save changes?") }
        try app.press("y")

        #expect(try app.waitForExitStatus() == 0, "git rebase succeeded")
        #expect(try git("log", "--format=%s", in: app) == "two\none\n", "two and three are one commit")
        #expect(try git("show", "--stat", "--format=", "HEAD", in: app).contains("three.t"), "with three's change")
        #expect(try git("status", "--porcelain", in: app) == "")
    }

    @Test("rebase.missingCommitsCheck error: Drop writes drop for the commit, and the rebase drops it without a word")
    func dropUnderMissingCommitsCheck() throws {
        let app = try startRebase(configure: "git config rebase.missingCommitsCheck error")
        defer { app.close() }

        try app.press("e", "d")
        try app.waitFor("the Drop button") { $0.line(2).hasSuffix("Drop") }
        try app.press("d")
        let dropped = try app.waitFor("the commit marked drop") { $0.line(2).hasPrefix(" ⊖ drop ") }
        #expect(dropped.line(2).hasSuffix(" two ≡") || dropped.line(2).contains(" two "), "\(dropped)")
        #expect(dropped.statusLine.hasPrefix(" EDITING 1/2 [modified]"), "the row stays: \(dropped)")
        try app.press("q")
        try app.waitFor("the save question") { $0.statusLine.contains("Save changes?") }
        try app.press("y")

        #expect(try app.waitForExitStatus() == 0, "git rebase succeeded")
        let after = try app.capture()
        #expect(!after.contains("dropped accidentally"), "\(after)")
        #expect(try git("log", "--format=%s", in: app) == "three\none\n", "two is gone")
        #expect(try git("status", "--porcelain", in: app) == "")
    }

    @Test("? help starts with a git section while a todo is open")
    func helpHasGitSection() throws {
        let app = try startRebase()
        defer { app.close() }

        try app.press("?")
        let help = try app.waitFor("help") { $0.contains("git rebase todo") && $0.contains("Keys") }
        #expect(help.contains("verbs: p pick, r reword, e edit, s squash, f fixup"), "\(help)")
        #expect(help.contains("drop the commit"))
        try app.press("Escape", "C-c")
        _ = try app.waitForExitStatus()
    }

    @Test("c shows the cursor's commit (subject and files changed) in a pane that follows j; D shows its diff; c again hides it")
    func commitPane() throws {
        let app = try startRebase()
        defer { app.close() }
        try app.press("c")
        try app.waitFor("the overview of two") { $0.contains("    two") && $0.contains(" two.t | 1 +") }
        try app.press("j")
        try app.waitFor("the overview of three") { $0.contains("    three") && $0.contains(" three.t | 1 +") }
        try app.press("D")
        try app.waitFor("the diff of three") { $0.contains("+++ b/three.t") && $0.contains("+three") }
        try app.press("D")
        try app.waitFor("the pane hidden") { !$0.contains("+++ b/three.t") && $0.line(4).hasPrefix(" # Rebase ") }
        try app.press("q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("A fixup! commit sits under its target; J on the target moves both, and the fixup lands in it")
    func fixupFollowsItsTarget() throws {
        let app = try startRebase(
            configure: "echo again >> two.t && git commit -q -am 'fixup! two' || exit", rebasing: "--autosquash HEAD~3", rows: 3)
        defer { app.close() }
        let todo = try app.capture()
        #expect(todo.line(3).hasPrefix("     fixup ") && todo.line(3).hasSuffix(" fixup! two"), "indented under two:\n\(todo)")
        try app.type("eJ")
        try app.waitFor("two and its fixup below three") { screen in
            screen.line(2).contains(" three") && screen.line(3).contains(" two") && screen.line(4).contains("fixup! two")
        }
        try app.type("ZZ")
        #expect(try app.waitForExitStatus() == 0)
        #expect(try git("log", "--format=%s", in: app) == "two\nthree\none\n")
        #expect(try git("show", "--format=", "--stat", "HEAD", in: app).contains("two.t | 2 ++"), "the fixup is in two")
    }

    @Test("o adds an exec line git runs (MARK exists afterwards); O adds a break, where the rebase stops")
    func execAndBreak() throws {
        let app = try startRebase()
        defer { app.close() }
        try app.type("o")
        try app.waitFor("the Add field") { $0.contains("Add") }
        try app.type("exec touch MARK")
        try app.press("Enter")
        try app.waitFor("the exec row") { $0.line(3).hasPrefix("   exec ") && $0.line(3).hasSuffix("touch MARK") }
        try app.type("GO")
        try app.type("break")
        try app.press("Enter")
        try app.waitFor("the break row") { $0.line(4).hasPrefix("   break") }
        try app.type("ZZ")
        #expect(try app.waitForExitStatus() == 0)
        #expect(FileManager.default.fileExists(atPath: app.path("repo/MARK")), "the exec line ran")
        #expect(try git("log", "-1", "--format=%s", in: app) == "two\n", "stopped at the break, before three")
        #expect(try git("status", in: app).contains("interactive rebase in progress"))
    }

    @Test("A typed line git would refuse is refused with the reason and the field stays: a bad verb, an unknown commit")
    func refusedLines() throws {
        let app = try startRebase()
        defer { app.close() }
        try app.type("o")
        try app.type("pik two")
        try app.press("Enter")
        try app.waitFor("the bad verb refused") { $0.contains("'pik' is not a git rebase command") && $0.contains("pik two") }
        try app.press("C-u")
        try app.type("pick 0123abcd")
        try app.press("Enter")
        try app.waitFor("the unknown commit refused") { $0.contains("There is no commit 0123abcd in this repository") }
        try app.press("Escape")
        try app.waitFor("the field closed, the todo as it was") { $0.statusLine.hasPrefix(" LIST 1/2 ") }
    }

    @Test("l f then l C makes a commit fixup -C: the fixup's message is kept (git log)")
    func fixupKeepingMessage() throws {
        let app = try startRebase()
        defer { app.close() }
        try app.type("jlf")
        try app.waitFor("fixup in the verb column") { $0.line(3).hasPrefix("   fixup ") }
        try app.type("l")
        try app.waitFor("the fixup's flags") { $0.line(3).contains(" -C ") && $0.line(3).contains(" -c ") }
        try app.type("C")
        try app.waitFor("fixup -C in the verb column") { $0.line(3).hasPrefix("   fixup -C ") }
        try app.type("ZZ")
        #expect(try app.waitForExitStatus() == 0)
        #expect(try git("log", "--format=%s", in: app) == "three\none\n", "two and three are one commit, with three's message")
        #expect(try git("show", "--format=", "--name-only", "HEAD", in: app) == "three.t\ntwo.t\n")
    }

    @Test("An update-ref row moved below the next commit moves the branch there")
    func updateRefMoves() throws {
        let app = try startRebase(configure: "git branch side HEAD~1", rebasing: "--update-refs HEAD~2", rows: 3)
        defer { app.close() }
        let todo = try app.capture()
        #expect(todo.line(3).hasPrefix("   update-ref refs/heads/side"), "the widest verb whole:\n\(todo)")
        try app.type("jeJ")
        try app.waitFor("update-ref below three") { $0.line(4).contains("update-ref refs/heads/side") }
        try app.type("ZZ")
        #expect(try app.waitForExitStatus() == 0)
        #expect(try git("rev-parse", "side", in: app) == git("rev-parse", "HEAD", in: app))
    }

    @Test("A --rebase-merges --update-refs todo saved unchanged leaves the history as it was; :cq aborts with HEAD unchanged")
    func unchangedAndAbort() throws {
        let configure = """
            git branch side HEAD~1 && git checkout -q -b topic HEAD~1 && echo t > t.t && git add t.t && git commit -q -m topic \
            && git checkout -q main && git merge -q --no-ff -m merged topic && git rev-parse HEAD > ../head-before || exit
            """
        let app = try startRebase(configure: configure, rebasing: "--rebase-merges --update-refs HEAD~2", rows: 8)
        defer { app.close() }
        #expect(try app.capture().contains("merge -C "), "the merge line is a row")
        try app.type("ZZ")
        #expect(try app.waitForExitStatus() == 0)
        #expect(try git("rev-parse", "HEAD", in: app) == app.contents(of: "head-before"), "the same history")

        let aborted = try startRebase(rebasing: "HEAD~2")
        defer { aborted.close() }
        try aborted.type(":cq")
        try aborted.press("Enter")
        #expect(try aborted.waitForExitStatus() != 0)
        #expect(try git("rev-parse", "HEAD", in: aborted) == aborted.contents(of: "head-before"))
    }
}
