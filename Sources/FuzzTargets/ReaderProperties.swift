import ListDocument
import TableKit
import TestSupport

/// What every reader promises for any bytes: a document nobody edited is written back byte
/// for byte, and an edit of one row changes that row's bytes and nothing else.
public enum ReaderProperties {
    /// The fuzz target for `format`: the input is the file, or, after ``sizeMark`` and a
    /// size byte, a document of that many times 4.5 KiB (up to 1.1 MiB, either side of the
    /// save buffer's 256 KiB and 1 MiB) made from the rest (see ``sized(_:)``). Larger sizes
    /// are the save target's and the tests': under AddressSanitizer, the readers' checks of a
    /// document of several MiB take seconds.
    public static func target(_ format: Format) -> FuzzTarget {
        FuzzTarget(
            name: format.rawValue,
            summary: "\(format) reader: bytes written back unedited; a one-row edit changes only that row; undo gives the bytes back; "
                + "a save after an edit writes what is shown"
        ) { input in
            let bytes = sized(input)
            let found = problems(reading: bytes, as: format, texts: [typedText(from: bytes), "edited ✓", "[1,2]", "q\"b\\s"], rows: 4)
            return found.isEmpty ? saveProblems(bytes, as: format) : found
        }
    }

    /// What starts an input that asks for a size: a NUL, then `SZ`.
    static let sizeMark: [UInt8] = [0, 0x53, 0x5A]

    /// The document an input stands for: itself, or, after the mark and the size byte,
    /// `head NUL unit NUL tail` as the head, the unit repeated to the size asked for, and the
    /// tail (without NULs, the whole rest is the unit): `[` `"x", ` `"end"]` is a big array.
    static func sized(_ input: [UInt8]) -> [UInt8] {
        guard input.count > sizeMark.count + 1, input.starts(with: sizeMark) else { return input }
        let size = Int(input[sizeMark.count]) * 4608
        let rest = Array(input[(sizeMark.count + 1)...])
        let parts = rest.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { Array($0) }
        let head: [UInt8] = parts.count == 3 ? parts[0] : []
        let unit: [UInt8] = parts.count == 3 ? parts[1] : rest
        let tail: [UInt8] = parts.count == 3 ? parts[2] : []
        guard !unit.isEmpty else { return input }
        var bytes = head
        bytes.reserveCapacity(size + unit.count + tail.count)
        while bytes.count < size { bytes += unit }
        return bytes + tail
    }

    /// Reads `bytes` from a real file as `format`, retypes its middle item row, saves through
    /// the real file code, and checks the file holds what the document says it does.
    static func saveProblems(_ bytes: [UInt8], as format: Format) -> [String] {
        let folder = TemporaryFolder(in: "/dev/shm")
        folder.write("list", bytes)
        guard let file = try? DocumentFile(path: folder.file("list"), format: format) else { return [] }
        let session = EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
        let items = itemRows(file.document)
        guard !file.document.isReadOnly, let path = items.isEmpty ? nil : items[items.count / 2] else { return [] }
        do {
            try session.table.edit(of: file.document) { $0.reloadRow(at: path, with: file.document.retypedRow(at: path, text: "saved ✓")) }
            try session.save()
        } catch {
            return ["\(format): the edit or the save failed: \(error)"]
        }
        guard folder.read("list") == file.document.serialized() else {
            return ["\(format), \(bytes.count) bytes: the file saved after an edit is not what the document holds"]
        }
        return []
    }

    /// The ways reading `bytes` as `format` breaks the readers' promises: refused (only JSON
    /// may refuse bytes), written back differently, or an edit of one of `rows` item rows
    /// (spread over the document) with one of `texts` that changes more than its row, does
    /// not show the text, or is not undone exactly.
    public static func problems(reading bytes: [UInt8], as format: Format, texts: [String], rows: Int) -> [String] {
        let document: ListDocument
        do {
            document = try ListDocument(bytes: bytes, format: format)
        } catch {
            return format == .json ? [] : ["\(format) refused the bytes: \(error)"]
        }
        guard document.serialized() == bytes else { return ["\(format): an unedited document was written back differently"] }
        let table = Table(dataSource: document, delegate: document)
        let paths = spread(itemRows(document), count: rows)
        var found: [String] = []
        for (index, path) in paths.enumerated() {
            if let problem = checkEdit(document, table: table, original: bytes, row: path, text: texts[index % texts.count]) {
                found.append(problem)
            }
        }
        return found
    }

    /// Retypes the row at `path` as `text` through `table` (as the app does) and checks that
    /// only the row's bytes changed and that it shows `text`; then undoes it (the bytes are
    /// `original` again) and redoes it. Leaves the document as `original`.
    /// - Returns: the problem in words, or nil.
    public static func checkEdit(
        _ document: ListDocument, table: Table, original: [UInt8], row path: IndexPath, text: String
    ) -> String? {
        let format = document.format
        guard let range = document.sourceRange(ofRowAt: path) else { return "\(format) row \(path): not read from the bytes" }
        let edit = { _ = try table.edit(of: document) { $0.reloadRow(at: path, with: document.retypedRow(at: path, text: text)) } }
        if document.isReadOnly {
            do {
                try edit()
                return "\(format): a read-only document took an edit"
            } catch {
                return document.serialized() == original ? nil : "\(format): a refused edit changed the bytes"
            }
        }
        do { try edit() } catch { return "\(format) row \(path): the edit failed: \(error)" }
        let edited = document.serialized()
        let expected = Array(original[..<range.lowerBound]) + document.bytes(ofRowAt: path) + Array(original[range.upperBound...])
        guard edited == expected else { return "\(format) row \(path): more than the row changed" }
        let shown = document.editableText(forRowAt: path)
        if let problem = textProblem(
            document, format: format, row: path, text: text, shown: shown, edited: edited,
            readsBack: format == .json || (format != .gitTodo && !hasLoneCarriageReturn(original)))
        {
            try? table.undo()
            return problem
        }
        do {
            try table.undo()
            guard document.serialized() == original else { return "\(format) row \(path): undo did not give the bytes back" }
            try table.redo()
            guard document.serialized() == edited else { return "\(format) row \(path): redo did not give the edit back" }
            try table.undo()
        } catch {
            return "\(format) row \(path): undo or redo failed: \(error)"
        }
        return nil
    }

    /// Whether the retyped row shows what was typed, and the edited bytes read back as the
    /// same rows showing the same text (so a save loses no row). A JSON element that was not
    /// a string takes a text that is valid JSON as a value, shown compact. Markdown escapes
    /// a text that would make the item a thematic break (`* \\**`); line formats drop
    /// U+FEFF at the start.
    /// - Parameter readsBack: whether the edited bytes must read back as the same rows.
    private static func textProblem(
        _ document: ListDocument, format: Format, row path: IndexPath, text: String, shown: String, edited: [UInt8],
        readsBack: Bool
    ) -> String? {
        let typed = "typed \(text.debugDescription), shows \(shown.debugDescription)"
        // Line formats drop U+FEFF at the start (it would read back as a byte order mark).
        let kept = format == .json ? text : String(String.UnicodeScalarView(text.unicodeScalars.drop { $0 == "\u{FEFF}" }))
        let takesText = format == .json && JSONScannerProperties.isJSONValue(Array(text.utf8)) ? nil : kept
        if let takesText, shown != takesText, !(format == .markdown && shown == "\\" + takesText) {
            return "\(format) row \(path): \(typed)"
        }
        guard readsBack else { return nil }
        guard let reread = try? ListDocument(bytes: edited, format: format) else {
            return "\(format) row \(path): the edited document cannot be read any more (\(typed))"
        }
        let shape = { (d: ListDocument) in d.model.sections.map { $0.rows.map(\.kind) } }
        guard shape(reread) == shape(document) else { return "\(format) row \(path): the edited document reads back with other rows (\(typed))" }
        guard reread.editableText(forRowAt: path) == shown else { return "\(format) row \(path): reads back as other text (\(typed))" }
        return nil
    }

    /// Whether `bytes` end a line with a lone CR somewhere. Such a line followed by a row that
    /// is only a line feed (an emptied row, a moved empty row) reads back as one line ending
    /// in CR LF: rows are not read back from such documents (docs/DECISIONS.md). Git todos
    /// are not read back either: a typed line that starts with the comment character is a
    /// comment to git too.
    static func hasLoneCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.indices.contains { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
    }

    /// The item rows of a document, in order, at most `limit`.
    public static func itemRows(_ document: ListDocument, limit: Int = .max) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (s, section) in document.model.sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.kind == .item {
                paths.append(IndexPath(row: r, section: s))
                if paths.count == limit { return paths }
            }
        }
        return paths
    }

    /// At most `count` of `paths`: the first, the last, and others evenly between.
    static func spread(_ paths: [IndexPath], count: Int) -> [IndexPath] {
        guard paths.count > count, count > 1 else { return Array(paths.prefix(count)) }
        var picked: [IndexPath] = []
        for k in 0..<count {
            let path = paths[k * (paths.count - 1) / (count - 1)]
            if picked.last != path { picked.append(path) }
        }
        return picked
    }

    /// Text a user could type, taken from the input's first bytes: decoded as UTF-8 (bad
    /// bytes become U+FFFD), without control characters (keys, not text, in the text field),
    /// and without spaces at its ends (the formats keep their own spacing around a text) or
    /// U+FEFF at its start (which line formats drop).
    static func typedText(from input: [UInt8]) -> String {
        var scalars = String(decoding: input.prefix(24), as: UTF8.self).unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }[...]
        while let first = scalars.first, first == " " || first == "\u{FEFF}" { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
