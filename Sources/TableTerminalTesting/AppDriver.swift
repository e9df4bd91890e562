import TableKit
import TableTerminal

/// Drives a ``TableApp`` in a test, as a user would, with no terminal: keys go through the
/// run loop's dispatch (so saving, quitting and the app's own keys act as in the app), time
/// moves only when the test moves it, and ``screen`` is the frame the app would show.
///
/// ```swift
/// let driver = AppDriver(app, size: Size(width: 40, height: 8))
/// driver.press("dd")
/// expectScreen(driver, """
///      Edit                 Todo                 +
///        Water the plants
///     """)
/// ```
public final class AppDriver {
    /// The program the app runs.
    public let program: ListProgram
    /// The terminal its effects go to (the bell, suspending, redrawing).
    public let terminal: MemoryTerminal
    /// The clock the app reads.
    public let clock: TestClock
    /// How the app ended, once it has.
    public private(set) var outcome: RunOutcome?

    /// Starts `app` on a screen of `size`, with time standing at `clock`.
    public init(_ app: TableApp, size: Size = Size(width: 60, height: 16), clock: TestClock = TestClock()) {
        self.clock = clock
        terminal = MemoryTerminal(size: size)
        program = app.program(size: size, clock: { clock.now })
        outcome = RunLoop.dispatch(.resize(size), to: program, on: terminal)
    }

    /// The table the app shows.
    public var table: Table { program.table }

    /// Presses the keys `script` spells (see ``keys(_:)``), one after another, as long as
    /// the app runs; returns how it ended, if it did.
    @discardableResult
    public func press(_ script: String) -> RunOutcome? {
        for key in keys(script) where outcome == nil {
            outcome = RunLoop.dispatch(.key(key), to: program, on: terminal)
        }
        return outcome
    }

    /// Lets `seconds` pass: animations move on, and the app's periodic action runs when due.
    public func advance(by seconds: Double) {
        clock.advance(by: seconds)
        program.send(.tick)
        program.runTickIfDue()
    }

    /// The screen as it would be shown now, a line per screen line, trailing spaces removed.
    public var screen: [String] { program.render().frame.lines }

    /// The screen numbered, as a failure shows it.
    public var numberedScreen: String {
        screen.enumerated().map { ($0 < 10 ? " \($0)" : "\($0)") + "|" + $1 }.joined(separator: "\n")
    }
}

/// A clock that stands still until a test moves it.
public final class TestClock: @unchecked Sendable {
    /// Seconds.
    public var now: Double

    /// A clock at `now`.
    public init(now: Double = 100) { self.now = now }

    /// Moves the clock on.
    public func advance(by seconds: Double) { now += seconds }
}
