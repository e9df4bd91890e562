/// A refusal as a developer needs it: which protocol, method, property or state made the
/// table say no. ``TableRefusal/description`` is for the user, on a status line.
extension TableRefusal: CustomDebugStringConvertible {
    /// Names what to conform to, implement or set: `print(String(reflecting: refusal))`, or a
    /// test's failure message.
    public var debugDescription: String {
        switch self {
        case .notEditing: "the table is not in editing mode: call setEditing(true) (or set isEditing) first"
        case .swipeInProgress: "a row's swipe actions are showing: dismissSwipeActions() first"
        case .alreadyEditing: "swipe actions are shown only outside editing mode: setEditing(false) first"
        case let .noSuchRow(path): "no row at \(path) (numberOfSections / numberOfRows(inSection:) say which exist)"
        case .noEditingDataSource:
            "the data source does not conform to TableEditingDataSource: implement table(_:commit:forRowAt:) "
                + "(UIKit's tableView(_:commit:forRowAt:)) in a conformance to it"
        case .noMovingDataSource:
            "the data source does not conform to TableMovingDataSource: implement table(_:moveRowAt:to:) "
                + "(UIKit's tableView(_:moveRowAt:to:)) in a conformance to it"
        case let .noDeletionControl(path):
            "row \(path) shows no deletion control: its canEditRowAt is false, or editingStyleForRowAt is not .delete"
        case let .noInsertionControl(path):
            "row \(path) shows no insertion control: the delegate's editingStyleForRowAt is not .insert for it"
        case let .cannotSwipeToDelete(path):
            "row \(path) cannot be swiped to delete: its canEditRowAt is false, or editingStyleForRowAt is not .delete"
        case .noDeleteConfirmation: "no Delete button is showing: tapDeletionControl(at:) or showSwipeActions(.trailing, forRowAt:) first"
        case let .cannotMove(path): "row \(path) shows no reorder control: its canMoveRowAt is false"
        case .dragInProgress: "a drag is in progress: dropDrag() or cancelDrag() first"
        case .noDrag: "no drag is in progress: beginDrag(at:) first"
        case .nothingToUndo: "canUndo is false: nothing to undo"
        case .nothingToRedo: "canRedo is false: nothing to redo"
        case let .noSwipeActions(path, edge):
            "row \(path) has no \(edge) swipe actions: its canEditRowAt is false, or the delegate's "
                + (edge == .leading ? "leadingSwipeActionsConfigurationForRowAt" : "trailingSwipeActionsConfigurationForRowAt")
                + " gave an empty configuration" + (edge == .leading ? " or none" : "")
        case .noSwipeActionsShown: "no swipe actions are showing: showSwipeActions(_:forRowAt:) first"
        case let .noSwipeAction(key): "none of the shown swipe actions has the key hint \(key) (ContextualAction's keyHint)"
        case .noFullSwipe:
            "the shown SwipeActionsConfiguration has performsFirstActionWithFullSwipe set to false: "
                + "perform an action by its index or key hint instead"
        case .selectionNotAllowed:
            "selection is off in this mode: set allowsSelection or allowsMultipleSelection "
                + "(allowsSelectionDuringEditing, allowsMultipleSelectionDuringEditing in editing mode), and drop any drag"
        case .noSelection: "no rows are selected: selectRow(at:) or tapRow(at:) first"
        case let .cannotDeleteSelectedRow(path):
            "selected row \(path) cannot be deleted (canEditRowAt false or editingStyleForRowAt not .delete); nothing was deleted"
        }
    }
}
