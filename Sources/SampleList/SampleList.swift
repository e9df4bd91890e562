import TableKit

/// The built-in sample list that `make run` opens: two sections that show every control.
///
/// - *Homepwner*: items you can delete (the button reads Remove, the bronze challenge),
///   reorder and retype; its last row, "No more items!", can neither move (silver) nor be
///   displaced (gold), and Add puts new items above it.
/// - *Groceries*: rows with deletion controls and a last row "Add item…" with an insertion
///   control ⊕ (Listing 7-2); nothing can be dropped below it either.
///
/// Every item offers leading swipe actions, Top and Copy (`l`).
public final class SampleList: TableEditingDataSource, TableMovingDataSource, TableSectionsDataSource, TableDelegate {
    /// The Homepwner section's pinned last row.
    public static let noMoreItems = "No more items!"
    /// The groceries section's insertion row.
    public static let addItem = "Add item…"

    /// The rows are their text (named, so that extensions in other files see it without
    /// inferring it again).
    public typealias Row = String

    /// The rows, by section.
    public var model = TableSections<String>([
        TableSection(
            header: "Homepwner",
            footer: "The last row stays last: it cannot move, and nothing goes below it.",
            rows: ["Rusty bicycle ($42)", "Shiny laptop ($1,299)", "Fluffy cat ($0)", "カメラ — camera ($85)", noMoreItems]),
        TableSection(
            header: "Groceries",
            footer: "⊕ adds an item, ⊖ deletes one, ≡ drags it.",
            rows: ["Milk", "Eggs", "Bread", "お茶 green tea", "☕ coffee beans", addItem]),
    ])
    private var insertionText = "New item"

    /// The sample, or the given sections (each ending with its placeholder row).
    public init(sections: [TableSection<String>]? = nil) {
        if let sections { model = TableSections(sections) }
    }

    /// Names the controls in the sample's footer as the view draws them (`(+)` `(-)` `=` in
    /// ASCII): the footer explains them.
    public func nameControls(insertion: String, deletion: String, reorder: String) {
        guard model.sections.count > 1 else { return }
        model.sections[1].footer = "\(insertion) adds an item, \(deletion) deletes one, \(reorder) drags it."
    }

    /// The item rows (every row but the placeholders), for saving.
    public var items: [String] {
        model.sections.flatMap { $0.rows.dropLast() }
    }

    func isPlaceholder(_ indexPath: IndexPath) -> Bool {
        indexPath.row == model.sections[indexPath.section].rows.count - 1
    }

    // MARK: - Editing

    public func table(_ table: Table, canEditRowAt indexPath: IndexPath) -> Bool {
        !(indexPath.section == 0 && isPlaceholder(indexPath))
    }

    public func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        switch editingStyle {
        case .delete: try table.edit(of: self) { $0.deleteRows(at: [indexPath], with: .fade) }
        case .insert: try table.edit(of: self) { $0.insertRow(insertionText, at: indexPath, with: .right) }
        case .none: break
        }
    }

    // MARK: - Moving

    public func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool { !isPlaceholder(indexPath) }

    // MARK: - Typed text (what the list view needs to add, insert and retype rows)

    public func newRow(withText text: String, at indexPath: IndexPath) -> String { text }
    public func retypedRow(withText text: String, at indexPath: IndexPath) -> String { text }
    public func editableText(forRowAt indexPath: IndexPath) -> String { model[indexPath] }
    public func canEditText(at indexPath: IndexPath) -> Bool { !isPlaceholder(indexPath) }
    public func indexPathForAddedRow(inSection section: Int, of table: Table) -> IndexPath {
        IndexPath(row: model.sections[section].rows.count - 1, section: section)
    }
    public func prepareInsertion(text: String) { insertionText = text }

    // MARK: - Delegate

    public func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        guard isPlaceholder(indexPath) else { return .delete }
        return indexPath.section == 0 ? .none : .insert
    }

    public func table(_ table: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        indexPath.section == 0 ? "Remove" : nil
    }

    /// Nothing lands on or below a section's placeholder row.
    public func table(
        _ table: Table, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let section = proposedDestinationIndexPath.section
        let rows = model.sections[section].rows.count
        let lastItemPlace = section == sourceIndexPath.section ? rows - 2 : rows - 1
        guard proposedDestinationIndexPath.row > lastItemPlace else { return proposedDestinationIndexPath }
        return IndexPath(row: max(0, lastItemPlace), section: section)
    }
}
