import TableKit
import TableTerminal
import SampleList

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

    func save(as fileName: String?, overwriting: Bool) throws -> String {
        if let failure { throw failure }
        saves.append(fileName)
        hasUnsavedChanges = false
        return "Saved"
    }
}

/// The sample list in a controller, with a fake clock; keeps everything the table holds
/// weakly alive.
final class ViewFixture {
    let list: SampleList
    let table: Table
    let host = RecordingHost()
    let clock = FakeClock()
    let controller: ListController

    init(list: SampleList = SampleList(), options: ViewOptions = ViewOptions(title: "Sample", animations: false)) {
        _ = TestLocale.ready
        self.list = list
        table = Table(dataSource: list, delegate: list)
        let clock = self.clock
        controller = ListController(table: table, options: options, host: host, clock: { clock.now })
    }

    /// Presses keys: each character of `typed` as a character key.
    @discardableResult
    func type(_ typed: String) -> ControllerAction {
        var last = ControllerAction.continue
        for c in typed { last = controller.handle(.character(c)) }
        return last
    }

    @discardableResult
    func press(_ keys: Key...) -> ControllerAction {
        var last = ControllerAction.continue
        for key in keys { last = controller.handle(key) }
        return last
    }

    /// The frame for a screen of `width` × `height`.
    func frame(_ width: Int = 60, _ height: Int = 20) -> Frame {
        controller.render(size: Size(width: width, height: height)).frame
    }

    /// A frame as a test failure shows it: numbered lines between bars.
    func show(_ width: Int = 60, _ height: Int = 20) -> String {
        let frame = frame(width, height)
        return frame.lines.enumerated().map { String(format2: $0) + "|" + $1 }.joined(separator: "\n")
    }
}

extension String {
    init(format2 n: Int) { self = n < 10 ? " \(n)" : "\(n)" }
}
