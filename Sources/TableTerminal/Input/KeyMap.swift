/// What a key asks the list view to do. Keys map to intents through ``KeyMap``; the
/// controller carries intents out, so they can be tested without keys.
public enum Intent: Hashable, Sendable {
    case nextRow, previousRow, firstRow, lastRow, pageDown, pageUp
    case toggleEditing
    /// `d`: swipe-to-delete in normal mode, the deletion control in editing mode; again confirms.
    case delete
    /// `h` `←`: swipe-to-delete.
    case swipe
    /// `Esc` `l` `→`: dismiss a Delete button.
    case dismiss
    /// `+`: Add, or the current section's insertion control while editing.
    case add
    /// `J` / `K`: drag the row one place down / up.
    case dragDown, dragUp
    /// `Space` `m`: pick the row up to drag it with `j`/`k`.
    case pickUp
    /// `Enter` `r`: edit the row's text; on a placeholder in editing mode, insert.
    case editRow
    case undo, redo, save, quit
    /// `Ctrl-C`: leave without writing anything.
    case abort
    case help
    /// `Ctrl-Z`: suspend to the shell.
    case suspend
}

/// One line of the key map: the keys, how help shows them, the intent, and what it does
/// in each mode (`nil`: nothing, and help leaves it out of that mode).
public struct KeyBinding: Sendable {
    /// The keys that trigger the intent.
    public let keys: [Key]
    /// How help names them: `j ↓`.
    public let label: String
    /// The intent.
    public let intent: Intent
    /// What it does in normal mode.
    public let normal: String?
    /// What it does in editing mode.
    public let editing: String?
}

/// The key map of `../shared/DESIGN.md`, as data: dispatch and the `?` help overlay are both
/// generated from ``bindings``, so help cannot drift from the keys.
public enum KeyMap {
    /// Every binding, in the order help lists them.
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.char("j"), .down], label: "j ↓", intent: .nextRow, normal: "next row", editing: "next row"),
        KeyBinding(keys: [.char("k"), .up], label: "k ↑", intent: .previousRow, normal: "previous row", editing: "previous row"),
        KeyBinding(keys: [.char("g"), .home], label: "g Home", intent: .firstRow, normal: "first row", editing: "first row"),
        KeyBinding(keys: [.char("G"), .end], label: "G End", intent: .lastRow, normal: "last row", editing: "last row"),
        KeyBinding(keys: [.pageDown, .control("f")], label: "PgDn ^F", intent: .pageDown, normal: "page down", editing: "page down"),
        KeyBinding(keys: [.pageUp, .control("b")], label: "PgUp ^B", intent: .pageUp, normal: "page up", editing: "page up"),
        KeyBinding(keys: [.char("e")], label: "e", intent: .toggleEditing,
                   normal: "enter editing mode (Edit)", editing: "leave editing mode (Done)"),
        KeyBinding(keys: [.char("d")], label: "d", intent: .delete,
                   normal: "swipe to delete; d or Enter again deletes", editing: "tap ⊖; d or Enter again deletes"),
        KeyBinding(keys: [.char("h"), .left], label: "h ←", intent: .swipe, normal: "swipe to delete", editing: nil),
        KeyBinding(keys: [.escape, .char("l"), .right], label: "Esc l →", intent: .dismiss,
                   normal: "dismiss the Delete button", editing: "dismiss the Delete button"),
        KeyBinding(keys: [.char("+")], label: "+", intent: .add,
                   normal: "add a row at the end of the section", editing: "tap the section's ⊕ (Add is disabled)"),
        KeyBinding(keys: [.char("J")], label: "J", intent: .dragDown, normal: nil, editing: "drag the row one place down"),
        KeyBinding(keys: [.char("K")], label: "K", intent: .dragUp, normal: nil, editing: "drag the row one place up"),
        KeyBinding(keys: [.char(" "), .char("m")], label: "Space m", intent: .pickUp, normal: nil,
                   editing: "pick up: j/k drag, Space/Enter drop, Esc put back"),
        KeyBinding(keys: [.enter, .char("r")], label: "Enter r", intent: .editRow,
                   normal: "edit the row's text", editing: "on ⊕: insert; otherwise edit the text"),
        KeyBinding(keys: [.char("u")], label: "u", intent: .undo, normal: "undo", editing: "undo"),
        KeyBinding(keys: [.control("r")], label: "^R", intent: .redo, normal: "redo", editing: "redo"),
        KeyBinding(keys: [.char("w"), .control("s")], label: "w ^S", intent: .save, normal: "save", editing: "save"),
        KeyBinding(keys: [.char("q")], label: "q", intent: .quit, normal: "quit (asks to save changes)", editing: "quit (asks to save changes)"),
        KeyBinding(keys: [.control("c")], label: "^C", intent: .abort,
                   normal: "abort: write nothing, exit non-zero", editing: "abort"),
        KeyBinding(keys: [.control("z")], label: "^Z", intent: .suspend, normal: "suspend to the shell", editing: "suspend"),
        KeyBinding(keys: [.char("?"), .function(1)], label: "? F1", intent: .help, normal: "this help", editing: "this help"),
    ]

    private static let intentsByKey: [Key: Intent] = {
        var map: [Key: Intent] = [:]
        for binding in bindings { for key in binding.keys { map[key] = binding.intent } }
        return map
    }()

    /// The intent a key triggers, if any.
    public static func intent(for key: Key) -> Intent? { intentsByKey[key] }

    /// Help's lines: the label column, then what the key does; where editing mode differs,
    /// a second line says so.
    public static func helpLines() -> [(keys: String, text: String)] {
        var lines: [(String, String)] = []
        for binding in bindings {
            switch (binding.normal, binding.editing) {
            case let (normal?, editing?) where normal == editing:
                lines.append((binding.label, normal))
            case let (normal?, editing?):
                lines.append((binding.label, normal))
                lines.append(("", "editing: " + editing))
            case let (normal?, nil):
                lines.append((binding.label, normal + " (not in editing mode)"))
            case let (nil, editing?):
                lines.append((binding.label, "editing: " + editing))
            case (nil, nil):
                break
            }
        }
        return lines
    }
}
