/// Refines how a ``Table`` behaves while editing and selecting (UIKit's `UITableViewDelegate`:
/// editing, reordering, selection and swipe actions). Every method has a default, so a
/// delegate implements only what it wants to change. (The defaults of the selection and
/// swipe methods are in `TableDelegate+Selection.swift`.)
///
/// Each method can be written with TableKit's name, `table(_:…)`, or with UIKit's,
/// `tableView(_:…)` (taking a ``Table``): code ported from UIKit works as written. If a
/// delegate implements both, the `table(_:…)` one is used. A method whose name or types
/// are slightly off is never called; declare the conformance in an extension that holds the
/// methods, and Swift warns about such a near miss there ("nearly matches defaulted
/// requirement").
public protocol TableDelegate: AnyObject {
    /// The editing control the row shows in editing mode. Defaults to ``EditingStyle/delete``.
    func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle

    /// The title of the row's Delete confirmation button. `nil` means the default, `Delete`.
    func table(_ table: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?

    /// Sent when a swipe-to-delete begins on the row, before the table enters editing mode.
    func table(_ table: Table, willBeginEditingRowAt indexPath: IndexPath)

    /// Sent when a swipe-to-delete ends, after the table leaves editing mode. `indexPath` is
    /// `nil` when the row no longer exists (it was deleted).
    func table(_ table: Table, didEndEditingRowAt indexPath: IndexPath?)

    /// Where a dragged row would land if dropped over `proposedDestinationIndexPath`.
    /// Asked every time the dragged row moves over a new destination; return the proposal
    /// to accept it, or another index path to retarget the move. Defaults to the proposal.
    func table(
        _ table: Table,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// The row the user's tap selects: `indexPath`, another row, or `nil` to select none.
    /// Asked when the user taps a row (``Table/tapRow(at:)``) that selection is allowed for,
    /// never for a programmatic ``Table/selectRow(at:)``. Defaults to `indexPath`.
    func table(_ table: Table, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// Sent after the user's tap selected the row.
    func table(_ table: Table, didSelectRowAt indexPath: IndexPath)

    /// The row the user's tap deselects: `indexPath`, another row, or `nil` to keep it
    /// selected. Asked for the selected row when the user taps another row in single
    /// selection, or taps a selected row in multiple selection. Defaults to `indexPath`.
    func table(_ table: Table, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// Sent after the user's tap deselected the row.
    func table(_ table: Table, didDeselectRowAt indexPath: IndexPath)

    /// The actions the row shows when swiped from its leading edge, or `nil` for the default,
    /// which is none. An empty configuration means the row cannot be swiped from there.
    /// Defaults to `nil`.
    func table(_ table: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?

    /// The actions the row shows when swiped from its trailing edge, or `nil` for the
    /// default: the Delete button, titled by
    /// ``table(_:titleForDeleteConfirmationButtonForRowAt:)``, for a row whose editing style
    /// is delete. An empty configuration means the row cannot be swiped from there. Defaults
    /// to `nil`.
    func table(_ table: Table, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?

    /// How deep the row sits in an outline: 0 at the top, 1 under a row at 0, and so on;
    /// the view indents the row's content by that many steps. A row's descendants (the rows
    /// after it in its section that are deeper, up to the first that is not) travel with it.
    /// Defaults to 0.
    func table(_ table: Table, indentationLevelForRowAt indexPath: IndexPath) -> Int

    // MARK: UIKit's names

    /// UIKit's name for ``table(_:editingStyleForRowAt:)``.
    func tableView(_ tableView: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle
    /// UIKit's name for ``table(_:titleForDeleteConfirmationButtonForRowAt:)``.
    func tableView(_ tableView: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// UIKit's name for ``table(_:willBeginEditingRowAt:)``.
    func tableView(_ tableView: Table, willBeginEditingRowAt indexPath: IndexPath)
    /// UIKit's name for ``table(_:didEndEditingRowAt:)``.
    func tableView(_ tableView: Table, didEndEditingRowAt indexPath: IndexPath?)
    /// UIKit's name for ``table(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``.
    func tableView(
        _ tableView: Table,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// UIKit's name for ``table(_:willSelectRowAt:)``.
    func tableView(_ tableView: Table, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// UIKit's name for ``table(_:didSelectRowAt:)``.
    func tableView(_ tableView: Table, didSelectRowAt indexPath: IndexPath)
    /// UIKit's name for ``table(_:willDeselectRowAt:)``.
    func tableView(_ tableView: Table, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// UIKit's name for ``table(_:didDeselectRowAt:)``.
    func tableView(_ tableView: Table, didDeselectRowAt indexPath: IndexPath)
    /// UIKit's name for ``table(_:indentationLevelForRowAt:)``.
    func tableView(_ tableView: Table, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// UIKit's name for ``table(_:leadingSwipeActionsConfigurationForRowAt:)``.
    func tableView(_ tableView: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// UIKit's name for ``table(_:trailingSwipeActionsConfigurationForRowAt:)``.
    func tableView(_ tableView: Table, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
}

extension TableDelegate {
    /// What the UIKit-named ``tableView(_:editingStyleForRowAt:)`` says.
    public func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        tableView(table, editingStyleForRowAt: indexPath)
    }
    /// What the UIKit-named ``tableView(_:titleForDeleteConfirmationButtonForRowAt:)`` says.
    public func table(_ table: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
    /// Sends the UIKit-named ``tableView(_:willBeginEditingRowAt:)``.
    public func table(_ table: Table, willBeginEditingRowAt indexPath: IndexPath) {
        tableView(table, willBeginEditingRowAt: indexPath)
    }
    /// Sends the UIKit-named ``tableView(_:didEndEditingRowAt:)``.
    public func table(_ table: Table, didEndEditingRowAt indexPath: IndexPath?) {
        tableView(table, didEndEditingRowAt: indexPath)
    }
    /// What the UIKit-named ``tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`` says.
    public func table(
        _ table: Table,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tableView(table, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }

    /// ``EditingStyle/delete``.
    public func tableView(_ tableView: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle { .delete }
    /// `nil`: the button reads `Delete`.
    public func tableView(_ tableView: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    /// Does nothing.
    public func tableView(_ tableView: Table, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: Table, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposal: every destination is accepted.
    public func tableView(
        _ tableView: Table,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }
}
