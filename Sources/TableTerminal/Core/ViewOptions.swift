import TableKit

/// How the list view looks and behaves, decided once at start-up from the command line and
/// the environment.
public struct ViewOptions: Sendable {
    /// The title in the top bar.
    public var title: String
    /// Unicode or ASCII symbols.
    public var glyphs: GlyphSet
    /// Colours, or attributes only.
    public var theme: Theme
    /// Whether deletes fade, inserts slide and moves flash.
    public var animations: Bool

    /// Creates options.
    public init(title: String, glyphs: GlyphSet = .unicode, theme: Theme = .standard, animations: Bool = true) {
        self.title = title
        self.glyphs = glyphs
        self.theme = theme
        self.animations = animations
    }
}

/// What the view shows over the table, if anything.
public enum Overlay: Hashable, Sendable {
    case none
    /// The help overlay, scrolled by this many lines.
    case help(scroll: Int)
    /// The modal text field, and what saving it does.
    case textField(TextField, purpose: FieldPurpose)
    /// `Save changes? [y]es [n]o [c]ancel`.
    case quitPrompt
    /// A yes/no question before saving over a file that changed on disk; then quit if asked.
    case confirmOverwrite(question: String, thenQuit: Bool)
}

/// What the modal text field is for.
public enum FieldPurpose: Hashable, Sendable {
    /// Add: a new row in the section.
    case add(section: Int)
    /// Retype the row.
    case edit(IndexPath)
    /// Insert through the row's insertion control.
    case insert(IndexPath)
    /// Ask for a file name, then save (and quit, if asked from the quit prompt).
    case saveAs(thenQuit: Bool)

    /// The field's title.
    var title: String {
        switch self {
        case .add: "Add"
        case .edit: "Edit"
        case .insert: "Insert"
        case .saveAs: "Save as"
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

/// What the run loop should do after a key.
public enum ControllerAction: Hashable, Sendable {
    /// Keep going.
    case `continue`
    /// Leave: `.quit` after a normal quit (saved, unchanged, discarded or written to the
    /// pipe), `.abort` after Ctrl-C.
    case exit(ExitReason)
    /// Suspend to the shell (Ctrl-Z), then redraw everything.
    case suspend
}

/// Why the view ended.
public enum ExitReason: Hashable, Sendable {
    case quit
    case abort
}
