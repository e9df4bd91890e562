extension TableUpdate {
    /// Which side of an update a section's number is on.
    enum Side { case before, after }

    /// This update as if `count` more rows had been at the end of `section` all along, and
    /// that section's number on the other side of the update (nil: the update inserted it,
    /// or deleted it). `section` is numbered as on `side`: after the update for a step already
    /// applied (undo), before it for one still to apply (redo). Nil when the update deletes,
    /// inserts or reloads the section whole: its recorded contents could not hold the rows
    /// appended since.
    func appending(_ count: Int, toSection section: Int, numberedAt side: Side) -> (update: TableUpdate, otherSide: Int?)? {
        let whole = side == .after
            ? insertedSections.contains { $0.section == section } || reloadedSections.contains { $0.to == section }
            : deletedSections.contains { $0.section == section } || reloadedSections.contains { $0.from == section }
        guard !whole else { return nil }
        var adjusted = self
        for i in adjusted.rowCountChanges.indices {
            let change = adjusted.rowCountChanges[i]
            guard (side == .after ? change.newSection : change.oldSection) == section else { continue }
            adjusted.rowCountChanges[i].before += count
            adjusted.rowCountChanges[i].after += count
        }
        return (adjusted, side == .after ? oldSection(forNewSection: section) : newSection(forOldSection: section))
    }
}
