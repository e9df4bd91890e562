/// A data source whose rows live in a ``TableSections``: the counts, the titles, archiving,
/// applying changes (so undo and redo), and, for a ``TableMovingDataSource``, moving rows,
/// all come with the conformance, and so does a row's text (`String(describing:)` of the
/// row). What is left is what only the data source knows: for a ``TableEditingDataSource``,
/// what a commit does.
///
/// ```swift
/// final class Groceries: TableEditingDataSource, TableMovingDataSource, TableSectionsDataSource {
///     var model = TableSections([TableSection(header: "Today", rows: ["milk", "eggs", "bread"])])
///
///     func table(_ table: Table, commit style: EditingStyle, forRowAt indexPath: IndexPath) throws {
///         guard style == .delete else { return }
///         model.removeRow(at: indexPath)          // the model first, as in UIKit,
///         try table.deleteRows(at: [indexPath])   // then the table; undoable all the same
///     }
/// }
/// ```
///
/// A conforming class may implement any of these itself (a document that refuses some
/// changes implements `apply`); its own implementation is the one the table calls.
public protocol TableSectionsDataSource: TableUndoableDataSource where Section == TableSection<Row> {
    /// The type of the rows, inferred from ``model``.
    associatedtype Row
    /// The sections and rows the table shows. Change it the way a UIKit data source changes
    /// its model: then tell the table (``Table/deleteRows(at:with:)`` and the like), or make
    /// the change with ``Table/edit(of:_:)``, which does both.
    var model: TableSections<Row> { get set }
}

extension TableSectionsDataSource {
    /// The number of sections in ``model``.
    @inlinable public func numberOfSections(in table: Table) -> Int { model.sections.count }

    /// The number of rows of the section in ``model``.
    @inlinable public func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { model.sections[section].rows.count }

    // The titles are UIKit-named defaults, so that a data source's own `table(_:…)` or
    // `tableView(_:…)` still comes first.
    /// The section's header in ``model``.
    @inlinable public func tableView(_ tableView: Table, titleForHeaderInSection section: Int) -> String? { model.sections[section].header }

    /// The section's footer in ``model``.
    @inlinable public func tableView(_ tableView: Table, titleForFooterInSection section: Int) -> String? { model.sections[section].footer }

    /// The row itself, from ``model``.
    @inlinable public func table(_ table: Table, archiveRowAt indexPath: IndexPath) -> Row { model[indexPath] }

    /// The section itself, titles and rows, from ``model``.
    @inlinable public func table(_ table: Table, archiveSection section: Int) -> TableSection<Row> { model.sections[section] }

    /// Applies the change to ``model`` (``TableSections/apply(_:)``).
    @inlinable public func table(_ table: Table, apply change: TableChange<Row, TableSection<Row>>) throws { model.apply(change) }

    /// The row as `String(describing:)` shows it: the `description` of a
    /// `CustomStringConvertible` row.
    @inlinable public func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { String(describing: model[indexPath]) }
}

extension TableSectionsDataSource where Row == String {
    /// The row itself (without `String(describing:)`'s dynamic casts, for every row drawn).
    @inlinable public func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { model[indexPath] }
}

extension TableMovingDataSource where Self: TableSectionsDataSource {
    /// Moves the row in ``TableSectionsDataSource/model``.
    @inlinable public func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        model.moveRow(at: sourceIndexPath, to: destinationIndexPath)
    }
}
