/// A key, decoded from the terminal.
public enum Key: Hashable, Sendable {
    /// A printable character (Space is `.character(" ")`).
    case character(Character)
    /// Control plus a letter: `.control("c")` is Ctrl-C.
    case control(Character)
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, escape, backspace, delete, tab, backTab
    /// A function key, F1 = 1.
    case function(Int)
    /// Alt (Meta) with a key, as terminals send it: Esc and the key at once. Only the text
    /// field's word keys are read so (Alt-Backspace, Alt-b, Alt-f, Alt-d); Esc followed at
    /// once by any other key stays Esc and that key.
    indirect case alt(Key)

    /// A printable character key: `"j"`.
    public static func char(_ c: Character) -> Key { .character(c) }
}

extension Key: CustomStringConvertible {
    /// The key as help and messages name it: `x`, `^X`, `←`, `PgDn`, `F1`.
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case let .character(c): String(c)
        case let .control(c): "^" + c.uppercased()
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case let .function(n): "F\(n)"
        case let .alt(key): "Alt-\(key)"
        }
    }
}
