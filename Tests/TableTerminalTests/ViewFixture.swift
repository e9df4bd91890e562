import TableKit
import TableTerminal
import SampleList
import ListEditApp

/// The character type is set once for the whole test process (`setlocale` is not
/// thread-safe), to C.UTF-8, so that widths are the same on every machine.
enum TestLocale {
    static let ready: Bool = DisplayWidth.prepareLocale(fromEnvironment: false)
}

/// Time that only moves when a test moves it.
final class FakeClock {
    var now = 100.0
}

/// A host that records saves.
final class RecordingHost: ListHost {
    var hasUnsavedChanges = false
    var needsFileName = false
    var quitWritesOutput = false
    var saves: [String?] = []
    var failure: (any Error)?
    /// How many times the program said it was about to stop itself.
    var suspensionsPrepared = 0

    func willSuspend() { suspensionsPrepared += 1 }

    func save(as fileName: String?, overwriting: Bool) throws -> String {
        if let failure { throw failure }
        saves.append(fileName)
        hasUnsavedChanges = false
        return "Saved"
    }
}

/// The sample list in a program on an in-memory terminal, with a fake clock: keys go
/// through the run loop's dispatch, so their effects (saving, suspending) are performed as
/// in the app. Keeps everything the table holds weakly alive.
final class ViewFixture {
    let list: SampleList
    /// The table's delegate when it is not the list.
    let delegate: (any TableDelegate)?
    let table: Table
    let host = RecordingHost()
    let clock = FakeClock()
    let program: ListProgram
    let terminal: MemoryTerminal

    init(
        list: SampleList = SampleList(), options: ViewOptions = ViewOptions(title: "Sample", animations: false),
        size: Size = Size(width: 60, height: 20), memo: RenderMemo = RenderMemo(), delegate: (any TableDelegate)? = nil
    ) {
        _ = TestLocale.ready
        self.list = list
        self.delegate = delegate
        table = Table(dataSource: list, delegate: delegate ?? list)
        let clock = self.clock
        program = ListProgram(table: table, options: options, host: host, size: size, memo: memo, clock: { clock.now })
        terminal = MemoryTerminal(size: size)
    }

    /// The view's state.
    var state: ListState { program.state }

    /// Sends an event and performs its effects; returns how the run ended, if it did.
    @discardableResult
    func send(_ event: ListEvent) -> RunOutcome? {
        RunLoop.dispatch(event, to: program, on: terminal)
    }

    /// Presses each character of `typed` as a key; returns how the run ended, if it did.
    @discardableResult
    func type(_ typed: String) -> RunOutcome? {
        var outcome: RunOutcome?
        for c in typed { outcome = send(.key(.character(c))) ?? outcome }
        return outcome
    }

    @discardableResult
    func press(_ keys: Key...) -> RunOutcome? {
        var outcome: RunOutcome?
        for key in keys { outcome = send(.key(key)) ?? outcome }
        return outcome
    }

    /// A mouse event at column `x` of line `y`.
    func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int) {
        send(.mouse(MouseEvent(kind, at: Point(x: x, y: y))))
    }

    /// The terminal becomes `width` × `height`.
    func resize(_ width: Int, _ height: Int) {
        resize(Size(width: width, height: height))
    }

    /// The terminal becomes `size`.
    func resize(_ size: Size) {
        if state.size != size { send(.resize(size)) }
    }

    /// Time passes: animations move on.
    func tick() { send(.tick) }

    /// The frame on a screen of `width` × `height` (resizing to it first, if need be).
    func frame(_ width: Int = 60, _ height: Int = 20) -> Frame {
        rendered(width, height).frame
    }

    /// The frame and the terminal's cursor on a screen of `width` × `height`.
    func rendered(_ width: Int = 60, _ height: Int = 20) -> RenderedFrame {
        resize(width, height)
        return program.render()
    }
}

extension ViewFixture {
    /// Fruit: apple, banana, cherry, date, elderberry, fig and a last row that stays last
    /// ("end of fruit"); Veg: carrot, beet, pea, Add item…; on a 44×14 screen.
    static func fruitAndVeg() -> ViewFixture {
        ViewFixture(list: SampleList(sections: [
            TableSection(header: "Fruit", rows: ["apple", "banana", "cherry", "date", "elderberry", "fig", "end of fruit"]),
            TableSection(header: "Veg", rows: ["carrot", "beet", "pea", "Add item…"]),
        ]), size: Size(width: 44, height: 14))
    }

    /// The rows of the list's section `section`.
    func rows(_ section: Int) -> [String] { Array(list.model.sections[section].rows) }
}
