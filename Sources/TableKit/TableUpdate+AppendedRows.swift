extension TableUpdate {
    /// This update as if `count` more rows had been at the end of `section` all along, with
    /// the section in the numbering after the update; and that section's number before it
    /// (nil: the update inserted it). Nil when the update acts on the section whole (inserts
    /// or reloads it): its recorded contents could not hold the rows appended since.
    func appending(_ count: Int, toSectionAfter section: Int) -> (update: TableUpdate, sectionBefore: Int?)? {
        guard !insertedSections.contains(where: { $0.section == section }),
              !reloadedSections.contains(where: { $0.to == section }) else { return nil }
        var adjusted = self
        for i in adjusted.rowCountChanges.indices where adjusted.rowCountChanges[i].newSection == section {
            adjusted.rowCountChanges[i].before += count
            adjusted.rowCountChanges[i].after += count
        }
        return (adjusted, oldSection(forNewSection: section))
    }

    /// The same, for an update not yet applied (a redo step): `section` in the numbering
    /// before it, and its number after it. Nil when the update deletes or reloads the section.
    func appending(_ count: Int, toSectionBefore section: Int) -> (update: TableUpdate, sectionAfter: Int?)? {
        guard !deletedSections.contains(where: { $0.section == section }),
              !reloadedSections.contains(where: { $0.from == section }) else { return nil }
        var adjusted = self
        for i in adjusted.rowCountChanges.indices where adjusted.rowCountChanges[i].oldSection == section {
            adjusted.rowCountChanges[i].before += count
            adjusted.rowCountChanges[i].after += count
        }
        return (adjusted, newSection(forOldSection: section))
    }
}
