/// One line of the `?` help overlay.
public enum HelpLine: Hashable, Sendable {
    /// A heading: the mode whose keys follow.
    case heading(String)
    /// Keys and what they do.
    case binding(keys: String, text: String)
}

extension KeyMap {
    /// The `:` commands, for help: keys no key table holds.
    static let commandHelp: [HelpLine] = [
        .binding(keys: ":w :q", text: "save; quit; :q! :wq :x :cq as in vim"),
        .binding(keys: ":N :$", text: "row N; the last row; :+N :-N N rows down / up"),
        .binding(keys: ":sort", text: "sort the checked rows or the section; :sort! u n i"),
        .binding(keys: ":!cmd", text: "pipe them through a shell command (:%!cmd too)"),
        .binding(keys: ":g/re/d", text: "delete the rows matching re; :v/re/d the others"),
        .binding(keys: ":e! :noh", text: "read the file again; clear the filter"),
    ]

    /// The help overlay's lines for the standard keys.
    public static func helpLines() -> [HelpLine] { KeyBindings.standard.helpLines() }
}

extension KeyBindings {
    /// The help overlay's lines, generated from the key tables as configured: the list's
    /// keys (with what differs in editing mode on a second line), the keys that act
    /// everywhere, then each modal table under its heading. Keys bound to intents the
    /// standard list keys do not have follow the list's keys.
    public func helpLines() -> [HelpLine] {
        let list = table(for: .list), editing = table(for: .editing)
        func label(_ key: KeyMap.ListKey, in table: KeyTable) -> String {
            table.bindings.first { $0.intents.first == key.intents.first }?.label ?? key.label
        }
        var lines: [HelpLine] = []
        for key in KeyMap.listKeys {
            let listLabel = label(key, in: list), editingLabel = label(key, in: editing)
            switch (key.list, key.editing) {
            case let (listHelp?, editingHelp?) where listHelp == editingHelp && listLabel == editingLabel:
                lines.append(.binding(keys: listLabel, text: listHelp))
            case let (listHelp?, editingHelp?):
                lines.append(.binding(keys: listLabel, text: listHelp))
                lines.append(.binding(keys: listLabel == editingLabel ? "" : editingLabel, text: "editing: " + editingHelp))
            case let (listHelp?, nil):
                lines.append(.binding(keys: listLabel, text: listHelp + " (not in editing mode)"))
            case let (nil, editingHelp?):
                lines.append(.binding(keys: editingLabel, text: "editing: " + editingHelp))
            case (nil, nil):
                break
            }
        }
        var shown = Set(KeyMap.listKeys.compactMap { $0.intents.first })
        for binding in list.bindings + editing.bindings where shown.insert(binding.intent).inserted {
            lines.append(.binding(keys: binding.label, text: binding.help))
        }
        lines.append(.heading("The : line"))
        lines += KeyMap.commandHelp
        let modes: [KeyScope] = [
            .everywhere, .mode(.zPrefix), .mode(.foldPrefix), .mode(.deleteButton), .mode(.rowActions), .mode(.selection),
            .mode(.deleteSelection), .mode(.drag), .mode(.textField), .mode(.prompt), .mode(.help),
        ]
        for table in modes.map(table) {
            lines.append(.heading(table.title))
            lines += table.bindings.map { .binding(keys: $0.label, text: $0.help) }
            lines += table.notes
        }
        return lines
    }
}
