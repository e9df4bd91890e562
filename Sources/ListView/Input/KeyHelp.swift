/// One line of the `?` help overlay.
public enum HelpLine: Hashable, Sendable {
    /// A heading: the mode whose keys follow.
    case heading(String)
    /// Keys and what they do.
    case binding(keys: String, text: String)
}

extension KeyMap {
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
        for table in [everywhere, zPrefix, deleteButton, rowActions, selection, deleteSelection, drag, textField, prompt, help] {
            lines.append(.heading(table.title))
            lines += table.bindings.map { .binding(keys: $0.label, text: $0.help) }
            lines += table.notes
        }
        return lines
    }
}
