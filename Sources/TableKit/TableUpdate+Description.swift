/// Updates and modes print as what they say, not as their storage: `print(update)` shows
/// `TableUpdate(delete [0, 2]; move [0, 0] → [1, 3])`, and a mode `swipe trailing at [0, 1]`.
extension TableUpdate: CustomStringConvertible {
    /// What the update does, in UIKit's terms and index spaces (deletions and the sources of
    /// moves before the update, insertions and destinations after it); `TableUpdate(nothing)`
    /// for an empty one.
    public var description: String {
        var parts: [String] = []
        func list<T>(_ name: String, _ items: [T], _ text: (T) -> String) {
            if !items.isEmpty { parts.append(name + " " + items.map(text).joined(separator: ", ")) }
        }
        list("delete sections", deletedSections) { "\($0.section)" }
        list("insert sections", insertedSections) { "\($0.section)" }
        list("reload sections", reloadedSections) { $0.from == $0.to ? "\($0.from)" : "\($0.from) → \($0.to)" }
        list("move sections", movedSections) { "\($0.from) → \($0.to)" }
        list("delete", deletedRows) { "\($0.indexPath)" }
        list("insert", insertedRows) { "\($0.indexPath)" }
        list("reload", reloadedRows) { $0.from == $0.to ? "\($0.from)" : "\($0.from) → \($0.to)" }
        list("move", movedRows) { "\($0.from) → \($0.to)" }
        return "TableUpdate(" + (parts.isEmpty ? "nothing" : parts.joined(separator: "; ")) + ")"
    }
}

extension EditingMode: CustomStringConvertible {
    /// `normal`, `editing`, or `swipe trailing at [0, 1]`.
    public var description: String {
        switch self {
        case .normal: "normal"
        case .editing: "editing"
        case let .swipe(indexPath, edge): "swipe \(edge) at \(indexPath)"
        }
    }
}

extension SwipeEdge: CustomStringConvertible {
    /// `leading` or `trailing`.
    public var description: String {
        switch self {
        case .leading: "leading"
        case .trailing: "trailing"
        }
    }
}
