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

    /// The help overlay's lines, generated from the key tables: the list's keys (with what
    /// differs in editing mode on a second line), the keys that act everywhere, then each
    /// modal table under its heading.
    public static func helpLines() -> [HelpLine] {
        var lines: [HelpLine] = []
        for key in listKeys {
            switch (key.list, key.editing) {
            case let (list?, editing?) where list == editing:
                lines.append(.binding(keys: key.label, text: list))
            case let (list?, editing?):
                lines.append(.binding(keys: key.label, text: list))
                lines.append(.binding(keys: "", text: "editing: " + editing))
            case let (list?, nil):
                lines.append(.binding(keys: key.label, text: list + " (not in editing mode)"))
            case let (nil, editing?):
                lines.append(.binding(keys: key.label, text: "editing: " + editing))
            case (nil, nil):
                break
            }
        }
        lines.append(.heading("The : line"))
        lines += commandHelp
        for table in [everywhere, zPrefix, deleteButton, rowActions, selection, deleteSelection, drag, textField, prompt, help] {
            lines.append(.heading(table.title))
            lines += table.bindings.map { .binding(keys: $0.label, text: $0.help) }
            lines += table.notes
        }
        return lines
    }
}
