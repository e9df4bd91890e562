/// The sample list's lines as listedit draws them at 80 columns, in normal mode (rows are
/// indented by three columns; in editing mode the first two become `⊖ ` or `⊕ `).
enum Sample {
    static let homepwner = " Homepwner"
    static let rusty = "   Rusty bicycle ($42)"
    static let shiny = "   Shiny laptop ($1,299)"
    static let fluffy = "   Fluffy cat ($0)"
    static let camera = "   カメラ — camera ($85)"
    static let noMoreItems = "   No more items!"
    static let groceries = " Groceries"
    static let milk = "   Milk"
    static let eggs = "   Eggs"
    static let bread = "   Bread"
    static let greenTea = "   お茶 green tea"
    static let coffee = "   ☕ coffee beans"
    static let addItem = "   Add item…"

    /// Lines 2 to 16 of the first screen.
    static let body = [
        homepwner, rusty, shiny, fluffy, camera, noMoreItems,
        " The last row stays last: it cannot move, and nothing goes below it.",
        groceries, milk, eggs, bread, greenTea, coffee, addItem,
        " ⊕ adds an item, ⊖ deletes one, ≡ drags it.",
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
