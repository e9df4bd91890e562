import Testing
import TableKit
import TableTerminal

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
