import TerminalText
import TableKit

/// How the list view looks and behaves, decided once at start-up from the command line and
/// the environment.
public struct ViewOptions: Sendable, Equatable {
    /// The title in the top bar.
    public var title: String
    /// Unicode or ASCII symbols.
    public var glyphs: GlyphSet
    /// Colours, or attributes only.
    public var theme: Theme
    /// The theme used instead of ``theme`` when colours are off (`NO_COLOR`, a terminal
    /// without colours): attributes only.
    public var monochromeTheme = Theme.monochrome
    /// Whether deletes fade, inserts slide and moves flash.
    public var animations: Bool
    /// The list opens for choosing rows (`--pick`), or nil for editing.
    public var pick: PickMode?
    /// The keys, as configured (the standard ones unless the app binds some anew).
    public var keys = KeyBindings.standard
    /// A pane showing a command's output for the cursor's row (`--preview`), if any.
    public var preview: PreviewOptions?
    /// Whether the mouse is used (clicks, the wheel, drags); off, the terminal keeps it for
    /// selecting text.
    public var usesMouse = true
    /// Whether a yank also goes to the terminal's clipboard (OSC 52), where the terminal
    /// accepts it.
    public var copiesToClipboard = true
    /// The app's own keys, as `?` help lists them first (set from ``ListProgram/appKeys``).
    public var appKeysHelp: [HelpLine] = []

    /// Creates options.
    public init(title: String, glyphs: GlyphSet = .unicode, theme: Theme = .standard, animations: Bool = true) {
        self.title = title
        self.glyphs = glyphs
        self.theme = theme
        self.animations = animations
    }
}

/// How rows are chosen when the list opens for choosing (`--pick`).
public enum PickMode: Hashable, Sendable {
    /// Several rows: `v`, `V` and Space check them; Enter takes the checked rows, or the
    /// cursor's when none is.
    case multiple
    /// One row: Enter takes the cursor's.
    case single
}
