extension UpdateValidator {
    /// Phase 4: the validated update. Rows deleted, reloaded or inserted inside a section the
    /// batch deletes, reloads or inserts are covered by the section's change and not listed;
    /// a section that survives and that rows were changed in records its expected count.
    func makeUpdate(_ sections: BatchSections, _ tallies: SectionTallies) -> TableUpdate {
        var rows = UpdateRows()
        rows.deleted = operations.deletedRows.filter { sections.survivesWithRows($0.path.section) }
            .map { .init(path: $0.path, animation: $0.animation) }
        rows.inserted = operations.insertedRows.filter { !sections.isNewWithRows($0.path.section) }
            .map { .init(path: $0.path, animation: $0.animation) }
        rows.reloaded = operations.reloadedRows.filter { sections.survivesWithRows($0.path.section) }
            .map { .init(from: $0.path, to: $0.path, animation: $0.animation) }
        rows.moved = operations.movedRows
        let rowCountChanges = tallies.touchedSections.map { section in
            let oldSection = sections.mapping.oldIndex(ofSurviving: section)
            let before = old[oldSection]
            return TableUpdate.RowCountChange(
                oldSection: oldSection, newSection: section, before: before, after: before + tallies[section].netChange)
        }
        return TableUpdate(
            sectionCountBefore: old.sectionCount,
            sectionCountAfter: old.sectionCount + operations.insertedSections.count - operations.deletedSections.count,
            deletedSections: operations.deletedSections.map {
                .init(section: $0.section, rowCount: old[$0.section], animation: $0.animation)
            },
            insertedSections: operations.insertedSections.map {
                .init(section: $0.section, rowCount: rowCount(ofNewSection: $0.section, predicted: $0.rowCount), animation: $0.animation)
            },
            reloadedSections: operations.reloadedSections.map {
                let to = sections.mapping.newIndex(ofSurviving: $0.section)
                return .init(
                    from: $0.section, to: to, rowCountBefore: old[$0.section],
                    rowCountAfter: rowCount(ofNewSection: to, predicted: $0.rowCount), animation: $0.animation)
            },
            movedSections: operations.movedSections,
            rows: rows,
            rowCountChanges: rowCountChanges)
    }
}

/// How a batch changes the rows of each section that survives it with its rows (neither
/// deleted nor reloaded), by index after the batch.
struct SectionTallies {
    struct Tally {
        var inserted = 0, deleted = 0, movedIn = 0, movedOut = 0

        /// The rows the section gains (or loses, if negative).
        var netChange: Int { inserted - deleted + movedIn - movedOut }
    }

    private var tallies: [Int: Tally] = [:]

    /// - Precondition: the batch's conflicts are checked (moves leave and enter surviving sections).
    init(_ operations: GroupedOperations, sections: BatchSections) {
        for op in operations.deletedRows where sections.survivesWithRows(op.path.section) {
            tallies[sections.mapping.newIndex(ofSurviving: op.path.section), default: .init()].deleted += 1
        }
        for op in operations.reloadedRows where sections.survivesWithRows(op.path.section) {
            touch(sections.mapping.newIndex(ofSurviving: op.path.section))
        }
        for op in operations.insertedRows where !sections.isNewWithRows(op.path.section) {
            tallies[op.path.section, default: .init()].inserted += 1
        }
        for move in operations.movedRows {
            let from = sections.mapping.newIndex(ofSurviving: move.from.section)
            if from == move.to.section {
                touch(from)
            } else {
                tallies[from, default: .init()].movedOut += 1
                tallies[move.to.section, default: .init()].movedIn += 1
            }
        }
    }

    /// Records that rows of `section` changed without changing its count (reloads, moves
    /// within it), so that it is listed among the touched sections.
    private mutating func touch(_ section: Int) {
        if tallies[section] == nil { tallies[section] = .init() }
    }

    subscript(section: Int) -> Tally { tallies[section] ?? .init() }

    /// The sections any row operation touched, sorted.
    var touchedSections: [Int] { tallies.keys.sorted() }
}
