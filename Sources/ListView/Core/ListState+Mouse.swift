import TerminalScreen
import TableKit

extension ListState {
    /// A click taps what it lands on (Edit/Done, Add, ⊖, ⊕, Delete, a row); the wheel
    /// scrolls; pressing ≡ and moving drags the row, releasing drops it. What is where comes
    /// from the same layout the renderer draws with.
    mutating func handleMouse(_ event: MouseEvent, _ env: ListEnvironment) {
        let point = event.position
        // The preview pane's own: the wheel scrolls it, a click there does nothing.
        if let pane = preview?.area(on: screenSize), pane.contains(point) {
            if event.kind == .wheelUp || event.kind == .wheelDown {
                try? scrollPreview(by: event.kind == .wheelUp ? -3 : 3, env)
            }
            return
        }
        // The file's end, shown before its middle is read: the wheel moves among its rows.
        if fileEnd != nil, event.kind == .wheelUp || event.kind == .wheelDown {
            let height = bodyHeight
            fileEnd?.moveCursor(by: event.kind == .wheelUp ? -3 : 3, height: height)
            return
        }
        switch event.kind {
        case .wheelUp: scroll(by: -3, env.table)
        case .wheelDown: scroll(by: 3, env.table)
        case .press, .click: press(at: point, env)
        case .drag:
            guard mouseDragging, let target = dropTarget(at: point, env) else { return }
            do { cursor = try withTable(env) { try $0.dragOver(target) } } catch { report(error) }
        case .release:
            guard mouseDragging else { return }
            mouseDragging = false
            do { cursor = try withTable(env) { try $0.dropDrag() } } catch { report(error) }
        }
    }

    private func layout(_ env: ListEnvironment) -> ScreenLayout {
        ScreenLayout(self, table: env.table, symbols: MeasuredSymbols(env.options), theme: env.options.theme)
    }

    private mutating func press(at point: Point, _ env: ListEnvironment) {
        switch overlay {
        case .none: break
        // A question waits for its answer, and the text field, modal as UIKit's alert, keeps
        // what was typed; a click elsewhere closes the help or the delete question, as Esc would.
        case .quitPrompt, .confirmReload, .confirmOverwrite, .hostQuestion: return
        case .textField:
            report("The text field is open: Enter saves, Esc cancels")
            return
        case .help, .confirmSelectionDeletion:
            overlay = .none
            return
        }
        let layout = layout(env)
        if point.y == 0 {
            if layout.editButton.contains(point.x) { _ = perform(.toggleEditing, env) }
            if layout.addButton.contains(point.x) { _ = perform(.add, env) }
            return
        }
        guard case let .row(row)? = layout.item(atLine: point.y) else { return }
        let table = env.table
        do {
            if let shown = layout.rowButtons, shown.line == point.y,
               let index = shown.buttons.firstIndex(where: { $0.columns.contains(point.x) }) {
                if table.swipeActions?.isDefaultDelete == false {
                    try performRowAction(env) { try $0.performSwipeAction(at: index) }
                } else {
                    try withTable(env) { try $0.confirmDeletion() }
                }
                return
            }
            if table.deleteConfirmationIndexPath != nil || table.swipeActions != nil { dismissButtons(env) }
            cursor = row
            let controls = table.controls(forRowAt: row)
            if layout.rows.controlColumns.contains(point.x), controls.showsSelectionCheck || controls.isSelected {
                return try toggleSelection(env)
            }
            guard table.mode == .editing else { return }
            if layout.rows.controlColumns.contains(point.x) {
                switch controls.editingControl {
                case .delete: try withTable(env) { try $0.tapDeletionControl(at: row) }
                case .insert: _ = perform(.editRow, env)
                case .none: break
                }
            } else if layout.rows.reorderColumns.contains(point.x), controls.showsReorderControl {
                guard filter == nil else { throw HintError("While filtered, J and K move the row past the next one shown") }
                try withTable(env) { try $0.beginDrag(at: row) }
                mouseDragging = true
            }
        } catch {
            report(error)
        }
    }

    /// The destination under the mouse for the dragged row: the row on that line, clamped
    /// to the places the row can go; above the body, the first place; below it, the last.
    private func dropTarget(at point: Point, _ env: ListEnvironment) -> IndexPath? {
        let table = env.table
        guard let drag = table.drag else { return nil }
        /// The end of `section`, where the dragged row would go last.
        func end(of section: Int) -> IndexPath {
            let rows = table.numberOfRows(inSection: section)
            return IndexPath(row: section == drag.source.section ? rows - 1 : rows, section: section)
        }
        let layout = layout(env)
        switch layout.item(atLine: point.y) {
        case let .row(row)?: return row
        case let .header(section)?: return IndexPath(row: 0, section: section)
        case let .footer(section)?, let .footerLine(section, _)?: return end(of: section)
        case nil:
            // Below the end of the list (a mouse moves several lines between reports): the end.
            if let lastLine = layout.items.lastIndex(where: { $0 != nil }), point.y > lastLine,
               point.y < layout.items.count - statusLines, table.numberOfSections > 0 {
                return end(of: table.numberOfSections - 1)
            }
            return drag.destination
        }
    }

    /// Moves the screen by `lines` body lines, keeping the cursor on screen.
    private mutating func scroll(by lines: Int, _ table: Table) {
        let walker = self.walker(table)
        guard let start = top ?? walker.first else { return }
        top = Scrolling.filled(walker.advance(start, by: lines), height: bodyHeight, walker: walker)
        // Keep the cursor on screen: onto the first or last row shown.
        let shown = VisibleBody(top: top, height: bodyHeight, walker: walker).rows
        guard let cursor, let first = shown.first, let last = shown.last, table.drag == nil else { return }
        if cursor < first { self.cursor = first } else if cursor > last { self.cursor = last }
    }
}
