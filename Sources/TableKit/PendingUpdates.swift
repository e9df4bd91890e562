/// The operations recorded for one batch, in the index spaces the caller used, before they
/// are validated into a ``TableUpdate``.
struct PendingUpdates: Sendable {
    struct SectionOperation: Sendable {
        var section: Int
        var animation: RowAnimation
        /// For edits: the contents being inserted (or, for a reload, the new contents).
        var value: (any Sendable)? = nil
        /// For edits: the contents being removed (filled in by the table from the data source).
        var oldValue: (any Sendable)? = nil
        /// For edits: the rows the inserted or reloaded section will hold.
        var rowCount: Int? = nil
    }

    struct RowOperation: Sendable {
        var indexPath: IndexPath
        var animation: RowAnimation
        var value: (any Sendable)? = nil
        var oldValue: (any Sendable)? = nil
    }

    var deletedSections: [SectionOperation] = []
    var insertedSections: [SectionOperation] = []
    var reloadedSections: [SectionOperation] = []
    var movedSections: [TableUpdate.SectionMove] = []
    var deletedRows: [RowOperation] = []
    var insertedRows: [RowOperation] = []
    var reloadedRows: [RowOperation] = []
    var movedRows: [TableUpdate.RowMove] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    var operationCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
            + deletedRows.count + insertedRows.count + reloadedRows.count + movedRows.count
    }

    /// The pending form of an already validated update, for replaying it (undo and redo).
    init(replaying update: TableUpdate) {
        deletedSections = update.deletedSections.map {
            SectionOperation(section: $0.section, animation: $0.animation, oldValue: $0.value)
        }
        insertedSections = update.insertedSections.map {
            SectionOperation(section: $0.section, animation: $0.animation, value: $0.value, rowCount: $0.rowCount)
        }
        reloadedSections = update.reloadedSections.map {
            SectionOperation(
                section: $0.from, animation: $0.animation, value: $0.newValue, oldValue: $0.oldValue,
                rowCount: $0.rowCountAfter)
        }
        movedSections = update.movedSections
        deletedRows = update.deletedRows.map { RowOperation(indexPath: $0.indexPath, animation: $0.animation, oldValue: $0.value) }
        insertedRows = update.insertedRows.map { RowOperation(indexPath: $0.indexPath, animation: $0.animation, value: $0.value) }
        reloadedRows = update.reloadedRows.map {
            RowOperation(indexPath: $0.from, animation: $0.animation, value: $0.newValue, oldValue: $0.oldValue)
        }
        movedRows = update.movedRows
    }

    init() {}
}
