import TableTerminal

/// The keys `script` spells: each character is a key, and names in angle brackets are the
/// others, as vim writes them: `<Enter>` (`<CR>`), `<Esc>`, `<Tab>`, `<S-Tab>`, `<BS>`,
/// `<Del>`, `<Space>`, `<Up>` `<Down>` `<Left>` `<Right>`, `<Home>` `<End>`, `<PageUp>`
/// `<PageDown>`, `<F1>`…`<F12>`, `<C-x>` for Ctrl-x, `<M-x>` for Alt-x, and `<lt>` for `<`.
/// An unknown name is its characters.
public func keys(_ script: String) -> [Key] {
    var keys: [Key] = []
    var rest = script[...]
    while let first = rest.first {
        if first == "<", let close = rest.firstIndex(of: ">"), let key = namedKey(String(rest[rest.index(after: rest.startIndex)..<close])) {
            keys.append(key)
            rest = rest[rest.index(after: close)...]
        } else {
            keys.append(first == "\n" ? .enter : .character(first))
            rest = rest.dropFirst()
        }
    }
    return keys
}

private func namedKey(_ name: String) -> Key? {
    let named: [String: Key] = [
        "enter": .enter, "cr": .enter, "esc": .escape, "tab": .tab, "s-tab": .backTab, "bs": .backspace,
        "del": .delete, "space": .character(" "), "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "lt": .character("<"),
    ]
    let lower = name.lowercased()
    if let key = named[lower] { return key }
    if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n) { return .function(n) }
    if lower.hasPrefix("c-"), lower.count == 3, let c = lower.last { return .control(c) }
    if lower.hasPrefix("m-"), name.count == 3, let c = name.last { return .alt(.character(c)) }
    return nil
}
