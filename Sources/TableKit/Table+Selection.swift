extension Table {
    // MARK: - Reading the selection

    /// The selected row, or the first selected row in table order when several are; `nil`
    /// when none is (UIKit's `indexPathForSelectedRow`).
    /// - Complexity: O(s) for s sections with selected rows.
    public var indexPathForSelectedRow: IndexPath? { selectionStorage.first?.indexPath }

    /// The selected rows in table order, or `nil` when none is (UIKit's
    /// `indexPathsForSelectedRows`).
    /// - Complexity: O(k) for k selected rows.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectionStorage.isEmpty ? nil : selectionStorage.sortedPaths.map(\.indexPath)
    }

    /// The number of selected rows (the "N" of "Delete N rows").
    /// - Complexity: O(1).
    public var numberOfSelectedRows: Int { selectionStorage.count }

    /// Whether the row at `indexPath` is selected.
    /// - Complexity: O(log m) for m runs of selected rows in its section.
    public func isRowSelected(at indexPath: IndexPath) -> Bool {
        selectionStorage.contains(RowPath(indexPath))
    }

    /// The row the user last tapped (to select or deselect it), where it is now: where
    /// ``extendSelection(to:)`` starts. `nil` before any tap, after the row is deleted, and
    /// when editing mode is entered or left.
    public var selectionAnchor: IndexPath? { selectionAnchorStorage?.indexPath }

    /// Whether the table's current mode lets rows be selected, and several at once.
    var selectionIsAllowed: Bool {
        modeStorage == .editing
            ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }
    var multipleSelectionIsAllowed: Bool {
        modeStorage == .editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: - Selecting in code (the delegate is not told)

    /// Selects the row at `indexPath` (UIKit's `selectRow(at:animated:scrollPosition:)`): in
    /// single selection it replaces the selected row, in multiple selection it joins the
    /// others. `nil` deselects every row. As in UIKit the delegate is not told; nothing
    /// happens when the current mode does not allow selection.
    /// - Throws: ``TableUsageError/noSuchRow(_:)`` if the table has no such row.
    public func selectRow(at indexPath: IndexPath?) throws {
        guard let indexPath else { return deselectAllRows() }
        guard containsRow(at: indexPath) else { throw TableUsageError.noSuchRow(indexPath) }
        guard selectionIsAllowed else { return }
        let path = RowPath(indexPath)
        if !multipleSelectionIsAllowed { selectionStorage.removeAll() }
        selectionStorage.insert(path)
        selectionAnchorStorage = path
    }

    /// Selects every row from `start` through `end`, in table order whichever comes first,
    /// across sections (in single selection, only `end`). The delegate is not told.
    /// - Throws: ``TableUsageError/noSuchRow(_:)`` if the table has no row at either end.
    /// - Complexity: O(s log m) for s sections spanned, however many rows.
    public func selectRows(from start: IndexPath, through end: IndexPath) throws {
        for path in [start, end] where !containsRow(at: path) { throw TableUsageError.noSuchRow(path) }
        guard multipleSelectionIsAllowed else { return try selectRow(at: end) }
        guard selectionIsAllowed else { return }
        for (section, rows) in rowRuns(from: RowPath(start), through: RowPath(end)) {
            selectionStorage.insert(rows: rows, inSection: section)
        }
    }

    /// Deselects the row (UIKit's `deselectRow(at:animated:)`); the delegate is not told.
    public func deselectRow(at indexPath: IndexPath) {
        selectionStorage.remove(RowPath(indexPath))
    }

    /// Deselects every row selected in the current mode (Esc); the delegate is not told, as
    /// for ``deselectRow(at:)``.
    /// - Complexity: O(1).
    public func deselectAllRows() {
        selectionStorage.removeAll()
        selectionAnchorStorage = nil
    }

    // MARK: - The user selecting

    /// The user taps the row (a click, or a key on the cursor's row; `v` toggles a check),
    /// with UIKit's calling sequence.
    ///
    /// - A swipe's actions or a Delete button showing: the tap dismisses them, and selects nothing.
    /// - Multiple selection, a selected row: `willDeselectRowAt` (which may name another row,
    ///   or `nil` to keep it), the row is deselected, `didDeselectRowAt`.
    /// - Otherwise: `willSelectRowAt` (another row, or `nil` to select none); in single
    ///   selection, if another row is selected, `willDeselectRowAt` for it (`nil` keeps it
    ///   selected and the tap selects nothing), it is deselected and `didDeselectRowAt`;
    ///   then the row is selected and `didSelectRowAt`. Tapping the selected row in single
    ///   selection selects it again (`willSelectRowAt`, `didSelectRowAt`).
    ///
    /// The tapped row becomes the ``selectionAnchor``.
    /// - Returns: the row the tap selected, or `nil` if it selected none (it deselected a
    ///   row, the delegate refused, or it dismissed actions).
    /// - Throws: ``TableRefusal/noSuchRow(_:)``; ``TableRefusal/selectionNotAllowed`` when the
    ///   current mode allows no selection or a row is being dragged;
    ///   ``TableUsageError/invalidSelectionTarget(_:proposed:)`` if the delegate names a row
    ///   the table does not have.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) throws -> IndexPath? {
        guard containsRow(at: indexPath) else { throw TableRefusal.noSuchRow(indexPath) }
        if case let .swipe(row, _) = modeStorage {
            endSwipe(at: row)
            return nil
        }
        if deleteConfirmationStorage != nil {
            deleteConfirmationStorage = nil
            return nil
        }
        guard selectionIsAllowed, dragStorage == nil else { throw TableRefusal.selectionNotAllowed }
        let path = RowPath(indexPath)
        selectionAnchorStorage = path
        if multipleSelectionIsAllowed, selectionStorage.contains(path) {
            try userDeselect(path)
            return nil
        }
        guard let target = try userSelectionTarget(for: indexPath) else { return nil }
        if !multipleSelectionIsAllowed, let current = selectionStorage.first, current != target {
            // Single selection: the selected row goes first; if the delegate keeps it, the tap selects nothing.
            guard try userDeselect(current) else { return nil }
        }
        select(target, tellingDelegate: true)
        return target.indexPath
    }

    /// The user extends the selection from the ``selectionAnchor`` through the row (`V`):
    /// every row between them, in table order, that is not selected yet is selected as if
    /// tapped (`willSelectRowAt`, which may name another row or refuse, then
    /// `didSelectRowAt`). Without multiple selection, or without an anchor, it is a tap on
    /// the row (``tapRow(at:)``).
    /// - Throws: as ``tapRow(at:)``.
    /// - Complexity: O(r) delegate calls for r rows newly selected; without a delegate,
    ///   O(s log m) for s sections spanned.
    public func extendSelection(to indexPath: IndexPath) throws {
        let showsButtons = deleteConfirmationStorage != nil || swipeConfigurationStorage != nil
        guard multipleSelectionIsAllowed, let anchor = selectionAnchorStorage, !showsButtons else {
            try tapRow(at: indexPath)
            return
        }
        guard containsRow(at: indexPath) else { throw TableRefusal.noSuchRow(indexPath) }
        guard selectionIsAllowed, dragStorage == nil else { throw TableRefusal.selectionNotAllowed }
        for (section, rows) in rowRuns(from: anchor, through: RowPath(indexPath)) {
            guard delegate != nil else {
                selectionStorage.insert(rows: rows, inSection: section)
                continue
            }
            for row in rows where !selectionStorage.contains(RowPath(row: row, section: section)) {
                if let target = try userSelectionTarget(for: IndexPath(row: row, section: section)) {
                    select(target, tellingDelegate: true)
                }
            }
        }
    }

    // MARK: - Internals

    /// Asks `willSelectRowAt`, and checks the answer names a row.
    private func userSelectionTarget(for indexPath: IndexPath) throws -> RowPath? {
        guard let delegate else { return RowPath(indexPath) }
        guard let target = delegate.table(self, willSelectRowAt: indexPath) else { return nil }
        guard containsRow(at: target) else { throw TableUsageError.invalidSelectionTarget(target, proposed: indexPath) }
        return RowPath(target)
    }

    private func select(_ path: RowPath, tellingDelegate: Bool) {
        if !multipleSelectionIsAllowed { selectionStorage.removeAll() }
        selectionStorage.insert(path)
        if tellingDelegate { delegate?.table(self, didSelectRowAt: path.indexPath) }
    }

    /// Deselects the row as the user does: `willDeselectRowAt`, then `didDeselectRowAt`.
    /// Returns whether a row was deselected (`false` if the delegate kept it).
    @discardableResult
    private func userDeselect(_ path: RowPath) throws -> Bool {
        var target = path
        if let delegate {
            guard let answer = delegate.table(self, willDeselectRowAt: path.indexPath) else { return false }
            guard containsRow(at: answer) else { throw TableUsageError.invalidSelectionTarget(answer, proposed: path.indexPath) }
            // In single selection only the selected row can go; any answer but nil lets it go.
            if multipleSelectionIsAllowed { target = RowPath(answer) }
        }
        selectionStorage.remove(target)
        delegate?.table(self, didDeselectRowAt: target.indexPath)
        return true
    }

    /// The rows from `start` through `end` (in either order), as a run per section.
    private func rowRuns(from start: RowPath, through end: RowPath) -> [(section: Int, rows: Range<Int>)] {
        let (first, last) = start < end ? (start, end) : (end, start)
        return (first.section...last.section).map { section in
            let low = section == first.section ? first.row : 0
            let high = section == last.section ? last.row + 1 : counts[section]
            return (section, low..<high)
        }
    }

    // MARK: - Following the mode and updates

    /// Entering editing mode: UIKit's editing starts with no row selected; the rows selected
    /// before wait until editing ends.
    func putSelectionAsideForEditing() {
        selectionOutsideEditing = selectionStorage
        selectionStorage.removeAll()
        selectionAnchorStorage = nil
    }

    /// Leaving editing mode: the rows selected while editing are deselected, and the rows
    /// selected before come back.
    func restoreSelectionAfterEditing() {
        selectionStorage = selectionOutsideEditing
        selectionOutsideEditing.removeAll()
        selectionAnchorStorage = nil
    }

    /// Keeps the selected rows (and those put aside) on their rows across an update; rows it
    /// deletes are no longer selected.
    func remapSelection(through update: TableUpdate) {
        selectionStorage = selectionStorage.mapped(through: update)
        selectionOutsideEditing = selectionOutsideEditing.mapped(through: update)
        if let anchor = selectionAnchorStorage { selectionAnchorStorage = update.map.newPlace(ofOld: anchor) }
    }

    /// After a reload no earlier index path can be trusted.
    func forgetSelection() {
        selectionStorage.removeAll()
        selectionOutsideEditing.removeAll()
        selectionAnchorStorage = nil
    }

    /// After one of the `allows…` properties changed: a selection the mode no longer allows
    /// is cleared, and a multiple one where only one row may be selected keeps its first row.
    func trimSelectionToWhatIsAllowed() {
        let editing = modeStorage == .editing
        trim(&selectionStorage, allowed: selectionIsAllowed, multiple: multipleSelectionIsAllowed)
        if editing { trim(&selectionOutsideEditing, allowed: allowsSelection || allowsMultipleSelection, multiple: allowsMultipleSelection) }
    }

    private func trim(_ selection: inout RowSelection, allowed: Bool, multiple: Bool) {
        if !allowed {
            selection.removeAll()
        } else if !multiple, selection.count > 1, let first = selection.first {
            selection.removeAll()
            selection.insert(first)
        }
    }
}
