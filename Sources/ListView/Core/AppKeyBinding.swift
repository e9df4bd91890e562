import TerminalScreen
import TableKit

/// A key an app binds to an action of its own, in the list and in editing mode, before the
/// view's own keys (so it may take one of theirs): `n` for "new todo", `r` to refresh.
public struct AppKeyBinding {
    /// The key.
    public let key: Key
    /// The key as help shows it.
    public let label: String
    /// What it does, for help.
    public let help: String
    /// Does it: the program gives the table, the cursor and the state. Returns what the
    /// status line should say, if anything; a thrown error's description is shown as one.
    public let action: (ListProgram) throws -> String?

    /// Binds `key` to `action`; `label` defaults to the key's name.
    public init(_ key: Key, label: String? = nil, help: String, action: @escaping (ListProgram) throws -> String?) {
        self.key = key
        self.label = label ?? key.description
        self.help = help
        self.action = action
    }
}

extension ListProgram {
    /// The app's binding for `key`, when the list or editing mode would read it (no field,
    /// question, help or drag is open).
    func appBinding(for key: Key) -> AppKeyBinding? {
        guard !appKeys.isEmpty else { return nil }
        let mode = state.inputMode(table)
        guard mode == .list || mode == .editing else { return nil }
        return appKeys.first { $0.key == key }
    }

    /// Runs an app's action and has the view follow what it did to the table.
    func perform(_ binding: AppKeyBinding) -> [ListEffect] {
        let message: StatusMessage?
        do {
            message = try binding.action(self).map { StatusMessage(text: $0, isError: false) }
        } catch {
            message = StatusMessage(text: "\(error)", isError: true)
        }
        return send(message.map { .notice($0) } ?? .tick)
    }

    /// Has `action` run every `seconds` while the program runs (a live list refreshing its
    /// data, say); the view follows what it does to the table.
    public func every(_ seconds: Double, _ action: @escaping (ListProgram) -> Void) {
        ticker = (seconds, clock() + seconds, action)
    }

    /// When the app's ``every(_:_:)`` action next runs, if it has one.
    var nextTick: Double? { ticker?.next }

    /// Runs the app's periodic action if it is due (a test's clock moved past it); returns
    /// whether it ran.
    @discardableResult
    public func runTickIfDue() -> Bool { tickIfDue() }

    /// Runs the app's periodic action if it is due; returns whether it ran.
    @discardableResult
    func tickIfDue() -> Bool {
        guard let ticker, clock() >= ticker.next else { return false }
        self.ticker?.next = clock() + ticker.interval
        ticker.action(self)
        send(.tick)
        return true
    }
}
