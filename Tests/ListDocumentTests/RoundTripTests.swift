import Testing
import TableKit
import ListDocument
import FuzzTargets
import TestSupport

/// Reading and writing back: untouched bytes never change, and an edit changes only its row.
@Suite("Round trips")
struct RoundTripTests {
    /// Retypes the row at `path` of `bytes` read as `format` as `text` (through a table, as
    /// the app does) and checks that only its bytes changed; the problem in words, or nil.
    static func checkEdit(_ bytes: [UInt8], format: Format, row path: IndexPath, text: String) -> String? {
        guard let document = try? ListDocument(bytes: bytes, format: format) else { return "cannot read \(format)" }
        let table = Table(dataSource: document, delegate: document)
        return ReaderProperties.checkEdit(document, table: table, original: bytes, row: path, text: text)
    }

    /// The item rows of a document, at most `limit`.
    static func itemRows(_ document: ListDocument, limit: Int = 40) -> [IndexPath] {
        ReaderProperties.itemRows(document, limit: limit)
    }

    @Test("Every fixture, in every format that reads it, writes back byte for byte; each one-row edit changes only that row",
          arguments: Fixtures.names)
    func corpus(name: String) throws {
        let bytes = Fixtures.bytes(name)
        for format in Fixtures.formats(for: name) {
            let document = try ListDocument(bytes: bytes, format: format)
            #expect(document.serialized() == bytes, "\(name) as \(format)")
            let table = Table(dataSource: document, delegate: document)
            for path in Self.itemRows(document) {
                let problem = ReaderProperties.checkEdit(document, table: table, original: bytes, row: path, text: "edited ✓")
                #expect(problem == nil, "\(name): \(problem ?? "")")
            }
        }
    }

    @Test("A 1 MB line and JSON nested 100,000 deep: read, written back, edited, without a stack overflow")
    func largeInputs() throws {
        let long = try ListDocument(bytes: Fixtures.longLine, format: .lines)
        #expect(long.serialized() == Fixtures.longLine)
        #expect(long.displayBytes(forRowAt: IndexPath(row: 1, section: 0)) == Array(Fixtures.longLine[7..<(7 + ListDocument.displayLimit)]),
                "a long row shows its first bytes only")
        #expect(Self.checkEdit(Fixtures.longLine, format: .lines, row: IndexPath(row: 2, section: 0), text: "end") == nil)

        let deep = try ListDocument(bytes: Fixtures.deepJSON, format: .json)
        #expect(deep.serialized() == Fixtures.deepJSON)
        #expect(deep.model.sections[0].rows.count == 1)
        #expect(deep.displayBytes(forRowAt: IndexPath(row: 0, section: 0)).count == ListDocument.displayLimit)
        let unbalanced = Array(Fixtures.deepJSON.dropLast(3))
        #expect(throws: DocumentError.self) { try ListDocument(bytes: unbalanced, format: .json) }
    }

    @Test("A byte order mark is kept and never shown; binary content is read-only")
    func metadata() throws {
        let bom = try ListDocument(bytes: Fixtures.bytes("bom.txt"), format: .lines)
        #expect(bom.hasByteOrderMark)
        #expect(bom.displayBytes(forRowAt: IndexPath(row: 0, section: 0)) == Array("x".utf8))
        let binary = try ListDocument(bytes: Fixtures.bytes("nuls.bin"), format: .lines)
        #expect(binary.isReadOnly)
        let table = Table(dataSource: binary, delegate: binary)
        table.setEditing(true)
        #expect(table.controls(forRowAt: IndexPath(row: 0, section: 0)) == .none)
        #expect(throws: DocumentError.readOnly) {
            try table.edit(of: binary) { $0.deleteRows(at: [IndexPath(row: 0, section: 0)]) }
        }
    }

    @Test("Fixed-time fuzz: random bytes in every format, random JSON; round trips and one-row edits")
    func fuzz() {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(3)
        var rng = FuzzGenerator(seed: 0x5EED)
        var cases = 0
        var failures: [String] = []
        while clock.now < deadline, failures.count < 5 {
            cases += 1
            let bytes = rng.listishBytes()
            for format in [Format.lines, .markdown, .gitTodo] {
                guard let document = try? ListDocument(bytes: bytes, format: format) else {
                    failures.append("\(format) refused \(bytes)")
                    continue
                }
                if document.serialized() != bytes { failures.append("\(format) round trip of \(bytes)") }
                if let path = Self.itemRows(document).randomElement(using: &rng),
                    let problem = Self.checkEdit(bytes, format: format, row: path, text: rng.text())
                {
                    failures.append("\(problem) in \(bytes)")
                }
            }
            let json = rng.jsonDocument()
            if let document = try? ListDocument(bytes: json, format: .json) {
                if document.serialized() != json { failures.append("json round trip of \(String(decoding: json, as: UTF8.self))") }
                if let path = Self.itemRows(document).randomElement(using: &rng),
                    let problem = Self.checkEdit(json, format: .json, row: path, text: rng.text())
                {
                    failures.append("\(problem) in \(String(decoding: json, as: UTF8.self))")
                }
            } else {
                failures.append("json refused \(String(decoding: json, as: UTF8.self))")
            }
            // Random bytes as JSON: read or refused, never a crash, and written back if read.
            let noise = rng.listishBytes()
            if let document = try? ListDocument(bytes: noise, format: .json), document.serialized() != noise {
                failures.append("json round trip of noise \(noise)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures in \(cases) cases; first: \(failures.prefix(3))")
        #expect(cases > 100, "the fuzz ran \(cases) cases")
    }
}

@Suite("The fast line scanner")
struct LineScannerTests {
    /// Lines as the plain definition has them: ends after LF, CRLF or a lone CR.
    private func naiveLines(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                lines.append(start..<(i + 1)); i += 1; start = i
            } else if bytes[i] == 0x0D {
                let end = i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
                lines.append(start..<end); i = end; start = i
            } else {
                i += 1
            }
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    /// Ten megabytes: on a machine with two or more cores, read and split into lines in
    /// parts at once, the cut between parts falling in the case's interesting place.
    @Test("Files big enough to be read and split in parts: the rows and bytes are the same as one pass's",
          arguments: ["LF", "CRLF", "lone CR around the middle", "one line across the middle", "no line feed at all"])
    func bigFilesInParts(layout: String) throws {
        let lineCount = 300_000
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lineCount * 40)
        for i in 0..<lineCount {
            bytes += Array("Item \(i) — amber falcon".utf8)
            let nearMiddle = abs(i - lineCount / 2) < 50
            switch layout {
            case "CRLF": bytes += [0x0D, 0x0A]
            case "lone CR around the middle": bytes += nearMiddle ? [0x0D] : [0x0A]
            case "one line across the middle": bytes += nearMiddle ? [0x20] : [0x0A]
            case "no line feed at all": bytes += [0x09]
            default: bytes += [0x0A]
            }
        }
        bytes += Array("last, no terminator".utf8)
        #expect(bytes.count > 8 << 20)
        let folder = TemporaryFolder()
        folder.write("big.txt", bytes)
        let file = try DocumentFile(path: folder.file("big.txt"))
        let roundTrips = file.document.serialized() == bytes  // not compared in #expect: 10 MB in a message
        #expect(roundTrips)
        let rows = (0..<file.document.model.sections[0].rows.count).map {
            file.document.sourceRange(ofRowAt: IndexPath(row: $0, section: 0))!
        }
        let expected = naiveLines(bytes)
        #expect(rows.count == expected.count)
        let firstDifference = zip(rows, expected).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "row \(firstDifference?.offset ?? 0): \(String(describing: firstDifference?.element))")
    }

    @Test("Long inputs (past the SIMD blocks and the 1,024-line batches), with carriage returns appearing late",
          arguments: 0..<6)
    func againstNaiveSplit(seed: Int) throws {
        var rng = FuzzGenerator(seed: UInt64(100 + seed))
        for _ in 0..<20 {
            var bytes: [UInt8] = []
            let lines = Int.random(in: 0...3_000, using: &rng)
            let crAfter = Bool.random(using: &rng) ? Int.random(in: 0...lines, using: &rng) : Int.max
            for line in 0..<lines {
                let length = [0, 1, 15, 16, 31, 32, 33, 80, 300].randomElement(using: &rng)!
                bytes += (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &rng) }
                bytes += line >= crAfter ? (Bool.random(using: &rng) ? [0x0D, 0x0A] : [0x0D]) : [0x0A]
            }
            if Bool.random(using: &rng) { bytes += Array("no newline at the end".utf8) }
            let document = try ListDocument(bytes: bytes, format: .lines)
            let rows = document.model.sections[0].rows.indices.map { document.sourceRange(ofRowAt: IndexPath(row: $0, section: 0))! }
            #expect(rows == naiveLines(bytes), "\(bytes.count) bytes, CR from line \(crAfter)")
            #expect(document.serialized() == bytes)
        }
    }
}
