/// One of the eight basic terminal colours, or the terminal's own.
public enum Color: Hashable, Sendable {
    case `default`, black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
    /// Text colour.
    public var foreground: Color
    /// Background colour.
    public var background: Color
    /// Bold text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Swapped foreground and background.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool

    /// Creates a style; every attribute is off by default.
    public init(
        foreground: Color = .default, background: Color = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// The same style without colours, for `NO_COLOR`.
    public var withoutColor: Style {
        var copy = self
        copy.foreground = .default
        copy.background = .default
        return copy
    }

    /// A short description for tests: `bold red on white`, `reverse`, `plain`.
    public var summary: String {
        var parts: [String] = []
        if bold { parts.append("bold") }
        if dim { parts.append("dim") }
        if reverse { parts.append("reverse") }
        if underline { parts.append("underline") }
        if foreground != .default { parts.append("\(foreground)") }
        if background != .default { parts.append("on \(background)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

/// The styles of everything the table view draws, by role, so that `NO_COLOR` and
/// monochrome terminals are one switch.
public struct Theme: Sendable {
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
    public var escape = Style(foreground: .magenta, underline: true)
    public var status = Style(reverse: true)
    public var statusError = Style(foreground: .white, background: .red, bold: true)
    public var overlay = Style.plain
    public var overlayBorder = Style(bold: true)
    public var overlayKey = Style(bold: true)
    public var field = Style(underline: true)
    public var flash = Style(bold: true, reverse: true)

    /// The colour theme.
    public static let standard = Theme()

    /// The same roles with attributes only (`NO_COLOR`, or a terminal without colours).
    /// Roles that colour alone told apart keep an attribute that does.
    public static let monochrome: Theme = {
        var theme = Theme()
        theme.deletionControl = Style(bold: true)
        theme.insertionControl = Style(bold: true)
        theme.deleteButton = Style(bold: true, reverse: true)
        theme.escape = Style(underline: true)
        theme.statusError = Style(bold: true, reverse: true)
        return theme
    }()
}
