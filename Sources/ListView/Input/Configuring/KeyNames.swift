import TerminalScreen

extension Key {
    /// The key as a configuration names it: `j`, `J`, `ctrl-e`, `alt-b`, `enter`, `esc`,
    /// `space`, `tab`, `shift-tab`, `backspace`, `delete`, `up`, `down`, `left`, `right`,
    /// `home`, `end`, `pgup`, `pgdn`, `f1`.
    public var configName: String {
        switch self {
        case .character(" "): "space"
        case let .character(c): String(c)
        case let .control(c): "ctrl-" + String(c)
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .enter: "enter"
        case .escape: "esc"
        case .backspace: "backspace"
        case .delete: "delete"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case let .function(n): "f\(n)"
        case let .alt(key): "alt-" + key.configName
        }
    }

    /// The key a configuration names (see ``configName``; case matters only for a
    /// character: `ctrl-E` is `ctrl-e`, `Enter` is `enter`, `J` is not `j`), or nil.
    public init?(configName name: String) {
        if name.count == 1, let c = name.first, c != " " {
            self = .character(c)
            return
        }
        let lower = name.lowercased()
        if lower.hasPrefix("alt-"), let key = Key(configName: String(name.dropFirst(4))) {
            self = .alt(key)
            return
        }
        if lower.hasPrefix("ctrl-"), lower.count == 6, let c = lower.last, c.isLetter, c.isASCII {
            self = .control(c)
            return
        }
        if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...24).contains(n) {
            self = .function(n)
            return
        }
        let named: [String: Key] = [
            "space": .character(" "), "up": .up, "down": .down, "left": .left, "right": .right,
            "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown, "pageup": .pageUp,
            "pagedown": .pageDown, "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
            "backspace": .backspace, "delete": .delete, "del": .delete, "tab": .tab, "shift-tab": .backTab,
        ]
        guard let key = named[lower] else { return nil }
        self = key
    }
}
