import TableKit

extension ListState {
    // MARK: - Deleting

    /// `d`: swipe in normal mode, the deletion control in editing mode. With a count (`3dd`),
    /// the cursor's row and the rows shown after it are checked and `Delete 3 rows?` asks;
    /// dismissing the question unchecks them.
    mutating func deleteKey(count: Int?, _ env: ListEnvironment) throws {
        let row = try requireCursor()
        if let count, count > 1 {
            return try askToDelete(withDescendants(try rowsForCount(count, env.table), env.table), env)
        }
        // A row's descendants go with it: the question says how many.
        let family = withDescendants([row], env.table)
        if family.count > 1 { return try askToDelete(family, env) }
        switch env.table.mode {
        case .normal: try withTable(env) { try $0.swipeToDelete(at: row) }
        case .editing: try withTable(env) { try $0.tapDeletionControl(at: row) }
        case .swipe: break
        }
    }

    // MARK: - Adding, inserting, retyping

    /// `+`: Add in normal mode; in editing mode Add is disabled (Listing 7-1), and `+` taps
    /// the current section's insertion control instead, if it has one.
    mutating func add(_ env: ListEnvironment) throws {
        let table = env.table
        guard let source = table.editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        if table.isEditing {
            guard let row = insertionRowInCurrentSection(table) else {
                throw HintError("Add is disabled while editing")
            }
            cursor = row
            overlay = .textField(TextField(), purpose: .insert(row))
            return
        }
        guard table.numberOfSections > 0 else { throw HintError("There is no section to add to") }
        overlay = .textField(TextField(), purpose: .add(section: cursor?.section ?? 0))
    }

    /// `o` / `O`: Add, with the new row going just below or above the cursor's row, in its
    /// section; in an empty list, the first section's first row. Never past where Add puts
    /// rows: a last row that stays last, or a placeholder with ⊕, stays last.
    mutating func addNear(below: Bool, _ env: ListEnvironment) throws {
        let table = env.table
        guard let source = table.editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        guard table.numberOfSections > 0 else { throw HintError("There is no section to add to") }
        overlay = .textField(TextField(), purpose: .addNear(placeNear(below: below, source, table)))
    }

    /// The row of the current section with an insertion control: the cursor's, else the
    /// section's last or first row (where placeholders live), without scanning the section.
    private func insertionRowInCurrentSection(_ table: Table) -> IndexPath? {
        guard let cursor else { return nil }
        let rows = table.numberOfRows(inSection: cursor.section)
        let candidates = [cursor, IndexPath(row: rows - 1, section: cursor.section), IndexPath(row: 0, section: cursor.section)]
        return candidates.first { table.containsRow(at: $0) && table.controls(forRowAt: $0).editingControl == .insert }
    }

    /// Enter or `r`: on a row with an insertion control (a placeholder such as "Add item…"),
    /// insert, in editing mode or not, as tapping it would; otherwise retype the row.
    mutating func editRow(_ env: ListEnvironment) throws {
        let table = env.table
        let row = try requireCursor()
        guard let source = table.editingSource, source.acceptsEdits else { throw HintError("This list cannot be edited") }
        if table.editingStyle(forRowAt: row) == .insert {
            overlay = .textField(TextField(), purpose: table.mode == .editing ? .insert(row) : .add(section: row.section))
            return
        }
        guard source.canEditText(at: row) else { throw HintError("This row's text can't be edited") }
        if let refusal = source.retypeRefusal(forRowAt: row) { throw HintError(refusal) }
        overlay = .textField(TextField(source.fieldText(forRowAt: row)), purpose: .edit(row))
    }

    mutating func editField(_ edit: FieldEdit, _ env: ListEnvironment) {
        guard case .textField(var field, let purpose) = overlay else { return }
        // Backspace on an empty `:` or `/` line leaves it, as in vim.
        if edit == .deleteBackward, field.text.isEmpty, purpose.isTypedOnCommandLine {
            if purpose == .filter { cancelFilterField(env) }
            overlay = .none
            return
        }
        let before = field.text
        field.apply(edit)
        overlay = .textField(field, purpose: purpose)
        if purpose == .filter, field.text != before { applyFilter(field.text, env) }
    }

    /// Tab in an Add field: the text completed by the data source, the cursor at its end.
    mutating func completeField(_ env: ListEnvironment) throws {
        guard case .textField(var field, let purpose) = overlay else { return }
        switch purpose {
        case .add, .addNear, .insert: break
        case .edit, .saveAs, .command, .filter: throw HintError("Tab completes nothing here")
        }
        guard let completed = env.table.editingSource?.completion(ofText: field.text), completed != field.text else {
            throw HintError("Nothing to complete")
        }
        field = TextField(completed)
        overlay = .textField(field, purpose: purpose)
    }

    /// Why the data source will not take `text` as the row the field was opened for, if it will not.
    private static func refusal(of text: String, for purpose: FieldPurpose, _ table: Table) -> String? {
        guard let source = table.editingSource else { return nil }
        switch purpose {
        case let .addNear(place): return source.refusal(forText: text, at: place, replacingRow: false)
        case let .add(section):
            return source.refusal(forText: text, at: source.indexPathForAddedRow(inSection: section, of: table), replacingRow: false)
        case let .edit(row): return source.refusal(forText: source.rowText(fromFieldText: text, at: row), at: row, replacingRow: true)
        case let .insert(row): return source.refusal(forText: text, at: row, replacingRow: false)
        case .saveAs, .command, .filter: return nil
        }
    }

    /// Enter in the text field: closes it and does what it was opened for.
    mutating func submitField(_ env: ListEnvironment) -> [ListEffect] {
        guard case let .textField(field, purpose) = overlay else { return [] }
        let text = field.text
        if text.isEmpty, let hint = purpose.emptyHint {
            // As UIKit's Save is disabled for an empty field: nothing happens, the field stays.
            report(hint)
            return []
        }
        if let refusal = Self.refusal(of: text, for: purpose, env.table) {
            // The field stays, with what was typed, for it to be put right.
            status = StatusMessage(text: refusal, isError: true)
            return []
        }
        overlay = .none
        if case let .saveAs(then) = purpose { return save(SaveRequest(fileName: text, then: then), env) }
        if case .command = purpose { return runCommand(text, env) }
        if case .filter = purpose {
            if text.isEmpty { clearFilter(env) }
            return []
        }
        do {
            guard let source = env.table.editingSource else { throw HintError("This list cannot be edited") }
            switch purpose {
            case .add, .addNear:
                let row = switch purpose {
                case let .addNear(place): place
                case let .add(section): source.indexPathForAddedRow(inSection: section, of: env.table)
                default: IndexPath(row: 0, section: 0)
                }
                let note = source.storageNote(forText: text, at: row, replacingRow: false)
                // o and O add a sibling of the row they were pressed on (the cursor, which the
                // field does not move).
                let sibling: IndexPath? = if case .addNear = purpose { cursor } else { nil }
                try withTable(env) { try Self.insertRow(withText: text, at: row, like: sibling, into: source, of: $0) }
                cursor = row
                if let note { report(note) }
            case let .edit(row):
                let text = source.rowText(fromFieldText: text, at: row)
                guard text != source.editableText(forRowAt: row) else { return [] }
                let note = source.storageNote(forText: text, at: row, replacingRow: true)
                try withTable(env) { try Self.retypeRow(at: row, as: text, in: source, of: $0) }
                if let note { report(note) }
            case let .insert(row):
                source.prepareInsertion(text: text)
                try withTable(env) { try $0.tapInsertionControl(at: row) }
            case .saveAs, .command, .filter:
                break
            }
        } catch {
            report(error)
        }
        return []
    }

    /// `x`: the row's checkbox toggled, as an undoable retype of the row.
    mutating func toggleCheckbox(_ env: ListEnvironment) throws {
        let row = try requireCursor()
        guard let source = env.table.dataSource as? any ListCheckboxSource,
              try withTable(env, { try Self.toggleCheckbox(at: row, of: source, in: $0) })
        else { throw HintError("This row has no checkbox") }
    }

    // The edits take the source's own row type, so the source is opened from its existential.

    private static func insertRow<Source: ListEditingSource>(
        withText text: String, at row: IndexPath, like sibling: IndexPath?, into source: Source, of table: Table
    ) throws {
        let contents = sibling.map { source.newRow(withText: text, at: row, like: $0) } ?? source.newRow(withText: text, at: row)
        try table.edit(of: source) { $0.insertRow(contents, at: row, with: .top) }
    }

    private static func retypeRow<Source: ListEditingSource>(
        at row: IndexPath, as text: String, in source: Source, of table: Table
    ) throws {
        try table.edit(of: source) { $0.reloadRow(at: row, with: source.retypedRow(withText: text, at: row)) }
    }

    /// Whether the row had a checkbox to toggle.
    private static func toggleCheckbox<Source: ListCheckboxSource>(at row: IndexPath, of source: Source, in table: Table) throws -> Bool {
        guard let contents = source.rowWithCheckboxToggled(at: row) else { return false }
        try table.edit(of: source) { $0.reloadRow(at: row, with: contents, animation: .none) }
        return true
    }

    // MARK: - Moving rows

    /// `J` / `K`: one place down or up, as a drag and a drop (retargeting applies); with a
    /// count, that many places, as one undo step.
    mutating func drag(_ step: DragStep, times: Int, _ env: ListEnvironment) throws {
        guard env.table.mode == .editing else { throw HintError("Press e for editing mode to move rows") }
        let start = try requireCursor()
        var row = start
        try env.table.withUndoGroup {
            for _ in 0..<max(1, times) {
                let from = row
                if filter != nil {
                    row = try dragPastShownNeighbour(from, step, env)
                } else if let moved = try moveFamily(from, step, env) {
                    row = moved
                } else {
                    row = try withTable(env) { try $0.dragAndDropRow(at: from, step: step) }
                }
                if row == from { break }
            }
        }
        cursor = row
        if row == start {
            // At the end of the rows read so far, more are coming.
            report(step == .down && reading != nil
                ? "The next rows are still being read: J moves past them once they are here"
                : "This row can't go further \(step == .down ? "down" : "up")")
        }
    }

    /// Space or `m`: pick the row up to drag it with `j`/`k`.
    mutating func pickUp(_ env: ListEnvironment) throws {
        guard env.table.mode == .editing else { throw HintError("Press e for editing mode to move rows") }
        guard filter == nil else { throw HintError("While filtered, J and K move the row past the next one shown; Esc clears the filter") }
        let row = try requireCursor()
        try withTable(env) { try $0.beginDrag(at: row) }
        report("Moving: j/k drag, Space or Enter drops, Esc puts it back")
    }
}

extension Table {
    /// The data source, if rows can be added and retyped from typed text.
    var editingSource: (any ListEditingSource)? { dataSource as? any ListEditingSource }

    /// Whether the top bar's `+` (Add) means anything: the data source takes typed rows and
    /// edits, and there is a section to add to. Otherwise `+` is not shown.
    var canAddRows: Bool { (editingSource?.acceptsEdits ?? false) && numberOfSections > 0 }
}
