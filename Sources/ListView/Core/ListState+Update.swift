import TerminalScreen
import TableKit

extension ListState {
    /// Handles one event: keys and mouse act on the table and the view through intents, a
    /// resize or a tick changes what is shown, a finished save reports. Afterwards the
    /// cursor's line is on screen.
    /// - Returns: what the run loop must do (save, leave, suspend, ring).
    public mutating func update(_ event: ListEvent, in env: ListEnvironment) -> [ListEffect] {
        var effects: [ListEffect] = []
        switch event {
        case let .key(key):
            startInput()
            for key in keysMeant(by: key, env) where !finishFilterBeforeActing(on: key, env) {
                let mode = inputMode(env.table)
                effects += handle(key, env)
                noteForRepeat(key, typedIn: mode, env)
            }
        case let .mouse(mouse):
            // The release (or a move) after a press that started no drag does nothing: it
            // leaves what the press said on the status line.
            if mouseDragging || (mouse.kind != .release && mouse.kind != .drag) { startInput() }
            finishFilterBeforeActing(on: nil, env)
            handleMouse(mouse, env)
        case let .paste(text):
            startInput()
            paste(text, env)
        case let .resize(size):
            screenSize = size
        case .tick:
            animations.expire(at: env.now)
            if let text = unsearchedFilter { applyFilter(text, env, searchesNow: true) }
        case let .tableChanged(changes):
            follow(changes, env)
        case let .shellCommandFinished(filter, result):
            finishFilter(filter, result, env)
        case let .previewFinished(command, result):
            finishPreview(command, result, env)
        case let .saveFinished(outcome):
            effects = finishSave(outcome)
        case let .notice(message):
            status = message
        case let .ask(question):
            overlay = .hostQuestion(question)
        case let .answered(message):
            status = message
        case let .readingProgressed(progress):
            reading = progress
            if progress == nil { readingEnded(env.table) }
            effects = performAfterReading(env)
        case let .fileEndRead(rows):
            effects = showFileEnd(rows)
        case .stoppedWaitingForReading:
            motionAfterReading = nil
            report("Stopped waiting: the file is still being read")
        }
        followTableChanges(env)
        // Whatever put the cursor where it is (an undo shows the row it brought back), it is
        // on a row shown.
        keepCursorShown(env.table)
        // Checked rows can vanish by any edit (an undo, a delete): with none left, ⊖ comes back.
        lowerSelectionFlagsIfUnused(env.table)
        effects += followCursorInPreview(env)
        statusLines = 1 + StatusBar(self, table: env.table, marks: FileMarks(env.host)).messageLines
        scrollIntoView(env.table)
        let height = bodyHeight
        fileEnd?.scrollToCursor(height: height)
        return effects
    }

    /// A key or click clears the last message and finishes every animation at once: typing
    /// never waits for one.
    private mutating func startInput() {
        status = nil
        animations = Animations()
        rowsTouchedByKey = []
        repeatTracking.startKey()
    }

    // MARK: - Keys

    /// The keys that act everywhere first, then the table of the current mode.
    mutating func handle(_ key: Key, _ env: ListEnvironment) -> [ListEffect] {
        // A text field's own keys come first: Ctrl-C there cancels the field, as in vim's
        // command line and readline, instead of abandoning the program and what was typed.
        let mode = inputMode(env.table)
        let keys = env.options.keys
        if mode == .textField, keys.table(for: .textField).intent(for: key) != nil { return dispatch(key, in: mode, env) }
        if let intent = keys.table(.everywhere).intent(for: key) { return perform(intent, env) }
        if case let .hostQuestion(question) = overlay { return answer(question, key, env) }
        return dispatch(key, in: inputMode(env.table), env)
    }

    /// A host's question reads its own keys (they are its answers, so no key table has
    /// them): one of them, or `Esc` for its escape answer, goes to the host; any other key
    /// waits, as for every question, unless the question gives an answer for other keys:
    /// then it goes to the host and the key acts as usual.
    private mutating func answer(_ question: HostQuestion, _ key: Key, _ env: ListEnvironment) -> [ListEffect] {
        let chosen: Character?
        switch key {
        case let .character(c):
            // A question other keys pass through is answered by its letters exactly, so that
            // the list's own keys (d, r) never answer as its capitals (D, R).
            let exact = question.otherKeysAnswer != nil
            chosen = question.answers.first { exact ? $0 == c : String($0).lowercased() == String(c).lowercased() }
        case .escape: chosen = question.escapeAnswer
        default: chosen = nil
        }
        if let chosen {
            overlay = .none
            return [.answer(question, with: chosen)]
        }
        guard let otherKeysAnswer = question.otherKeysAnswer else { return [] }
        overlay = .none
        return [.answer(question, with: otherKeysAnswer)] + dispatch(key, in: inputMode(env.table), env)
    }

    private mutating func dispatch(_ key: Key, in mode: InputMode, _ env: ListEnvironment) -> [ListEffect] {
        // A list opened for choosing reads its own keys first, over the list's.
        if let pick = env.options.pick, mode == .list || mode == .editing || mode == .selection,
           let intent = env.options.keys.table(.pick).intent(for: key), pick == .multiple || intent != .toggleSelection {
            pendingCount = nil
            return perform(intent, env)
        }
        if env.options.pick == .single, mode == .list || mode == .editing,
           let intent = env.options.keys.table(for: mode).intent(for: key), intent == .toggleSelection || intent == .extendSelection {
            report("One row is chosen here: Enter takes the cursor's")
            return []
        }
        let keys = env.options.keys.table(for: mode)
        if mode.isKeyPrefix {
            pendingPrefix = nil
            if pendingCount == nil { pendingCount = prefixCount }
            prefixCount = nil
        }
        // A row's actions bind their own letters, before the mode's keys.
        if mode == .rowActions, case let .character(letter) = key, env.table.swipeActions?.index(ofActionWithKey: letter) != nil {
            pendingCount = nil
            return perform(.performAction(letter), env)
        }
        if let intent = keys.intent(for: key) {
            if case let .countDigit(digit) = intent, digit > 0 || pendingCount != nil {
                // Up to 10^15 - 1: any row of any file (rows are 64-bit), far from overflow.
                pendingCount = min(999_999_999_999_999, (pendingCount ?? 0) * 10 + digit)
                return []
            }
            let count = pendingCount
            pendingCount = nil
            if case .countDigit = intent { return unknown(key) }
            let effects = perform(intent, env, count: count)
            // `g` goes at once, and a second `g` stays where it went: `gg`, `12gg`.
            if intent == .firstRow, key == .char("g"), mode != .gPrefix { awaitSecondKey(.gPrefix, count: count) }
            return effects
        }
        // A key passed on to the list's own keys keeps the count typed before it (`v 3j`).
        switch keys.unboundKeys {
        case .dismissAndPassThrough:
            dismissButtons(env)
            return dispatch(key, in: inputMode(env.table), env)
        case .passThrough:
            return dispatch(key, in: listMode(env.table), env)
        case .actAsUsual:
            pendingCount = nil
            return dispatch(key, in: inputMode(env.table), env)
        default:
            break
        }
        pendingCount = nil
        switch keys.unboundKeys {
        case .ring where mode == .prompt:
            // The question stays; the key is answered with a word beside it.
            report("\(key) waits: answer y or n (Esc cancels)")
            return [.bell]
        case .ring:
            return unknown(key, in: mode, env)
        case let .hint(text):
            report(text)
        case .ignore, .dismissAndPassThrough, .passThrough, .actAsUsual:
            break
        case .close:
            overlay = .none
        case .typeText:
            if case let .character(c) = key { return perform(.editField(.insert(c)), env) }
        }
        return []
    }

    /// Pasted text goes into the open text field; anywhere else it is refused whole, so that
    /// no pasted letter is ever run as a key.
    private mutating func paste(_ text: String, _ env: ListEnvironment) {
        guard inputMode(env.table) == .textField else {
            return report("A paste goes into a text field: + add, Enter edit, / filter")
        }
        editField(.paste(text), env)
    }

    /// A key that means nothing here: the bell, and a word on the status line, which says so
    /// when the key works in the other mode (`J` outside editing mode).
    private mutating func unknown(_ key: Key, in mode: InputMode? = nil, _ env: ListEnvironment? = nil) -> [ListEffect] {
        let other: (mode: InputMode, hint: String)? = switch mode {
        case .list: (.editing, "works in editing mode: e enters it")
        case .editing: (.list, "works outside editing mode: e leaves it")
        default: nil
        }
        let hint = other.flatMap { env?.options.keys.table(for: $0.mode).intent(for: key) != nil ? $0.hint : nil }
        report(hint.map { "\(key) \($0)" } ?? "Unknown key: \(key)")
        return [.bell]
    }

    // MARK: - The table

    /// Calls the table, then follows the updates the call applied (the cursor stays on its
    /// row, the screen on its lines) before the caller reads anything that depends on them:
    /// a value the call returns is an index path after those updates.
    @discardableResult
    mutating func withTable<Result>(_ env: ListEnvironment, _ call: (Table) throws -> Result) rethrows -> Result {
        defer { followTableChanges(env) }
        return try call(env.table)
    }

    /// Follows every update the table applied since the last time.
    mutating func followTableChanges(_ env: ListEnvironment) {
        follow(env.changes.take(), env)
    }

    /// Follows `changes`, oldest first.
    private mutating func follow(_ changes: [TableChangeLog.Change], _ env: ListEnvironment) {
        // Rows arriving from the file are not a change anyone made (`.` repeats what was).
        if changes.contains(where: { if case .appended = $0 { false } else { true } }) { repeatTracking.tableChanged = true }
        for change in changes {
            switch change {
            case let .update(update): follow(update, env)
            case .reload: followReload(env.table)
            case let .appended(rows, section): followAppended(rows, inSection: section, env.table)
            }
        }
        // Following several updates at once (an undo step of many, or updates made outside
        // the view), a deleted cursor row was placed by the table's counts after all of
        // them, not after its own: the next updates could carry it past the end (found by
        // the controller's fuzzer). The rows as they are now have the last word.
        if changes.count > 1 { keepCursorOnARow(env.table) }
    }

    /// The row the cursor is on, or a hint that the list is empty.
    func requireCursor() throws -> IndexPath {
        guard let cursor else { throw HintError("The list is empty") }
        return cursor
    }
}
