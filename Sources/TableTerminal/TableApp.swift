import ListView
import TerminalText
import TerminalScreen
import TableKit
import LibC

/// A list app on the terminal: a TableKit `Table` shown with UIKit's editing mode, the keys the app
/// adds, and, if it has one, a host that saves. Everything else (the locale, the clock, the
/// terminal and restoring it) is done by ``run()``.
///
/// ```swift
/// let app = TableApp(table: table, title: "Todo")
/// app.bind(.character("n"), help: "a new todo") { program in … }
/// let outcome = try app.run()
/// ```
public final class TableApp {
    /// The table shown (its data source and delegate are the caller's to keep alive).
    public let table: Table
    /// How the view looks; `run()` turns colours off for `NO_COLOR` or a terminal without
    /// them, and uses ASCII symbols when the locale is not UTF-8.
    public var options: ViewOptions
    /// Saving and quitting questions, if the list is saved somewhere.
    public weak var host: (any ListHost)?
    /// The app's keys, in the order bound.
    public private(set) var keys: [AppKeyBinding] = []
    private var ticker: (seconds: Double, action: (ListProgram) -> Void)?

    /// An app showing `table` under `title`.
    public init(table: Table, title: String = "", host: (any ListHost)? = nil) {
        self.table = table
        options = ViewOptions(title: title)
        self.host = host
    }

    /// Binds `key` to an action of the app's, before the view's own keys (in the list and in
    /// editing mode); `?` help lists it first. The action returns what the status line
    /// should say, if anything.
    public func bind(_ key: Key, label: String? = nil, help: String, action: @escaping (ListProgram) throws -> String?) {
        keys.append(AppKeyBinding(key, label: label, help: help, action: action))
    }

    /// Runs `action` every `seconds` while the app runs (a live list refreshing its data);
    /// the view follows what it does to the table.
    public func every(_ seconds: Double, _ action: @escaping (ListProgram) -> Void) {
        ticker = (seconds, action)
    }

    /// Opens the terminal (on `/dev/tty`, so standard input and output stay free), runs the
    /// app until the user leaves or a signal arrives, and restores the terminal.
    /// - Returns: how it ended: `.exit(.quit)` for `q`, `.exit(.abort)` for Ctrl-C, or the
    ///   signal that stopped it (the caller may then end the process by it).
    /// - Throws: ``TerminalUnavailable`` when there is no usable terminal.
    public func run() throws -> RunOutcome {
        let utf8 = DisplayWidth.prepareLocale()
        var options = options
        if !utf8 { options.glyphs = .ascii }
        if let noColor = getenvString("NO_COLOR"), !noColor.isEmpty { options.theme = options.monochromeTheme }
        let terminal = try CursesTerminal(mouse: options.usesMouse)
        defer { terminal.close() }
        if !terminal.supportsColor { options.theme = options.monochromeTheme }
        return run(on: terminal, options: options, clock: TerminalClock.seconds)
    }

    /// Runs the app on `terminal` with `clock` (seconds): what tests do, with a
    /// ``MemoryTerminal`` and a clock of their own.
    public func run(on terminal: some Terminal, clock: @escaping () -> Double) -> RunOutcome {
        run(on: terminal, options: options, clock: clock)
    }

    private func run(on terminal: some Terminal, options: ViewOptions, clock: @escaping () -> Double) -> RunOutcome {
        let program = program(size: terminal.size, options: options, clock: clock)
        return RunLoop.run(program, on: terminal)
    }

    /// The program `run` drives, for a screen of `size`: for tests that step it themselves.
    public func program(size: Size, clock: @escaping () -> Double) -> ListProgram {
        program(size: size, options: options, clock: clock)
    }

    private func program(size: Size, options: ViewOptions, clock: @escaping () -> Double) -> ListProgram {
        let program = ListProgram(table: table, options: options, host: host, size: size, clock: clock)
        program.appKeys = keys
        program.previewRunner = ProcessPreviewRunner()
        if let ticker { program.every(ticker.seconds, ticker.action) }
        return program
    }
}

/// The value of an environment variable, if it is set.
private func getenvString(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
