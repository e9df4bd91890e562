import TerminalScreen

/// The second keys of two-key commands (`ZZ`, `yy`, `gg`, `>>`, `<<`), each read in the mode
/// its first key opens.
extension KeyMap {
    /// After `Z`: the second key of vim's `ZZ` and `ZQ`.
    public static let zPrefix = KeyTable(.zPrefix, title: "After Z", unboundKeys: .hint("ZZ saves and quits, ZQ quits without saving"), [
        KeyBinding([.char("Z")], "Z", .saveAndQuit, "ZZ: save changes, then quit"),
        KeyBinding([.char("Q")], "Q", .quitWithoutSaving, "ZQ: quit without saving"),
    ])

    /// After `y`: the second key of `yy`.
    public static let yPrefix = KeyTable(.yPrefix, title: "After y", unboundKeys: .hint("yy yanks the row (3yy three rows); Y too"), [
        KeyBinding([.char("y")], "y", .yank, "yy: yank the row"),
    ])

    /// After `>`: the second key of `>>`.
    public static let indentPrefix = KeyTable(.indentPrefix, title: "After >", unboundKeys: .hint(">> nests the row under the one above; << takes it out"), [
        KeyBinding([.char(">")], ">", .indent, ">>: nest the row (and its own) under the row above"),
    ])

    /// After `<`: the second key of `<<`.
    public static let outdentPrefix = KeyTable(.outdentPrefix, title: "After <", unboundKeys: .hint("<< takes the row out a level; >> nests it"), [
        KeyBinding([.char("<")], "<", .outdent, "<<: take the row (and its own) out a level"),
    ])

    /// After `z`: vim's fold commands.
    public static let foldPrefix = KeyTable(.foldPrefix, title: "After z", unboundKeys: .hint("za folds or unfolds the row's own; zo zc zR zM"), [
        KeyBinding([.char("a")], "a", .toggleFold, "za: fold the row's own away, or show them"),
        KeyBinding([.char("o")], "o", .openFold, "zo: show them"),
        KeyBinding([.char("c")], "c", .closeFold, "zc: fold them away"),
        KeyBinding([.char("R")], "R", .openAllFolds, "zR: unfold every row"),
        KeyBinding([.char("M")], "M", .closeAllFolds, "zM: fold every row that has its own"),
    ])

    /// After `g`: a second `g` (`gg`, `12gg`) stays on the row the first went to.
    public static let gPrefix = KeyTable(.gPrefix, title: "After g", unboundKeys: .actAsUsual, [
        KeyBinding([.char("g")], "g", .firstRow, "gg: the first row (12gg: row 12)"),
    ])
}
