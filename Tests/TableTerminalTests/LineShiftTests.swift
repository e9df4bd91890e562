import Testing
import TableTerminal

@Suite("Line shifts between frames")
struct LineShiftTests {
    /// A frame of one-word lines, four columns wide.
    static func frame(_ lines: [String]) -> Frame {
        var frame = Frame(size: Size(width: 4, height: lines.count))
        for (y, line) in lines.enumerated() { frame.draw(line, x: 0, y: y, style: .plain) }
        return frame
    }

    @Test("A scroll by one line: every line but the last came from the line below")
    func scrollDown() {
        let shift = LineShift.find(from: Self.frame(["a", "b", "c", "d", "e"]), to: Self.frame(["b", "c", "d", "e", "f"]))
        #expect(shift == LineShift(lines: 0...3, offset: 1))
        #expect(shift?.region == 0...4)
        #expect(shift?.vacatedLine == 4)
    }

    @Test("A row deleted in the middle: the rows below close up; the top bar and status line stay")
    func deletion() {
        let shift = LineShift.find(
            from: Self.frame(["bar", "a", "b", "c", "d", "e", "1/5"]),
            to: Self.frame(["bar", "a", "c", "d", "e", "f", "1/4"]))
        #expect(shift == LineShift(lines: 2...4, offset: 1))
        #expect(shift?.region == 2...5)
        #expect(shift?.vacatedLine == 5)
    }

    @Test("A row inserted: the rows below open up, each from the line above")
    func insertion() {
        let shift = LineShift.find(from: Self.frame(["a", "b", "c", "d", "e"]), to: Self.frame(["a", "x", "b", "c", "d"]))
        #expect(shift == LineShift(lines: 2...4, offset: -1))
        #expect(shift?.region == 1...4)
        #expect(shift?.vacatedLine == 1)
    }

    @Test("The longest run wins when lines moved both ways")
    func longestRun() {
        let shift = LineShift.find(
            from: Self.frame(["a", "b", "c", "d", "e", "f", "g", "h"]),
            to: Self.frame(["b", "c", "x", "c", "d", "e", "f", "h"]))
        #expect(shift == LineShift(lines: 3...6, offset: -1))
    }

    @Test("No shift for a cursor move, a single moved line, or frames that are the same")
    func none() {
        #expect(LineShift.find(from: Self.frame(["a", "b", "c"]), to: Self.frame(["a", "B", "c"])) == nil)
        #expect(LineShift.find(from: Self.frame(["a", "b", "c"]), to: Self.frame(["b", "x", "y"])) == nil)
        #expect(LineShift.find(from: Self.frame(["a", "b", "c"]), to: Self.frame(["a", "b", "c"])) == nil)
    }

    @Test("Lines that did not change are not moved, even where they equal their neighbour")
    func unchangedLinesStay() {
        // The blank lines below the list equal each other, but stayed where they were.
        let shift = LineShift.find(from: Self.frame(["a", "b", "c", "", ""]), to: Self.frame(["b", "c", "", "", ""]))
        #expect(shift == LineShift(lines: 0...2, offset: 1))
    }
}
