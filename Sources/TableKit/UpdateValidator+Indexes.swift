extension UpdateValidator {
    /// Phase 1: every index names something that exists, in call order: sections and rows
    /// before the update (deletes, reloads, sources of moves) in the table as it is; sections
    /// and rows after it (inserts, destinations of moves) in the data source's new counts. For
    /// an edit, rows after the update wait for ``checkPredictedRowIndexes(_:_:)``.
    ///
    /// Indexes after the update are checked against what the data source says, not against
    /// what the batch implies: Homepwner's New button (5 rows, a row inserted at 5, the store
    /// unchanged) is "attempt to insert row 5 into section 0, but there are only 5 rows in
    /// section 0 after the update", as UIKit reports it.
    func checkIndexes() throws(TableUpdateError) {
        let sectionsAfter = sectionCountAfter
        for operation in batch.operations {
            switch operation {
            case let .deleteSection(section, _): try checkOldSection(section, .delete)
            case let .reloadSection(section, _, _): try checkOldSection(section, .reload)
            case let .insertSection(section, _, _):
                guard isIndex(section, below: sectionsAfter) else {
                    throw .sectionOutOfRange(.insert, section: section, sectionCount: sectionsAfter)
                }
            case let .moveSection(from, to):
                try checkOldSection(from, .move)
                guard isIndex(to, below: sectionsAfter) else {
                    throw .sectionMoveDestinationOutOfRange(from: from, to: to, sectionCount: sectionsAfter)
                }
            case let .deleteRow(path, _): try checkOldRow(path, .delete)
            case let .reloadRow(path, _): try checkOldRow(path, .reload)
            case let .insertRow(path, _): try checkInsertedRow(path, sectionsAfter: sectionsAfter)
            case let .moveRow(from, to):
                try checkMoveSource(from)
                try checkMoveDestination(from: from, to: to, sectionsAfter: sectionsAfter)
            }
        }
    }

    /// Phase 3, for an edit only: inserted rows and move destinations within the row counts
    /// the edit implies for their sections (which needs its sections to be consistent, so it
    /// comes after the conflicts).
    func checkPredictedRowIndexes(_ sections: BatchSections, _ tallies: SectionTallies) throws(TableUpdateError) {
        for operation in batch.operations {
            switch operation {
            case let .insertRow(path, _):
                let count = predictedRowCount(ofNewSection: path.section, sections, tallies)
                guard isIndex(path.row, below: count) else { throw .rowOutOfRange(.insert, path.indexPath, rowCount: count) }
            case let .moveRow(from, to):
                let count = predictedRowCount(ofNewSection: to.section, sections, tallies)
                guard isIndex(to.row, below: count) else {
                    throw .moveDestinationOutOfRange(
                        from: from.indexPath, to: to.indexPath, rowCount: count, sectionCount: sectionCountAfter)
                }
            default: continue
            }
        }
    }

    // MARK: - One index

    private func checkOldSection(_ section: Int, _ action: UpdateAction) throws(TableUpdateError) {
        guard isIndex(section, below: old.sectionCount) else {
            throw .sectionOutOfRange(action, section: section, sectionCount: old.sectionCount)
        }
    }

    private func checkOldRow(_ path: RowPath, _ action: UpdateAction) throws(TableUpdateError) {
        guard isIndex(path.section, below: old.sectionCount) else {
            throw .rowSectionOutOfRange(action, path.indexPath, sectionCount: old.sectionCount)
        }
        guard isIndex(path.row, below: old[path.section]) else {
            throw .rowOutOfRange(action, path.indexPath, rowCount: old[path.section])
        }
    }

    private func checkInsertedRow(_ path: RowPath, sectionsAfter: Int) throws(TableUpdateError) {
        guard isIndex(path.section, below: sectionsAfter) else {
            throw .rowSectionOutOfRange(.insert, path.indexPath, sectionCount: sectionsAfter)
        }
        guard case let .reported(counts) = countsAfter else { return }
        let rows = counts.rowCount(inSection: path.section)
        guard isIndex(path.row, below: rows) else { throw .rowOutOfRange(.insert, path.indexPath, rowCount: rows) }
    }

    private func checkMoveSource(_ path: RowPath) throws(TableUpdateError) {
        guard isIndex(path.section, below: old.sectionCount) else {
            throw .moveSourceOutOfRange(path.indexPath, rowCount: nil, sectionCount: old.sectionCount)
        }
        guard isIndex(path.row, below: old[path.section]) else {
            throw .moveSourceOutOfRange(path.indexPath, rowCount: old[path.section], sectionCount: old.sectionCount)
        }
    }

    private func checkMoveDestination(from: RowPath, to: RowPath, sectionsAfter: Int) throws(TableUpdateError) {
        guard isIndex(to.section, below: sectionsAfter) else {
            throw .moveDestinationOutOfRange(
                from: from.indexPath, to: to.indexPath, rowCount: nil, sectionCount: sectionsAfter)
        }
        guard case let .reported(counts) = countsAfter else { return }
        let rows = counts.rowCount(inSection: to.section)
        guard isIndex(to.row, below: rows) else {
            throw .moveDestinationOutOfRange(
                from: from.indexPath, to: to.indexPath, rowCount: rows, sectionCount: sectionsAfter)
        }
    }

    /// The rows a section holds after an edit: what the edit says for a section it inserts or
    /// reloads, else its old rows adjusted by the edit's row operations.
    private func predictedRowCount(ofNewSection section: Int, _ sections: BatchSections, _ tallies: SectionTallies) -> Int {
        if let newSection = sections.newSectionRowCounts[section] { return newSection ?? 0 }
        return old[sections.mapping.oldIndex(ofSurviving: section)] + tallies[section].netChange
    }
}
