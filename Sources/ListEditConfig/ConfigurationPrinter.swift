import TableTerminal

extension Configuration {
    /// The configuration in effect, as a file that sets every value (`listedit
    /// --print-config`): the options, each mode's keys and each role's colours, so that it
    /// can be copied into the file and changed.
    /// - Parameters:
    ///   - options: the view's options, after the file and the command line.
    ///   - mouse: whether the mouse is used.
    ///   - source: the file read, or nil when none was.
    public static func printed(_ options: ViewOptions, mouse: Bool, flags: [String], source: String?) -> String {
        var lines = [
            "# listedit's configuration in effect (\(source.map { "read from " + $0 } ?? "no file read")).",
            "# A file with any of these lines changes what it sets; the command line overrides it.",
            "", "[options]",
            "mouse = \(mouse)",
            "animation = \(options.animations)",
            "clipboard = \(options.copiesToClipboard)",
            "ascii = \(options.glyphs == .ascii)",
            "preview-window = \(quoted((options.preview?.window ?? PreviewWindow()).description))",
            "flags = [" + flags.map(quoted).joined(separator: ", ") + "]",
        ]
        let scopes: [KeyScope] = [.everywhere, .pick] + InputMode.allCases.map { .mode($0) }
        for scope in scopes {
            let table = options.keys.table(scope)
            var bound: [String] = []
            for binding in table.bindings {
                for (index, key) in binding.keys.enumerated() {
                    guard let name = binding.intent(of: index).configName else { continue }
                    bound.append("\(quoted(key.configName)) = \(quoted(name))")
                }
            }
            guard !bound.isEmpty else { continue }
            lines += ["", "[keys.\(scope.configName)]  # \(table.title)"] + bound
        }
        lines += ["", "[colors]"]
        for (name, path) in Theme.roles { lines.append("\(name) = \(quoted(options.theme[keyPath: path].text))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a TOML basic string.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
