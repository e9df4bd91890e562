import TableTerminal
import TOMLKit

extension Configuration {
    /// Reads the configuration in TOML `text` (from the file `path`, which errors name).
    ///
    /// ```toml
    /// [options]
    /// mouse = false
    /// preview-window = "bottom:40%"
    /// flags = ["--no-animation"]
    ///
    /// [keys]               # the list, in normal and editing mode
    /// ctrl-n = "next-row"
    ///
    /// [keys.list]          # one mode
    /// j = "previous-row"
    /// x = "none"           # the key does nothing
    ///
    /// [colors]
    /// cursor-row = "black on #ffaf00"
    /// ```
    /// - Throws: ``ConfigurationError`` with the line and the reason for the first problem.
    public init(toml text: String, path: String) throws {
        self.init()
        let lines = TOMLLines(text)
        func fail(_ reason: String, at table: [String], key: String? = nil) -> ConfigurationError {
            ConfigurationError(path: path, line: lines.line(of: key, in: table), reason: reason)
        }
        let document: TOMLTable
        do {
            document = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigurationError(path: path, line: error.source.begin.line, reason: error.description)
        }
        for (section, value) in document {
            guard let table = value.table else {
                throw fail("\"\(section)\" is not a section: options, keys or colors", at: [], key: section)
            }
            switch section {
            case "options": try readOptions(table, lines: lines, fail)
            case "keys": try readKeys(table, fail)
            case "colors", "colours": try readColors(table, section: section, fail)
            default: throw fail("there is no section [\(section)]: options, keys or colors", at: [section])
            }
        }
    }

    private typealias Failure = (String, [String], String?) -> ConfigurationError

    private mutating func readOptions(_ table: TOMLTable, lines: TOMLLines, _ fail: Failure) throws {
        for (key, value) in table {
            func bool() throws -> Bool {
                guard let bool = value.bool else { throw fail("\(key) is true or false", ["options"], key) }
                return bool
            }
            switch key {
            case "mouse": mouse = try bool()
            case "animation": animation = try bool()
            case "clipboard": clipboard = try bool()
            case "ascii": ascii = try bool()
            case "preview-window":
                guard let text = value.string else { throw fail("preview-window is text, such as \"bottom:40%\"", ["options"], key) }
                do { previewWindow = try PreviewWindow(parsing: text) } catch { throw fail("\(error)", ["options"], key) }
            case "flags":
                guard let array = value.array, let flags = Optional(array.compactMap(\.string)), flags.count == array.count else {
                    throw fail("flags is a list of command-line flags, such as [\"--no-animation\"]", ["options"], key)
                }
                let reading = ["--config", "--no-config", "--print-config"]
                if let flag = flags.first(where: { flag in reading.contains { flag == $0 || flag.hasPrefix($0 + "=") } }) {
                    throw fail("flags cannot hold \(flag): it says which file to read, on the command line", ["options"], key)
                }
                self.flags = flags
                flagsLine = lines.line(of: "flags", in: ["options"])
            default:
                throw fail("there is no option \(key): mouse, animation, clipboard, ascii, preview-window or flags", ["options"], key)
            }
        }
    }

    private mutating func readKeys(_ table: TOMLTable, _ fail: Failure) throws {
        var bound: [KeyScope: [Key: String]] = [:]
        for (name, value) in table {
            if let modeTable = value.table {
                guard let scope = KeyScope(configName: name) else {
                    let modes = (["everywhere", "pick"] + InputMode.allCases.map(\.configName)).joined(separator: ", ")
                    throw fail("there are no keys.\(name): the modes are \(modes)", ["keys", name], nil)
                }
                for (keyName, intentValue) in modeTable {
                    try bind(keyName, intentValue, in: [scope], at: ["keys", name], seen: &bound, fail)
                }
            } else {
                try bind(name, value, in: [.mode(.list), .mode(.editing)], at: ["keys"], seen: &bound, fail)
            }
        }
    }

    private mutating func bind(
        _ keyName: String, _ value: TOMLValueConvertible, in scopes: [KeyScope], at table: [String],
        seen: inout [KeyScope: [Key: String]], _ fail: Failure
    ) throws {
        guard let key = Key(configName: keyName) else {
            throw fail("\"\(keyName)\" is not a key (j, J, ctrl-e, alt-b, enter, esc, space, up, pgdn, f1 ...)", table, keyName)
        }
        guard let intentName = value.string else {
            throw fail("\(keyName) is bound to an action's name in quotes, such as \"next-row\"", table, keyName)
        }
        let intent: Intent?
        if intentName == "none" {
            intent = nil
        } else if let named = Intent.bindable[intentName] {
            intent = named
        } else {
            throw fail("\"\(intentName)\" is not an action; listedit --print-config lists them all", table, keyName)
        }
        for scope in scopes {
            // `ctrl-Q` and `ctrl-q` are one key: TOML sees two names, and one would win unseen.
            if let other = seen[scope]?[key], other != keyName {
                throw fail("\(keyName) is \(other) again: one key, bound twice in [\(table.joined(separator: "."))]", table, keyName)
            }
            seen[scope, default: [:]][key] = keyName
            keys.bind(key, to: intent, in: scope)
        }
    }

    private mutating func readColors(_ table: TOMLTable, section: String, _ fail: Failure) throws {
        let roles = Theme.roles.map(\.name)
        for (role, value) in table {
            guard roles.contains(role) else {
                throw fail("there is no colour for \(role): \(roles.joined(separator: ", "))", [section], role)
            }
            guard let text = value.string else { throw fail("\(role) is text, such as \"bold yellow on blue\"", [section], role) }
            do { colors[role] = try Style(text: text) } catch { throw fail("\(role): \(error)", [section], role) }
        }
    }
}

/// The lines of a TOML file, to say on which one a key is set: the parser says where the
/// syntax is wrong, but not where a value it read came from.
struct TOMLLines {
    /// Each line's table (from the last `[header]` above it) and key (before its `=`).
    private let entries: [(table: [String], key: String?)]

    init(_ text: String) {
        var table: [String] = []
        var entries: [(table: [String], key: String?)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
                table = trimmed.dropFirst()[..<close].split(separator: ".").map { Self.unquoted($0) }
                entries.append((table, nil))
            } else if let equals = trimmed.firstIndex(of: "="), !trimmed.hasPrefix("#") {
                entries.append((table, Self.unquoted(trimmed[..<equals])))
            } else {
                entries.append((table, nil))
            }
        }
        self.entries = entries
    }

    /// The line (from 1) that sets `key` in `table`, or else the line of `table`'s header.
    func line(of key: String?, in table: [String]) -> Int? {
        if let key, let index = entries.firstIndex(where: { $0.table == table && $0.key == key }) { return index + 1 }
        if let index = entries.firstIndex(where: { $0.table == table && $0.key == nil }) { return index + 1 }
        // A key of a dotted name or an inline table: the first line naming it.
        if let key, let index = entries.firstIndex(where: { $0.key == key }) { return index + 1 }
        return nil
    }

    private static func unquoted(_ text: Substring) -> String {
        var text = text.trimmingBlanks
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }
}

extension Substring {
    /// Without blanks at either end.
    var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
