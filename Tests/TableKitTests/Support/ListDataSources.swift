import TableKit
import TestSupport

/// A data source over sections of strings that logs every question the table asks.
/// Subclasses add capabilities by conformance, as a real data source would.
class ListDataSource: TableDataSource {
    var model: TableSections<String>
    let log: CallLog

    init(_ sections: [TableSection<String>], log: CallLog = CallLog()) {
        self.model = TableSections(sections)
        self.log = log
    }

    /// One section with these rows.
    convenience init(rows: [String], log: CallLog = CallLog()) {
        self.init([TableSection(rows: rows)], log: log)
    }

    /// The rows of every section, for comparing a whole table at once.
    var rows: [[String]] { model.sections.map { Array($0.rows) } }

    func numberOfSections(in table: Table) -> Int { model.sections.count }
    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { model.sections[section].rows.count }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { model[indexPath] }
    func table(_ table: Table, titleForHeaderInSection section: Int) -> String? { model.sections[section].header }
    func table(_ table: Table, titleForFooterInSection section: Int) -> String? { model.sections[section].footer }
}

/// Can delete and insert: commit removes or adds the row in the model, then tells the
/// table, as Listing 7-3 does.
class EditableListDataSource: ListDataSource, TableEditingDataSource {
    /// Rows that cannot be edited (`canEditRowAt` answers false).
    var uneditable: Set<IndexPath> = []
    /// The text of a row inserted by an insertion control.
    var newRowText = "New Item"

    func table(_ table: Table, canEditRowAt indexPath: IndexPath) -> Bool {
        log.record("canEditRow \(indexPath)")
        return !uneditable.contains(indexPath)
    }

    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        log.record("commit \(editingStyle) \(indexPath)")
        switch editingStyle {
        case .delete:
            model.sections[indexPath.section].rows.remove(at: indexPath.row)
            try table.deleteRows(at: [indexPath], with: .fade)
        case .insert:
            model.sections[indexPath.section].rows.insert(newRowText, at: indexPath.row)
            try table.insertRows(at: [indexPath], with: .right)
        case .none:
            break
        }
    }
}

/// Can reorder: moveRow moves the item in the model, as Listing 8-2 does.
class MovableListDataSource: ListDataSource, TableMovingDataSource {
    /// Rows that cannot be moved (`canMoveRowAt` answers false).
    var unmovable: (IndexPath) -> Bool = { _ in false }

    func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool {
        log.record("canMoveRow \(indexPath)")
        return !unmovable(indexPath)
    }

    func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.record("moveRow \(sourceIndexPath) -> \(destinationIndexPath)")
        let item = model.sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        model.sections[destinationIndexPath.section].rows.insert(item, at: destinationIndexPath.row)
    }
}

/// Can delete, insert and reorder.
final class EditableMovableListDataSource: EditableListDataSource, TableMovingDataSource {
    var unmovable: (IndexPath) -> Bool = { _ in false }

    func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool {
        log.record("canMoveRow \(indexPath)")
        return !unmovable(indexPath)
    }

    func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.record("moveRow \(sourceIndexPath) -> \(destinationIndexPath)")
        let item = model.sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        model.sections[destinationIndexPath.section].rows.insert(item, at: destinationIndexPath.row)
    }
}

/// Can delete, insert, reorder, and undo: commit makes undoable edits with `Table.edit`,
/// and the model is a `TableSections` that applies the table's changes.
final class UndoableListDataSource: ListDataSource, TableEditingDataSource, TableMovingDataSource,
    TableSectionsDataSource
{
    var newRowText = "New Item"
    /// When set, `apply` refuses every change with this error.
    var refuseUpdates: (any Error)?

    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws {
        log.record("commit \(editingStyle) \(indexPath)")
        try table.edit(of: self) { edit in
            switch editingStyle {
            case .delete: edit.deleteRows(at: [indexPath], with: .fade)
            case .insert: edit.insertRow(newRowText, at: indexPath)
            case .none: break
            }
        }
    }

    func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.record("moveRow \(sourceIndexPath) -> \(destinationIndexPath)")
        model.moveRow(at: sourceIndexPath, to: destinationIndexPath)
    }

    func table(_ table: Table, apply change: TableChange<String, TableSection<String>>) throws {
        log.record("apply")
        if let refuseUpdates { throw refuseUpdates }
        model.apply(change)
    }
}

/// A delegate whose answers are set per test, and which logs every question.
final class RecordingDelegate: TableDelegate {
    let log: CallLog
    var editingStyle: (IndexPath) -> EditingStyle = { _ in .delete }
    var deleteTitle: (IndexPath) -> String? = { _ in nil }
    var retarget: (IndexPath, IndexPath) -> IndexPath = { _, proposed in proposed }
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    var willDeselect: (IndexPath) -> IndexPath? = { $0 }
    var leadingActions: (IndexPath) -> SwipeActionsConfiguration? = { _ in nil }
    var trailingActions: (IndexPath) -> SwipeActionsConfiguration? = { _ in nil }

    init(log: CallLog) { self.log = log }

    func table(_ table: Table, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let answer = willSelect(indexPath)
        log.record("willSelect \(indexPath) -> \(answer.map(String.init(describing:)) ?? "nil")")
        return answer
    }

    func table(_ table: Table, didSelectRowAt indexPath: IndexPath) {
        log.record("didSelect \(indexPath)")
    }

    func table(_ table: Table, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        let answer = willDeselect(indexPath)
        log.record("willDeselect \(indexPath) -> \(answer.map(String.init(describing:)) ?? "nil")")
        return answer
    }

    func table(_ table: Table, didDeselectRowAt indexPath: IndexPath) {
        log.record("didDeselect \(indexPath)")
    }

    func table(_ table: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        log.record("leadingSwipeActions \(indexPath)")
        return leadingActions(indexPath)
    }

    func table(_ table: Table, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        log.record("trailingSwipeActions \(indexPath)")
        return trailingActions(indexPath)
    }

    func table(_ table: Table, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
        log.record("editingStyle \(indexPath)")
        return editingStyle(indexPath)
    }

    func table(_ table: Table, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        log.record("titleForDelete \(indexPath)")
        return deleteTitle(indexPath)
    }

    func table(_ table: Table, willBeginEditingRowAt indexPath: IndexPath) {
        log.record("willBeginEditing \(indexPath)")
    }

    func table(_ table: Table, didEndEditingRowAt indexPath: IndexPath?) {
        log.record("didEndEditing \(indexPath.map(String.init(describing:)) ?? "nil")")
    }

    func table(
        _ table: Table, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let target = retarget(sourceIndexPath, proposedDestinationIndexPath)
        log.record("targetIndexPath \(sourceIndexPath) proposed \(proposedDestinationIndexPath) -> \(target)")
        return target
    }
}

/// Shorthand for index paths in tests: `ip(1, 0)` is row 1 of section 0.
