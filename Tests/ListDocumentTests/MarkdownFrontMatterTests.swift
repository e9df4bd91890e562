import Testing
import TableKit
import ListDocument
import TestSupport

/// Front matter at the start of a Markdown file (YAML between `---` lines, TOML between
/// `+++` lines, as Hugo and Jekyll read it) is the document's fixed prefix: its `tags:` list
/// is not rows, and edits to the document's own list leave it byte for byte.
@Suite("Markdown front matter")
struct MarkdownFrontMatterTests {
    private static let yaml = "---\ntitle: x\ntags:\n- fm item\n- other\n---\n"
    private static let text = yaml + "\n# Heading\n\n- real item\n- second\n- third\n"

    /// Each section's title and the text its rows show.
    private func shown(_ document: ListDocument) -> [[String]] {
        document.model.sections.enumerated().map { s, section in
            [section.header ?? "<none>"] + (0..<section.rows.count).map {
                String(decoding: document.displayBytes(forRowAt: ip($0, s)), as: UTF8.self)
            }
        }
    }

    @Test("YAML front matter with a list is not rows; the first real list's items are")
    func yamlListIsNotRows() throws {
        let (document, _) = try editing(Self.text, as: .markdown)
        #expect(shown(document) == [["Heading", "- real item", "- second", "- third"]])
        #expect(document.model.sections[0].rows.map(\.kind) == [.item, .item, .item])
        #expect(written(document) == Self.text)
    }

    @Test("J J, a batch move and a delete keep the front matter byte for byte; undo gives the file back")
    func editsKeepFrontMatter() throws {
        let (document, table) = try editing(Self.text, as: .markdown)
        _ = try table.dragAndDropRow(at: ip(0), step: .down)
        _ = try table.dragAndDropRow(at: ip(1), step: .down)
        #expect(written(document) == Self.yaml + "\n# Heading\n\n- second\n- third\n- real item\n")
        try table.edit(of: document) { $0.moveRow(at: ip(2), to: ip(0)) }
        #expect(written(document) == Self.text)
        try table.edit(of: document) { $0.deleteRows(at: [ip(0), ip(1)]) }
        #expect(written(document) == Self.yaml + "\n# Heading\n\n- third\n")
        while table.canUndo { try table.undo() }
        #expect(written(document) == Self.text)
    }

    @Test("A list right after the front matter: its items are the rows, and an item added first goes after the front matter")
    func listRightAfter() throws {
        let text = "---\ntags:\n  - a\n  - b\n...\n\n- one\n- two\n"
        let (document, table) = try editing(text, as: .markdown)
        #expect(shown(document) == [["<none>", "- one", "- two"]])
        try table.edit(of: document) { $0.insertRow(document.newRow(text: "zero", at: ip(0)), at: ip(0)) }
        #expect(written(document) == "---\ntags:\n  - a\n  - b\n...\n\n- zero\n- one\n- two\n")
        try table.edit(of: document) { $0.deleteRows(at: [ip(0), ip(1), ip(2)]) }
        #expect(written(document) == "---\ntags:\n  - a\n  - b\n...\n\n")
    }

    @Test("TOML front matter between +++ lines is not rows")
    func toml() throws {
        let text = "+++\ntitle = \"x\"\ntags = [\n- \"fm\"\n]\n+++\n- one\n- two\n"
        let (document, table) = try editing(text, as: .markdown)
        #expect(shown(document) == [["<none>", "- one", "- two"]])
        _ = try table.dragAndDropRow(at: ip(0), step: .down)
        #expect(written(document) == "+++\ntitle = \"x\"\ntags = [\n- \"fm\"\n]\n+++\n- two\n- one\n")
    }

    @Test("An unclosed --- is a thematic break, as before: the list after it is rows")
    func unclosed() throws {
        let text = "---\n- a\n- b\n"
        let (document, table) = try editing(text, as: .markdown)
        #expect(document.model.sections[0].rows.map(\.kind) == [.fixed, .item, .item])
        #expect(shown(document) == [["<none>", "---", "- a", "- b"]])
        _ = try table.dragAndDropRow(at: ip(1), step: .down)
        #expect(written(document) == "---\n- b\n- a\n")
    }

    @Test("--- that is not the first line, or not alone on it, starts no front matter")
    func notAtTheStart() throws {
        let (late, _) = try editing("\n---\n- a\n---\n", as: .markdown)
        #expect(late.model.sections[0].rows.map(\.kind) == [.fixed, .item, .fixed])
        let (other, _) = try editing("--- x\n- a\n---\n", as: .markdown)
        #expect(other.model.sections[0].rows.map(\.kind) == [.fixed, .item, .fixed])
    }

    @Test("A UTF-8 BOM before ---: the front matter is still the prefix, and the BOM is written back")
    func byteOrderMark() throws {
        let bytes = utf8BOM + Array(Self.text.utf8)
        let document = try ListDocument(bytes: bytes, format: .markdown)
        let table = Table(dataSource: document, delegate: document)
        table.setEditing(true)
        #expect(document.hasByteOrderMark)
        #expect(shown(document) == [["Heading", "- real item", "- second", "- third"]])
        _ = try table.dragAndDropRow(at: ip(2), step: .up)
        #expect(document.serialized() == utf8BOM + Array((Self.yaml + "\n# Heading\n\n- real item\n- third\n- second\n").utf8))
    }

    @Test("CRLF line endings, trailing spaces on the fences and a ... close")
    func crlf() throws {
        let fm = "---  \r\ntitle: x\r\ntags:\r\n- fm item\r\n... \r\n\r\n"
        let (document, table) = try editing(fm + "- a\r\n- b\r\n", as: .markdown)
        #expect(shown(document) == [["<none>", "- a", "- b"]])
        _ = try table.dragAndDropRow(at: ip(0), step: .down)
        #expect(written(document) == fm + "- b\r\n- a\r\n")
        try table.edit(of: document) { $0.deleteRows(at: [ip(0)]) }
        #expect(written(document) == fm + "- a\r\n")
    }

    @Test("Front matter and nothing else, with or without a last line break, reads and writes back")
    func onlyFrontMatter() throws {
        for text in ["---\n- x\n---\n", "---\n- x\n---", "+++\n+++\n\n\n"] {
            let (document, _) = try editing(text, as: .markdown)
            #expect(document.model.sections.allSatisfy { $0.rows.isEmpty }, "\(text.debugDescription)")
            #expect(written(document) == text)
        }
    }
}

private let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]
