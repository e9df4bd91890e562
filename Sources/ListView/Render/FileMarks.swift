/// What the status line says about the list's file after the position: `[modified]`,
/// `[read-only]` (vim's order, `[+][RO]`), and `[changed on disk]`.
public struct FileMarks: Hashable, Sendable {
    /// Whether quitting without saving would lose changes: `[modified]`.
    public var hasUnsavedChanges: Bool
    /// Whether the file is read-only, so that a save asks first: `[read-only]`.
    public var isReadOnly: Bool
    /// Whether the file on disk is no longer what was read or saved: `[changed on disk]`.
    public var isChangedOnDisk: Bool

    /// Creates marks.
    public init(hasUnsavedChanges: Bool = false, isReadOnly: Bool = false, isChangedOnDisk: Bool = false) {
        self.hasUnsavedChanges = hasUnsavedChanges
        self.isReadOnly = isReadOnly
        self.isChangedOnDisk = isChangedOnDisk
    }

    /// The marks of `host`'s list; none without a host.
    public init(_ host: (any ListHost)?) {
        self.init(
            hasUnsavedChanges: host?.hasUnsavedChanges ?? false, isReadOnly: host?.isReadOnly ?? false,
            isChangedOnDisk: host?.isChangedOnDisk ?? false)
    }

    /// The marks as the status line shows them, each after a space: " [modified] [read-only]".
    var text: String {
        (hasUnsavedChanges ? " [modified]" : "") + (isReadOnly ? " [read-only]" : "")
            + (isChangedOnDisk ? " [changed on disk]" : "")
    }
}
