import Testing
import TableKit
import ListDocument
import TestSupport

/// JSON values keep their types through retyping, adding and moving, and arrays keep their
/// layout: checked on the bytes written.
@Suite("JSON values")
struct JSONValueTests {
    private func document(_ text: String) throws -> (ListDocument, Table) { try editing(text, as: .json) }

    private func shown(_ document: ListDocument, section: Int = 0) -> [String] {
        document.model.sections[section].rows.indices.map {
            String(decoding: document.displayBytes(forRowAt: ip($0, section)), as: UTF8.self)
        }
    }

    /// Retypes the row at `path` as `text`; returns the note the status line would show.
    private func retype(_ document: ListDocument, _ table: Table, _ path: IndexPath, _ text: String) throws -> String? {
        let note = document.storageNote(forText: text, at: path, replacingRow: true)
        try table.edit(of: document) { $0.reloadRow(at: path, with: document.retypedRow(at: path, text: text)) }
        return note
    }

    /// Adds `text` where Add puts it; returns the note the status line would show.
    private func add(_ document: ListDocument, _ table: Table, _ text: String, section: Int = 0) throws -> String? {
        let path = document.indexPathForAddedRow(inSection: section)
        let note = document.storageNote(forText: text, at: path, replacingRow: false)
        try table.edit(of: document) { $0.insertRow(document.newRow(text: text, at: path), at: path) }
        return note
    }

    @Test("A retyped value is the JSON literal typed, of any type; text that is not JSON is a string, with a note")
    func retypingKeepsTypes() throws {
        let (document, table) = try document("[1, 2, 3, 4, 5, \"s\"]\n")
        #expect(try retype(document, table, ip(0), "42") == nil)
        #expect(try retype(document, table, ip(1), "true") == "saved as a boolean")
        #expect(try retype(document, table, ip(2), "null") == "saved as null")
        #expect(try retype(document, table, ip(3), " {\"a\": 1} ") == "saved as an object")
        #expect(try retype(document, table, ip(4), "4 2") == "saved as a string")
        #expect(try retype(document, table, ip(5), "plain words") == nil, "a string stays a string: nothing to say")
        #expect(written(document) == "[42, true, null, {\"a\": 1}, \"4 2\", \"plain words\"]\n")
        while table.canUndo { try table.undo() }
        #expect(written(document) == "[1, 2, 3, 4, 5, \"s\"]\n")
    }

    @Test("Strings that would read as a number, true, false, null or other JSON show in quotes; retyped as shown they stay strings")
    func stringsLookLikeStrings() throws {
        let text = "[\"42\", 42, \"true\", true, \"null\", \"milk\", \"[1]\", \"\\\"q\\\"\", \"-1.5e3\", \"4 2\"]"
        let (document, table) = try document(text)
        #expect(shown(document) == ["\"42\"", "42", "\"true\"", "true", "\"null\"", "milk", "\"[1]\"", "\"\\\"q\\\"\"", "\"-1.5e3\"", "4 2"])
        for row in 0..<10 {
            let path = ip(row)
            #expect(try retype(document, table, path, document.editableText(forRowAt: path)) == nil, "row \(row)")
        }
        #expect(written(document) == text, "each value retyped as it is shown is the same value")
    }

    @Test("A new row takes its siblings' type when they all share one, counted as rows come and go")
    func newRowsTakeTheirSiblingsType() throws {
        let (numbers, numbersTable) = try document("[1, 2]")
        #expect(try add(numbers, numbersTable, "3") == nil)
        #expect(try add(numbers, numbersTable, "three") == "saved as a string")
        #expect(written(numbers) == "[1, 2, 3, \"three\"]")

        let (strings, stringsTable) = try document("[\"a\", \"b\"]")
        #expect(try add(strings, stringsTable, "42") == nil)
        #expect(try add(strings, stringsTable, "true") == nil)
        #expect(written(strings) == "[\"a\", \"b\", \"42\", \"true\"]", "among strings, 42 is the string \"42\"")

        let (mixed, mixedTable) = try document("[1, \"a\"]")
        #expect(try add(mixed, mixedTable, "7") == nil)
        try mixedTable.edit(of: mixed) { $0.deleteRows(at: [ip(1)]) }
        #expect(try add(mixed, mixedTable, "8") == nil)
        #expect(try add(mixed, mixedTable, "x") == "saved as a string", "once the string is gone, all are numbers")
        #expect(written(mixed) == "[1, 7, 8, \"x\"]")
    }

    @Test("Moves between arrays keep each array's layout: one element per line stays so, an inline array stays inline")
    func movesKeepLayouts() throws {
        let text = "{\n  \"inline\": [1, 2],\n  \"lines\": [\n    \"a\",\n    \"b\"\n  ],\n  \"empty\": [],\n  \"open\": [\n  ]\n}\n"
        let (document, table) = try document(text)
        try table.edit(of: document) { $0.moveRow(at: ip(0, 1), to: ip(2, 0)) }
        #expect(written(document) == "{\n  \"inline\": [1, 2, \"a\"],\n  \"lines\": [\n    \"b\"\n  ],\n  \"empty\": [],\n  \"open\": [\n  ]\n}\n")
        try table.edit(of: document) { $0.moveRow(at: ip(0, 0), to: ip(0, 1)) }
        #expect(written(document) == "{\n  \"inline\": [2, \"a\"],\n  \"lines\": [\n    1,\n    \"b\"\n  ],\n  \"empty\": [],\n  \"open\": [\n  ]\n}\n")
        try table.beginDrag(at: ip(1, 0))
        try table.dragOver(ip(0, 2))
        try table.dropDrag()
        try table.edit(of: document) { $0.moveRow(at: ip(1, 1), to: ip(0, 3)) }
        #expect(written(document) == "{\n  \"inline\": [2],\n  \"lines\": [\n    1\n  ],\n  \"empty\": [\"a\"],\n  \"open\": [\n    \"b\"\n  ]\n}\n")
        while table.canUndo { try table.undo() }
        #expect(written(document) == text)
    }

    @Test("Reordering inside an array, adding and deleting keep its spacing; rows whose place did not change keep their bytes")
    func reordersKeepSpacing() throws {
        let (inline, inlineTable) = try document("[1, 2, 3]")
        try inlineTable.edit(of: inline) { $0.moveRow(at: ip(2), to: ip(0)) }
        #expect(written(inline) == "[3, 1, 2]")
        try inlineTable.edit(of: inline) { $0.deleteRows(at: [ip(0)]) }
        #expect(written(inline) == "[1, 2]")
        #expect(try add(inline, inlineTable, "9") == nil)
        #expect(written(inline) == "[1, 2, 9]")

        let (odd, oddTable) = try document("[1 ,2, 3]")
        try oddTable.edit(of: odd) { $0.deleteRows(at: [ip(2)]) }
        #expect(written(odd) == "[1 ,2]", "the new last element loses nothing it had; the first keeps its odd spacing")
        try oddTable.edit(of: odd) { $0.deleteRows(at: [ip(1)]) }
        #expect(written(odd) == "[1]", "the space before the comma goes with the comma")
    }
}
