import Testing
import TableKit
import TableTerminal
import SampleList

/// Each widget draws into the rectangle the layout gives it and nowhere else, and the top
/// bar, the body and the status bar share the screen between them, in every mode.
@Suite struct WidgetAreaTests {
    /// A cell no widget draws: what is still there after a widget drew was outside its area.
    static let untouched = Cell(text: "¤", style: Style(foreground: .magenta))

    /// The fixture brought into each state worth checking, with a name for the failures.
    static func states() -> [(name: String, fixture: ViewFixture)] {
        func fixture(_ name: String, size: Size = Size(width: 44, height: 14), _ steps: (ViewFixture) -> Void) -> (String, ViewFixture) {
            let fixture = ViewFixture.fruitAndVeg()
            fixture.resize(size)
            steps(fixture)
            return (name, fixture)
        }
        return [
            fixture("list") { _ in },
            fixture("editing") { $0.type("e") },
            fixture("delete button") { $0.type("ejd") },
            fixture("moving") { $0.type("ejm") },
            fixture("help") { $0.type("?") },
            fixture("help, short screen", size: Size(width: 30, height: 4)) { $0.type("?") },
            fixture("retyping a row") { $0.type("jc") },
            fixture("adding at the bottom") { $0.type("Ga") },
            fixture("command line") { $0.type(":wq") },
            fixture("filter") { $0.type("/an") },
            fixture("quit question") { $0.host.hasUnsavedChanges = true; $0.type("q") },
            fixture("long message", size: Size(width: 24, height: 10)) {
                $0.program.show(StatusMessage(text: "A message far too long for one status line of a narrow screen", isError: true))
            },
            fixture("narrow", size: Size(width: 9, height: 5)) { $0.type("e") },
        ]
    }

    @Test func eachWidgetDrawsOnlyInsideItsArea() {
        for (name, fixture) in Self.states() {
            let program = fixture.program
            let widgets = ListRenderer.widgets(
                program.state, table: program.table, options: program.options, marks: FileMarks(fixture.host),
                now: fixture.clock.now, memo: RenderMemo(enabled: false))
            #expect(widgets.count >= 3, "\(name): \(widgets.count) widgets")
            for placed in widgets {
                var frame = Self.filled(program.state.size)
                _ = placed.widget.draw(in: placed.area, on: &frame)
                let outside = Self.cells(of: frame.size).filter { !placed.area.contains($0) && frame[$0.x, $0.y] != Self.untouched }
                #expect(outside.isEmpty, "\(name): \(type(of: placed.widget)) drew outside \(placed.area) at \(outside.prefix(3))")
                let inside = Self.cells(of: frame.size).filter { placed.area.contains($0) && frame[$0.x, $0.y] != Self.untouched }
                #expect(!inside.isEmpty || placed.area.isEmpty, "\(name): \(type(of: placed.widget)) drew nothing")
            }
        }
    }

    @Test func barsAndBodyShareTheScreen() {
        for (name, fixture) in Self.states() {
            let program = fixture.program
            let areas = ListRenderer.widgets(
                program.state, table: program.table, options: program.options, marks: FileMarks(fixture.host),
                now: fixture.clock.now, memo: RenderMemo(enabled: false)
            ).filter { !$0.isOverlay }.map(\.area)
            let size = program.state.size
            for point in Self.cells(of: size) {
                #expect(areas.filter { $0.contains(point) }.count == 1, "\(name): \(point) is in \(areas.filter { $0.contains(point) })")
            }
        }
    }

    @Test func widgetsDrawWhatTheWholeFrameShows() {
        for (name, fixture) in Self.states() {
            let program = fixture.program
            let rendered = program.render().frame
            var composed = Self.filled(program.state.size)
            for placed in ListRenderer.widgets(
                program.state, table: program.table, options: program.options, marks: FileMarks(fixture.host),
                now: fixture.clock.now, memo: RenderMemo(enabled: false)) {
                _ = placed.widget.draw(in: placed.area, on: &composed)
            }
            // A widget leaves alone the cells it does not need; the frame has them blank.
            let leftAlone = Self.cells(of: composed.size).filter { composed[$0.x, $0.y] == Self.untouched }
            for point in leftAlone { #expect(rendered[point.x, point.y] == .blank, "\(name): \(point)") }
            let drawn = Self.cells(of: composed.size).filter { composed[$0.x, $0.y] != Self.untouched }
            #expect(drawn.allSatisfy { composed[$0.x, $0.y] == rendered[$0.x, $0.y] }, "\(name): composed frame differs")
        }
    }

    static func filled(_ size: Size) -> Frame {
        var frame = Frame(size: size)
        for y in 0..<size.height {
            frame.draw(String(repeating: "¤", count: size.width), x: 0, y: y, style: untouched.style)
        }
        return frame
    }

    static func cells(of size: Size) -> [Point] {
        (0..<size.height).flatMap { y in (0..<size.width).map { Point(x: $0, y: y) } }
    }
}
