extension Intent {
    /// The intent as a configuration names it: `next-row`, `put-below`, `field-word-left`,
    /// `preview-down`; nil for what no key can be bound to alone (a digit of a count, a row
    /// action's letter, typing a character).
    public var configName: String? {
        switch self {
        case .countDigit, .performAction: return nil
        case let .editField(edit):
            switch edit {
            case .insert, .paste: return nil
            default: return "field-" + Self.kebab(String(describing: edit))
            }
        case let .answer(answer): return "answer-" + String(describing: answer)
        case let .scrollHelp(scroll): return "help-" + Self.kebab(String(describing: scroll))
        case let .scrollPreview(lines): return lines > 0 ? "preview-down" : "preview-up"
        default: return Self.kebab(String(describing: self))
        }
    }

    /// Every intent a key can be bound to, by its ``configName``: those of the standard
    /// key tables.
    public static let bindable: [String: Intent] = {
        var named: [String: Intent] = [:]
        for table in KeyMap.allTables {
            for binding in table.bindings {
                for intent in binding.intents { if let name = intent.configName { named[name] = intent } }
            }
        }
        return named
    }()

    /// `nextRow` as `next-row`.
    private static func kebab(_ name: String) -> String {
        var result = ""
        for c in name {
            if c.isUppercase {
                result += "-" + c.lowercased()
            } else {
                result.append(c)
            }
        }
        return result
    }
}

extension InputMode {
    /// The mode as a configuration names it: `list`, `editing`, `delete-button`, `text-field`.
    public var configName: String {
        String(rawValue.flatMap { $0.isUppercase ? ["-"] + Array($0.lowercased()) : [$0] })
    }
}
