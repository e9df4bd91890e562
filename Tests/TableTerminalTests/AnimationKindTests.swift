import Testing
import TableKit
import TableTerminal
import SampleList
import TestSupport

/// Each of UIKit's row animations as the view plays it, pinned mid-animation: an update's
/// `RowAnimation` decides how its rows arrive.
@Suite("Row animations by kind")
struct AnimationKindTests {
    static let text = "A lamp with a long brass neck"

    /// The sample with "A lamp…" inserted as row 1 of Homepwner with `animation`, followed by
    /// the view at t = 100, drawn at t = 100.0625 (a time exact in binary).
    private func midInsert(_ animation: RowAnimation) -> (frame: Frame, fixture: ViewFixture) {
        let f = ViewFixture(options: ViewOptions(title: "Sample", animations: true), size: Size(width: 44, height: 12))
        _ = try? f.table.edit(of: f.list) { $0.insertRow(Self.text, at: ip(1), with: animation) }
        f.tick()  // the view follows the update at t = 100
        f.clock.now += 0.0625
        return (f.frame(44, 12), f)
    }

    @Test(".fade: the row is dim, then plain")
    func fade() {
        let (frame, f) = midInsert(.fade)
        expectLine(frame, 3, "   " + Self.text)
        #expect(frame.styledRuns.contains { $0.line == 3 && $0.style.dim })
        f.clock.now += 0.3
        #expect(!f.frame(44, 12).styledRuns.contains { $0.line == 3 && $0.style.dim })
    }

    @Test(".right: the text slides in from the right edge")
    func right() {
        expectLine(midInsert(.right).frame, 3, String(repeating: " ", count: 26) + "A lamp with a lo…")
    }

    @Test(".left: the text slides in from the left edge, its start still hidden")
    func left() {
        expectLine(midInsert(.left).frame, 3, "   s neck")
    }

    @Test(".top, .bottom, .middle: a bar in that part of the line, then the text")
    func reveals() {
        for (animation, bar) in [(RowAnimation.top, "▀"), (.bottom, "▄"), (.middle, "─")] {
            let (frame, f) = midInsert(animation)
            expectLine(frame, 3, "   " + String(repeating: bar, count: 40))
            f.clock.now += 0.05  // past half the reveal
            expectLine(f.frame(44, 12), 3, "   " + Self.text)
        }
    }

    @Test(".none: no animation at all; .automatic: the view picks a fade")
    func noneAndAutomatic() {
        let (plain, f) = midInsert(.none)
        expectLine(plain, 3, "   " + Self.text)
        #expect(!f.state.isAnimating)
        let (automatic, _) = midInsert(.automatic)
        #expect(automatic.styledRuns.contains { $0.line == 3 && $0.style.dim })
    }

    @Test("A delete's kind is played by the row that closes its gap: .top reveals it")
    func deleteKind() {
        let f = ViewFixture(options: ViewOptions(title: "Sample", animations: true), size: Size(width: 44, height: 12))
        _ = try? f.table.edit(of: f.list) { $0.deleteRows(at: [ip(1)], with: .top) }
        f.tick()
        f.clock.now += 0.0625
        let frame = f.frame(44, 12)
        #expect(!frame.lines.contains { $0.contains("Shiny laptop") }, "the deleted row is gone at once")
        expectLine(frame, 3, "   " + String(repeating: "▀", count: 40))
        f.clock.now += 0.05
        expectLine(f.frame(44, 12), 3, "   Fluffy cat ($0)")
    }

    @Test("The view's next change is when the frame would look different: a fade's end, a reveal's half and end, a slide's next step")
    func nextChange() throws {
        // A fade and a reveal look the same until a set moment (a slide moves all the time).
        for animation in [RowAnimation.fade, .top] {
            let (frame, f) = midInsert(animation)
            let now = f.clock.now
            let change = try #require(f.state.nextFrameChange(after: now), "\(animation) animates")
            #expect(change > now)
            f.clock.now = change - 0.001
            #expect(f.frame(44, 12) == frame, "\(animation): nothing changes before then")
            f.clock.now = change
            #expect(f.frame(44, 12) != frame, "\(animation): something does at that moment")
        }
        let (_, fade) = midInsert(.fade)
        #expect(fade.state.nextFrameChange(after: fade.clock.now) == 100.25, "a fade looks the same for its quarter second")
        let (_, slide) = midInsert(.right)
        #expect(slide.state.nextFrameChange(after: slide.clock.now) == 100.0625 + 0.03, "a slide moves every frame interval")
        let (_, still) = midInsert(.none)
        #expect(still.state.nextFrameChange(after: still.clock.now) == nil)
    }
}
