import ListDocument

/// A document as plain data, kept beside a real one while random edits are played on both,
/// and serialized by rules simple enough to be obviously right: the rows' texts in order,
/// each in its format's fixed framing, and nothing else. What a save writes is compared with
/// it, so that it shares no code with the document's own writer (the thing under test).
public struct SaveReference: Hashable, Sendable {
    /// One row: its text, and for a file of lines whether it ends its line (only a file's
    /// last line may not).
    public struct Row: Hashable, Sendable {
        public var text: String
        public var terminated = true
    }

    /// One section: its heading (Markdown's `# …`, a JSON key), and its rows.
    public struct Section: Hashable, Sendable {
        public var name: String?
        public var rows: [Row]
    }

    public let format: Format
    public var sections: [Section]
    /// For a JSON file: whether the document is an object of arrays (else one array).
    public var jsonObject = false
    /// For a JSON array: whether it is written on one line (`["a", "b"]`), as an empty file
    /// opens (`[]`), rather than an element per line.
    public var jsonInline = false
    /// For a git todo: whether git's help text follows the commands (not in an empty file).
    public var gitTodoHelpFollows = true

    /// git's help text after the last command: kept verbatim after the rows.
    static let gitTodoHelp = """

        # Rebase 1a2b3c4..5d6e7f8 onto 1a2b3c4 (several commands)
        #
        # Commands:
        # p, pick <commit> = use commit
        # d, drop <commit> = remove commit

        """

    /// The bytes a save must write.
    public var serialized: [UInt8] {
        var text = ""
        switch format {
        case .lines:
            let rows = sections.flatMap(\.rows)
            for (index, row) in rows.enumerated() {
                // A line without its terminator gets one as soon as anything follows it.
                text += row.text + (row.terminated || index < rows.count - 1 ? "\n" : "")
            }
        case .markdown:
            for section in sections {
                if let name = section.name { text += "# \(name)\n" }
                for row in section.rows { text += "- \(row.text)\n" }
            }
        case .gitTodo:
            for row in sections.flatMap(\.rows) { text += row.text + "\n" }
            if gitTodoHelpFollows { text += Self.gitTodoHelp }
        case .json:
            if jsonObject {
                text = "{" + sections.map { section in
                    "\n  \"\(section.name ?? "")\": [" + section.rows.map { "\n    \"\($0.text)\"" }.joined(separator: ",") + "\n  ]"
                }.joined(separator: ",") + "\n}\n"
            } else if jsonInline {
                text = "[" + sections[0].rows.map { "\"\($0.text)\"" }.joined(separator: ", ") + "]\n"
            } else {
                text = "[" + sections[0].rows.map { "\n  \"\($0.text)\"" }.joined(separator: ",") + "\n]\n"
            }
        }
        return Array(text.utf8)
    }

    /// A random document of about `size` bytes (exactly, for lines) in `format`, as its
    /// reference; its bytes are ``serialized``. Row texts are unique and need no escaping in
    /// any format. Size 0 is the empty file (JSON: an empty array, as an empty file opens).
    public static func random<G: RandomNumberGenerator>(_ format: Format, size: Int, using rng: inout G) -> SaveReference {
        let sectionCount = format == .markdown || format == .json ? (size < 64 ? 1 : Int.random(in: 1...4, using: &rng)) : 1
        var reference = SaveReference(
            format: format,
            sections: (0..<sectionCount).map { Section(name: format == .markdown && size < 64 ? nil : "part\($0)", rows: []) },
            jsonObject: format == .json && size >= 64, jsonInline: format == .json && size == 0,
            gitTodoHelpFollows: size > 0)
        guard size > 0 else { return reference }
        var serial = 0
        var length = reference.serialized.count
        while length < size {
            serial += 1
            let text = rowText(serial, format: format, using: &rng, maximumLength: Int.random(in: 0..<8, using: &rng) == 0 ? 400 : 60)
            let section = Int.random(in: 0..<sectionCount, using: &rng)
            reference.sections[section].rows.append(Row(text: text))
            // Each row adds its text and its framing: measured once, not by serializing again.
            length += text.utf8.count + rowFraming(format)
        }
        if format == .lines, let last = reference.sections[0].rows.indices.last {
            // Trim the last row so the file is exactly `size` bytes; sometimes leave off its
            // terminator, as files without a final newline do.
            var row = reference.sections[0].rows[last]
            row.text = String(row.text.utf8.prefix(max(0, row.text.utf8.count - (length - size))))!
            if Bool.random(using: &rng) {
                row.terminated = false
                row.text += "z"
            }
            reference.sections[0].rows[last] = row
        }
        return reference
    }

    /// Bytes a row adds besides its text.
    private static func rowFraming(_ format: Format) -> Int {
        switch format {
        case .lines, .gitTodo: 1
        case .markdown: 3
        case .json: 8
        }
    }

    /// A unique row text: a serial number, then letters and spaces (no character any format
    /// would escape or read as structure).
    /// A git todo's rows are `pick` commands with a made-up hash.
    public static func rowText<G: RandomNumberGenerator>(
        _ serial: Int, format: Format, using rng: inout G, maximumLength: Int = 60
    ) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz  ")
        let count = Int.random(in: 0...maximumLength, using: &rng)
        let text = "r\(serial)" + String((0..<count).map { _ in letters.randomElement(using: &rng)! }).trimmingTrailingSpaces
        guard format == .gitTodo else { return text }
        let hash = String(UInt32.random(in: 0x1000_0000...UInt32.max, using: &rng), radix: 16)
        return "pick \(hash.prefix(7)) \(text)"
    }
}

private extension String {
    /// Row texts never end in a space: a Markdown item keeps them, but they are easy to
    /// misread in a failure.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
