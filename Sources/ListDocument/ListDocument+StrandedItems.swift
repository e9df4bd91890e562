import TableKit

/// A Markdown item further in than three columns is nested in the item before it; with no
/// item before it (first in its section, or after a paragraph) it would read back as part
/// of that text, or as code. A change that leaves one so moves it to the left margin, so
/// that the file reads back as it is shown.
extension ListDocument {
    /// Moves to the left margin each item `change` left with no item before it and more than
    /// three columns in, noting the rows rewritten in `rewrites`.
    /// - Complexity: O(c) for the c rows the change placed or left beside a gap.
    func unstrandItems(after change: RowsChange, into rewrites: inout [RowRewrite]) {
        guard let markdown = formatter as? MarkdownFormat else { return }
        var candidates = Set(change.placed + change.besideGaps)
        for path in change.placed { candidates.insert(IndexPath(row: path.row + 1, section: path.section)) }
        for path in candidates.sorted() {
            let rows = model.sections[path.section].rows
            guard path.row < rows.count else { continue }
            let row = model[path]
            guard row.kind == .item, let indentation = markdown.itemIndentation(of: source.bytes(of: row, upTo: 4096)),
                  indentation > Self.deepestUnnestedIndentation
            else { continue }
            if path.row > 0, model[IndexPath(row: path.row - 1, section: path.section)].kind == .item { continue }
            rewriteRow(at: path, as: markdown.shifted(source.bytes(of: row), by: -indentation), into: &rewrites)
        }
    }

    /// The furthest in a list can start: four columns make code.
    private static var deepestUnnestedIndentation: Int { 3 }
}
