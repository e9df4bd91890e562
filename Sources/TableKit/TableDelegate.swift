/// Refines how a ``Table`` behaves while editing (UIKit's `UITableViewDelegate`, the editing
/// and reordering part of it). Every method has a default, so a delegate implements only
/// what it wants to change.
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
}

extension TableDelegate {
    public func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle { .delete }
    public func table(_ table: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func table(_ table: Table, willBeginEditingRowAt indexPath: IndexPath) {}
    public func table(_ table: Table, didEndEditingRowAt indexPath: IndexPath?) {}
    public func table(
        _ table: Table,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }
}

