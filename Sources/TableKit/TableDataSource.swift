/// Supplies a ``Table`` with its sections and rows (UIKit's `UITableViewDataSource`).
///
/// The table holds its data source weakly and caches the counts it last learned, so that it
/// can check every update against the data source's new counts, as UIKit does.
///
/// What a table *offers* beyond showing rows is decided by conformance to the capability
/// protocols, not by empty default implementations:
/// - ``TableEditingDataSource``: rows can be deleted and inserted (editing controls,
///   swipe-to-delete).
/// - ``TableMovingDataSource``: rows can be reordered (reorder controls, dragging).
/// - ``TableUndoableDataSource``: edits can be undone and redone.
///
/// Methods with defaults are provided by protocol extensions. A class whose *subclass*
/// overrides one must declare it in the base class too: Swift does not dispatch a protocol
/// extension's default to a subclass's method.
public protocol TableDataSource: AnyObject {
    /// The number of sections. Defaults to 1.
    func numberOfSections(in table: Table) -> Int
    /// The number of rows in `section`.
    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int
    /// The text a row displays.
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String
    /// The title of the header of `section`, or `nil` for no header. Defaults to `nil`.
    func table(_ table: Table, titleForHeaderInSection section: Int) -> String?
    /// The title of the footer of `section`, or `nil` for no footer. Defaults to `nil`.
    func table(_ table: Table, titleForFooterInSection section: Int) -> String?
}

extension TableDataSource {
    public func numberOfSections(in table: Table) -> Int { 1 }
    public func table(_ table: Table, titleForHeaderInSection section: Int) -> String? { nil }
    public func table(_ table: Table, titleForFooterInSection section: Int) -> String? { nil }
}

/// A data source whose rows can be deleted and inserted by the user.
///
/// Conforming is what makes a table show editing controls in editing mode and offer
/// swipe-to-delete (the seeds: "the table view first checks to see if its data source has
/// implemented the `tableView:commitEditingStyle:forRowAtIndexPath:` method").
public protocol TableEditingDataSource: TableDataSource {
    /// Whether the row may show an editing control at all. Defaults to `true`.
    ///
    /// Asked before the delegate's ``TableDelegate/table(_:editingStyleForRowAt:)``.
    func table(_ table: Table, canEditRowAt indexPath: IndexPath) -> Bool

    /// Carries out a deletion or insertion the user confirmed.
    ///
    /// It must do two things, in this order: update the model, then tell the table with
    /// ``Table/deleteRows(at:with:)`` or ``Table/insertRows(at:with:)`` (or, for an undoable
    /// data source, with ``Table/edit(_:)``, which does both).
    /// - Throws: whatever the table's update throws, so that an inconsistency reaches the caller.
    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws
}

extension TableEditingDataSource {
    public func table(_ table: Table, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

/// A data source whose rows can be reordered by the user.
///
/// Conforming is what makes reorder controls appear (Homepwner: "simply implementing
/// `tableView:moveRowAtIndexPath:toIndexPath:` caused the reordering controls to appear").
public protocol TableMovingDataSource: TableDataSource {
    /// Whether the row shows a reorder control and can be dragged. Defaults to `true`.
    func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Moves the row in the model. The table has already moved it on screen, on its own
    /// authority; it sends this once, when the user drops the row somewhere other than where
    /// the drag began.
    func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableMovingDataSource {
    public func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

/// A data source whose edits can be undone and redone.
///
/// The table keeps each edit as a ``TableUpdate`` value carrying the contents of the rows and
/// sections it removed and added. To undo, it inverts the value and hands it back through
/// ``table(_:apply:)``; to redo, it hands back the original. The contents are opaque to the
/// table: whatever the data source returns from the two `archive` methods, or what the
/// caller passed to ``TableEditBuilder``, is what it later receives in `apply`.
public protocol TableUndoableDataSource: TableDataSource {
    /// Everything needed to restore the row later. Asked just before an edit removes or
    /// replaces it, while the model still holds it.
    func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> any Sendable

    /// Everything needed to restore the section, its titles and all its rows later.
    func table(_ table: Table, archiveSection section: Int) -> any Sendable

    /// Changes the model exactly as `update` describes: removes its deleted rows and
    /// sections, inserts its inserted ones (their contents are in the update's `value`s),
    /// applies its reloads and moves. ``TableSections/apply(_:)`` does this for arrays.
    /// - Throws: if the model cannot take the update (then it must be left unchanged); the
    ///   table passes the error on and changes nothing.
    func table(_ table: Table, apply update: TableUpdate) throws
}
