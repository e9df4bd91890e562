/// UIKit's last two checks, on a validated update: the number of sections the data source
/// reports, then the number of rows of every section that existed before the update (by
/// ascending index after it), each against what the table had and what the update did.
///
/// Every section is asked, not only those the update named: a data source whose count
/// changed in a section no call mentions is caught, as UIKit catches it after `endUpdates`
/// ("the table view queries its data source … for row and section data").
///
/// - Complexity: O(S log u) for S sections after the update and u operations; the error's
///   numbers, on failure only, O(u).
struct ConsistencyCheck {
    let update: TableUpdate
    /// The counts before the update.
    let old: RowCounts

    func verify(_ reported: ReportedCounts) throws(TableUpdateError) {
        try checkSectionCount(reported)
        try checkRowCounts(reported)
    }

    private func checkSectionCount(_ reported: ReportedCounts) throws(TableUpdateError) {
        try Self.checkSectionCount(
            reported.sectionCount, before: update.sectionCountBefore, inserted: update.insertedSections.count,
            deleted: update.deletedSections.count, reloaded: update.reloadedSections.count)
    }

    /// Throws unless `after` is `before` plus inserted minus deleted. Reloaded sections count
    /// as one deleted and one inserted in the message, as in UIKit.
    static func checkSectionCount(
        _ after: Int, before: Int, inserted: Int, deleted: Int, reloaded: Int
    ) throws(TableUpdateError) {
        guard after == before + inserted - deleted else {
            throw .invalidSectionCount(after: after, before: before, inserted: inserted + reloaded, deleted: deleted + reloaded)
        }
    }

    private func checkRowCounts(_ reported: ReportedCounts) throws(TableUpdateError) {
        var changes = update.rowCountChanges.makeIterator()
        var nextChange = changes.next()
        for section in 0..<update.sectionCountAfter {
            guard let oldSection = update.map.sections.oldIndex(of: section), !update.map.isReloaded(newSection: section)
            else { continue }
            var expected = old[oldSection]
            if let change = nextChange, change.newSection == section {
                expected = change.after
                nextChange = changes.next()
            }
            let after = reported.rowCount(inSection: section)
            guard after == expected else { throw rowCountError(section: section, oldSection: oldSection, after: after) }
        }
    }

    /// The message's numbers for one section, counted as UIKit counts them: a reloaded row is
    /// one deleted and one inserted; only moves across sections count as moved in or out.
    private func rowCountError(section: Int, oldSection: Int, after: Int) -> TableUpdateError {
        let rows = update.rows
        let reloadedIn = rows.reloaded.count { $0.to.section == section }
        let reloadedOut = rows.reloaded.count { $0.from.section == oldSection }
        return .invalidRowCount(
            section: section, after: after, before: old[oldSection],
            inserted: rows.inserted.count { $0.path.section == section } + reloadedIn,
            deleted: rows.deleted.count { $0.path.section == oldSection } + reloadedOut,
            movedIn: rows.moved.count { $0.to.section == section && $0.from.section != oldSection },
            movedOut: rows.moved.count { $0.from.section == oldSection && $0.to.section != section })
    }
}
