import Testing
import TableKit
import TableTerminal
import ListDocument
import TestSupport

/// Folding an outline with `za` `zo` `zc` `zR` `zM`: a folded row's descendants are passed
/// over by the cursor and the screen, and it shows `(+N)`; nothing in the file changes.
@Suite("Folding")
struct FoldingTests {
    private let list = "- a\n  - a1\n    - [ ] a1x\n  - a2\n- b\n- c\n  - c1\n"

    /// The rows drawn, trimmed (line 1 is the top bar).
    private func body(_ f: DocumentFixture, lines: Int) -> [String] {
        f.frame.lines[1...lines].map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test("za folds a row's descendants away and shows (+N); j passes over them; za again shows them")
    func toggle() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("za")
        #expect(f.status == "Folded 3 rows · za shows them")
        #expect(body(f, lines: 4) == ["   - a (+3)", "   - b", "   - c", "     - c1"])
        f.type("j")
        #expect(f.cursorRow == 5, "j goes from a to b, past a's three")
        f.type("k")
        #expect(f.cursorRow == 1)
        f.type("za")
        #expect(body(f, lines: 3) == ["   - a", "     - a1", "       - [ ] a1x"])
        #expect(f.status == "Unfolded · za folds again")
        #expect(f.saved == list, "folds are the view's: the file is as it was")
    }

    @Test("The status counts rows shown; G and 3G count places among them")
    func counting() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("zaG")
        #expect(f.cursorRow == 7)
        #expect(f.frame.lines.last?.contains("4/4") == true, "\(f.frame.lines.last ?? "")")
        f.type("2G")
        #expect(f.cursorRow == 5, "the second row shown is b")
    }

    @Test("za on a row without descendants folds the row it belongs to, the cursor going to it; zc and zo too")
    func foldFromAChild() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("jjza")
        #expect(f.cursorRow == 2, "a1x belongs to a1")
        #expect(body(f, lines: 3) == ["   - a", "     - a1 (+1)", "     - a2"])
        f.type("zo")
        #expect(body(f, lines: 3) == ["   - a", "     - a1", "       - [ ] a1x"])
        f.type("kzc")
        #expect(body(f, lines: 2) == ["   - a (+3)", "   - b"])
        f.type("jza")
        #expect(f.status == "This row has no rows of its own to fold")
        f.type("zo")
        #expect(f.status == "Nothing is folded here")
    }

    @Test("Folds nest: unfolding the outer one keeps the inner one folded")
    func nested() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("jzakza")
        #expect(body(f, lines: 2) == ["   - a (+3)", "   - b"])
        f.type("za")
        #expect(body(f, lines: 3) == ["   - a", "     - a1 (+1)", "     - a2"])
    }

    @Test("zM folds every row with descendants, zR unfolds them all")
    func all() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("Gzm")
        #expect(f.state.folds.isEmpty, "zm is not a fold command")
        f.type("zM")
        #expect(f.cursorRow == 6, "c1 is folded away: the cursor goes to c")
        #expect(f.status == "3 folds, 4 rows hidden · zR unfolds every one")
        #expect(body(f, lines: 3) == ["   - a (+3)", "   - b", "   - c (+1)"])
        f.type("zR")
        #expect(f.state.folds.isEmpty)
        #expect(f.status == "Every row unfolded")
    }

    @Test("A folded row moves, deletes and yanks with its hidden descendants, and stays folded")
    func editsCarryTheFold() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("zaeJ")
        #expect(f.saved == "- b\n- a\n  - a1\n    - [ ] a1x\n  - a2\n- c\n  - c1\n")
        #expect(body(f, lines: 3).map { $0.contains("- a (+3)") } == [false, true, false], "a is still folded")
        f.type("u")
        #expect(f.saved == list, "one undo step")
        #expect(f.cursorRow == 1)
        f.type("ed")
        #expect(f.state.overlay == .confirmSelectionDeletion(count: 4))
        f.type("d")
        #expect(f.saved == "- b\n- c\n  - c1\n")
        #expect(f.state.folds.isEmpty, "the folded row went with its fold")
        f.type("p")
        #expect(f.saved == "- b\n- a\n  - a1\n    - [ ] a1x\n  - a2\n- c\n  - c1\n")
    }

    @Test("While filtered every row the filter keeps shows, folded or not; clearing it brings the folds back but the cursor's")
    func filterOpensFolds() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("zaGza/a1")
        f.press(.enter)
        #expect(body(f, lines: 2) == ["     - a1", "       - [ ] a1x"], "a's fold hides neither")
        f.type("za")
        #expect(f.status?.hasPrefix("While filtered") == true)
        f.press(.escape)
        #expect(f.cursorRow == 3, "on a1x, the row the filter kept nearest the cursor's (c)")
        #expect(body(f, lines: 7) == ["   - a", "     - a1", "       - [ ] a1x", "     - a2", "   - b", "   - c (+1)", ""],
                "the fold over the cursor's row opens, as a search opens vim's; c's stays")
    }

    @Test("An undo, a put or >> that puts the cursor on a row inside a fold opens the fold: no hidden row is ever under the cursor")
    func changesOpenFolds() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("jd")
        #expect(f.state.overlay == .confirmSelectionDeletion(count: 2))
        f.type("d")
        f.type("za")
        #expect(body(f, lines: 2) == ["   - a (+1)", "   - b"])
        f.type("u")
        #expect(f.cursorRow == 2, "the undo put a1 back, under the cursor")
        #expect(f.state.folds.isEmpty && body(f, lines: 2) == ["   - a", "     - a1"], "and a's fold opened to show it")
        f.type("kzaj>>")
        #expect(f.cursorRow == 5 && f.state.folds.isEmpty, ">> nested b under the folded a: the fold opens, the cursor stays on b")
    }

    @Test("A row picked up shows every row while it moves; the fold is back after the drop")
    func dragOpensFolds() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("zaGe ")
        #expect(body(f, lines: 2).map { $0.contains("- a1") } == [false, true], "a's rows show while c1 moves")
        f.press(.escape)
        #expect(body(f, lines: 2).map { $0.contains("- a (+3)") || $0.contains("- b") } == [true, true])
    }

    @Test("n finds a row inside a fold and opens it; :g/re/d deletes rows inside folds too; zM says how many rows it hid")
    func searchesSeeFoldedRows() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("zM")
        #expect(f.status == "3 folds, 4 rows hidden · zR unfolds every one")
        f.type("/a1x")
        f.press(.escape)
        f.type("ggn")
        #expect(f.cursorRow == 3, "n found a1x inside two folds")
        #expect(body(f, lines: 3) == ["   - a", "     - a1", "       - [ ] a1x"], "and both opened")
        f.type("zM:g/1/d")
        f.press(.enter)
        #expect(f.state.overlay == .confirmSelectionDeletion(count: 3), "a1, a1x and c1, folded away or not")
        f.type("d")
        #expect(f.saved == "- a\n  - a2\n- b\n- c\n")
    }

    @Test("zR is refused while filtered, as the other z commands are")
    func unfoldAllWhileFiltered() throws {
        let f = try DocumentFixture(list, format: .markdown)
        f.type("za/b")
        f.press(.enter)
        f.type("zR")
        #expect(f.status?.hasPrefix("While filtered") == true)
        f.press(.escape)
        #expect(f.state.folds.isFolded(IndexPath(row: 0, section: 0)))
    }

    @Test("z on a list that does not nest says so; z then another key says what z takes")
    func flatLists() throws {
        let f = try DocumentFixture("one\ntwo\n", format: .lines)
        f.type("za")
        #expect(f.status == "This row has no rows of its own to fold")
        f.type("zM")
        #expect(f.status == "No row has rows of its own to fold")
        f.type("zx")
        #expect(f.status?.contains("za folds or unfolds") == true)
    }
}

/// Folds against an obviously right reference: after random folds, moves, indents and undos
/// on random outlines in two sections, `j` from the top visits exactly the rows no folded
/// row's descendants include, and `NG` lands on the Nth of them.
@Suite("Folding, against a reference")
struct FoldingPropertyTests {
    @Test("j and NG visit exactly the rows no fold hides", arguments: 1...12)
    func walk(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var text = ""
        for heading in ["# One", "# Two"] {
            text += heading + "\n\n"
            var level = 0
            for i in 0..<Int.random(in: 3...14, using: &random) {
                level = i == 0 ? 0 : Int.random(in: 0...(level + 1), using: &random)
                text += String(repeating: "  ", count: level) + "- \(heading.last!)\(i)\n"
            }
            text += "\n"
        }
        let f = try DocumentFixture(text, format: .markdown)
        #expect(f.table.numberOfSections == 2)
        var turnsFolded = 0
        for _ in 0..<30 {
            let shown = reference(f)
            f.type("\(Int.random(in: 1...shown.count, using: &random))G")
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6: f.type("za")
            case 6: f.type("zR")
            case 7: f.type(Bool.random(using: &random) ? "eJe" : "eKe")
            case 8: f.type(">>")
            default: f.type("u")
            }
            let expected = reference(f)
            if !f.state.folds.isEmpty { turnsFolded += 1 }
            f.type("gg")
            var visited = [f.state.cursor!]
            for _ in 1..<expected.count { f.type("j"); visited.append(f.state.cursor!) }
            #expect(visited == expected, "seed \(seed): \(f.saved)")
            for (place, row) in expected.enumerated() where place % 3 == 0 {
                f.type("\(place + 1)G")
                #expect(f.state.cursor == row, "seed \(seed): \(place + 1)G")
            }
        }
        #expect(turnsFolded >= 5, "the walks were taken with rows folded")
    }

    /// The rows shown: those in no folded row's descendants.
    private func reference(_ f: DocumentFixture) -> [IndexPath] {
        var hidden = Set<IndexPath>()
        for row in f.state.folds.rows {
            for child in f.table.descendantsOfRow(at: row) { hidden.insert(IndexPath(row: child, section: row.section)) }
        }
        var rows: [IndexPath] = []
        for section in 0..<f.table.numberOfSections {
            for row in 0..<f.table.numberOfRows(inSection: section) where !hidden.contains(IndexPath(row: row, section: section)) {
                rows.append(IndexPath(row: row, section: section))
            }
        }
        return rows
    }
}
