import Testing
import TableKit
import TableTerminal
import SampleList
import TestSupport

@Suite("Frames drawn with the memo (row lines copied from the last frame)")
struct RowLineCacheTests {
    /// The keys of a session: moving, editing mode, deleting, swiping, dragging, adding and
    /// retyping rows (typed letters go into the text field when it is open), undo and redo,
    /// help. Not those that quit, suspend or save.
    static let keys: [Key] = [
        .char("j"), .char("j"), .char("k"), .char("g"), .char("G"), .pageDown, .pageUp,
        .char("e"), .char("d"), .char("d"), .char("h"), .char("l"), .escape, .char("+"), .char("x"),
        .enter, .char("J"), .char("K"), .char(" "), .char("u"), .control("r"), .char("?"), .char("r"),
    ]

    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 23, height: 7)]

    @Test("After every key of a long random session, the frame drawn with the memo is the frame drawn without one",
          arguments: [false, true])
    func memoizedFramesMatchFreshOnes(animations: Bool) {
        let options = ViewOptions(title: "Sample", animations: animations)
        let f = ViewFixture(options: options, size: Self.sizes[0])
        var random = SeededGenerator(seed: animations ? 7 : 3)
        for step in 0..<3000 {
            f.press(Self.keys.randomElement(using: &random)!)
            f.clock.now += Double(Int.random(in: 0..<5, using: &random)) * 0.05
            f.tick()
            if Int.random(in: 0..<50, using: &random) == 0 { f.resize(Self.sizes.randomElement(using: &random)!) }
            let memoized = f.program.render()
            let fresh = ListRenderer.render(
                f.state, table: f.table, options: options, marks: FileMarks(f.host), now: f.clock.now,
                memo: RenderMemo(enabled: false))
            guard memoized == fresh else {
                Issue.record("step \(step): with the memo\n\(numbered(memoized.frame))\nwithout\n\(numbered(fresh.frame))")
                return
            }
        }
    }
}
