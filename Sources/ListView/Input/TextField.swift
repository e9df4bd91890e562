/// The modal text field's editing model: the text and a cursor, changed by edits. Pure, so
/// it is tested without a terminal; which key makes which edit is in the text field's key
/// table.
public struct TextField: Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// The cursor, in graphemes from the start.
    public private(set) var cursor: Int

    /// A field holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Applies an edit.
    public mutating func apply(_ edit: FieldEdit) {
        switch edit {
        case let .insert(c): insert(c)
        case let .paste(pasted): paste(pasted)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = text.count
        case .deleteBackward:
            guard cursor > 0 else { break }
            remove(cursor - 1..<cursor)
        case .deleteForward:
            guard cursor < text.count else { break }
            remove(cursor..<cursor + 1)
        case .deleteToStart: remove(0..<cursor)
        case .deleteToEnd: remove(cursor..<text.count)
        case .deleteWord: remove(wordStart(before: cursor)..<cursor)
        case .deleteWordForward: remove(cursor..<wordEnd(after: cursor))
        case .wordLeft: cursor = wordStart(before: cursor)
        case .wordRight: cursor = wordEnd(after: cursor)
        }
    }

    /// Where the word before `position` starts (spaces before the position skipped first).
    private func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var start = position
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    /// Where the word after `position` ends (spaces after the position skipped first).
    private func wordEnd(after position: Int) -> Int {
        let characters = Array(text)
        var end = position
        while end < characters.count, characters[end] == " " { end += 1 }
        while end < characters.count, characters[end] != " " { end += 1 }
        return end
    }

    /// Inserts a character at the cursor. A combining mark merges with the character before
    /// it, which leaves the cursor where it was.
    public mutating func insert(_ character: Character) {
        let characters = Array(text)
        let before = String(characters[..<cursor]) + String(character)
        text = before + String(characters[cursor...])
        cursor = before.count
    }

    /// Inserts pasted text at the cursor, as the one line a field holds: each line break
    /// (and tab) becomes a space, a final line break (copying a whole line takes it along)
    /// is dropped, and other control characters are dropped.
    public mutating func paste(_ pasted: String) {
        var line = ""
        var pendingBreak = false
        for character in pasted {
            if character.isNewline || character == "\t" {
                pendingBreak = true
                continue
            }
            if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { continue }
            if pendingBreak, !line.isEmpty { line.append(" ") }
            pendingBreak = false
            line.append(character)
        }
        let characters = Array(text)
        let before = String(characters[..<cursor]) + line
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

/// One change to a text field.
public enum FieldEdit: Hashable, Sendable {
    /// Type a character at the cursor.
    case insert(Character)
    /// Paste text at the cursor, as one line (see ``TextField/paste(_:)``).
    case paste(String)
    /// Move the cursor.
    case left, right, home, end
    /// Delete the character before or after the cursor.
    case deleteBackward, deleteForward
    /// Delete from the start of the field, or to its end.
    case deleteToStart, deleteToEnd
    /// Delete the word before the cursor, or after it.
    case deleteWord, deleteWordForward
    /// Move the cursor to the start of the word before it, or past the end of the word after.
    case wordLeft, wordRight
}
