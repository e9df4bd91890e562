import TableKit

extension ListController {
    /// A click taps what it lands on (Edit/Done, Add, ⊖, ⊕, Delete, a row); the wheel
    /// scrolls; pressing ≡ and moving drags the row, releasing drops it.
    func handleMouse(_ event: MouseEvent) {
        let point = event.position
        switch event.kind {
        case .wheelUp: scroll(by: -3)
        case .wheelDown: scroll(by: 3)
        case .press, .click: press(at: point)
        case .drag:
            guard mouseDragging, let target = dropTarget(at: point) else { return }
            do { cursor = try table.dragOver(target) } catch { report(error) }
        case .release:
            guard mouseDragging else { return }
            mouseDragging = false
            do { cursor = try table.dropDrag() } catch { report(error) }
        }
    }

    private func press(at point: Point) {
        guard overlay == .none else {
            // A click outside a modal closes it, as Esc would (a text field is cancelled).
            if case .quitPrompt = overlay { return }
            if case .confirmOverwrite = overlay { return }
            overlay = .none
            return
        }
        if point.y == 0 {
            if layout.editButton?.contains(point.x) == true { perform(.toggleEditing) }
            if layout.addButton?.contains(point.x) == true { perform(.add) }
            return
        }
        guard case let .row(row)? = layout.item(atLine: point.y) else { return }
        do {
            if let button = layout.deleteButton, button.line == point.y, button.columns.contains(point.x) {
                confirmDeletion()
                return
            }
            if table.deleteConfirmationIndexPath != nil { table.dismissDeleteConfirmation() }
            cursor = row
            guard table.mode == .editing else { return }
            if layout.controlColumns?.contains(point.x) == true {
                switch table.controls(forRowAt: row).editingControl {
                case .delete: try table.tapDeletionControl(at: row)
                case .insert: perform(.editRow)
                case .none: break
                }
            } else if layout.reorderColumns?.contains(point.x) == true, table.controls(forRowAt: row).showsReorderControl {
                try table.beginDrag(at: row)
                mouseDragging = true
            }
        } catch {
            report(error)
        }
    }

    /// The destination under the mouse for the dragged row: the row on that line, clamped
    /// to the places the row can go; above the body, the first place; below it, the last.
    private func dropTarget(at point: Point) -> IndexPath? {
        guard let drag = table.drag else { return nil }
        switch layout.item(atLine: point.y) {
        case let .row(row)?: return row
        case let .header(section)?: return IndexPath(row: 0, section: section)
        case let .footer(section)?, let .footerLine(section, _)?:
            let rows = table.numberOfRows(inSection: section)
            return IndexPath(row: section == drag.source.section ? rows - 1 : rows, section: section)
        case nil:
            return drag.destination
        }
    }

    /// Moves the screen by `lines` body lines, keeping the cursor on screen.
    func scroll(by lines: Int) {
        let walker = BodyWalker(table: table, drag: table.drag)
        guard let start = top ?? walker.first else { return }
        top = walker.advance(start, by: lines)
        // Keep the cursor on screen: onto the first or last row shown.
        var shown: [IndexPath] = []
        var item: BodyItem? = top
        for _ in 0..<bodyHeight {
            guard let current = item else { break }
            if case let .row(p) = current { shown.append(p) }
            item = walker.next(current)
        }
        guard let cursor, let first = shown.first, let last = shown.last, table.drag == nil else { return }
        if cursor < first { self.cursor = first } else if cursor > last { self.cursor = last }
    }
}
