import TableKit

/// A Markdown list as an outline: an item's depth is the number of items above it, in its
/// list, that are less indented than it and than every item between.
extension ListDocument {
    public func table(_ table: Table, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        outlineLevel(at: indexPath)
    }

    /// The depth of the row at `path`: 0 for anything but a nested Markdown item.
    /// - Complexity: O(k) for the k rows back to its top-level ancestor (its siblings and
    ///   theirs), and O(1) for an item that is not indented.
    func outlineLevel(at path: IndexPath) -> Int {
        guard let markdown = formatter as? MarkdownFormat, var indent = indentation(of: path, markdown), indent > 0 else { return 0 }
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
