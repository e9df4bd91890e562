/// A data source that keeps its contents as a ``DiffableSnapshot`` and updates its table by
/// applying new snapshots (UIKit's `UITableViewDiffableDataSource`).
///
/// Create it with the table and a text provider; it makes itself the table's data source.
/// Then describe the data as a snapshot and apply it: the data source works out the batch
/// update from its current snapshot to the new one (inserts, deletes and moves of items and
/// sections, reloads) and runs it through the table's batch-update path, so the table's
/// validator checks it and the table's observer sees one ``TableUpdate``.
///
/// ```swift
/// let dataSource = TableDiffableDataSource<String, Int>(table: table) { _, _, item in
///     store.title(of: item)
/// }
/// var snapshot = DiffableSnapshot<String, Int>()
/// try snapshot.appendSections(["Inbox"])
/// try snapshot.appendItems(store.inbox)
/// try dataSource.apply(snapshot)
/// ```
///
/// The table holds its data source weakly: keep the data source alive yourself. The data
/// source holds its table weakly too.
///
/// Editing works as in UIKit, by subclassing: a subclass that conforms to
/// ``TableEditingDataSource`` commits a deletion by applying a snapshot without the item; a
/// subclass that conforms to ``TableMovingDataSource`` gets reordering, and this class keeps
/// its snapshot in step with every drop (``table(_:moveRowAt:to:)``). Header and footer
/// titles come from overriding ``table(_:titleForHeaderInSection:)`` and
/// ``table(_:titleForFooterInSection:)``.
open class TableDiffableDataSource<SectionID: Hashable, ItemID: Hashable>: TableDataSource {
    /// Gives the text of the row that shows an item: the table, the row's index path, and
    /// the item's identifier.
    public typealias TextProvider = (Table, IndexPath, ItemID) -> String

    /// The table this data source serves.
    public private(set) weak var table: Table?
    private let textProvider: TextProvider
    private var current = DiffableSnapshot<SectionID, ItemID>()

    /// The animation of the rows and sections that an apply inserts, deletes and reloads.
    /// Defaults to ``RowAnimation/automatic``. Reconfigured rows are never animated.
    public var defaultRowAnimation: RowAnimation = .automatic

    /// Creates a data source with an empty snapshot and makes it `table`'s data source.
    /// - Parameters:
    ///   - table: the table to serve; held weakly.
    ///   - textProvider: the text of the row that shows an item.
    public init(table: Table, textProvider: @escaping TextProvider) {
        self.table = table
        self.textProvider = textProvider
        table.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the current snapshot: what the table shows. Change it and apply it.
    public func snapshot() -> DiffableSnapshot<SectionID, ItemID> { current }

    /// Makes `snapshot` the table's contents, through one batch update from the current
    /// snapshot to it.
    ///
    /// The update deletes, inserts and moves sections and items so that the rows become
    /// exactly `snapshot`'s, moving as few as it can; items and sections that `snapshot`
    /// marks for reload are reloaded (reconfigured items too, without animation). The marks
    /// are consumed: ``snapshot()`` afterwards has none. If the table is not showing this
    /// data source, the snapshot is only stored.
    /// - Parameters:
    ///   - snapshot: the new state of the data.
    ///   - animatingDifferences: `false` sets every animation of the update to
    ///     ``RowAnimation/none``; the update is still worked out and checked.
    ///   - completion: called once the update is applied (not called if this throws).
    /// - Throws: ``DiffableSnapshotError/applyInsideBatchUpdates`` inside
    ///   `beginUpdates()`/`endUpdates()`; whatever the table's batch update throws (then the
    ///   data source keeps its old snapshot and the table is unchanged).
    /// - Complexity: O(n) on average for the n items of the two snapshots when few items
    ///   change their order (see ``DiffableSnapshot``), plus the table's O(u log u) for the
    ///   u operations of the update.
    public func apply(
        _ snapshot: DiffableSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) throws {
        guard let table, table.dataSource === self else {
            current = snapshot.withoutMarks
            completion?()
            return
        }
        guard table.batchDepth == 0 else { throw DiffableSnapshotError.applyInsideBatchUpdates }
        let difference = SnapshotDifference(from: current, to: snapshot)
        let previous = current
        current = snapshot.withoutMarks
        let animation = animatingDifferences ? defaultRowAnimation : .none
        do {
            try table.performBatchUpdates {
                try table.deleteSections(difference.deletedSections, with: animation)
                try table.insertSections(difference.insertedSections, with: animation)
                try table.reloadSections(difference.reloadedSections, with: animation)
                for move in difference.movedSections { try table.moveSection(move.from, toSection: move.to) }
                try table.deleteRows(at: difference.deletedRows, with: animation)
                try table.insertRows(at: difference.insertedRows, with: animation)
                try table.reloadRows(at: difference.reloadedRows, with: animation)
                try table.reloadRows(at: difference.reconfiguredRows, with: .none)
                for move in difference.movedRows { try table.moveRow(at: move.from, to: move.to) }
            }
        } catch {
            current = previous
            throw error
        }
        completion?()
    }

    /// Makes `snapshot` the table's contents without working out a difference: the table
    /// reloads everything (``Table/reloadData()``, which also ends any swipe or drag and
    /// clears the undo history).
    /// - Parameters:
    ///   - snapshot: the new state of the data.
    ///   - completion: called once the table has reloaded.
    /// - Complexity: O(S) data source calls for S sections.
    public func applySnapshotUsingReloadData(_ snapshot: DiffableSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        if let table, table.dataSource === self { table.reloadData() }
        completion?()
    }

    // MARK: - Identifiers and index paths

    /// The item shown at `indexPath`, or `nil` if there is none.
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemID? { current.item(at: indexPath) }

    /// Where the item `identifier` is shown, or `nil` if the current snapshot has no such item.
    /// - Complexity: O(1) on average.
    public func indexPath(for identifier: ItemID) -> IndexPath? { current.indexPath(ofItem: identifier) }

    /// The section shown at `index`, or `nil` if there is none.
    public func sectionIdentifier(for index: Int) -> SectionID? {
        current.order.indices.contains(index) ? current.storage[current.order[index]]!.id : nil
    }

    /// The index of the section `identifier`, or `nil` if the current snapshot has no such section.
    /// - Complexity: O(1) on average.
    public func index(for identifier: SectionID) -> Int? { current.indexOfSection(identifier) }

    // MARK: - TableDataSource

    /// The number of sections of the current snapshot.
    public func numberOfSections(in table: Table) -> Int { current.numberOfSections }

    /// The number of items in the section at `section` of the current snapshot.
    public func table(_ table: Table, numberOfRowsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    /// The text provider's text for the item at `indexPath`.
    public func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String {
        textProvider(table, indexPath, current.items(inSectionAt: indexPath.section)[indexPath.row])
    }

    /// The section's header: ``tableView(_:titleForHeaderInSection:)``'s, by default none.
    /// Override this or UIKit's name, not both (``sectionIdentifier(for:)`` says which
    /// section is asked about).
    open func table(_ table: Table, titleForHeaderInSection section: Int) -> String? {
        tableView(table, titleForHeaderInSection: section)
    }

    /// The section's footer: ``tableView(_:titleForFooterInSection:)``'s, by default none.
    open func table(_ table: Table, titleForFooterInSection section: Int) -> String? {
        tableView(table, titleForFooterInSection: section)
    }

    /// UIKit's name for the section's header, for a subclass written as for
    /// `UITableViewDiffableDataSource` (`override func tableView(_:titleForHeaderInSection:)`);
    /// no header by default.
    open func tableView(_ tableView: Table, titleForHeaderInSection section: Int) -> String? { nil }

    /// UIKit's name for the section's footer; no footer by default.
    open func tableView(_ tableView: Table, titleForFooterInSection section: Int) -> String? { nil }

    /// Moves the dropped item in the current snapshot, so that it keeps matching the table.
    ///
    /// The table sends this to a ``TableMovingDataSource`` when the user drops a row
    /// somewhere new; a subclass that conforms to that protocol gets this implementation. An
    /// override must call `super`.
    open func table(_ table: Table, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
