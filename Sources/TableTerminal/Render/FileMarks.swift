/// What the status line says about the list's file after the position: `[modified]` and
/// `[read-only]`, in vim's order (`[+][RO]`).
public struct FileMarks: Hashable, Sendable {
    /// Whether quitting without saving would lose changes: `[modified]`.
    public var hasUnsavedChanges: Bool
    /// Whether the file is read-only, so that a save asks first: `[read-only]`.
    public var isReadOnly: Bool

    /// Creates marks.
    public init(hasUnsavedChanges: Bool = false, isReadOnly: Bool = false) {
        self.hasUnsavedChanges = hasUnsavedChanges
        self.isReadOnly = isReadOnly
    }

    /// The marks of `host`'s list; none without a host.
    public init(_ host: (any ListHost)?) {
        self.init(hasUnsavedChanges: host?.hasUnsavedChanges ?? false, isReadOnly: host?.isReadOnly ?? false)
    }

    /// The marks as the status line shows them, each after a space: " [modified] [read-only]".
    var text: String {
        (hasUnsavedChanges ? " [modified]" : "") + (isReadOnly ? " [read-only]" : "")
    }
}
