extension Table: CustomDebugStringConvertible {
    /// The table in a few lines, for `print` and the debugger: its mode and editing state,
    /// which capability protocols its data source conforms to, its undo history, and each
    /// section's titles and rows (the text from the data source, with the controls each row
    /// shows in editing mode). Up to ``debugRowsPerSection`` rows are listed per section.
    ///
    /// ```
    /// Table: 1 section, 3 rows; editing; Delete button on [0, 1]
    ///   data source: Groceries (editing, moving, undoable); delegate: none
    ///   undo: 1 step, redo: 0 steps
    ///   section 0 "Today", 3 rows
    ///     [0, 0] ⊖ ≡ milk
    ///     [0, 1] ⊖ ≡ eggs
    ///     [0, 2] ⊖ ≡ bread
    /// ```
    /// It asks the data source and delegate, as showing the rows would.
    public var debugDescription: String {
        var lines = [summaryLine(), "  " + sourcesLine(), "  undo: \(count(undoStack.count, "step")), redo: \(count(redoStack.count, "step"))"]
        for section in 0..<numberOfSections { lines += sectionLines(section) }
        return lines.joined(separator: "\n")
    }

    /// How many rows of each section ``debugDescription`` lists.
    public static let debugRowsPerSection = 20

    private func summaryLine() -> String {
        var parts = ["Table: \(count(numberOfSections, "section")), \(count(totalNumberOfRows, "row"))"]
        switch mode {
        case .normal: parts.append("not editing")
        case .editing: parts.append("editing")
        case let .swipe(row, edge): parts.append("\(edge) swipe actions on \(row) (\(swipeActions?.actions.map(\.title).joined(separator: ", ") ?? ""))")
        }
        if numberOfSelectedRows > 0 { parts.append("\(count(numberOfSelectedRows, "row")) selected") }
        if let row = deleteConfirmationIndexPath { parts.append("Delete button on \(row)") }
        if let drag { parts.append("dragging \(drag.source) to \(drag.destination)") }
        if batchDepth > 0 { parts.append("inside a batch (\(pending.count) operations waiting)") }
        return parts.joined(separator: "; ")
    }

    private func sourcesLine() -> String {
        guard let dataSource else { return "data source: none; delegate: \(delegate.map { "\(type(of: $0))" } ?? "none")" }
        let capabilities = [
            editingSource != nil ? "editing" : nil, movingSource != nil ? "moving" : nil,
            undoableSource != nil ? "undoable" : nil,
        ].compactMap { $0 }
        let conformances = capabilities.isEmpty ? "no editing, moving or undo protocols" : capabilities.joined(separator: ", ")
        return "data source: \(type(of: dataSource)) (\(conformances)); delegate: \(delegate.map { "\(type(of: $0))" } ?? "none")"
    }

    private func sectionLines(_ section: Int) -> [String] {
        var title = "  section \(section)"
        if let header = titleForHeader(inSection: section) { title += " \"\(header)\"" }
        let rows = numberOfRows(inSection: section)
        title += ", \(count(rows, "row"))"
        if let footer = titleForFooter(inSection: section) { title += ", footer \"\(footer)\"" }
        var lines = [title]
        for row in 0..<min(rows, Self.debugRowsPerSection) {
            let path = IndexPath(row: row, section: section)
            lines.append("    \(path) \(controlSymbols(controls(forRowAt: path)))\(text(forRowAt: path) ?? "")")
        }
        if rows > Self.debugRowsPerSection { lines.append("    … \(count(rows - Self.debugRowsPerSection, "more row"))") }
        return lines
    }

    private func controlSymbols(_ controls: RowControls) -> String {
        let editing = switch controls.editingControl {
        case .delete: "⊖ "
        case .insert: "⊕ "
        case .none: ""
        }
        return editing + (controls.showsReorderControl ? "≡ " : "")
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
