import SampleList
import TableKit

/// The sample list's lines as listedit draws them at 80 columns, in normal mode (rows are
/// indented by three columns; in editing mode the first two become `⊖ ` or `⊕ `), read from
/// the sample list itself.
enum Sample {
    private static let sections = SampleList().model.sections
    private static func row(_ row: Int, _ section: Int) -> String { "   " + sections[section].rows[row] }
    private static func title(_ title: String?) -> String { " " + (title ?? "") }

    static let homepwner = title(sections[0].header)
    static let rusty = row(0, 0)
    static let shiny = row(1, 0)
    static let fluffy = row(2, 0)
    static let camera = row(3, 0)
    static let noMoreItems = row(4, 0)
    static let groceries = title(sections[1].header)
    static let milk = row(0, 1)
    static let eggs = row(1, 1)
    static let bread = row(2, 1)
    static let greenTea = row(3, 1)
    static let coffee = row(4, 1)
    static let addItem = row(5, 1)

    /// Lines 2 to 16 of the first screen.
    static let body = [
        homepwner, rusty, shiny, fluffy, camera, noMoreItems, title(sections[0].footer),
        groceries, milk, eggs, bread, greenTea, coffee, addItem, title(sections[1].footer),
    ]

    /// The row's text without its indent: `Rusty bicycle ($42)`.
    static func text(_ line: String) -> String { String(line.dropFirst(3)) }

    /// How a row's line starts in editing mode: `⊖ Rusty bicycle ($42)`.
    static func editing(_ line: String) -> String { " ⊖ " + text(line) }
}

extension Screen {
    /// Whether the line starts with `prefix`, shows the reorder control `≡` at column 78
    /// and nothing between them: an editable, movable row in editing mode (lines without
    /// wide characters only).
    func isEditingRow(_ number: Int, _ row: String) -> Bool {
        let line = line(number)
        let prefix = Sample.editing(row)
        guard line.hasPrefix(prefix), line.hasSuffix("≡"), line.count == 79 else { return false }
        return line.dropFirst(prefix.count).dropLast().allSatisfy { $0 == " " }
    }

    /// Whether the line is `row` followed by a Delete button reading `label` at the right end.
    func showsDeleteButton(_ number: Int, label: String, prefix: String) -> Bool {
        let line = line(number)
        return line.hasPrefix(prefix) && line.hasSuffix(" " + label)
            && line.dropFirst(prefix.count).dropLast(label.count).allSatisfy { $0 == " " }
    }
}
