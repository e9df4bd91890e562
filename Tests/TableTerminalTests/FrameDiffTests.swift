import Testing
import TableTerminal

/// The frame diff, which the curses terminal only carries out: scrolls for lines that moved,
/// and runs of one style over the changed columns of each changed line.
@Suite("Frame diffs")
struct FrameDiffTests {
    private static let bold = Style(bold: true)

    /// A frame of `lines`, `width` columns wide, each line's `*`s bold.
    static func frame(_ lines: [String], width: Int = 6) -> Frame {
        var frame = Frame(size: Size(width: width, height: lines.count))
        for (y, line) in lines.enumerated() {
            for (x, character) in line.enumerated() {
                frame.draw(String(character), x: x, y: y, style: character == "*" ? bold : .plain)
            }
        }
        return frame
    }

    @Test("Nothing known of the screen: every line drawn whole, a run per style")
    func fromNothing() {
        let diff = FrameDiff(from: nil, to: Self.frame(["ab**cd", "abcdef"]))
        #expect(diff.operations == [
            .draw(line: 0, columns: 0..<2, style: .plain), .draw(line: 0, columns: 2..<4, style: Self.bold),
            .draw(line: 0, columns: 4..<6, style: .plain), .draw(line: 1, columns: 0..<6, style: .plain),
        ])
    }

    @Test("The same frame: nothing to do; a frame of another size: everything")
    func sameAndResized() {
        #expect(FrameDiff(from: Self.frame(["ab", "cd"]), to: Self.frame(["ab", "cd"])).operations.isEmpty)
        #expect(FrameDiff(from: Self.frame(["ab"], width: 4), to: Self.frame(["ab"])).operations.count == 1)
    }

    @Test("A cursor moved down: two lines change, only their changed columns are drawn")
    func cursorMove() {
        let diff = FrameDiff(from: Self.frame(["**one ", "  two "]), to: Self.frame(["  one ", "**two "]))
        #expect(diff.operations == [
            .draw(line: 0, columns: 0..<2, style: .plain), .draw(line: 1, columns: 0..<2, style: Self.bold),
        ])
    }

    @Test("A row deleted: the rows below scroll up one line, and only the line left empty is drawn")
    func deletion() {
        let diff = FrameDiff(
            from: Self.frame(["bar", "a", "b", "c", "d", "e", "1/5"]),
            to: Self.frame(["bar", "a", "c", "d", "e", "f", "1/4"]))
        #expect(diff.operations == [
            .scroll(region: 2...5, offset: 1), .draw(line: 5, columns: 0..<6, style: .plain),
            .draw(line: 6, columns: 2..<3, style: .plain),
        ])
    }

    @Test("A wide character's change draws both its columns, in either frame")
    func wideCharacters() {
        _ = TestLocale.ready
        var before = Frame(size: Size(width: 6, height: 1))
        before.draw("ab界d", x: 0, y: 0, style: .plain)
        var after = Frame(size: Size(width: 6, height: 1))
        after.draw("abxyd", x: 0, y: 0, style: .plain)
        #expect(FrameDiff(from: before, to: after).operations == [.draw(line: 0, columns: 2..<4, style: .plain)])
    }
}
