import TableKit

extension ListState {
    /// Carries out an intent, as its key would, `count` times where a count means something
    /// (`3j`, `4J`; `12G` goes to row 12).
    /// - Returns: what the run loop must do.
    public mutating func perform(_ intent: Intent, _ env: ListEnvironment, count: Int? = nil) -> [ListEffect] {
        do {
            if fileEnd != nil, let effects = performAtFileEnd(intent, count: count) { return effects }
            if reading != nil, intent == .lastRow, count == nil, canShowFileEnd(env.table) {
                // The file's end, found from its end, at once: the middle is read meanwhile.
                return [.showFileEnd(rows: Self.fileEndRows)]
            }
            if reading != nil, let effects = try searchWhileReading(intent, count: count, env) { return effects }
            if reading != nil, goesPastRowsRead(intent, count: count, env.table) {
                // The end of the rows read is not the file's end: wait for the rows it needs.
                motionAfterReading = MotionAfterReading(intent: intent, count: count)
                report(intent == .lastRow && count == nil ? Self.waitingForTheRest : Self.waitingForRows)
                return [.finishReading]
            }
            if move(intent, count: count, env.table) { return [] }
            // A count says where to go (`4294967297G`) at any size, but repeats an action
            // at most as many times as a count could before rows were counted past 2^32.
            return try act(intent, count: count.map { min($0, Self.maximumRepeats) }, env)
        } catch {
            report(error)
        }
        return []
    }

    /// Whether `intent` goes to the last row (`G`, `:$`), to a row past those read so far
    /// (`37000000G`), or, with a count, acts on rows down to past them (`50000j`, `50000dd`).
    func goesPastRowsRead(_ intent: Intent, count: Int?, _ table: Table) -> Bool {
        let rows = visibleRows(table)
        switch intent {
        case .lastRow: return count.map { $0 > rows.count } ?? true
        case .firstRow: return (count ?? 1) > rows.count
        case .searchNext, .searchPrevious: return true  // past the match short of the end
        case .nextRow, .dragDown, .delete, .yank, .moveSelectionDown:
            guard let count, count > 1, let place = cursor.flatMap(rows.place(of:)) else { return false }
            return place.position + count >= rows.count
        default: return false
        }
    }

    /// What a wait for the whole file, or for the rows a count goes to, was for: done once
    /// the file is whole or, for a count, as soon as those rows are read.
    mutating func performAfterReading(_ env: ListEnvironment) -> [ListEffect] {
        guard let motion = motionAfterReading else { return [] }
        if reading != nil, fileEnd != nil || goesPastRowsRead(motion.intent, count: motion.count, env.table) { return [] }
        motionAfterReading = nil
        if status?.text == Self.waitingForTheRest || status?.text == Self.waitingForRows { status = nil }
        return perform(motion.intent, env, count: motion.count)
    }

    /// The most times a count repeats an action (`3p`, `4J`, `5>>`).
    static let maximumRepeats = 99_999_999

    /// The cursor's motions; whether `intent` was one.
    private mutating func move(_ intent: Intent, count: Int?, _ table: Table) -> Bool {
        switch intent {
        case .nextRow: moveCursor(by: count ?? 1, table)
        case .previousRow: moveCursor(by: -(count ?? 1), table)
        case .firstRow: moveCursor(toGlobalRow: (count ?? 1) - 1, table)
        case .lastRow: moveCursor(toGlobalRow: count.map { $0 - 1 } ?? visibleRows(table).count - 1, table)
        case .pageDown: page(by: max(1, bodyHeight - 1), table)
        case .pageUp: page(by: -max(1, bodyHeight - 1), table)
        case .halfPageDown: page(by: max(1, bodyHeight / 2), table)
        case .halfPageUp: page(by: -max(1, bodyHeight / 2), table)
        default: return false
        }
        return true
    }

    /// Every intent but the cursor's motions.
    private mutating func act(_ intent: Intent, count: Int?, _ env: ListEnvironment) throws -> [ListEffect] {
        switch intent {
        case .nextRow, .previousRow, .firstRow, .lastRow, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .countDigit: break
        case .zPrefix: awaitSecondKey(.zPrefix, count: count)
        case .yPrefix: awaitSecondKey(.yPrefix, count: count)
        case .indentPrefix: awaitSecondKey(.indentPrefix, count: count)
        case .outdentPrefix: awaitSecondKey(.outdentPrefix, count: count)
        case .foldPrefix: awaitSecondKey(.foldPrefix, count: count)
        case .toggleFold: try fold(.toggle, env.table)
        case .openFold: try fold(.open, env.table)
        case .closeFold: try fold(.close, env.table)
        case .openAllFolds: try unfoldAll()
        case .closeAllFolds: try foldAll(env.table)
        case .indent: try shiftLevel(by: 1, times: count ?? 1, env)
        case .outdent: try shiftLevel(by: -1, times: count ?? 1, env)
        case .yank: return try yank(count: count, env)
        case .putBelow: try put(below: true, times: count ?? 1, env)
        case .putAbove: try put(below: false, times: count ?? 1, env)
        case .saveAndQuit: return saveAndQuit(env)
        case .quitWithoutSaving: return quitWithoutSaving(env)
        case .commandLine: overlay = .textField(TextField(), purpose: .command)
        case .toggleCheckbox: try toggleCheckbox(env)
        case .toggleEditing: toggleEditing(env)
        case .delete: try deleteKey(count: count, env)
        case .swipe: try trailingActions(env)
        case .leadingActions: try leadingActions(env)
        case .dismiss: dismissButtons(env)
        case .toggleSelection: try toggleSelection(env)
        case .extendSelection: try extendSelection(env)
        case .deleteSelection: try askToDeleteSelection(env)
        case .moveSelectionDown: try moveSelection(.down, times: count ?? 1, env)
        case .moveSelectionUp: try moveSelection(.up, times: count ?? 1, env)
        case .clearSelection: clearSelection(env)
        case .confirmSelectionDeletion: try deleteSelection(env)
        case .performFirstAction: try performRowAction(env) { try $0.performFullSwipe() }
        case let .performAction(letter): try performRowAction(env) { try $0.performSwipeAction(forKey: letter) }
        case .cancel: cancel(env)
        case .filter: openFilter()
        case .add:
            // The end of the section is not yet the end of the file.
            if reading != nil { throw HintError("The file is still being read: + adds at its end once it is; o adds below this row now") }
            try add(env)
        case .choose: return choose(env)
        case .abandonPick: return [.exit(.abort)]
        case .repeatLastChange: return try repeatLastChange(env)
        case .searchNext: try searchAgain(forward: true, times: count ?? 1, env)
        case .searchPrevious: try searchAgain(forward: false, times: count ?? 1, env)
        case .filterByFirstWord: try filterByFirstWord(env)
        case .addBelow: try addNear(below: true, env)
        case .addAbove: try addNear(below: false, env)
        case .dragDown: try drag(.down, times: count ?? 1, env)
        case .dragUp: try drag(.up, times: count ?? 1, env)
        case .pickUp: try pickUp(env)
        case .editRow: try editRow(env)
        case .undo: try undo(redoing: false, env)
        case .redo: try undo(redoing: true, env)
        case .save: return save(SaveRequest(), env)
        case .quit: return quit(env)
        case .help: overlay = .help(scroll: 0)
        case let .scrollPreview(lines): try scrollPreview(by: lines * (count ?? 1), env)
        case .togglePreview: try togglePreview(env)
        case .abort: return [.exit(.abort)]
        case .suspend: return [.suspend]
        case .redraw: return [.redraw]
        case .confirmDeletion:
            let row = env.table.deleteConfirmationIndexPath
            try deleteCopying(row.map { [$0] } ?? [], env) { try $0.confirmDeletion() }
        case .dragStepDown: cursor = try withTable(env) { try $0.dragStep(.down) }
        case .dragStepUp: cursor = try withTable(env) { try $0.dragStep(.up) }
        case .drop: cursor = try withTable(env) { try $0.dropDrag() }
        case .putBack:
            cursor = env.table.drag?.source
            withTable(env) { $0.cancelDrag() }
        case .submitField: return submitField(env)
        case .cancelField:
            if case .textField(_, .filter) = overlay { cancelFilterField(env) }
            overlay = .none
        case let .editField(edit): editField(edit, env)
        case .completeField: try completeField(env)
        case let .answer(answer): return self.answer(answer, env)
        case let .scrollHelp(scroll): scrollHelp(scroll, env)
        case .closeHelp: overlay = .none
        }
        return []
    }

    /// Esc in the list: dismiss a Delete button, else clear the filter.
    private mutating func cancel(_ env: ListEnvironment) {
        if env.table.deleteConfirmationIndexPath != nil {
            withTable(env) { $0.dismissDeleteConfirmation() }
        } else if filter != nil || unsearchedFilter != nil {
            clearFilter(env)
        }
    }

    /// `u` / Ctrl-R: the cursor goes to what the step put back, moved or changed.
    private mutating func undo(redoing: Bool, _ env: ListEnvironment) throws {
        exemptFromRepeat()
        try withTable(env) { redoing ? try $0.redo() : try $0.undo() }
        showTouchedRows(env.table)
        report(redoing ? "Redone" : "Undone")
    }

    /// Edit / Done. Entering editing mode with animation fades the controls in; without
    /// (`--no-animation`, or a table told not to animate) they simply appear.
    private mutating func toggleEditing(_ env: ListEnvironment) {
        let drag = env.table.drag
        withTable(env) { $0.setEditing(!$0.isEditing, animated: env.options.animations) }
        // Done (a click: keys do not reach it during a drag) puts a picked-up row back, as
        // Esc does: the cursor goes back with it, not to where it was shown, which may be
        // past a section's last row (found by the controller's fuzzer).
        if let drag, env.table.drag == nil { cursor = drag.source }
        if env.table.mode == .editing, env.options.animations { animations.controlsSince = env.now }
    }

    // MARK: - Moving the cursor

    mutating func moveCursor(by offset: Int, _ table: Table) {
        let rows = visibleRows(table)
        guard let current = cursor, let place = rows.place(of: current) else { return moveCursor(toGlobalRow: 0, table) }
        cursor = rows.indexPath(clampedTo: place.position + offset) ?? current
    }

    /// To the row shown at place `row` (from 0, clamped to the rows shown).
    mutating func moveCursor(toGlobalRow row: Int, _ table: Table) {
        cursor = visibleRows(table).indexPath(clampedTo: row)
    }

    /// PgDn / PgUp: the screen moves by `lines` (a page less the line kept for context) and
    /// the cursor keeps its line on screen, as in less and vim; when the screen cannot move
    /// further, the cursor goes to the last or first row.
    mutating func page(by lines: Int, _ table: Table) {
        let walker = self.walker(table)
        guard let cursor, let start = top ?? walker.first else { return moveCursor(toGlobalRow: 0, table) }
        let line = VisibleBody(top: start, height: bodyHeight, walker: walker).items.firstIndex(of: .row(cursor))
        guard let moved = Scrolling.filled(walker.advance(start, by: lines), height: bodyHeight, walker: walker),
              moved != start, let line else {
            return moveCursor(toGlobalRow: lines > 0 ? visibleRows(table).count - 1 : 0, table)
        }
        top = moved
        let shown = VisibleBody(top: moved, height: bodyHeight, walker: walker)
        // The row on the cursor's line; on a header or footer line, the nearest row below, else above.
        let below = shown.items.dropFirst(line).first { if case .row = $0 { true } else { false } }
        let above = shown.scrolled.prefix(line).last { if case .row = $0 { true } else { false } }
        if case let .row(row)? = below ?? above { self.cursor = row }
    }

    /// Puts the cursor on the first row the last undo or redo put back, moved or changed;
    /// if it only removed rows, the cursor stays where the update mapped it.
    private mutating func showTouchedRows(_ table: Table) {
        if let first = rowsTouchedByKey.min(), table.containsRow(at: first) { cursor = first }
    }

    /// Keeps the line the user is looking at (the cursor's row, or where a picked-up row
    /// would land) on screen, moving the screen as little as possible.
    mutating func scrollIntoView(_ table: Table) {
        let shown = table.drag?.destination ?? cursor
        top = Scrolling.top(keeping: shown, visible: top, height: bodyHeight, walker: walker(table))
    }
}
