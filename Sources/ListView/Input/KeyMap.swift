import TerminalScreen
/// Every key the view understands, as data: one ``KeyTable`` per mode, plus the keys that act
/// everywhere. Dispatch reads these tables and the `?` help is generated from them.
public enum KeyMap {
    /// Keys that act in every mode, before the mode's own table is read.
    public static let everywhere = KeyTable(nil, title: "Everywhere", unboundKeys: .ring, [
        KeyBinding([.control("c")], "^C", .abort, "abort: write nothing, exit non-zero (a field: close)"),
        KeyBinding([.control("z")], "^Z", .suspend, "suspend to the shell"),
        KeyBinding([.control("l")], "^L", .redraw, "draw the screen again"),
    ])

    /// The list in normal mode.
    public static let list = KeyTable(.list, title: "List", unboundKeys: .ring, listKeys.compactMap { key in
        key.list.map(key.binding)
    })

    /// The list in editing mode.
    public static let editing = KeyTable(.editing, title: "Editing mode", unboundKeys: .ring, listKeys.compactMap { key in
        key.editing.map(key.binding)
    })

    /// A row's Delete button is showing: confirm or dismiss; any other key dismisses it and
    /// then acts as usual.
    public static let deleteButton = KeyTable(.deleteButton, title: "A Delete button", unboundKeys: .dismissAndPassThrough, [
        KeyBinding([.char("d"), .enter], "d Enter", .confirmDeletion, "delete the row"),
        KeyBinding([.escape, .char("l"), .right], "Esc l →", .dismiss, "dismiss the button (so does any other key)"),
    ])

    /// A row's actions are showing as buttons: each button's highlighted letter performs it.
    /// Any other key dismisses them and then acts as usual.
    public static let rowActions = KeyTable(.rowActions, title: "A row's actions", unboundKeys: .dismissAndPassThrough, [
        KeyBinding([.enter], "Enter", .performFirstAction, "the first action (a full swipe)"),
        KeyBinding([.char("l"), .right], "l →", .leadingActions, "leading actions: the first; trailing: dismiss"),
        KeyBinding([.char("h"), .left], "h ←", .swipe, "trailing actions: the first; leading: show the trailing"),
        KeyBinding([.escape], "Esc", .dismiss, "dismiss them (so does any other key)"),
    ], notes: [.binding(keys: "letter", text: "the action whose letter is highlighted")])

    /// Rows are checked: these keys act on all of them; other keys act as usual.
    public static let selection = KeyTable(.selection, title: "Rows selected", unboundKeys: .passThrough, [
        KeyBinding([.char("d")], "d", .deleteSelection, "ask to delete the checked rows; d or Enter again deletes"),
        KeyBinding([.char("y")], "y", .yank, "yank the checked rows"),
        KeyBinding([.char(">")], ">", .indent, "nest each checked row (and its own) under the row above"),
        KeyBinding([.char("<")], "<", .outdent, "take each checked row (and its own) out a level"),
        KeyBinding([.char("J")], "J", .moveSelectionDown, "editing: move the selected rows one place down"),
        KeyBinding([.char("K")], "K", .moveSelectionUp, "editing: move the selected rows one place up"),
        KeyBinding([.escape], "Esc", .clearSelection, "deselect every row"),
    ])

    /// `Delete N rows` is asked on the status line.
    public static let deleteSelection = KeyTable(.deleteSelection, title: "Delete N rows", unboundKeys: .dismissAndPassThrough, [
        KeyBinding([.char("d"), .enter], "d Enter", .confirmSelectionDeletion, "delete the selected rows"),
        KeyBinding([.escape], "Esc", .dismiss, "keep them (so does any other key)"),
    ])

    /// A picked-up row.
    public static let drag = KeyTable(
        .drag, title: "Moving a row",
        unboundKeys: .hint("Moving a row: j/k move it, Space or Enter drops it, Esc puts it back"), [
            KeyBinding([.char("j"), .down, .char("J")], "j ↓ J", .dragStepDown, "one place down"),
            KeyBinding([.char("k"), .up, .char("K")], "k ↑ K", .dragStepUp, "one place up"),
            KeyBinding([.char(" "), .enter, .char("m")], "Space ⏎", .drop, "drop it here"),
            KeyBinding([.escape], "Esc", .putBack, "put it back"),
        ])

    /// The modal text field (Add, Edit, Insert, Save as); other characters are typed.
    public static let textField = KeyTable(.textField, title: "The text field", unboundKeys: .typeText, [
        KeyBinding([.enter], "Enter", .submitField, "save"),
        KeyBinding([.escape, .control("c")], "Esc ^C", .cancelField, "cancel"),
        KeyBinding([.tab], "Tab", .completeField, "complete (a git todo's verb)"),
        KeyBinding([.left, .control("b")], "← ^B", .editField(.left), "cursor left"),
        KeyBinding([.right, .control("f")], "→ ^F", .editField(.right), "cursor right"),
        KeyBinding([.home, .control("a")], "Home ^A", .editField(.home), "start of the text"),
        KeyBinding([.end, .control("e")], "End ^E", .editField(.end), "end of the text"),
        KeyBinding([.backspace, .control("h")], "⌫ ^H", .editField(.deleteBackward), "delete before the cursor"),
        KeyBinding([.delete, .control("d")], "Del ^D", .editField(.deleteForward), "delete under the cursor"),
        KeyBinding([.control("u")], "^U", .editField(.deleteToStart), "delete to the start"),
        KeyBinding([.control("k")], "^K", .editField(.deleteToEnd), "delete to the end"),
        KeyBinding([.control("w"), .alt(.backspace)], "^W Alt-⌫", .editField(.deleteWord), "delete the word before the cursor"),
        KeyBinding([.alt(.character("d"))], "Alt-d", .editField(.deleteWordForward), "delete the word after the cursor"),
        KeyBinding([.alt(.character("b"))], "Alt-b", .editField(.wordLeft), "a word left"),
        KeyBinding([.alt(.character("f"))], "Alt-f", .editField(.wordRight), "a word right"),
    ])

    /// A question on the status line; it stays until it is answered.
    public static let prompt = KeyTable(.prompt, title: "A question", unboundKeys: .ring, [
        KeyBinding([.char("y"), .char("Y")], "y", .answer(.yes), "yes"),
        KeyBinding([.char("n"), .char("N")], "n", .answer(.no), "no"),
        KeyBinding([.char("c"), .char("C"), .escape], "c Esc", .answer(.cancel), "cancel"),
    ], notes: [
        .binding(keys: "r D i", text: "an unsaved copy at start: recover, Delete, ignore"),
        .binding(keys: "o e q", text: "open elsewhere too: read-only, edit anyway, quit"),
    ])

    /// The help overlay; any other key closes it.
    public static let help = KeyTable(.help, title: "Help", unboundKeys: .close, [
        KeyBinding([.char("j"), .down], "j ↓", .scrollHelp(.lineDown), "scroll down"),
        KeyBinding([.char("k"), .up], "k ↑", .scrollHelp(.lineUp), "scroll up"),
        KeyBinding([.pageDown, .char(" ")], "PgDn Spc", .scrollHelp(.pageDown), "page down"),
        KeyBinding([.pageUp], "PgUp", .scrollHelp(.pageUp), "page up"),
    ])

    /// The keys of a list opened for choosing (`--pick`), read before the list's own.
    public static let pick = KeyTable(nil, title: "Choosing rows (--pick)", unboundKeys: .passThrough, [
        KeyBinding([.enter], "Enter", .choose, "print the checked rows (or this one) and leave"),
        KeyBinding([.char(" ")], "Space", .toggleSelection, "check or uncheck the row (so do v and V)"),
        KeyBinding([.escape], "Esc", .abandonPick, "leave, printing nothing (exit 130)"),
    ])

    /// Every table: the keys that act everywhere, the pick keys, and each mode's.
    public static var allTables: [KeyTable] { [everywhere, pick] + InputMode.allCases.map(table(for:)) }

    /// The table that reads keys in `mode`.
    public static func table(for mode: InputMode) -> KeyTable {
        switch mode {
        case .list: list
        case .editing: editing
        case .deleteButton: deleteButton
        case .rowActions: rowActions
        case .selection: selection
        case .deleteSelection: deleteSelection
        case .drag: drag
        case .textField: textField
        case .prompt: prompt
        case .help: help
        case .zPrefix: zPrefix
        case .yPrefix: yPrefix
        case .gPrefix: gPrefix
        case .indentPrefix: indentPrefix
        case .outdentPrefix: outdentPrefix
        case .foldPrefix: foldPrefix
        }
    }

    // MARK: - The list's keys

    /// A key of the list, with what it does in normal and in editing mode (`nil`: nothing,
    /// and help leaves it out of that mode). The two modes share nearly every key, so they
    /// are declared together; ``list`` and ``editing`` are built from this.
    struct ListKey {
        let keys: [Key]
        let label: String
        let intents: [Intent]
        let list: String?
        let editing: String?

        init(_ keys: [Key], _ label: String, _ intent: Intent, list: String?, editing: String?) {
            self.keys = keys
            self.label = label
            intents = [intent]
            self.list = list
            self.editing = editing
        }

        init(_ keys: [Key], _ label: String, _ intent: Intent, both: String) {
            self.init(keys, label, intent, list: both, editing: both)
        }

        init(_ keys: [Key], _ label: String, intents: [Intent], both: String) {
            self.keys = keys
            self.label = label
            self.intents = intents
            list = both
            editing = both
        }

        func binding(_ help: String) -> KeyBinding { KeyBinding(keys, label, intents: intents, help) }
    }

    static let listKeys: [ListKey] = [
        ListKey([.char("j"), .down], "j ↓", .nextRow, both: "next row"),
        ListKey([.char("k"), .up], "k ↑", .previousRow, both: "previous row"),
        ListKey([.char("g"), .home], "g Home", .firstRow, both: "first row"),
        ListKey([.char("G"), .end], "G End", .lastRow, both: "last row"),
        ListKey([.pageDown, .control("f")], "PgDn ^F", .pageDown, both: "page down"),
        ListKey([.pageUp, .control("b")], "PgUp ^B", .pageUp, both: "page up"),
        ListKey([.char("e")], "e", .toggleEditing,
                list: "enter editing mode (Edit)", editing: "leave editing mode (Done)"),
        ListKey([.char("d")], "d", .delete,
                list: "swipe to delete; d or Enter again deletes", editing: "tap ⊖; d or Enter again deletes"),
        ListKey([.char("h"), .left], "h ←", .swipe,
                list: "swipe: the row's trailing actions", editing: nil),
        ListKey([.char("l"), .right], "l →", .leadingActions,
                list: "the row's leading actions (a git todo: p r e s f)", editing: "dismiss a Delete button"),
        ListKey([.char("v")], "v", .toggleSelection, both: "check or uncheck the row (select several)"),
        ListKey([.char("V")], "V", .extendSelection, both: "select every row from the last checked to here"),
        ListKey([.escape], "Esc", .cancel, both: "dismiss the Delete button; clear the filter"),
        ListKey([.char("/")], "/", .filter, both: "filter: rows narrow as you type; Enter keeps, Esc clears"),
        ListKey([.char("+")], "+", .add,
                list: "add a row at the end of the section", editing: "tap the section's ⊕ (Add is disabled)"),
        ListKey([.char("y"), .char("Y")], "yy Y", intents: [.yPrefix, .yank],
                both: "yank the row (3yy: three) or the checked rows"),
        ListKey([.char("p")], "p", .putBelow, both: "put the yanked or deleted rows below this one"),
        ListKey([.char("P")], "P", .putAbove, both: "put them above this one"),
        ListKey([.char(".")], ".", .repeatLastChange, both: "repeat the last change (delete, put, move, x, verb)"),
        ListKey([.char("n")], "n", .searchNext, both: "next row the last / query matches (wraps)"),
        ListKey([.char("N")], "N", .searchPrevious, both: "previous row it matches"),
        ListKey([.char("*")], "*", .filterByFirstWord, both: "filter by this row's first word"),
        ListKey([.char("o")], "o", .addBelow, both: "add a row below this one"),
        ListKey([.char("O")], "O", .addAbove, both: "add a row above this one"),
        ListKey([.char(">")], ">>", .indentPrefix, both: "outline: nest the row and its own under the row above"),
        ListKey([.char("<")], "<<", .outdentPrefix, both: "outline: take the row and its own out a level"),
        ListKey([.char("z")], "za", .foldPrefix, both: "outline: fold or unfold the row's own (zo zc zR zM)"),
        ListKey([.char("J")], "J", .dragDown, list: nil, editing: "drag the row (and its own) one place down"),
        ListKey([.char("K")], "K", .dragUp, list: nil, editing: "drag the row one place up"),
        ListKey([.char(" "), .char("m")], "Space m", .pickUp,
                list: nil, editing: "pick up: j/k drag, Space/Enter drop, Esc put back"),
        ListKey([.enter, .char("r")], "Enter r", .editRow,
                list: "edit the row's text", editing: "on ⊕: insert; otherwise edit the text"),
        ListKey([.char("x")], "x", .toggleCheckbox, both: "task item: toggle its checkbox [ ] / [x]"),
        ListKey([.char("u")], "u", .undo, both: "undo"),
        ListKey([.control("r")], "^R", .redo, both: "redo"),
        ListKey([.char("w"), .control("s")], "w ^S", .save, both: "save"),
        ListKey([.char("q")], "q", .quit, both: "quit (asks to save changes)"),
        ListKey([.control("d")], "^D", .halfPageDown, both: "half a page down"),
        ListKey([.control("u")], "^U", .halfPageUp, both: "half a page up"),
        ListKey(digits, "0-9", intents: (0...9).map { .countDigit($0) },
                both: "count for the next j k J K G: 3j, 4J, 12G (row 12)"),
        ListKey([.control("e")], "^E", .scrollPreview(1), both: "preview pane: scroll down a line (5^E: five)"),
        ListKey([.control("y")], "^Y", .scrollPreview(-1), both: "preview pane: scroll up a line"),
        ListKey([.control("t")], "^T", .togglePreview, both: "preview pane: hide or show it"),
        ListKey([.char("Z")], "ZZ ZQ", .zPrefix, both: "save and quit / quit without saving"),
        ListKey([.char(":")], ":", .commandLine, both: "a command: :w :q :sort :!cmd :g/re/d :N (below)"),
        ListKey([.char("?"), .function(1)], "? F1", .help, both: "this help"),
    ]

    private static let digits: [Key] = (0...9).map { .character(Character(String($0))) }
}
