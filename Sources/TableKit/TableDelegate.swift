/// Refines how a ``Table`` behaves while editing (UIKit's `UITableViewDelegate`, the editing
/// and reordering part of it). Every method has a default, so a delegate implements only
/// what it wants to change.
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
