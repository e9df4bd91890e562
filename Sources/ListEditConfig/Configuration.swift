import TableTerminal

/// listedit's configuration file: keys per mode, colours per role, the mouse, animation, the
/// clipboard, the preview pane's window, and flags to add to every command line. What the
/// file does not set keeps its default; the command line overrides the file.
public struct Configuration: Equatable, Sendable {
    /// The keys, with those the file binds anew.
    public var keys = KeyBindings.standard
    /// Colours and attributes per role of the theme (`cursor-row`), as the file sets them.
    public var colors: [String: Style] = [:]
    /// Whether the mouse is used (`mouse = false` leaves it to the terminal).
    public var mouse: Bool?
    /// Whether changes animate.
    public var animation: Bool?
    /// Whether a yank goes to the terminal's clipboard.
    public var clipboard: Bool?
    /// Whether controls are drawn with ASCII.
    public var ascii: Bool?
    /// Where the preview pane goes when `--preview` asks for one.
    public var previewWindow: PreviewWindow?
    /// Flags read before the command line's (`flags = ["--no-animation"]`).
    public var flags: [String] = []
    /// The line that sets ``flags``, for an error in one of them.
    public var flagsLine: Int?

    /// Nothing configured: every default.
    public init() {}

    /// Where the file is: `$XDG_CONFIG_HOME/listedit/config`, or `~/.config/listedit/config`.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") { return home + "/listedit/config" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/listedit/config"
    }

    /// `options` as configured: its keys, its flags' defaults, and the theme's roles styled as
    /// the file says. The monochrome theme (NO_COLOR, a terminal without colours) takes their
    /// attributes only; a role set with colours alone keeps its monochrome look there, so
    /// that the cursor's row, say, still stands out.
    public func apply(to options: inout ViewOptions) {
        options.keys = keys
        if let animation { options.animations = options.animations && animation }
        if let clipboard { options.copiesToClipboard = options.copiesToClipboard && clipboard }
        if ascii == true { options.glyphs = .ascii }
        for (name, path) in Theme.roles {
            guard let style = colors[name] else { continue }
            options.theme[keyPath: path] = style
            if style.withoutColor != .plain || style == .plain { options.monochromeTheme[keyPath: path] = style.withoutColor }
        }
    }
}
