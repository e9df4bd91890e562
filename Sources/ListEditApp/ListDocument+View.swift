import ListDocument
import TableKit
import TableTerminal

// The document module knows nothing of the terminal; here it meets the view's protocols,
// whose requirements it already has under its own names.
extension ListDocument: ListEditingSource, ListCheckboxSource, ListOutlineSource, RowBytesSource, ListPackedBytesSource {
    public func newRow(withText text: String, at indexPath: IndexPath) -> DocumentRow { newRow(text: text, at: indexPath) }

    public func newRow(withText text: String, at indexPath: IndexPath, like sibling: IndexPath) -> DocumentRow {
        newRow(text: text, at: indexPath, like: sibling)
    }

    public func retypedRow(withText text: String, at indexPath: IndexPath) -> DocumentRow {
        retypedRow(at: indexPath, text: text)
    }

    public func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath {
        indexPathForAddedRow(inSection: section)
    }

    /// The row's text, and its bytes for a document of the same format.
    public func copiedRow(at indexPath: IndexPath) -> CopiedRow {
        let bytes = copiedBytes(ofRowAt: indexPath)
        return CopiedRow(text: editableText(forRowAt: indexPath), bytes: bytes, kind: bytes == nil ? nil : format.rawValue)
    }

    /// The copied bytes as they are, from a document of the same format; otherwise a new row
    /// of the text, in the style of its neighbours (a lines row put into Markdown becomes an
    /// item with the section's bullet).
    public func newRow(from copied: CopiedRow, at indexPath: IndexPath) -> DocumentRow {
        if let bytes = copied.bytes, copied.kind == format.rawValue, acceptsCopiedBytes(bytes) {
            return newRow(copying: bytes, at: indexPath)
        }
        return newRow(text: copied.text, at: indexPath)
    }

    /// Documents have no insertion controls.
    public func prepareInsertion(text: String) {}

    public var acceptsEdits: Bool { !isReadOnly }

    public func rowWithCheckboxToggled(at indexPath: IndexPath) -> DocumentRow? { checkboxToggledRow(at: indexPath) }

    /// A new git todo line git would refuse; for other formats, and a retyped row (which is
    /// marked, and asked about when saving), none.
    public func refusal(forText text: String, at indexPath: IndexPath, replacingRow: Bool) -> String? {
        format == .gitTodo && !replacingRow ? gitTodoRefusal(ofLine: text) : nil
    }

    /// A git todo's verbs, completed with Tab.
    public func completion(ofText text: String) -> String? { gitTodoCompletion(ofText: text) }

    /// A git todo's exec, label, reset and update-ref rows are retyped by their argument.
    public func fieldText(forRowAt indexPath: IndexPath) -> String { gitTodoFieldText(forRowAt: indexPath) }

    public func rowText(fromFieldText text: String, at indexPath: IndexPath) -> String {
        gitTodoLine(forText: text, at: indexPath, replacingRow: true)
    }
}

// The filter searches a document where its bytes are, on every core.
extension ListDocument: ListSearchSource {
    /// Rows searched between two looks at whether to stop, for a query that folds letters
    /// outside ASCII (each row decoded and folded: about 25 ms of rows).
    static let foldedSearchRound = 1 << 15

    public func rows(inSection section: Int, among candidates: [Int]?, matching query: FilterQuery) -> [Int] {
        guard query.matchesBytes, !query.isEmpty else { return rows(inSection: section, among: candidates, where: { query.matches($0) }) }
        return rows(inSection: section, among: candidates, firstMatch: { query.firstMatch(in: $0, from: $1) })
    }

    public func rows(
        inSection section: Int, among candidates: [Int]?, matching query: FilterQuery, shouldStop: () -> Bool,
        found: ([Int]) -> Void
    ) -> Bool {
        guard query.matchesBytes, !query.isEmpty else {
            // A row at a time, a letter folded at a time: rounds small enough that a key
            // waits no longer for one than for a round of bytes searched.
            return rows(inSection: section, among: candidates, where: { query.matches($0) }, shouldStop: shouldStop,
                        round: Self.foldedSearchRound, found: found)
        }
        return rows(inSection: section, among: candidates, firstMatch: { query.firstMatch(in: $0, from: $1) }, shouldStop: shouldStop,
                    found: found)
    }
}

// A git todo's commands in a column of their own, coloured as git-interactive-rebase-tool
// colours them; one git would refuse in the error style, its reason on the status line.
extension ListDocument: ListRowTagSource {
    /// As wide as the widest verb, `update-ref`.
    public var tagColumnWidth: Int { format == .gitTodo ? 10 : 0 }

    public func tag(forRowAt indexPath: IndexPath) -> RowTag? {
        guard let line = gitTodoCommand(at: indexPath) else { return nil }
        return RowTag(text: line.word, coveredBytes: line.shownLength, color: Self.color(of: line.command), problem: line.problem)
    }

    private static func color(of command: GitCommand?) -> Color {
        switch command {
        case .pick?: .green
        case .reword?: .yellow
        case .edit?: .blue
        case .squash?: .cyan
        case .fixup?: .magenta
        case .drop?: .red
        case .exec?, .breakCommand?: .white
        case .label?, .reset?, .merge?, .updateRef?: .yellow
        case .noop?, nil: .default
        }
    }
}

// A git todo's own keys, first in `?` help while one is open.
extension ListDocument: ListHelpSource {
    public var helpSection: (title: String, lines: [HelpLine])? {
        guard format == .gitTodo else { return nil }
        return ("git rebase todo", [
            .binding(keys: "l", text: "verbs: p pick, r reword, e edit, s squash, f fixup"),
            .binding(keys: "l C l c", text: "a fixup or merge: -C (keep the message), -c (edit it)"),
            .binding(keys: "o O", text: "add a line as git writes it (Tab completes the verb)"),
            .binding(keys: "Enter", text: "exec, label, reset, update-ref: edit the argument"),
            .binding(keys: "J K", text: "editing: a commit moves with the fixup! commits under it"),
            .binding(keys: "<< >>", text: "take a fixup! out of its commit's group / put it back"),
            .binding(keys: "h d", text: "drop the commit: d or Enter again (u brings it back)"),
            .binding(keys: "e J K", text: "editing mode, then move the commit down or up"),
            .binding(keys: "q", text: "save and let the rebase go on (unchanged: as listed)"),
            .binding(keys: "^C :cq", text: "abort the rebase: git is told the editor failed"),
            .binding(keys: "red verb", text: "git would refuse it: the status line says why; saving asks"),
        ])
    }
}
