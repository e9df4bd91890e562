import ListDocument
import ListEditApp
import TableKit
import TableTerminal

/// The list view driven by random keys, clicks and resizes on the in-memory terminal, as
/// listedit runs it on a document: it never traps; after every event the table's invariants
/// hold, the cursor is on a row that exists, a frame renders, and the document's rows are
/// where a plain list model that follows each update says they are (no row lost, doubled
/// or misplaced); at the end, undoing everything gives the document's original bytes.
enum ControllerProperties {
    static let target = FuzzTarget(
        name: "controller",
        summary: "the list view under random keys: invariants, the rows as a plain model has them, undo to the original bytes"
    ) { input in problems(input) }

    /// The documents the view starts from, one per format, each with sections, fixed rows
    /// or comments where its format has them.
    static let documents: [(format: Format, bytes: [UInt8])] = [
        (.lines, Array(((1...30).map { "row \($0)" } + [""]).joined(separator: "\n").utf8)),
        (.markdown, Array("""
            # Todo

            1. one
            2. two
               more of two
            3. three

            Some text between.

            - [ ] four
            - [x] five

            # Done
            - six

            """.utf8)),
        (.json, Array(#"{"a": [1, "two", [3], {"k": null}], "b": [], "c": ["x", "y"]}"#.utf8 + [0x0A])),
        (.gitTodo, Array("pick 1111111 one\npick 2222222 two\n# about two\nsquash 3333333 three\nexec make\n\n# Rebase help\n".utf8)),
        (.lines, []),
    ]

    /// The keys an input byte stands for (after the first byte, which picks the document).
    static let keys: [Key] = [
        .character("j"), .character("k"), .character("J"), .character("K"), .character("d"), .character("e"),
        .character("u"), .control("r"), .enter, .escape, .character("+"), .character(" "), .character("m"),
        .character("h"), .character("l"), .character("G"), .character("g"), .character("3"), .character("x"),
        .character("/"), .character(":"), .character("w"), .character("q"), .character("n"), .character("y"),
        .character("c"), .character("r"), .character("Z"), .character("?"), .backspace, .up, .down, .left, .right,
        .pageUp, .pageDown, .home, .end, .control("d"), .control("u"), .control("w"), .control("z"), .tab,
        .character("t"), .character("é"), .character("界"), .character("1"), .character("0"), .delete,
    ]

    /// Keys added with multiple selection and row actions (checking rows, a git todo's verbs),
    /// on bytes of their own so that the inputs kept before them still play the same keys
    /// wherever they had no such byte.
    static let selectionAndActionKeys: [Key] = [
        .character("v"), .character("V"), .character("p"), .character("s"), .character("f"), .character("v"),
        .character("V"), .character("d"),
    ]

    /// The most events one input plays.
    static let maximumEvents = 200

    static func problems(_ input: [UInt8]) -> [String] {
        guard let first = input.first else { return [] }
        let (format, original) = documents[Int(first) % documents.count]
        guard let document = try? ListDocument(bytes: original, format: format) else { return ["the \(format) document is refused"] }
        let table = Table(dataSource: document, delegate: document)
        let host = PipeHost(table: table)
        let program = ListProgram(
            table: table, options: ViewOptions(title: "fuzz", animations: first & 0x80 != 0), host: host,
            size: Size(width: 40, height: 10), clock: { 0 })
        let reference = ReferenceList(document: document, forwardingTo: table.observer)
        table.observer = reference
        let terminal = MemoryTerminal(size: Size(width: 40, height: 10))
        var found: [String] = []
        var bytes = input.dropFirst().makeIterator()
        var events = 0
        while events < maximumEvents, let byte = bytes.next() {
            events += 1
            let event = self.event(for: byte, &bytes)
            let ended = RunLoop.dispatch(event, to: program, on: terminal) != nil
            found += check(program, document, reference, after: event, events)
            if !found.isEmpty || ended { break }
        }
        guard found.isEmpty else { return found }
        // Undo everything: the original bytes.
        do {
            while table.canUndo { try table.undo() }
        } catch {
            return ["undo failed after \(events) events: \(error)"]
        }
        if document.serialized() != original { found.append("undoing everything did not give the original bytes back") }
        // The undos were made outside the view: the next event has the view follow them.
        _ = RunLoop.dispatch(.tick, to: program, on: terminal)
        found += check(program, document, reference, after: .tick, events + 1)
        withExtendedLifetime((document, host, reference)) {}
        return found
    }

    /// The event a byte stands for: most bytes a key; a few a resize or a click, whose size
    /// or place the next byte gives; 0xE8–0xEF the keys of checked rows and row actions.
    private static func event(for byte: UInt8, _ rest: inout some IteratorProtocol<UInt8>) -> ListEvent {
        switch byte {
        case 0xF0...0xF7:
            let next = Int(rest.next() ?? 0)
            return .resize(Size(width: 10 + next % 70, height: 3 + next / 70 % 20))
        case 0xE8...0xEF:
            return .key(selectionAndActionKeys[Int(byte - 0xE8)])
        case 0xF8...0xFF:
            let next = Int(rest.next() ?? 0)
            let kinds: [MouseEvent.Kind] = [.press, .release, .click, .drag, .wheelUp, .wheelDown]
            return .mouse(MouseEvent(kinds[Int(byte - 0xF8) % kinds.count], at: Point(x: next % 40, y: next / 40 % 10)))
        default:
            return .key(keys[Int(byte) % keys.count])
        }
    }

    /// What is wrong after `events` events, the last `event`.
    private static func check(
        _ program: ListProgram, _ document: ListDocument, _ reference: ReferenceList, after event: ListEvent, _ events: Int
    ) -> [String] {
        let table = program.table
        var found: [String] = []
        let frame = program.render().frame
        if frame.lines.count != program.state.size.height { found.append("a frame of \(frame.lines.count) lines for a screen of \(program.state.size.height)") }
        found += table.invariantViolations()
        if let cursor = program.state.cursor, !(0..<table.numberOfSections).contains(cursor.section) {
            found.append("the cursor is in section \(cursor.section) of \(table.numberOfSections)")
        } else if let cursor = program.state.cursor {
            let rows = table.numberOfRows(inSection: cursor.section)
            if let drag = table.drag {
                // While a row is picked up, the view shows it where it would land: in another
                // section, that may be just after the last row.
                let target = table.numberOfRows(inSection: drag.destination.section)
                let places = drag.source.section == drag.destination.section ? target : target + 1
                if !(0..<places).contains(drag.destination.row) || !(0...rows).contains(cursor.row) {
                    found.append("the picked-up row's place \(drag.destination) (\(target) rows there) or the cursor \(cursor) is off the rows")
                }
            } else if !(0..<rows).contains(cursor.row) {
                found.append("the cursor is on \(cursor), which is not a row")
            }
        }
        if let difference = reference.difference(from: document) { found.append(difference) }
        return found.map { "after \(events) events (the last \(event)): \($0)" }
    }
}

/// The document's rows as a plain list (arrays of each row's text), kept up to date by
/// applying each update the table reports, row by row: a row the update keeps takes the
/// model's own text from its old place; only inserted and reloaded rows are read from the
/// document. Compared by the text a row shows for editing, so that a format's own rewrites
/// of markers and spacing (renumbered lists, JSON's spacing) are not differences.
final class ReferenceList: TableObserver {
    private(set) var sections: [[String]]
    private let document: ListDocument
    /// The program's observer, which this one stands in front of.
    private let next: (any TableObserver)?

    init(document: ListDocument, forwardingTo next: (any TableObserver)?) {
        self.document = document
        self.next = next
        sections = Self.texts(of: document)
    }

    static func texts(of document: ListDocument) -> [[String]] {
        document.model.sections.indices.map { s in
            document.model.sections[s].rows.indices.map { document.editableText(forRowAt: IndexPath(row: $0, section: s)) }
        }
    }

    func table(_ table: Table, didApply update: TableUpdate) {
        let newSections = Set(update.insertedSections.map(\.section) + update.reloadedSections.map(\.to))
        let reloadedRows = Set(update.reloadedRows.map(\.to))
        var result: [[String]] = []
        for s in 0..<update.sectionCountAfter {
            let count = document.model.sections.indices.contains(s) ? document.model.sections[s].rows.count : 0
            result.append((0..<count).map { r in
                let path = IndexPath(row: r, section: s)
                guard !newSections.contains(s), !reloadedRows.contains(path), let old = update.oldIndexPath(forNewIndexPath: path),
                    sections.indices.contains(old.section), sections[old.section].indices.contains(old.row)
                else { return document.editableText(forRowAt: path) }
                return sections[old.section][old.row]
            })
        }
        sections = result
        next?.table(table, didApply: update)
    }

    func tableDidReloadData(_ table: Table) {
        sections = Self.texts(of: document)
        next?.tableDidReloadData(table)
    }

    /// Where the document differs from the model, in words, or nil.
    func difference(from document: ListDocument) -> String? {
        let actual = Self.texts(of: document)
        guard actual != sections else { return nil }
        return "the document's rows \(actual) are not the plain model's \(sections)"
    }
}
