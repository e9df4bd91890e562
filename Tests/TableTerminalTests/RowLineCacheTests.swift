import Testing
import TableKit
import TableTerminal
import SampleList

@Suite("Rows copied from the last frame")
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

    @Test("After every key of a long random session, the frame with copied rows is the frame drawn afresh",
          arguments: [false, true])
    func copiedRowsMatchFreshOnes(animations: Bool) {
        let fixture = ViewFixture(options: ViewOptions(title: "Sample", animations: animations))
        let controller = fixture.controller
        // A fixed-seed linear congruential generator: the same session on every run.
        var state: UInt64 = animations ? 7 : 3
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var size = Self.sizes[0]
        for step in 0..<3000 {
            _ = controller.handle(Self.keys[next(Self.keys.count)])
            fixture.clock.now += Double(next(5)) * 0.05
            controller.tick()
            if next(50) == 0 { size = Self.sizes[next(Self.sizes.count)] }
            let copied = controller.render(size: size)
            // Setting the options forgets every row drawn so far.
            let options = controller.options
            controller.options = options
            let fresh = controller.render(size: size)
            guard copied.frame == fresh.frame, copied.cursor == fresh.cursor else {
                Issue.record("step \(step): copied\n\(copied.frame.lines.joined(separator: "\n"))\nfresh\n\(fresh.frame.lines.joined(separator: "\n"))")
                return
            }
        }
    }
}
