/// A save that stopped to ask the user first (the file changed on disk since it was read, or
/// is read-only).
public protocol SaveNeedsConfirmation: Error {
    /// The question, answered with y or n: "todo.md changed on disk. Overwrite it?".
    var question: String { get }
}
