import Testing
import TableKit
import TableTerminal
import SampleList

@Suite("Mouse")
struct MouseTests {
    private func click(_ f: ViewFixture, x: Int, y: Int) {
        f.mouse(.press, x: x, y: y)
        f.mouse(.release, x: x, y: y)
    }

    @Test("Clicking Edit/Done toggles editing; the disabled + does not open Add")
    func buttons() {
        let f = ViewFixture(size: Size(width: 44, height: 16))
        click(f, x: 2, y: 0)
        #expect(f.table.mode == .editing)
        click(f, x: 42, y: 0)
        #expect(f.state.overlay == .none)
        click(f, x: 2, y: 0)
        #expect(f.table.mode == .normal)
        click(f, x: 42, y: 0)
        #expect({ if case .textField(_, .add) = f.state.overlay { true } else { false } }())
    }

    @Test("Dragging ≡ to the empty lines below the list moves the row to the list's end, however far the mouse jumped")
    func dragBelowTheList() {
        let f = ViewFixture(size: Size(width: 44, height: 30))
        f.type("e")
        let handle = f.frame(44, 30).lines[2].count - 1
        let lastSection = f.table.numberOfSections - 1
        let lastRows = f.list.model.sections[lastSection].rows
        f.mouse(.press, x: handle, y: 2)
        #expect(f.table.drag?.source == IndexPath(row: 0, section: 0))
        f.mouse(.drag, x: handle, y: 27)
        f.mouse(.release, x: handle, y: 27)
        let moved = Array(f.list.model.sections[lastSection].rows)
        #expect(moved.count == lastRows.count + 1, "the row went to the last section: \(moved)")
        #expect(moved.contains("Rusty bicycle ($42)"))
        #expect(!f.list.model.sections[0].rows.contains("Rusty bicycle ($42)"))
    }

    @Test("A click outside the open text field keeps it and its text, and says how to close it")
    func clickKeepsTheField() {
        let f = ViewFixture(size: Size(width: 44, height: 16))
        f.type("+Red kite")
        click(f, x: 10, y: 5)
        guard case let .textField(field, .add) = f.state.overlay else {
            Issue.record("the field closed")
            return
        }
        #expect(field.text == "Red kite")
        #expect(f.state.status?.text == "The text field is open: Enter saves, Esc cancels")
        #expect(f.state.cursor == IndexPath(row: 0, section: 0), "the click did not move the cursor")
    }

    @Test("Clicking ⊖ shows Delete; clicking Delete deletes; clicking a row moves the cursor")
    func controls() {
        let f = ViewFixture(size: Size(width: 44, height: 16))
        f.type("e")
        click(f, x: 1, y: 3)
        #expect(f.table.deleteConfirmationIndexPath == IndexPath(row: 1, section: 0))
        click(f, x: 40, y: 3)
        #expect(!f.list.model.sections[0].rows.contains("Shiny laptop ($1,299)"))
        click(f, x: 10, y: 4)
        #expect(f.state.cursor == IndexPath(row: 2, section: 0))
    }

    @Test("Dragging ≡ moves the row under the mouse; release drops it")
    func dragHandle() {
        let f = ViewFixture(size: Size(width: 44, height: 16))
        f.type("e")
        f.mouse(.press, x: 42, y: 2)
        #expect(f.table.drag?.source == IndexPath(row: 0, section: 0))
        f.mouse(.drag, x: 42, y: 4)
        f.mouse(.release, x: 42, y: 4)
        #expect(f.list.model.sections[0].rows[2] == "Rusty bicycle ($42)")
    }

    @Test("The wheel scrolls and keeps the cursor on screen")
    func wheel() {
        let f = ViewFixture(size: Size(width: 44, height: 8))
        f.mouse(.wheelDown, x: 5, y: 3)
        let frame = f.frame(44, 8)
        #expect(frame.lines[1] == " Homepwner", "the section's header stays pinned")
        #expect(frame.lines[2] == "   Fluffy cat ($0)", "three lines down")
        #expect(f.state.cursor == IndexPath(row: 2, section: 0), "the cursor moved onto the screen")
    }
}

@Suite("Animations")
struct AnimationTests {
    private func animated() -> ViewFixture {
        ViewFixture(options: ViewOptions(title: "Sample", animations: true))
    }

    @Test("A delete's content is final at once; the row closing the gap fades in; a key finishes it")
    func fade() {
        let f = animated()
        f.type("jdd")
        #expect(f.state.isAnimating)
        let during = f.frame(44, 12)
        #expect(during.lines[3] == "   Fluffy cat ($0)", "the row below takes the deleted row's place at once")
        #expect(!during.lines.contains { $0.contains("Shiny laptop") }, "the deleted row is gone from the first frame")
        #expect(during.styledRuns.contains { $0.line == 3 && $0.style.dim }, "and the row closing the gap is dim")
        f.clock.now += 0.3
        f.tick()
        #expect(!f.state.isAnimating)
        #expect(!f.frame(44, 12).styledRuns.contains { $0.line == 3 && $0.style.dim })

        f.type("dd")
        #expect(f.state.isAnimating)
        f.type("j")
        #expect(!f.state.isAnimating, "the next key finishes the animation")
        #expect(f.state.cursor == IndexPath(row: 2, section: 0), "and acts at once")
    }

    @Test("A row inserted through ⊕ slides in from the right (the sample inserts with .right); a moved row flashes")
    func slideAndFlash() {
        let f = animated()
        f.type("eG")
        f.press(.enter)
        f.type("Tea")
        f.press(.enter)
        // The new row is just above the insertion row.
        let line = (f.frame(44, 14).lines.firstIndex { $0.hasPrefix(" ⊕ Add item") } ?? 1) - 1
        /// The column where Tea starts on the row's line, if it is shown.
        func column() -> Int? {
            let text = f.frame(44, 14).lines[line]
            return text.range(of: "Tea").map { text.distance(from: text.startIndex, to: $0.lowerBound) }
        }
        #expect(column() == nil, "at first the row is still off to the right")
        f.clock.now += 0.05
        let early = column()
        f.clock.now += 0.05
        let later = column()
        #expect(early != nil && later != nil)
        #expect((early ?? 0) > (later ?? 0), "the text moves left as time passes")
        f.clock.now += 0.1
        f.tick()
        #expect(f.frame(44, 14).lines[line].hasPrefix(" ⊖ Tea"))

        f.type("gJ")
        #expect(f.frame(44, 14).styledRuns.contains { $0.line == 3 && $0.style == Style(bold: true, reverse: true) })
        f.clock.now += 0.4
        f.tick()
        #expect(!f.state.isAnimating)
    }

    @Test("Editing mode entered with animation fades its controls in; without animation they simply appear")
    func controlsFadeIn() {
        let f = animated()
        f.type("e")
        #expect(f.frame(44, 12).styledRuns.contains { $0.line == 2 && $0.text == "⊖" && $0.style.dim }, "dim at first")
        f.clock.now += 0.3
        f.tick()
        #expect(f.frame(44, 12).styledRuns.contains { $0.line == 2 && $0.text == "⊖" && !$0.style.dim })
        let still = ViewFixture()
        still.type("e")
        #expect(!still.state.isAnimating, "setEditing(_:animated: false) shows none")
        #expect(still.frame(44, 12).styledRuns.contains { $0.line == 2 && $0.text == "⊖" && !$0.style.dim })
    }

    @Test("--no-animation: nothing fades, slides or flashes")
    func off() {
        let f = ViewFixture()
        f.type("jdd+x")
        f.press(.enter)
        #expect(!f.state.isAnimating)
    }
}

@Suite("SGR mouse reports")
struct SGRMouseReportTests {
    @Test("Press, release, drag and wheel, at columns past 223; other buttons and malformed reports mean nothing")
    func decoding() {
        #expect(MouseEvent(sgrReport: "0;246;3M") == MouseEvent(.press, at: Point(x: 245, y: 2)))
        #expect(MouseEvent(sgrReport: "0;246;3m") == MouseEvent(.release, at: Point(x: 245, y: 2)))
        #expect(MouseEvent(sgrReport: "32;300;10M") == MouseEvent(.drag, at: Point(x: 299, y: 9)))
        #expect(MouseEvent(sgrReport: "64;5;5M") == MouseEvent(.wheelUp, at: Point(x: 4, y: 4)))
        #expect(MouseEvent(sgrReport: "65;5;5M") == MouseEvent(.wheelDown, at: Point(x: 4, y: 4)))
        #expect(MouseEvent(sgrReport: "2;5;5M") == nil, "the right button")
        #expect(MouseEvent(sgrReport: "0;5M") == nil)
        #expect(MouseEvent(sgrReport: "0;0;5M") == nil, "columns count from 1")
        #expect(MouseEvent(sgrReport: "0;5;5") == nil)
    }
}
