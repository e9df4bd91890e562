import Testing
import TableKit
import TableTerminal
import TestSupport

/// The view no longer takes the table's observer: an app keeps its own, and both follow
/// every update.
@Suite("The app's own table observer")
struct AppObserverTests {
    private final class Recorder: TableObserver {
        var updates: [TableUpdate] = []
        func table(_ table: Table, didApply update: TableUpdate) { updates.append(update) }
    }

    @Test("An app's observer, set before the view starts, hears a delete made with keys; the view follows it too")
    func appObserverAndView() {
        let recorder = Recorder()
        let f = ViewFixture()
        f.table.observer = recorder
        f.type("dd")
        #expect(recorder.updates.count == 1, "the app's observer is still the table's")
        #expect(f.table.observer === recorder)
        #expect(f.state.cursor == IndexPath(row: 0, section: 0))
        #expect(f.list.model.sections[0].rows.count == 4)
    }
}

/// `+` is shown only when something can be added.
@Suite("The Add button")
struct AddButtonTests {
    @Test("A data source that takes no typed rows shows no +, and a click where it would be does nothing; the sample shows it")
    func addShownOnlyWhenRowsCanBeAdded() {
        _ = TestLocale.ready
        let model = CountsDataSource([3])
        let table = Table(dataSource: model)
        let program = ListProgram(table: table, options: ViewOptions(title: "counts", animations: false), host: nil,
                                  size: Size(width: 30, height: 8), clock: { 0 })
        let top = program.render().frame.lines[0]
        #expect(!top.contains("+"), "\(top)")
        program.send(.mouse(MouseEvent(.click, at: Point(x: 28, y: 0))))
        #expect(program.state.overlay == .none, "nothing opened")
        #expect(program.state.status == nil || program.state.status?.text.contains("cannot be edited") == false)

        let sample = ViewFixture(size: Size(width: 30, height: 8))
        #expect(sample.program.render().frame.lines[0].hasSuffix(" +"))
    }
}
