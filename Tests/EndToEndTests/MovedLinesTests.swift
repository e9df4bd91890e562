import Testing

/// Lines that move by one (a scroll, a deleted row's gap closing, an undone delete reopening
/// it) are moved inside ncurses' window rather than drawn again; these check that every line
/// still ends up where it belongs on a real terminal.
@Suite("Moved lines")
struct MovedLinesTests {
    /// 200 rows, each with a wide character, so that moved lines hold two-column cells.
    static let writeList = "seq -f 'row %03g · 山' 1 200 > list.txt"

    /// The 22 body lines (2 to 23 of a 24-line screen) show `rows`, in order, as normal or
    /// editing mode draws them.
    static func expectBody(_ screen: Screen, _ rows: [Int], editing: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rows.count == 22, sourceLocation: sourceLocation)
        for (offset, row) in rows.enumerated() {
            let text = "row " + String(repeating: "0", count: 3 - String(row).count) + String(row) + " · 山"
            let line = screen.line(2 + offset)
            if editing {
                #expect(line.hasPrefix(" ⊖ " + text) && line.hasSuffix("≡"), "line \(2 + offset)\n\(screen)",
                        sourceLocation: sourceLocation)
            } else {
                #expect(line == "   " + text, "line \(2 + offset)\n\(screen)", sourceLocation: sourceLocation)
            }
        }
    }

    static func launch() throws -> TmuxSession {
        try TmuxSession.launchListeditOnFile(["list.txt"], setUp: writeList, waitingFor: "the first rows") {
            $0.statusLine.hasPrefix(" LIST 1/200 ")
        }
    }

    @Test("Scrolling down and back up a line at a time leaves every line in its place")
    func scrolling() throws {
        let app = try Self.launch()
        defer { app.close() }

        for _ in 0..<30 { try app.press("j") }
        let down = try app.waitFor("the cursor on row 31") { $0.statusLine.hasPrefix(" LIST 31/200 ") }
        Self.expectBody(down, Array(10...31), editing: false)

        for _ in 0..<25 { try app.press("k") }
        let up = try app.waitFor("the cursor on row 6") { $0.statusLine.hasPrefix(" LIST 6/200 ") }
        Self.expectBody(up, Array(6...27), editing: false)
    }

    @Test("Deleted rows' gaps close line by line, and an undo reopens one")
    func deletingAndUndoing() throws {
        let app = try Self.launch()
        defer { app.close() }

        try app.press("e")
        for _ in 0..<5 { try app.press("j") }
        try app.waitFor("editing, on row 6") { $0.statusLine.hasPrefix(" EDITING 6/200 ") }
        for remaining in [199, 198, 197] {
            try app.press("d")
            try app.press("d")
            try app.waitFor("\(remaining) rows") { $0.statusLine.hasPrefix(" EDITING 6/\(remaining) ") }
        }
        Self.expectBody(try app.capture(), Array(1...5) + Array(9...25), editing: true)

        try app.press("u")
        let undone = try app.waitFor("row 8 back") { $0.statusLine.hasPrefix(" EDITING 6/198 ") && $0.contains("row 008") }
        Self.expectBody(undone, Array(1...5) + Array(8...24), editing: true)
    }
}
