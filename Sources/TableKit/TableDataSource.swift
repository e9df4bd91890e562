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
///
/// The methods with defaults can also be written with UIKit's names, `tableView(_:…)`
/// (taking a ``Table``), as in ``TableDelegate``. The required ones cannot: a data source
/// that has only UIKit's name for one does not compile, and Swift's fix-it offers
/// TableKit's. The articles list every name.
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

    /// UIKit's name for ``table(_:titleForHeaderInSection:)``.
    func tableView(_ tableView: Table, titleForHeaderInSection section: Int) -> String?
    /// UIKit's name for ``table(_:titleForFooterInSection:)``.
    func tableView(_ tableView: Table, titleForFooterInSection section: Int) -> String?
}

extension TableDataSource {
    /// One section.
    public func numberOfSections(in table: Table) -> Int { 1 }
    /// What the UIKit-named ``tableView(_:titleForHeaderInSection:)`` says.
    public func table(_ table: Table, titleForHeaderInSection section: Int) -> String? {
        tableView(table, titleForHeaderInSection: section)
    }
    /// What the UIKit-named ``tableView(_:titleForFooterInSection:)`` says.
    public func table(_ table: Table, titleForFooterInSection section: Int) -> String? {
        tableView(table, titleForFooterInSection: section)
    }
    /// No header.
    public func tableView(_ tableView: Table, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: Table, titleForFooterInSection section: Int) -> String? { nil }
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
    /// data source, with ``Table/edit(of:_:)``, which does both).
    /// - Throws: whatever the table's update throws, so that an inconsistency reaches the caller.
    func table(_ table: Table, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath) throws

    /// UIKit's name for ``table(_:canEditRowAt:)``.
    func tableView(_ tableView: Table, canEditRowAt indexPath: IndexPath) -> Bool
}

extension TableEditingDataSource {
    /// What the UIKit-named ``tableView(_:canEditRowAt:)`` says.
    public func table(_ table: Table, canEditRowAt indexPath: IndexPath) -> Bool { tableView(table, canEditRowAt: indexPath) }
    /// Every row can be edited.
    public func tableView(_ tableView: Table, canEditRowAt indexPath: IndexPath) -> Bool { true }
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

    /// UIKit's name for ``table(_:canMoveRowAt:)``.
    func tableView(_ tableView: Table, canMoveRowAt indexPath: IndexPath) -> Bool

    /// The rows of `section` that can move, ascending: what ``table(_:canMoveRowAt:)`` says of
    /// each, which a data source may work out at once (a command on every row of a million
    /// asks of each). Defaults to asking of each row.
    func table(_ table: Table, movableRowsInSection section: Int) -> [Int]
}

extension TableMovingDataSource {
    /// The rows of `section` for which ``table(_:canMoveRowAt:)`` is true.
    public func table(_ table: Table, movableRowsInSection section: Int) -> [Int] {
        (0..<self.table(table, numberOfRowsInSection: section)).filter {
            self.table(table, canMoveRowAt: IndexPath(row: $0, section: section))
        }
    }

    /// What the UIKit-named ``tableView(_:canMoveRowAt:)`` says.
    public func table(_ table: Table, canMoveRowAt indexPath: IndexPath) -> Bool { tableView(table, canMoveRowAt: indexPath) }
    /// Every row can be moved.
    public func tableView(_ tableView: Table, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

/// A data source whose edits can be undone and redone: it can archive its rows and sections
/// while it still has them, and apply a change that carries them.
///
/// The table keeps each undo step as ``TableChange`` values carrying the contents of the rows
/// and sections it removed and added, of the data source's own types. To undo, it inverts
/// them and hands them back through ``table(_:apply:)``; to redo, it hands back the
/// originals. Contents come from the two `archive` methods, or from the caller of
/// ``Table/edit(of:_:)``.
///
/// What is undoable: every ``Table/edit(of:_:)``; and the user actions the table drives
/// (a confirmed deletion, a tapped insertion control, a drop) even when the data source
/// answers them UIKit's way, changing its model first and then calling
/// ``Table/deleteRows(at:with:)`` or ``Table/insertRows(at:with:)``: the table archives the
/// row a deletion names before it asks the data source to commit, and archives inserted
/// rows once they are there. See ``Table/withUndoGroup(_:)`` for what else can be recorded.
///
/// A data source whose rows live in a ``TableSections`` gets all three methods from
/// ``TableSectionsDataSource``.
public protocol TableUndoableDataSource<Row, Section>: TableDataSource {
    /// What a row's contents are kept as in the undo history.
    associatedtype Row
    /// What a section's contents (its titles and rows) are kept as. Defaults to
    /// ``TableSection``, for which ``table(_:archiveSection:)`` has a default too.
    associatedtype Section = TableSection<Row>

    /// Everything needed to restore the row later. Asked while the model still holds it: just
    /// before an edit removes or replaces it, or once an insertion has put it there.
    func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> Row

    /// Everything needed to restore the section, its titles and all its rows later.
    func table(_ table: Table, archiveSection section: Int) -> Section

    /// Changes the model exactly as `change` describes: removes its deleted rows and
    /// sections, inserts its inserted ones (their contents are in the change), applies its
    /// reloads and moves. ``TableSections/apply(_:)`` does this for ``TableSections``, and
    /// ``TableChange/apply(toRows:)`` for one section's array.
    /// - Throws: if the model cannot take the change (then it must be left unchanged); the
    ///   table passes the error on and changes nothing.
    func table(_ table: Table, apply change: TableChange<Row, Section>) throws
}

extension TableUndoableDataSource where Section == TableSection<Row> {
    /// The section's titles and each of its rows, archived one by one.
    /// - Complexity: O(n) archive calls for n rows.
    public func table(_ table: Table, archiveSection section: Int) -> TableSection<Row> {
        TableSection(
            header: self.table(table, titleForHeaderInSection: section),
            footer: self.table(table, titleForFooterInSection: section),
            rows: (0..<self.table(table, numberOfRowsInSection: section)).map {
                self.table(table, archiveRowAt: IndexPath(row: $0, section: section))
            })
    }
}
