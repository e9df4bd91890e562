import Testing
import TableKit
import TableTerminal
import SampleList
import TestSupport

@Suite("Filter queries")
struct FilterQueryTests {
    private func matches(_ query: String, _ text: String) -> Bool {
        Array(text.utf8).withUnsafeBytes { FilterQuery(query).matches($0) }
    }

    @Test("A substring, case-insensitive unless the query has a capital (smart case)")
    func smartCase() {
        #expect(matches("milk", "Milk"))
        #expect(matches("MILK", "MILK and honey"))
        #expect(!matches("Milk", "milk"), "a capital makes case matter")
        #expect(matches("", "anything"))
        #expect(!matches("tea", "te"))
        #expect(matches("ea", "green tea"))
    }

    @Test("Letters outside ASCII fold too; bytes that are not UTF-8 never break a search")
    func unicode() {
        #expect(matches("café", "CAFÉ au lait"))
        #expect(matches("お茶", "お茶 green tea"))
        #expect(([0xFF, 0x61, 0x62] as [UInt8]).withUnsafeBytes { FilterQuery("ab").matches($0) })
    }

    @Test("A query typed on from another narrows it; one that drops a letter does not")
    func narrowing() {
        #expect(FilterQuery("milk").narrows(FilterQuery("mil")))
        #expect(FilterQuery("Milk").narrows(FilterQuery("il")), "case-sensitive now, insensitive before: still narrower")
        #expect(!FilterQuery("mil").narrows(FilterQuery("milk")))
        #expect(!FilterQuery("milk").narrows(FilterQuery("Mil")))
    }

    @Test("The first match, sixteen bytes at a time, is the one a byte-by-byte search finds, at every length and start",
          arguments: 0..<40)
    func firstMatchAgainstReference(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 0xF11E)
        let alphabet = Array("aAbB0 9-".utf8) + [0xC3, 0xA9]
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...70, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let needle = (0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            guard let text = String(validating: needle, as: UTF8.self) else { continue }
            let query = FilterQuery(text)
            let start = Int.random(in: 0...bytes.count, using: &random)
            // The reference: every place from `start`, compared byte by byte, ASCII letters in
            // either case when the query has no upper-case letter.
            let fold: (UInt8) -> UInt8 = { query.isCaseSensitive || $0 < 0x41 || $0 > 0x5A ? $0 : $0 + 0x20 }
            let expected = (start..<max(start, bytes.count - needle.count + 1)).first { at in
                needle.indices.allSatisfy { fold(bytes[at + $0]) == fold(needle[$0]) }
            }.map { $0..<($0 + needle.count) }
            let found = bytes.withUnsafeBytes { query.firstMatch(in: $0, from: start) }
            #expect(found == expected, "\(bytes) for \(needle) from \(start)")
        }
    }
}

@Suite("Filter")
struct FilterTests {
    private func fixture() -> ViewFixture { .fruitAndVeg() }

    private func rows(_ f: ViewFixture, _ section: Int) -> [String] { f.rows(section) }

    /// The rows on screen, without their indent.
    private func shown(_ f: ViewFixture) -> [String] {
        f.frame(44, 14).lines.dropFirst().dropLast().filter { $0.hasPrefix("   ") }.map { String($0.dropFirst(3)) }
    }

    @Test("/ opens a field at the bottom; rows narrow as the query is typed; a section with none shows no header")
    func narrowsLive() {
        let f = fixture()
        f.type("/e")
        let typing = f.frame(44, 14)
        #expect(typing.lines[13].hasPrefix("/e"), "the field is at the bottom")
        #expect(typing.lines[13].hasSuffix(" 8 of 11"), "with how many rows it keeps")
        #expect(f.rendered(44, 14).cursor == Point(x: 2, y: 13))
        f.press(.backspace)
        f.type("rr")
        #expect(shown(f) == ["cherry", "elderberry", "carrot"])
        #expect(f.state.cursor == IndexPath(row: 2, section: 0), "from apple to the nearest row shown")
        f.press(.control("u"))
        f.type("pea")
        #expect(shown(f) == ["pea"])
        #expect(!f.frame(44, 14).lines.contains(" Fruit"), "no row of Fruit is kept: no header")
        #expect(f.frame(44, 14).lines.contains(" Veg"))
    }

    @Test("A list of one section keeps its header (--header-lines) while the filter keeps none of its rows")
    func headerOfOnlySectionStays() throws {
        let f = try DocumentFixture("PID CMD\n1 init\n2 bash\n", headerLines: 1)
        f.type("/a")
        #expect(f.frame.lines[1] == " PID CMD" && f.frame.lines[2] == "   2 bash")
        f.type("z")
        #expect(f.frame.lines[1] == " PID CMD", "no row kept, the header still there: \(f.frame.lines)")
        #expect(f.frame.lines[2].trimmingCharacters(in: .whitespaces).isEmpty)
    }

    @Test("Esc in the field, or Backspace on its empty line, puts the cursor back where it was, whatever the query hid")
    func escapeInFieldGoesBack() throws {
        let f = try DocumentFixture("apple\nbanana\ncherry\navocado\ndate\napricot\nfig\n")
        f.type("4G/zz")
        #expect(f.state.cursor == nil, "nothing shown, no cursor")
        f.press(.escape)
        #expect(f.cursorRow == 4 && f.state.filter == nil)
        f.type("/e")
        #expect(f.cursorRow == 5, "avocado hidden: on date")
        f.press(.backspace, .escape)
        #expect(f.cursorRow == 4)
        f.type("/e")
        f.press(.backspace, .backspace)
        #expect(f.cursorRow == 4 && f.state.overlay == .none, "Backspace on the empty line left the field")
        f.type("/e")
        f.press(.enter)
        f.press(.escape)
        #expect(f.cursorRow == 5, "Esc in the filtered list: on the row the cursor is on")
    }

    @Test("Esc and a key typed at once arrive as Alt and the key: in the list, where no Alt-key means anything, they are the two keys")
    func escapeThenKeyAtOnce() throws {
        let f = try DocumentFixture("apple\nbanana\ncherry\n")
        f.type("/an")
        f.press(.enter)
        f.press(.alt(.character("d")))
        #expect(f.state.filter == nil, "the Esc cleared the filter")
        f.type("d")
        #expect(f.saved == "apple\ncherry\n", "and d d deleted the cursor's row")
        f.type("/x")
        f.press(.alt(.character("b")))
        #expect(f.state.overlay != .none, "in the field, Alt-b is a word left: the field stays")
    }

    @Test("Enter keeps the filter, FILTER on the status line; Esc in the list clears it, the cursor on the same row")
    func enterKeepsEscClears() {
        let f = fixture()
        f.type("/RR")
        #expect(shown(f).isEmpty, "a capital: case matters, and nothing has RR")
        f.press(.backspace, .backspace)
        f.type("rr")
        f.press(.enter)
        #expect(f.frame(44, 14).lines[13].hasPrefix(" LIST 1/3 FILTER \"rr\" 3 of 11"))
        f.type("j")
        #expect(f.state.cursor == IndexPath(row: 4, section: 0))
        f.press(.escape)
        #expect(f.state.filter == nil)
        #expect(f.state.cursor == IndexPath(row: 4, section: 0), "still on elderberry")
        #expect(f.frame(44, 14).lines[13].hasPrefix(" LIST 5/11 "), "every row again")
        f.type("/rr")
        f.press(.escape)
        #expect(f.state.filter == nil, "Esc in the field clears it too")
    }

    @Test("Matches are marked in the match style")
    func highlighted() {
        let f = fixture()
        f.type("/rr")
        f.press(.enter)
        let frame = f.frame(44, 14)
        let line = frame.lines.firstIndex { $0.contains("cherry") } ?? 0
        #expect(frame.styledRuns.contains { $0.line == line && $0.text == "rr" && $0.style.bold && $0.style.foreground == .yellow })
        #expect(frame.styledRuns.contains { $0.line == line && $0.text.hasPrefix("   che") })
    }

    @Test("While filtered, d d deletes the row shown; the cursor goes to the next row shown; u brings it back, shown")
    func deleteWhileFiltered() {
        let f = fixture()
        f.type("/rr")
        f.press(.enter)
        f.type("jdd")
        #expect(!rows(f, 0).contains("elderberry"))
        #expect(f.state.cursor == IndexPath(row: 0, section: 1), "on carrot, the next row shown, not fig")
        f.type("u")
        #expect(rows(f, 0)[4] == "elderberry")
        #expect(f.state.cursor == IndexPath(row: 4, section: 0))
        #expect(shown(f) == ["cherry", "elderberry", "carrot"])
    }

    @Test("While filtered, J moves the row past the next row shown, across sections too; K back; each one undo step")
    func moveWhileFiltered() {
        let f = fixture()
        f.type("/rr")
        f.press(.enter)
        f.type("eJ")
        #expect(rows(f, 0) == ["apple", "banana", "date", "elderberry", "cherry", "fig", "end of fruit"], "past elderberry")
        #expect(f.state.cursor == IndexPath(row: 4, section: 0))
        f.type("J")
        #expect(rows(f, 1) == ["carrot", "cherry", "beet", "pea", "Add item…"], "past carrot, into Veg")
        #expect(f.state.cursor == IndexPath(row: 1, section: 1))
        f.type("K")
        #expect(rows(f, 1) == ["cherry", "carrot", "beet", "pea", "Add item…"], "back up past carrot")
        f.type("uuu")
        #expect(rows(f, 0)[2] == "cherry")
        #expect(f.state.filter != nil, "the filter stays on through it all")
    }

    @Test("While filtered, an added or retyped row stays shown whatever its text")
    func editsStayShown() {
        let f = fixture()
        f.type("/fig")
        f.press(.enter)
        f.type("r")
        f.press(.control("u"))
        f.type("plum")
        f.press(.enter)
        #expect(rows(f, 0)[5] == "plum")
        #expect(shown(f) == ["plum"], "kept: it is the row the user acted on")
        f.type("+kiwi")
        f.press(.enter)
        #expect(shown(f) == ["plum", "kiwi"])
        #expect(f.state.cursor == IndexPath(row: 6, section: 0))
    }

    @Test("A picked-up drag is refused while filtered, with a reason")
    func noPickUpWhileFiltered() {
        let f = fixture()
        f.type("/rr")
        f.press(.enter)
        f.type("e ")
        #expect(f.table.drag == nil)
        #expect(f.state.status?.text.hasPrefix("While filtered, J and K move the row") == true)
    }
}
