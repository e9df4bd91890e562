import TerminalScreen

/// Where a configured key acts: the keys that act everywhere, a list opened for choosing
/// (`--pick`), or one mode.
public enum KeyScope: Hashable, Sendable {
    case everywhere
    case pick
    case mode(InputMode)

    /// The scope a configuration names: `everywhere`, `pick`, or a mode's name (`list`,
    /// `editing`, `text-field`…).
    public init?(configName: String) {
        switch configName {
        case "everywhere": self = .everywhere
        case "pick": self = .pick
        default:
            guard let mode = InputMode.allCases.first(where: { $0.configName == configName }) else { return nil }
            self = .mode(mode)
        }
    }

    /// The scope as a configuration names it.
    public var configName: String {
        switch self {
        case .everywhere: "everywhere"
        case .pick: "pick"
        case let .mode(mode): mode.configName
        }
    }
}

/// The keys as the user configured them: the standard tables of ``KeyMap``, with keys bound
/// anew in some scopes. Dispatch reads the keys from here, and the `?` help is generated
/// from here, so help shows the keys as configured.
public struct KeyBindings: Sendable, Equatable {
    /// A key bound anew.
    public struct Change: Sendable, Equatable {
        public var scope: KeyScope
        public var key: Key
        /// What it does now; nil: nothing (unbound).
        public var intent: Intent?
    }

    /// The standard keys.
    public static let standard = KeyBindings()

    private var tables: [KeyScope: KeyTable] = [:]
    /// The keys bound anew, in the order they were.
    public private(set) var changes: [Change] = []

    /// The standard keys.
    public init() {}

    /// Two are the same when the same keys were bound anew, in the same order.
    public static func == (lhs: KeyBindings, rhs: KeyBindings) -> Bool { lhs.changes == rhs.changes }

    /// The table of `scope`.
    public func table(_ scope: KeyScope) -> KeyTable {
        if let table = tables[scope] { return table }
        switch scope {
        case .everywhere: return KeyMap.everywhere
        case .pick: return KeyMap.pick
        case let .mode(mode): return KeyMap.table(for: mode)
        }
    }

    /// The table that reads keys in `mode`.
    public func table(for mode: InputMode) -> KeyTable { table(.mode(mode)) }

    /// Binds `key` to `intent` in `scope` (nil: the key does nothing there); the key's
    /// standard meaning there goes, the intent's other keys stay.
    public mutating func bind(_ key: Key, to intent: Intent?, in scope: KeyScope) {
        tables[scope] = table(scope).rebinding(key, to: intent)
        changes.append(Change(scope: scope, key: key, intent: intent))
    }
}

extension KeyTable {
    /// This table with `key` taken from its binding and given to `intent`'s (a new binding
    /// when the table has none for it); the labels of the bindings it changes are the keys'
    /// names.
    func rebinding(_ key: Key, to intent: Intent?) -> KeyTable {
        var bindings = self.bindings.map { binding -> KeyBinding in
            guard let index = binding.keys.firstIndex(of: key) else { return binding }
            var keys = binding.keys
            var intents = binding.intents
            keys.remove(at: index)
            if intents.count > 1 { intents.remove(at: index) }
            return KeyBinding(keys, keys.isEmpty ? "—" : Self.label(keys), intents: intents.isEmpty ? binding.intents : intents, binding.help)
        }
        if let intent {
            if let index = bindings.firstIndex(where: { $0.intents == [intent] && !$0.keys.isEmpty }) {
                let keys = bindings[index].keys + [key]
                bindings[index] = KeyBinding(keys, Self.label(keys), intent, bindings[index].help)
            } else {
                bindings.append(KeyBinding([key], key.description, intent, Self.help(for: intent)))
            }
        }
        return KeyTable(mode, title: title, unboundKeys: unboundKeys, bindings, notes: notes)
    }

    private static func label(_ keys: [Key]) -> String { keys.map(\.description).joined(separator: " ") }

    /// What help says `intent` does: its standard binding's words, wherever it is.
    private static func help(for intent: Intent) -> String {
        for table in KeyMap.allTables {
            if let binding = table.bindings.first(where: { $0.intents.contains(intent) }) { return binding.help }
        }
        return intent.configName ?? "\(intent)"
    }
}
