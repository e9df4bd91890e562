import ListDocument
import TableTerminal

/// The commit beside a git todo's row: `c` shows `git show --stat` of the cursor's commit in
/// the preview pane, `D` its diff; the pane follows the cursor, and the same key again
/// hides it. git runs itself, so its colours and `diff.*` settings are the user's.
public enum GitTodoPane {
    /// What the pane shows.
    enum View: CaseIterable {
        case overview, diff

        var gitArguments: String {
            switch self {
            case .overview: "show --stat --format=fuller --color=always"
            case .diff: "show --color=always"
            }
        }
    }

    /// The keys: `c` and `D`.
    public static var keys: [AppKeyBinding] {
        [
            AppKeyBinding(.character("c"), help: "the commit: git show --stat in a pane (again: hide it)") { toggle(.overview, $0) },
            AppKeyBinding(.character("D"), help: "the commit's diff in a pane (again: hide it)") { toggle(.diff, $0) },
            AppKeyBinding(.character("F"), help: "fixup! commits under their commit, or each alone") { program in
                guard let document = program.table.dataSource as? ListDocument else { return nil }
                document.groupsFixups.toggle()
                return document.groupsFixups ? "fixup! commits sit under their commit and move with it" : "Every commit stands alone"
            },
        ]
    }

    /// The pane's command for `view`: git's output for a commit's row, and for any other line
    /// what it will do.
    static func command(_ view: View) -> String {
        """
        line={}; set -f; set -- $line; verb=$1; shift; case "$1" in -?) shift;; esac; \
        case "$verb" in \
        p|pick|r|reword|e|edit|s|squash|f|fixup|d|drop) exec git \(view.gitArguments) "$1" --;; \
        x|exec) echo "runs: $*";; \
        b|break) echo "stops the rebase here; git rebase --continue goes on";; \
        l|label) echo "names the commit reached so far: $1";; \
        t|reset) echo "goes back to the commit labelled $1";; \
        m|merge) echo "merges $*";; \
        u|update-ref) echo "moves $1 to the commit reached so far";; \
        *) echo "not a line git knows: $verb";; \
        esac
        """
    }

    private static func toggle(_ view: View, _ program: ListProgram) -> String? {
        if program.options.preview?.command == command(view) {
            program.options.preview = nil
            return nil
        }
        program.options.preview = PreviewOptions(command: command(view), window: PreviewWindow(side: .bottom, percent: 60))
        return view == .overview ? "c again hides the commit · ^E/^Y scroll it" : "D again hides the diff · ^E/^Y scroll it"
    }
}
