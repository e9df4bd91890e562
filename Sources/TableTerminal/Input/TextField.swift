/// The modal text field's editing model: the text and a cursor, changed by keys. Pure, so
/// it is tested without a terminal.
public struct TextField: Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// The cursor, in graphemes from the start.
    public private(set) var cursor: Int

    /// What a key did to the field.
    public enum Outcome: Hashable, Sendable {
        /// The text or cursor changed, or nothing happened; keep editing.
        case editing
        /// Enter: save.
        case submit
        /// Esc: cancel.
        case cancel
    }

    /// A field holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Applies a key: printable characters are inserted (combining marks join the character
    /// before them); arrows, Home/End, Ctrl-A/E move; Backspace/Delete, Ctrl-U/K/W delete.
    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .submit
        case .escape: return .cancel
        case let .character(c): insert(c)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .backspace, .control("h"):
            guard cursor > 0 else { break }
            remove(cursor - 1..<cursor)
        case .delete, .control("d"):
            guard cursor < text.count else { break }
            remove(cursor..<cursor + 1)
        case .control("u"): remove(0..<cursor)
        case .control("k"): remove(cursor..<text.count)
        case .control("w"):
            let characters = Array(text)
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            remove(start..<cursor)
        default: break
        }
        return .editing
    }

    /// Inserts a character at the cursor. A combining mark merges with the character before
    /// it, which leaves the cursor where it was.
    public mutating func insert(_ character: Character) {
        let characters = Array(text)
        let before = String(characters[..<cursor]) + String(character)
        text = before + String(characters[cursor...])
        cursor = before.count
    }

    private mutating func remove(_ range: Range<Int>) {
        var characters = Array(text)
        characters.removeSubrange(range)
        text = String(characters)
        cursor = range.lowerBound
    }
}
