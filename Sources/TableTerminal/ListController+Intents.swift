import TableKit

extension ListController {
    /// Carries out an intent, as its key would.
    @discardableResult
    public func perform(_ intent: Intent) -> ControllerAction {
        do {
            switch intent {
            case .nextRow: moveCursor(by: 1)
            case .previousRow: moveCursor(by: -1)
            case .firstRow: moveCursor(toGlobalRow: 0)
            case .lastRow: moveCursor(toGlobalRow: table.totalNumberOfRows - 1)
            case .pageDown: moveCursor(by: max(1, bodyHeight - 1))
            case .pageUp: moveCursor(by: -max(1, bodyHeight - 1))
            case .toggleEditing: table.setEditing(!table.isEditing)
            case .delete: try deleteKey()
            case .swipe:
                guard table.mode == .normal else { return .continue }
                try table.swipeToDelete(at: try requireCursor())
            case .dismiss: table.dismissDeleteConfirmation()
            case .add: try add()
            case .dragDown: try drag(.down)
            case .dragUp: try drag(.up)
            case .pickUp:
                guard table.mode == .editing else { throw HintError("Press e for editing mode to move rows") }
                try table.beginDrag(at: try requireCursor())
                report("Moving: j/k drag, Space or Enter drops, Esc puts it back")
            case .editRow: try editRow()
            case .undo:
                try table.undo()
                showTouchedRows()
                report("Undone")
            case .redo:
                try table.redo()
                showTouchedRows()
                report("Redone")
            case .save: return save(thenQuit: false)
            case .quit: return quit()
            case .abort: return .exit(.abort)
            case .help: overlay = .help(scroll: 0)
            case .suspend: return .suspend
            }
        } catch {
            report(error)
        }
        return .continue
    }

    // MARK: - Moving the cursor

    func moveCursor(by offset: Int) {
        guard let cursor else { return moveCursor(toGlobalRow: 0) }
        moveCursor(toGlobalRow: table.globalRow(of: cursor) + offset)
    }

    func moveCursor(toGlobalRow row: Int) {
        let total = table.totalNumberOfRows
        guard total > 0 else { cursor = nil; return }
        cursor = table.indexPath(forGlobalRow: min(max(0, row), total - 1))
    }

    /// Puts the cursor on the first row the last undo or redo put back, moved or changed;
    /// if it only removed rows, the cursor stays where the update mapped it.
    private func showTouchedRows() {
        if let first = rowsTouchedByKey.min(), table.containsRow(at: first) { cursor = first }
    }

    func requireCursor() throws -> IndexPath {
        guard let cursor else { throw HintError("The list is empty") }
        return cursor
    }

    // MARK: - Deleting

    /// `d`: swipe in normal mode, the deletion control in editing mode.
    private func deleteKey() throws {
        let row = try requireCursor()
        switch table.mode {
        case .normal: try table.swipeToDelete(at: row)
        case .editing: try table.tapDeletionControl(at: row)
        case .swipeToDelete: break
        }
    }

    /// The Delete button.
    func confirmDeletion() {
        do {
            try table.confirmDeletion()
        } catch {
            report(error)
        }
    }

    // MARK: - Adding and inserting

    /// `+`: Add in normal mode; in editing mode Add is disabled (Listing 7-1), and `+` taps
    /// the current section's insertion control instead, if it has one.
    private func add() throws {
        guard let source = editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        if table.isEditing {
            guard let row = insertionRowInCurrentSection() else {
                throw HintError("Add is disabled while editing")
            }
            cursor = row
            overlay = .textField(TextField(), purpose: .insert(row))
            return
        }
        guard table.numberOfSections > 0 else { throw HintError("There is no section to add to") }
        let section = cursor?.section ?? 0
        overlay = .textField(TextField(), purpose: .add(section: section))
    }

    /// The row of the current section with an insertion control: the cursor's, else the
    /// section's last or first row (where placeholders live), without scanning the section.
    private func insertionRowInCurrentSection() -> IndexPath? {
        guard let cursor else { return nil }
        let rows = table.numberOfRows(inSection: cursor.section)
        let candidates = [cursor, IndexPath(row: rows - 1, section: cursor.section), IndexPath(row: 0, section: cursor.section)]
        return candidates.first { table.containsRow(at: $0) && table.controls(forRowAt: $0).editingControl == .insert }
    }

    /// Enter or `r`: on an insertion control while editing, insert; otherwise retype the row.
    private func editRow() throws {
        let row = try requireCursor()
        guard let source = editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        if table.mode == .editing, table.controls(forRowAt: row).editingControl == .insert {
            overlay = .textField(TextField(), purpose: .insert(row))
            return
        }
        guard source.canEditText(at: row) else { throw HintError("This row's text can't be edited") }
        overlay = .textField(TextField(source.editableText(forRowAt: row)), purpose: .edit(row))
    }

    /// What the modal text field's Enter does.
    func submit(_ text: String, for purpose: FieldPurpose) -> ControllerAction {
        do {
            guard let source = editingSource else {
                if case let .saveAs(thenQuit) = purpose { return save(as: text, thenQuit: thenQuit) }
                throw HintError("This list cannot be edited")
            }
            switch purpose {
            case let .add(section):
                let row = source.indexPathForAddedRow(inSection: section, of: table)
                try insertRow(withText: text, at: row, into: source)
                cursor = row
            case let .edit(row):
                guard text != source.editableText(forRowAt: row) else { return .continue }
                try retypeRow(at: row, as: text, in: source)
            case let .insert(row):
                source.prepareInsertion(text: text)
                try table.tapInsertionControl(at: row)
            case let .saveAs(thenQuit):
                return save(as: text, thenQuit: thenQuit)
            }
        } catch {
            report(error)
        }
        return .continue
    }

    /// The edits take the source's own row type, so the source is opened from its existential.
    private func insertRow<Source: ListEditingSource>(withText text: String, at row: IndexPath, into source: Source) throws {
        try table.edit(of: source) { $0.insertRow(source.newRow(withText: text, at: row), at: row, with: .bottom) }
    }

    private func retypeRow<Source: ListEditingSource>(at row: IndexPath, as text: String, in source: Source) throws {
        try table.edit(of: source) { $0.reloadRow(at: row, with: source.retypedRow(withText: text, at: row)) }
    }

    // MARK: - Dragging

    /// `J` / `K`: one place down or up, as a drag and a drop (retargeting applies).
    private func drag(_ step: DragStep) throws {
        guard table.mode == .editing else { throw HintError("Press e for editing mode to move rows") }
        let row = try requireCursor()
        let landed = try table.dragAndDropRow(at: row, step: step)
        cursor = landed
        if landed == row { report("This row can't go further \(step == .down ? "down" : "up")") }
    }

    // MARK: - Saving and quitting

    func save(thenQuit: Bool) -> ControllerAction {
        guard let host else { report("Nothing to save to"); return .continue }
        if host.needsFileName {
            overlay = .textField(TextField(), purpose: .saveAs(thenQuit: thenQuit))
            return .continue
        }
        return save(as: nil, thenQuit: thenQuit)
    }

    func save(as fileName: String?, thenQuit: Bool, overwriting: Bool = false) -> ControllerAction {
        guard let host else { return .continue }
        do {
            report(try host.save(as: fileName, overwriting: overwriting))
            return thenQuit ? .exit(.quit) : .continue
        } catch let question as SaveNeedsConfirmation {
            overlay = .confirmOverwrite(question: question.question, thenQuit: thenQuit)
            return .continue
        } catch {
            status = StatusMessage(text: "Not saved: \(error)", isError: true)
            return .continue
        }
    }

    private func quit() -> ControllerAction {
        guard let host, !host.quitWritesOutput, host.hasUnsavedChanges else { return .exit(.quit) }
        overlay = .quitPrompt
        return .continue
    }
}

/// A short explanation for the status line when a key cannot do anything here.
struct HintError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
