import TableKit
import TestSupport

/// Runs one batch on a table of a given shape three ways and compares each with the
/// reference model; returns what disagreed, in words (empty when all agree).
enum BatchCaseRunner {
    static func check(shape: [Int], ops: [Op]) -> [String] {
        let old = RefTable(shape: shape)
        var failures: [String] = []
        failures += checkDirect(old, ops, dataSourceUpdated: true)
        failures += checkDirect(old, ops, dataSourceUpdated: false)
        failures += checkEdit(old, ops)
        return failures
    }

    /// UIKit-style calls inside beginUpdates/endUpdates, with a data source that reports the
    /// reference's new counts or (Homepwner's bug) still the old ones.
    static func checkDirect(_ old: RefTable, _ ops: [Op], dataSourceUpdated: Bool) -> [String] {
        let variant = dataSourceUpdated ? "direct" : "direct, data source unchanged"
        let reported: ReportedCounts? = dataSourceUpdated ? nil : ReportedCounts(sections: old.sections.count, rows: old.counts)
        let expected = Reference.run(old, ops, reported: reported)
        let source = CountsDataSource(old.counts)
        let table = Table(dataSource: source)
        let checker = InvariantChecker()
        table.observer = checker
        switch expected {
        case let .valid(_, counts), let .invalid(_, counts?): source.counts = counts.rows
        case .invalid(_, nil): break
        }
        if !dataSourceUpdated { source.counts = old.counts }

        var thrown: (any Error)?
        table.beginUpdates()
        do {
            for op in ops { try perform(op, on: table) }
            try table.endUpdates()
        } catch {
            thrown = error
        }

        switch expected {
        case let .invalid(failure, _):
            guard let thrown else { return ["\(variant): accepted, but the reference fails it on \(failure)"] }
            guard let error = thrown as? TableUpdateError else { return ["\(variant): threw \(type(of: thrown)): \(thrown)"] }
            var failures: [String] = []
            if Reference.Failure(error) != failure {
                failures.append("\(variant): threw \"\(error)\", but the reference fails it first on \(failure)")
            }
            let counts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
            if counts != old.counts { failures.append("\(variant): table changed by a failed update: \(counts)") }
            return failures
        case let .valid(new, _):
            if let thrown { return ["\(variant): threw \"\(thrown)\" but the reference gives \(new)"] }
            var failures: [String] = []
            let tableCounts = (0..<table.numberOfSections).map(table.numberOfRows(inSection:))
            if tableCounts != new.counts { failures.append("\(variant): counts \(tableCounts), expected \(new.counts)") }
            if dataSourceUpdated {
                failures += checker.violations.map { "\(variant): \($0)" }
            }
            guard let update = checker.updates.last else { return failures + ["\(variant): no update observed"] }
            failures += compareMapping(update, old, new).map { "\(variant): \($0)" }
            return failures
        }
    }

    /// The same operations as an undoable edit carrying contents; then undo and redo.
    static func checkEdit(_ old: RefTable, _ ops: [Op]) -> [String] {
        let expected = Reference.run(old, ops)
        let source = UndoableListDataSource(old.sections.enumerated().map { TableSection(header: "S\($0)", rows: $1) })
        let table = Table(dataSource: source)
        let checker = InvariantChecker()
        table.observer = checker
        var thrown: (any Error)?
        do {
            try table.edit(of: source) { edit in
                for op in ops { addEdit(op, to: &edit, old: old) }
            }
        } catch {
            thrown = error
        }
        switch expected {
        case let .invalid(failure, _):
            guard let thrown else { return ["edit: accepted, but the reference fails it on \(failure)"] }
            guard thrown is TableUpdateError else { return ["edit: threw \(type(of: thrown)): \(thrown)"] }
            var failures: [String] = []
            if source.rows != old.sections { failures.append("edit: the model changed although the edit was refused") }
            if source.log.entries.contains("apply") { failures.append("edit: an invalid edit reached the data source") }
            if !table.invariantViolations().isEmpty { failures.append("edit: \(table.invariantViolations())") }
            return failures
        case let .valid(new, _):
            if let thrown { return ["edit: threw \"\(thrown)\" but the reference gives \(new)"] }
            var failures: [String] = []
            if source.rows != new.sections { failures.append("edit: model \(source.rows), expected \(new)") }
            do {
                try table.undo()
                if source.rows != old.sections { failures.append("edit: after undo \(source.rows), expected \(old)") }
                try table.redo()
                if source.rows != new.sections { failures.append("edit: after redo \(source.rows), expected \(new)") }
            } catch {
                failures.append("edit: undo/redo threw \(error)")
            }
            failures += checker.violations.map { "edit: \($0)" }
            return failures
        }
    }

    /// Every old row's new index path, and every new row's old one, as the reference has them.
    static func compareMapping(_ update: TableUpdate, _ old: RefTable, _ new: RefTable) -> [String] {
        var failures: [String] = []
        let newPositions = new.positions
        let oldPositions = old.positions
        for (s, rows) in old.sections.enumerated() {
            for (r, name) in rows.enumerated() {
                let path = IndexPath(row: r, section: s)
                let expected = newPositions[name] ?? newPositions[name + "*"]
                let actual = update.newIndexPath(forOldIndexPath: path)
                if actual != expected { failures.append("newIndexPath(\(path)) = \(String(describing: actual)), expected \(String(describing: expected))") }
            }
        }
        failures += compareStretches(update, old)
        for (t, rows) in new.sections.enumerated() {
            for (r, name) in rows.enumerated() {
                let path = IndexPath(row: r, section: t)
                let base = name.hasSuffix("*") ? String(name.dropLast()) : name
                let expected = oldPositions[base]
                let actual = update.oldIndexPath(forNewIndexPath: path)
                if actual != expected { failures.append("oldIndexPath(\(path)) = \(String(describing: actual)), expected \(String(describing: expected))") }
            }
        }
        return failures
    }

    /// The stretches of staying rows against one ``TableUpdate/newIndexPath(forOldIndexPath:)``
    /// per row: a row that neither moves nor leaves its section is in one stretch, which puts
    /// it where the row-by-row mapping does; no other row is in any.
    static func compareStretches(_ update: TableUpdate, _ old: RefTable) -> [String] {
        var failures: [String] = []
        for (s, rows) in old.sections.enumerated() {
            let newSection = update.newSection(forOldSection: s)
            guard let stretches = update.stayingRows(inOldSection: s) else {
                // Deleted or reloaded: no row of it is anywhere after the update.
                let rowsGone = rows.indices.allSatisfy { update.newIndexPath(forOldIndexPath: IndexPath(row: $0, section: s)) == nil }
                if newSection != nil && !rowsGone { failures.append("stayingRows(inOldSection: \(s)) = nil, but rows stay") }
                continue
            }
            if zip(stretches, stretches.dropFirst()).contains(where: { $0.old.upperBound > $1.old.lowerBound || $0.newStart >= $1.newStart }) {
                failures.append("stretches of section \(s) overlap or go backwards: \(stretches)")
            }
            if stretches.last?.old.upperBound != Int.max { failures.append("the last stretch of section \(s) ends: \(stretches)") }
            let moved = Set(update.movedRows.filter { $0.from.section == s }.map(\.from.row))
            for r in rows.indices {
                let byRow = update.newIndexPath(forOldIndexPath: IndexPath(row: r, section: s))
                let expected = moved.contains(r) || byRow?.section != newSection ? nil : byRow?.row
                let byStretch = stretches.first { $0.old.contains(r) }.map { $0.newStart + r - $0.old.lowerBound }
                if byStretch != expected {
                    failures.append("row \(r) of section \(s): stretches put it at \(String(describing: byStretch)), expected \(String(describing: expected))")
                }
            }
        }
        return failures
    }

    static func perform(_ op: Op, on table: Table) throws {
        switch op {
        case let .deleteSection(s): try table.deleteSections([s])
        case let .insertSection(s): try table.insertSections([s])
        case let .reloadSection(s): try table.reloadSections([s])
        case let .moveSection(f, t): try table.moveSection(f, toSection: t)
        case let .deleteRow(p): try table.deleteRows(at: [p])
        case let .insertRow(p): try table.insertRows(at: [p])
        case let .reloadRow(p): try table.reloadRows(at: [p])
        case let .moveRow(f, t): try table.moveRow(at: f, to: t)
        }
    }

    /// The edit form of `op`, carrying the contents the reference names.
    static func addEdit(_ op: Op, to edit: inout TableEditBuilder<String, TableSection<String>>, old: RefTable) {
        let rows = Reference.newSectionRows
        switch op {
        case let .deleteSection(s): edit.deleteSections([s])
        case let .insertSection(t):
            edit.insertSection(TableSection(header: "new\(t)", rows: (0..<rows).map { "new\(t).\($0)" }), rowCount: rows, at: t)
        case let .reloadSection(s):
            edit.reloadSection(s, with: TableSection(header: "rel\(s)", rows: (0..<rows).map { "rel\(s).\($0)" }), rowCount: rows)
        case let .moveSection(f, t): edit.moveSection(f, toSection: t)
        case let .deleteRow(p): edit.deleteRows(at: [p])
        case let .insertRow(p): edit.insertRow("ins\(p.section).\(p.row)", at: p)
        case let .reloadRow(p):
            let inRange = old.sections.indices.contains(p.section) && old.sections[p.section].indices.contains(p.row)
            edit.reloadRow(at: p, with: inRange ? old.sections[p.section][p.row] + "*" : "?")
        case let .moveRow(f, t): edit.moveRow(at: f, to: t)
        }
    }
}

extension Reference.Failure {
    /// The kind of check a TableKit error comes from.
    init(_ error: TableUpdateError) {
        switch error {
        case .invalidSectionCount: self = .sectionCount
        case let .invalidRowCount(section, _, _, _, _, _, _): self = .rowCount(section: section)
        case .sectionOutOfRange, .sectionMoveDestinationOutOfRange, .rowSectionOutOfRange, .rowOutOfRange,
            .moveSourceOutOfRange, .moveDestinationOutOfRange:
            self = .index
        case .duplicateSection, .duplicateRow, .conflictingSection, .conflictingRow, .sectionMovedTwice,
            .sectionsMovedToSameSection, .rowMovedTwice, .rowsMovedToSameIndexPath, .moveOutOfRemovedSection,
            .moveIntoNewSection, .reloadInDeletedSection:
            self = .conflict
        }
    }
}
