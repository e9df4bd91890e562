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

    /// A printable character key: `"j"`.
    public static func char(_ c: Character) -> Key { .character(c) }
}
