import Testing
import TableKit
import ListDocument
import TestSupport

/// Random runs of edits on Markdown lists and JSON arrays: after every edit, the bytes that
/// would be saved read back as the rows on screen (what is saved is what is seen, JSON still
/// valid), numbered lists count up from their start, and undoing everything gives back the
/// bytes read.
@Suite("Edit sequences")
struct EditSequenceTests {
    /// What each row shows, by section.
    private static func shown(_ document: ListDocument) -> [[String]] {
        document.model.sections.indices.map { s in
            document.model.sections[s].rows.indices.map {
                String(decoding: document.displayBytes(forRowAt: IndexPath(row: $0, section: s)), as: UTF8.self)
            }
        }
    }

    /// What each row shows, by section, with text kept in place between items counted once
    /// where it runs on: two paragraphs that deleted items had between them read back as one
    /// piece of fixed text, with the same bytes.
    private static func shownItems(_ document: ListDocument) -> [[String]] {
        document.model.sections.indices.map { s in
            var shown: [String] = []
            var afterFixed = false
            for (r, row) in document.model.sections[s].rows.enumerated() {
                let fixed = row.kind == .fixed
                if !(fixed && afterFixed) {
                    shown.append(String(decoding: document.displayBytes(forRowAt: IndexPath(row: r, section: s)), as: UTF8.self))
                }
                afterFixed = fixed
            }
            return shown
        }
    }

    /// A Markdown file of a few sections holding ordered lists (both delimiters, various
    /// starts, some all one number), bullets, task items, nested lines and paragraphs.
    private static func markdown(_ rng: inout SeededGenerator) -> [UInt8] {
        var text = ""
        for section in 0..<Int.random(in: 1...3, using: &rng) {
            text += "## Part \(section)\n\n"
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let start = [0, 1, 1, 1, 5, 8, 98].randomElement(using: &rng)!
                let delimiter = Bool.random(using: &rng) ? "." : ")"
                let repeats = Int.random(in: 0..<5, using: &rng) == 0
                for n in 0..<Int.random(in: 1...5, using: &rng) {
                    let number = repeats ? start : start + n
                    text += "\(number)\(delimiter) item \(number)\n"
                    if Int.random(in: 0..<4, using: &rng) == 0 { text += String(repeating: " ", count: "\(number)".count + 2) + "- nested\n" }
                }
                // Something that ends the list: lists one after the other would be one list.
                text += Bool.random(using: &rng) ? "- bullet\n- [ ] task\n" : "\nA paragraph.\n\n"
            }
        }
        return Array(text.utf8)
    }

    /// One random edit the view could make: a delete, an add, a batch move or a drag of an
    /// item, or a retype.
    private static func randomEdit(_ document: ListDocument, _ table: Table, _ rng: inout SeededGenerator) throws {
        let sections = document.model.sections.indices.filter { !document.model.sections[$0].rows.isEmpty }
        let items = sections.flatMap { s in
            document.model.sections[s].rows.indices.compactMap { r in
                document.canEditText(at: IndexPath(row: r, section: s)) ? IndexPath(row: r, section: s) : nil
            }
        }
        let section = Int.random(in: 0..<document.model.sections.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where !items.isEmpty:
            try table.edit(of: document) { $0.deleteRows(at: [items.randomElement(using: &rng)!]) }
        case 1 where !items.isEmpty:
            let from = items.randomElement(using: &rng)!
            try table.beginDrag(at: from)
            let count = document.model.sections[section].rows.count
            try table.dragOver(IndexPath(row: Int.random(in: 0...(section == from.section ? count - 1 : count), using: &rng), section: section))
            try table.dropDrag()
        case 2 where !items.isEmpty:
            let from = items.randomElement(using: &rng)!
            let count = document.model.sections[section].rows.count
            let to = IndexPath(row: Int.random(in: 0...(section == from.section ? count - 1 : count), using: &rng), section: section)
            try table.edit(of: document) { $0.moveRow(at: from, to: to) }
        case 3 where !items.isEmpty:
            let path = items.randomElement(using: &rng)!
            let text = ["retyped", "42", "true", "[1, 2]", "two words", "\"quoted\""].randomElement(using: &rng)!
            try table.edit(of: document) { $0.reloadRow(at: path, with: document.retypedRow(at: path, text: text)) }
        default:
            let count = document.model.sections[section].rows.count
            let path = IndexPath(row: Int.random(in: 0...count, using: &rng), section: section)
            let text = ["new", "7", "null", "{\"a\": 1}", "x y"].randomElement(using: &rng)!
            try table.edit(of: document) { $0.insertRow(document.newRow(text: text, at: path), at: path) }
        }
    }

    /// Problems with `document` after an edit, in words: it does not read back as shown, or
    /// (Markdown) a list does not count up by one from its first number, nor repeat it.
    private static func problems(_ document: ListDocument) -> [String] {
        let bytes = document.serialized()
        guard let reread = try? ListDocument(bytes: bytes, format: document.format) else {
            return ["the bytes do not read back: \(String(decoding: bytes, as: UTF8.self))"]
        }
        guard shownItems(reread) == shownItems(document) else {
            return ["read back as \(shownItems(reread)), shown as \(shownItems(document))"]
        }
        guard document.format == .markdown else { return [] }
        var found: [String] = []
        for rows in shown(document) {
            var list: [Int] = []
            var delimiter: Character?
            func endList() {
                let counting = list.enumerated().allSatisfy { $0.element == list[0] + $0.offset }
                let repeating = list.allSatisfy { $0 == list.first }
                if !counting && !repeating { found.append("a list numbered \(list) in \(rows)") }
                list = []
            }
            for row in rows {
                let digits = row.prefix { $0.isNumber }
                let next = row.dropFirst(digits.count).first
                guard let number = Int(digits), next == "." || next == ")" else {
                    endList()
                    delimiter = nil
                    continue
                }
                if next != delimiter { endList() }
                list.append(number)
                delimiter = next
            }
            endList()
        }
        return found
    }

    @Test("Markdown: random moves, adds, deletes and retypes keep lists numbered and the file as shown; undo restores it",
          arguments: 0..<8)
    func markdownSequences(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0x4D44 &+ seed)
        let bytes = Self.markdown(&rng)
        try run(bytes, format: .markdown, &rng)
    }

    @Test("JSON: random moves between arrays, adds, deletes and retypes keep the file valid JSON, as shown; undo restores it",
          arguments: 0..<8)
    func jsonSequences(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 0x4A53 &+ seed)
        var fuzz = FuzzGenerator(seed: 0x4A53 &+ seed)
        var bytes = fuzz.jsonDocument()
        while (try? ListDocument(bytes: bytes, format: .json))?.model.sections.isEmpty != false { bytes = fuzz.jsonDocument() }
        try run(bytes, format: .json, &rng)
    }

    private func run(_ bytes: [UInt8], format: Format, _ rng: inout SeededGenerator) throws {
        let (document, table) = try editing(String(decoding: bytes, as: UTF8.self), as: format)
        var problems: [String] = []
        for step in 0..<150 where problems.isEmpty {
            try Self.randomEdit(document, table, &rng)
            problems += Self.problems(document).map { "step \(step): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.first ?? "") in \(String(decoding: bytes, as: UTF8.self))")
        while table.canUndo { try table.undo() }
        #expect(document.serialized() == bytes, "undoing every edit gives back the bytes read")
    }
}
