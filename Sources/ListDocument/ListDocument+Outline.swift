import TableKit

/// A Markdown list as an outline: an item's depth is the number of items above it, in its
/// list, that are less indented than it and than every item between. In a git todo, a
/// `fixup!`, `squash!` or `amend!` commit right after the commit it names (or after other
/// such commits of it, as `--autosquash` puts them) sits under that commit, and moves with it.
extension ListDocument {
    public func table(_ table: Table, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        format == .gitTodo ? fixupLevel(at: indexPath) : outlineLevel(at: indexPath)
    }

    /// 1 for a commit that fixes up the commit its group follows, else 0.
    /// - Complexity: O(k) for the k fixups of the same group above it.
    func fixupLevel(at path: IndexPath) -> Int {
        guard groupsFixups, !ungroupedFixups.contains(model[path]),
              let target = Self.fixupTarget(ofSubject: commitSubject(at: path)) else { return 0 }
        var row = path.row - 1
        while row >= 0 {
            let subject = commitSubject(at: IndexPath(row: row, section: path.section))
            if Self.fixupTarget(ofSubject: subject) == target,
               !ungroupedFixups.contains(model[IndexPath(row: row, section: path.section)]) {
                row -= 1
                continue
            }
            return subject == target ? 1 : 0
        }
        return 0
    }

    /// The subject a `fixup! `, `squash! ` or `amend! ` subject names (all such prefixes
    /// taken off, as git's `--autosquash` does), or nil for another subject.
    static func fixupTarget(ofSubject subject: Substring?) -> Substring? {
        guard var subject else { return nil }
        var found = false
        while let prefix = ["fixup! ", "squash! ", "amend! "].first(where: { subject.hasPrefix($0) }) {
            subject = subject.dropFirst(prefix.count)
            found = true
        }
        return found ? subject : nil
    }

    /// The subject of a git todo row naming a commit (`pick abc123 subject`, `fixup -C abc123
    /// subject`), or nil for a row of another kind.
    func commitSubject(at path: IndexPath) -> Substring? {
        guard let command = gitTodoCommand(at: path)?.command,
              [.pick, .reword, .edit, .squash, .fixup, .drop].contains(command) else { return nil }
        let line = Substring(String(decoding: displayBytes(forRowAt: path), as: UTF8.self))
        var words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true).dropFirst().first ?? ""
        while words.hasPrefix("-") { words = words.split(separator: " ", maxSplits: 1).dropFirst().first ?? "" }
        // After the commit's hash, the subject.
        return words.split(separator: " ", maxSplits: 1).dropFirst().first
    }

    /// The depth of the row at `path`: 0 for anything but a nested Markdown item.
    /// - Complexity: O(k) for the k rows back to its top-level ancestor (its siblings and
    ///   theirs), and O(1) for an item that is not indented.
    func outlineLevel(at path: IndexPath) -> Int {
        // Asked for every row by a sort of a million: a format test before any cast.
        guard format == .markdown, let markdown = formatter as? MarkdownFormat,
              var indent = indentation(of: path, markdown), indent > 0 else { return 0 }
        var level = 0
        var row = path.row - 1
        while row >= 0, indent > 0 {
            // Text between items ends the list: what comes after it starts at the top.
            guard let above = indentation(of: IndexPath(row: row, section: path.section), markdown) else { break }
            if above < indent {
                level += 1
                indent = above
            }
            row -= 1
        }
        return level
    }

    private func indentation(of path: IndexPath, _ markdown: MarkdownFormat) -> Int? {
        let row = model[path]
        guard row.kind == .item else { return nil }
        return markdown.itemIndentation(of: source.bytes(of: row, upTo: 4096))
    }
}

/// Why rows cannot move a level in or out.
public struct OutlineRefusal: Error, CustomStringConvertible {
    public let description: String
}

extension ListDocument {
    /// The rows `rows` (rows with their descendants, in order) moved `levels` in (1: under the
    /// item above at their depth, their text lined up with its text) or out (-1: to their
    /// parent's column), each family by as many columns as its first row moves.
    /// - Throws: ``OutlineRefusal`` when a row is not a Markdown item, or has nothing above to
    ///   nest under, or is at the top already.
    public func rowsShifted(_ rows: [IndexPath], levels: Int, in table: Table) throws -> [DocumentRow] {
        if format == .gitTodo { return try fixupsRegrouped(rows, levels: levels) }
        guard let markdown = formatter as? MarkdownFormat else { throw OutlineRefusal(description: "Only Markdown lists nest") }
        var shifted: [DocumentRow] = []
        var family: (section: Int, end: Int, columns: Int)?
        for path in rows {
            let row = model[path]
            let bytes = source.bytes(of: row)
            if family == nil || family!.section != path.section || path.row >= family!.end {
                guard row.kind == .item, let own = markdown.itemIndentation(of: bytes) else {
                    throw OutlineRefusal(description: "Only list items nest")
                }
                let target = levels > 0 ? try nestingColumn(above: path, own, markdown) : try parentColumn(above: path, own, markdown)
                family = (path.section, table.descendantsOfRow(at: path).upperBound, target - own)
            }
            shifted.append(source.row(markdown.shifted(bytes, by: family!.columns), kind: row.kind))
        }
        return shifted
    }

    /// Where the text of the item above `path` at its depth starts: where `path` nests.
    private func nestingColumn(above path: IndexPath, _ own: Int, _ markdown: MarkdownFormat) throws -> Int {
        var row = path.row - 1
        while row >= 0 {
            let above = model[IndexPath(row: row, section: path.section)]
            guard above.kind == .item, let indentation = markdown.itemIndentation(of: source.bytes(of: above, upTo: 4096)),
                  indentation >= own else { break }
            if indentation == own, let column = markdown.contentColumn(of: source.bytes(of: above, upTo: 4096)) { return column }
            row -= 1
        }
        throw OutlineRefusal(description: "Nothing above to nest it under: >> puts a row under the item before it")
    }

    /// How far in the parent of the item at `path` is: where `path` goes when taken out.
    private func parentColumn(above path: IndexPath, _ own: Int, _ markdown: MarkdownFormat) throws -> Int {
        var row = path.row - 1
        while row >= 0, own > 0 {
            let above = model[IndexPath(row: row, section: path.section)]
            guard above.kind == .item, let indentation = markdown.itemIndentation(of: source.bytes(of: above, upTo: 4096)) else { break }
            if indentation < own { return indentation }
            row -= 1
        }
        throw OutlineRefusal(description: "Already at the top of the outline")
    }
}

extension ListDocument {
    /// A git todo's `<<` on a fixup under its commit: it stands alone (git still applies it
    /// where it is); `>>` puts a fixup taken out back under its commit. The rows come back as
    /// copies of themselves, so that the change is one the table can undo.
    func fixupsRegrouped(_ rows: [IndexPath], levels: Int) throws -> [DocumentRow] {
        var changed: [DocumentRow] = []
        for path in rows {
            let row = model[path]
            let copy = source.row(Array(source.bytes(of: row)), kind: row.kind)
            if levels < 0 {
                guard fixupLevel(at: path) > 0 else {
                    throw OutlineRefusal(description: "Only a fixup! commit under the commit it names can be taken out")
                }
                ungroupedFixups.insert(copy)
            } else {
                guard ungroupedFixups.contains(row), groupsFixups else {
                    throw OutlineRefusal(description: ">> puts back a fixup! commit taken out of its commit's group with <<")
                }
            }
            changed.append(copy)
        }
        return changed
    }
}
