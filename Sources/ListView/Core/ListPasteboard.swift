/// A row copied out of a list by a yank or a delete, as a pasteboard holds it: its text, for
/// any list and the terminal's clipboard, and its bytes, for a list of the same kind.
public struct CopiedRow: Hashable, Sendable {
    /// The row's text, as its text field shows it.
    public var text: String
    /// The row as its list writes it (a Markdown item with its bullet and continuation lines),
    /// for a put into a list of the same ``kind``; nil when the text is all there is.
    public var bytes: [UInt8]?
    /// What kind of list ``bytes`` are for (`"markdown"`); nil when there are none.
    public var kind: String?

    /// A copied row.
    public init(text: String, bytes: [UInt8]? = nil, kind: String? = nil) {
        self.text = text
        self.bytes = bytes
        self.kind = kind
    }
}

/// How rows came to a pasteboard.
public enum CopyOrigin: Hashable, Sendable {
    /// `yy`, `Y`, `y`: the user copied them, and a pasteboard shared between programs passes
    /// them on.
    case yank
    /// A confirmed delete: kept for a put in the same program (`dd` then `p` moves a row).
    case delete
}

/// Where yanked and deleted rows go and where a put takes them from: UIKit's `UIPasteboard`,
/// for rows. The view uses it only on `y`, `p` and a confirmed delete.
public protocol ListPasteboard: AnyObject {
    /// The rows copied last, oldest first; empty when nothing was.
    var rows: [CopiedRow] { get }
    /// Holds `rows` from now on, in place of what it held.
    func copy(_ rows: [CopiedRow], by origin: CopyOrigin)
    /// What the last ``copy(_:by:)`` or read of ``rows`` could not do, in one line (a
    /// pasteboard shared between programs that could not share), which the view adds to the
    /// yank's or the put's message; nil when it did all. The rows are held either way.
    var notice: String? { get }
}

extension ListPasteboard {
    /// Nothing to say: a pasteboard in memory always holds what it is given.
    public var notice: String? { nil }
}

/// A pasteboard in memory, for one program.
public final class MemoryPasteboard: ListPasteboard {
    public private(set) var rows: [CopiedRow] = []

    /// An empty pasteboard.
    public init() {}

    public func copy(_ rows: [CopiedRow], by origin: CopyOrigin) { self.rows = rows }
}
