import TerminalScreen
/// Which key table reads the next key: the view's mode, from what it shows.
public enum InputMode: String, CaseIterable, Hashable, Sendable {
    /// The list in normal mode.
    case list
    /// The list in editing mode.
    case editing
    /// A row's Delete button is showing (editing mode or swipe-to-delete).
    case deleteButton
    /// A row's swipe actions are showing as buttons (other than the lone Delete button).
    case rowActions
    /// Rows are selected (checked with `v` or `V`).
    case selection
    /// `Delete N rows` asks before deleting the selected rows.
    case deleteSelection
    /// A row is picked up and follows `j`/`k`.
    case drag
    /// The modal text field is open.
    case textField
    /// A question waits on the status line.
    case prompt
    /// The help overlay is open.
    case help
    /// `Z` was pressed: `ZZ` saves and quits, `ZQ` quits without saving.
    case zPrefix
    /// `y` was pressed: `yy` yanks the row.
    case yPrefix
    /// `>` was pressed: `>>` indents the row.
    case indentPrefix
    /// `<` was pressed: `<<` outdents the row.
    case outdentPrefix
    /// `g` went to the first row (or the counted one): a second `g` stays there (`12gg`).
    case gPrefix
    /// `z` was pressed: `za` `zo` `zc` `zR` `zM` fold and unfold.
    case foldPrefix

    /// Whether this is a first key waiting for its second (`Z`, `y`, `g`).
    var isKeyPrefix: Bool { [.zPrefix, .yPrefix, .gPrefix, .indentPrefix, .outdentPrefix, .foldPrefix].contains(self) }

    /// How the status line shows the first key, as vim's `showcmd`.
    var prefixLabel: String? {
        switch self {
        case .zPrefix: "Z"
        case .yPrefix: "y"
        case .indentPrefix: ">"
        case .outdentPrefix: "<"
        case .foldPrefix: "z"
        case .gPrefix: nil
        default: nil
        }
    }
}

/// One key binding: the keys, how help names them, the intent and what help says it does.
public struct KeyBinding: Sendable {
    /// The keys that trigger the intent.
    public let keys: [Key]
    /// How help names them: `j ↓`.
    public let label: String
    /// The intent of each key, in the order of `keys` (one for all of them, usually).
    public let intents: [Intent]
    /// What it does, for help.
    public let help: String

    /// The intent of the first key.
    public var intent: Intent { intents[0] }

    /// Creates a binding whose keys all trigger `intent`.
    public init(_ keys: [Key], _ label: String, _ intent: Intent, _ help: String) {
        self.init(keys, label, intents: [intent], help)
    }

    /// Creates a binding whose keys trigger one intent each (the digits of a count), or all
    /// the one intent given.
    public init(_ keys: [Key], _ label: String, intents: [Intent], _ help: String) {
        precondition(intents.count == 1 || intents.count == keys.count, "one intent, or one per key")
        self.keys = keys
        self.label = label
        self.intents = intents
        self.help = help
    }

    /// The intent `key` (one of ``keys``) triggers.
    public func intent(of index: Int) -> Intent { intents.count == 1 ? intents[0] : intents[index] }
}

/// What a key that is not in a mode's table does there.
public enum UnboundKeys: Hashable, Sendable {
    /// Nothing; the terminal's bell says the key means nothing here.
    case ring
    /// Nothing; the status line says what the mode's keys are.
    case hint(String)
    /// Nothing: a question stays until it is answered.
    case ignore
    /// What the mode showed is dismissed, and the key goes on to the mode underneath
    /// ("moving away" dismisses a Delete button).
    case dismissAndPassThrough
    /// The key goes on to the list's table underneath, as if this mode were not there.
    case passThrough
    /// The first key is forgotten and this one acts as it would have without it.
    case actAsUsual
    /// The overlay closes.
    case close
    /// A printable character is typed into the text field.
    case typeText
}

/// The keys of one mode, as data: dispatch reads it, and the `?` help is generated from it,
/// so help cannot drift from the keys.
public struct KeyTable: Sendable {
    /// The mode whose keys these are; `nil` for the keys that act everywhere.
    public let mode: InputMode?
    /// The heading help shows above them.
    public let title: String
    /// The bindings, in the order help lists them.
    public let bindings: [KeyBinding]
    /// Lines help adds after the bindings, for keys no binding can name (an action's letter).
    public let notes: [HelpLine]
    /// What other keys do.
    public let unboundKeys: UnboundKeys
    private let intents: [Key: Intent]

    /// Creates a table; a key bound twice keeps its first binding.
    public init(
        _ mode: InputMode?, title: String, unboundKeys: UnboundKeys, _ bindings: [KeyBinding], notes: [HelpLine] = []
    ) {
        self.mode = mode
        self.title = title
        self.bindings = bindings
        self.notes = notes
        self.unboundKeys = unboundKeys
        var intents: [Key: Intent] = [:]
        for binding in bindings {
            for (index, key) in binding.keys.enumerated() where intents[key] == nil { intents[key] = binding.intent(of: index) }
        }
        self.intents = intents
    }

    /// The intent `key` triggers in this mode, if it is bound.
    public func intent(for key: Key) -> Intent? { intents[key] }
}
