import TableKit

/// What the view shows over the table, if anything.
public enum Overlay: Hashable, Sendable {
    case none
    /// The help overlay, scrolled by this many lines.
    case help(scroll: Int)
    /// The modal text field, and what saving it does.
    case textField(TextField, purpose: FieldPurpose)
    /// `Save changes? [y]es [n]o [c]ancel`.
    case quitPrompt
    /// `:e!` with unsaved edits: yes drops them and reads the file again.
    case confirmReload
    /// A yes/no question before saving over a file that changed on disk, or writing a
    /// read-only one; yes repeats the save, overwriting.
    case confirmOverwrite(question: String, request: SaveRequest)
    /// A question the program around the view asks, answered with one of its own keys.
    case hostQuestion(HostQuestion)
    /// `Delete N rows`: `d` or `Enter` deletes the selected rows.
    case confirmSelectionDeletion(count: Int)
}

/// A question from the program around the view (the host), on the status line until one of
/// its answers is typed: `An unsaved copy from … exists: [R]ecover [D]elete [i]gnore`. The
/// host acts on the answer (``ListHost/answer(_:with:)``).
public struct HostQuestion: Hashable, Sendable {
    /// What the host asks, with its answers spelled out.
    public var text: String
    /// The keys that answer it: in either case, but exactly as given when other keys pass
    /// through (``otherKeysAnswer``).
    public var answers: [Character]
    /// The answer `Esc` gives, if any.
    public var escapeAnswer: Character?
    /// The answer any other key gives before it acts as usual, for a question that must not
    /// hold the list up; `nil`: other keys wait, as for every question.
    public var otherKeysAnswer: Character?

    /// Creates a question.
    public init(text: String, answers: [Character], escapeAnswer: Character? = nil, otherKeysAnswer: Character? = nil) {
        self.text = text
        self.answers = answers
        self.escapeAnswer = escapeAnswer
        self.otherKeysAnswer = otherKeysAnswer
    }
}

/// What the modal text field is for.
public enum FieldPurpose: Hashable, Sendable {
    /// Add: a new row in the section.
    case add(section: Int)
    /// `o` / `O`: a new row at this place, just below or above the cursor's row.
    case addNear(IndexPath)
    /// Retype the row.
    case edit(IndexPath)
    /// Insert through the row's insertion control.
    case insert(IndexPath)
    /// Ask for a file name, then save (and quit, if asked from the quit prompt).
    case saveAs(then: SaveRequest.Then)
    /// The `:` command line.
    case command
    /// The filter's query, narrowing the rows as it is typed.
    case filter

    /// What the status line says when Enter finds the field empty, if this field needs some
    /// text first (a new row or a file name is never empty; a retyped row may be).
    var emptyHint: String? {
        switch self {
        case .add, .addNear, .insert: "Type the new row's text, or Esc to cancel"
        case .saveAs: "Type a file name, or Esc to cancel"
        case .edit, .command, .filter: nil
        }
    }

    /// Whether it is typed on the bottom line, as vim's `:` and `/` are, rather than in a box
    /// next to the row it is about.
    var isTypedOnCommandLine: Bool { self == .command || self == .filter }

    /// The field's title.
    var title: String {
        switch self {
        case .add, .addNear: "Add"
        case .edit: "Edit"
        case .insert: "Insert"
        case .saveAs: "Save as"
        case .command: ":"
        case .filter: "/"
        }
    }
}

/// A message on the status line.
public struct StatusMessage: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Whether it reports a failure (drawn as an error).
    public var isError: Bool

    /// Creates a message.
    public init(text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }
}
