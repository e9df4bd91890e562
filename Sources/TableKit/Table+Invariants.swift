extension Table {
    /// Everything that is wrong with the table's state, in words; empty when all is well.
    ///
    /// Checks that the cached counts agree with the data source for every section, that the
    /// prefix sums agree with the counts, that the editing state and the selection name
    /// existing rows in a mode that allows them, and that no batch is left open. The table runs it after every
    /// update it applies when assertions are on (debug builds); a client's tests can run it
    /// after their own updates (`#expect(table.invariantViolations().isEmpty)`).
    /// - Complexity: O(S log S) plus S + 1 data source calls.
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections != counts.sectionCount {
                problems.append("table has \(counts.sectionCount) sections, data source \(sections)")
            } else {
                for section in 0..<sections {
                    let rows = dataSource.table(self, numberOfRowsInSection: section)
                    if rows != counts[section] {
                        problems.append("section \(section): table has \(counts[section]) rows, data source \(rows)")
                    }
                }
            }
        }
        var running = 0
        for section in 0..<counts.sectionCount {
            if counts[section] < 0 { problems.append("section \(section) has a negative row count") }
            if counts.rowsBefore(section: section) != running {
                problems.append("prefix sum before section \(section) is \(counts.rowsBefore(section: section)), not \(running)")
            }
            running += counts[section]
        }
        if running != counts.total { problems.append("total is \(counts.total), not \(running)") }

        if let row = deleteConfirmationStorage {
            if !containsRow(at: row) { problems.append("Delete button on missing row \(row)") }
            if modeStorage == .normal { problems.append("Delete button outside editing mode") }
        }
        if case let .swipe(row, _) = modeStorage {
            if !containsRow(at: row) { problems.append("swipe on missing row \(row)") }
            if let confirmation = deleteConfirmationStorage, confirmation != row {
                problems.append("swipe on \(row) but Delete button on \(confirmation)")
            }
            if swipeConfigurationStorage == nil { problems.append("swipe on \(row) without actions") }
        } else if swipeConfigurationStorage != nil {
            problems.append("swipe actions kept outside a swipe")
        }
        problems += selectionViolations()
        if let drag = dragStorage {
            if modeStorage != .editing { problems.append("drag outside editing mode") }
            if !containsRow(at: drag.source) { problems.append("drag from missing row \(drag.source)") }
            if !isValidDestination(drag.destination, forRowFrom: drag.source) {
                problems.append("drag to invalid destination \(drag.destination)")
            }
        }
        if batchDepth < 0 { problems.append("negative batch depth") }
        if batchDepth > 0 {
            problems.append("a batch is open: beginUpdates() \(batchDepth) time(s) without endUpdates(), \(pending.count) operations waiting")
        }
        if batchDepth == 0, !pending.isEmpty { problems.append("pending operations outside a batch") }
        return problems
    }

    /// Selected rows that do not exist, or more of them than the mode allows.
    private func selectionViolations() -> [String] {
        var problems: [String] = []
        for (name, selection) in [("selected", selectionStorage), ("put-aside selected", selectionOutsideEditing)] {
            for run in selection.sortedRuns where !(run.section < counts.sectionCount && run.rows.upperBound <= counts[run.section]) {
                problems.append("\(name) rows \(run.rows) of section \(run.section) do not exist")
            }
        }
        if !multipleSelectionIsAllowed, selectionStorage.count > 1 {
            problems.append("\(selectionStorage.count) rows selected in single selection")
        }
        if modeStorage != .editing, !selectionOutsideEditing.isEmpty { problems.append("selected rows put aside outside editing mode") }
        if let anchor = selectionAnchorStorage, !containsRow(at: anchor.indexPath) { problems.append("selection anchor on missing row") }
        return problems
    }
}
