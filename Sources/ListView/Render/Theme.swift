import TerminalText
/// The styles of everything the table view draws, by role, so that `NO_COLOR` and
/// monochrome terminals are one switch.
public struct Theme: Sendable, Equatable {
    public var bar = Style(reverse: true)
    public var barTitle = Style(bold: true, reverse: true)
    public var barButton = Style(bold: true, reverse: true)
    public var barButtonDisabled = Style(dim: true, reverse: true)
    public var header = Style(bold: true)
    public var footer = Style(dim: true)
    public var row = Style.plain
    public var cursorRow = Style(reverse: true)
    public var deletionControl = Style(foreground: .red, bold: true)
    public var insertionControl = Style(foreground: .green, bold: true)
    public var reorderControl = Style(dim: true)
    public var deleteButton = Style(foreground: .white, background: .red, bold: true)
    /// A row's action that is not destructive (a swipe action's button).
    public var actionButton = Style(foreground: .white, background: .blue, bold: true)
    /// The check control of a selected row.
    public var checkedControl = Style(foreground: .blue, bold: true)
    /// The check control of a row that is not selected (multiple selection while editing).
    public var uncheckedControl = Style(dim: true)
    public var escape = Style(foreground: .magenta, underline: true)
    public var status = Style(reverse: true)
    public var statusError = Style(foreground: .white, background: .red, bold: true)
    public var overlay = Style.plain
    public var overlayBorder = Style(bold: true)
    public var overlayKey = Style(bold: true)
    public var field = Style(underline: true)
    public var flash = Style(bold: true, reverse: true)
    /// What a filter's query matched in a row: this colour, in bold, on the row's own style.
    public var match = Style(foreground: .yellow, bold: true)

    /// The colour theme.
    public static let standard = Theme()

    /// The same roles with attributes only (`NO_COLOR`, or a terminal without colours).
    /// Roles that colour alone told apart keep an attribute that does.
    public static let monochrome: Theme = {
        var theme = Theme()
        theme.deletionControl = Style(bold: true)
        theme.insertionControl = Style(bold: true)
        // Buttons show on the cursor's row, which is in reverse video: out of it, they stand
        // out as boxes of their own.
        theme.deleteButton = Style(bold: true)
        theme.actionButton = Style(bold: true)
        theme.checkedControl = Style(bold: true)
        theme.escape = Style(underline: true)
        theme.statusError = Style(bold: true, reverse: true)
        theme.match = Style(bold: true, underline: true)
        return theme
    }()
}

extension Theme {
    /// Every role, by the name a configuration gives it (`cursor-row`, `delete-button`), in
    /// the order a configuration lists them.
    public static var roles: [(name: String, style: WritableKeyPath<Theme, Style> & Sendable)] {
        [
            ("bar", \.bar), ("bar-title", \.barTitle), ("bar-button", \.barButton),
            ("bar-button-disabled", \.barButtonDisabled), ("header", \.header), ("footer", \.footer),
            ("row", \.row), ("cursor-row", \.cursorRow), ("deletion-control", \.deletionControl),
            ("insertion-control", \.insertionControl), ("reorder-control", \.reorderControl),
            ("delete-button", \.deleteButton), ("action-button", \.actionButton),
            ("checked-control", \.checkedControl), ("unchecked-control", \.uncheckedControl),
            ("escape", \.escape), ("status", \.status), ("status-error", \.statusError),
            ("overlay", \.overlay), ("overlay-border", \.overlayBorder), ("overlay-key", \.overlayKey),
            ("field", \.field), ("flash", \.flash), ("match", \.match),
        ]
    }
}
