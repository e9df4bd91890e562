import TableKit

/// One update operation, as a test names it.
enum Op: Hashable, CustomStringConvertible {
    case deleteSection(Int), insertSection(Int), reloadSection(Int), moveSection(Int, Int)
    case deleteRow(IndexPath), insertRow(IndexPath), reloadRow(IndexPath), moveRow(IndexPath, IndexPath)

    var description: String {
        switch self {
        case let .deleteSection(s): "deleteSection(\(s))"
        case let .insertSection(s): "insertSection(\(s))"
        case let .reloadSection(s): "reloadSection(\(s))"
        case let .moveSection(f, t): "moveSection(\(f)→\(t))"
        case let .deleteRow(p): "deleteRow\(p)"
        case let .insertRow(p): "insertRow\(p)"
        case let .reloadRow(p): "reloadRow\(p)"
        case let .moveRow(f, t): "moveRow(\(f)→\(t))"
        }
    }
}

/// A table as the reference model sees it: sections of row names. Row names are unique,
/// so where a row went can be read off the result.
struct RefTable: Equatable, CustomStringConvertible {
    var sections: [[String]]

    /// The table of this shape whose rows are named by their place: "s1r2".
    init(shape: [Int]) {
        sections = shape.enumerated().map { s, n in (0..<n).map { "s\(s)r\($0)" } }
    }

    init(sections: [[String]]) { self.sections = sections }

    var counts: [Int] { sections.map(\.count) }
    var description: String { sections.map { "[" + $0.joined(separator: " ") + "]" }.joined(separator: " ") }

    /// Where each row name is.
    var positions: [String: IndexPath] {
        var result: [String: IndexPath] = [:]
        for (s, rows) in sections.enumerated() {
            for (r, name) in rows.enumerated() { result[name] = IndexPath(row: r, section: s) }
        }
        return result
    }
}

/// The counts a data source reports after an update.
struct ReportedCounts: Equatable {
    var sections: Int
    var rows: [Int]
}

/// UIKit's batch-update semantics, written plainly and independently of TableKit's
/// implementation: arrays, linear searches, one rule at a time, in UIKit's order.
///
/// Rules (see docs/DECISIONS.md for the ones UIKit leaves open): deletes, reloads and move
/// sources name old indexes, checked against the table before the update; inserts and move
/// destinations name new ones, checked against what the data source reports. Then no old or
/// new place may be named twice, even inside a section the batch deletes or reloads; no row
/// is reloaded in a deleted section, moved out of a deleted or reloaded one, or into an
/// inserted or reloaded one. Then the section count, then every section that existed before
/// must report old + inserted − deleted ± moved rows. A section that is deleted or reloaded
/// takes its rows with it (row deletes in it are covered); an inserted or reloaded section's
/// rows come from the data source (row inserts into it are covered). Inserted and reloaded
/// sections here always get `newSectionRows` rows, named "new<t>.<k>" by their new index
/// (inserted) or "rel<s>.<k>" by their old index (reloaded); an inserted row is named
/// "ins<t>.<r>"; a reloaded row keeps its name with a "*" added.
enum Reference {
    static let newSectionRows = 2

    /// What kind of check a batch fails first.
    enum Failure: Equatable, CustomStringConvertible {
        case index, conflict, sectionCount
        case rowCount(section: Int)

        var description: String {
            switch self {
            case .index: "an index out of range"
            case .conflict: "a place named twice, or a row moved across replaced sections"
            case .sectionCount: "the section count"
            case let .rowCount(section): "the row count of section \(section)"
            }
        }
    }

    enum Outcome: Equatable {
        /// The first check the batch fails, and the counts a data source following it would
        /// report (nil when its sections are too broken to have any).
        case invalid(Failure, ReportedCounts?)
        /// The table after the batch, and the counts the data source reports.
        case valid(RefTable, ReportedCounts)
    }

    private enum Slot: Equatable {
        case inserted
        case old(Int)
    }

    /// The table after `ops`, or why the batch is invalid. `reported` is what the data
    /// source will say; `nil` means it follows the batch (or, if the batch's sections are too
    /// broken for that, still reports the old counts).
    static func run(_ old: RefTable, _ ops: [Op], reported given: ReportedCounts? = nil) -> Outcome {
        let oldCount = old.sections.count
        var deletedSections: [Int] = [], insertedSections: [Int] = [], reloadedSections: [Int] = []
        var sectionMoves: [(Int, Int)] = []
        var deletedRows: [IndexPath] = [], insertedRows: [IndexPath] = [], reloadedRows: [IndexPath] = []
        var rowMoves: [(IndexPath, IndexPath)] = []
        for op in ops {
            switch op {
            case let .deleteSection(s): deletedSections.append(s)
            case let .insertSection(s): insertedSections.append(s)
            case let .reloadSection(s): reloadedSections.append(s)
            case let .moveSection(f, t): sectionMoves.append((f, t))
            case let .deleteRow(p): deletedRows.append(p)
            case let .insertRow(p): insertedRows.append(p)
            case let .reloadRow(p): reloadedRows.append(p)
            case let .moveRow(f, t): rowMoves.append((f, t))
            }
        }
        let newCount = oldCount + insertedSections.count - deletedSections.count
        let oldSectionRefs = deletedSections + reloadedSections + sectionMoves.map(\.0)
        let newSectionRefs = insertedSections + sectionMoves.map(\.1)
        let sectionsConsistent = !oldSectionRefs.contains { $0 < 0 || $0 >= oldCount } && !hasDuplicates(oldSectionRefs)
            && !newSectionRefs.contains { $0 < 0 || $0 >= newCount } && !hasDuplicates(newSectionRefs)

        // Where each new section comes from, when the section operations allow saying so.
        var slots: [Slot] = []
        if sectionsConsistent {
            var assigned = [Slot?](repeating: nil, count: newCount)
            for s in insertedSections { assigned[s] = .inserted }
            for (f, t) in sectionMoves { assigned[t] = .old(f) }
            var staying = (0..<oldCount).filter { s in !deletedSections.contains(s) && !sectionMoves.contains { $0.0 == s } }
            for t in 0..<newCount where assigned[t] == nil { assigned[t] = .old(staying.removeFirst()) }
            slots = assigned.map { $0 ?? .inserted }
        }
        func oldSection(of t: Int) -> Int? {
            if case let .old(s) = slots[t], !reloadedSections.contains(s) { return s }
            return nil
        }
        let covered = { (p: IndexPath) in deletedSections.contains(p.section) || reloadedSections.contains(p.section) }
        let effectiveDeletes = deletedRows.filter { !covered($0) }
        let effectiveReloads = reloadedRows.filter { !covered($0) }
        func expectedRows(_ t: Int, from s: Int) -> Int {
            old.sections[s].count - effectiveDeletes.filter { $0.section == s }.count
                - rowMoves.filter { $0.0.section == s }.count
                + insertedRows.filter { $0.section == t }.count + rowMoves.filter { $0.1.section == t }.count
        }

        // What a data source that follows the batch reports.
        let intended: ReportedCounts? = sectionsConsistent
            ? ReportedCounts(sections: newCount, rows: (0..<newCount).map { t in
                oldSection(of: t).map { expectedRows(t, from: $0) } ?? newSectionRows
            })
            : nil
        let reported = given ?? intended ?? ReportedCounts(sections: oldCount, rows: old.counts)
        func invalid(_ failure: Failure) -> Outcome { .invalid(failure, intended) }
        func inOld(_ p: IndexPath) -> Bool {
            p.section >= 0 && p.section < oldCount && p.row >= 0 && p.row < old.sections[p.section].count
        }
        func inNew(_ p: IndexPath) -> Bool {
            p.section >= 0 && p.section < reported.sections && p.row >= 0 && p.row < reported.rows[p.section]
        }

        // 1. Indexes before the update in the table, after it in what the data source reports.
        for op in ops {
            let fits: Bool
            switch op {
            case let .deleteSection(s), let .reloadSection(s): fits = s >= 0 && s < oldCount
            case let .insertSection(s): fits = s >= 0 && s < reported.sections
            case let .moveSection(f, t): fits = f >= 0 && f < oldCount && t >= 0 && t < reported.sections
            case let .deleteRow(p), let .reloadRow(p): fits = inOld(p)
            case let .insertRow(p): fits = inNew(p)
            case let .moveRow(f, t): fits = inOld(f) && inNew(t)
            }
            if !fits { return invalid(.index) }
        }

        // 2. Nothing named twice, rows never moved across replaced sections.
        guard !hasDuplicates(oldSectionRefs), !hasDuplicates(newSectionRefs) else { return invalid(.conflict) }
        if hasDuplicates(deletedRows + reloadedRows + rowMoves.map(\.0)) || hasDuplicates(insertedRows + rowMoves.map(\.1)) {
            return invalid(.conflict)
        }
        if reloadedRows.contains(where: { deletedSections.contains($0.section) }) { return invalid(.conflict) }
        if rowMoves.contains(where: { deletedSections.contains($0.0.section) || reloadedSections.contains($0.0.section) }) {
            return invalid(.conflict)
        }
        if rowMoves.contains(where: { insertedSections.contains($0.1.section) }) { return invalid(.conflict) }
        if sectionsConsistent, rowMoves.contains(where: { move in
            guard move.1.section < slots.count, case let .old(s) = slots[move.1.section] else { return false }
            return reloadedSections.contains(s)
        }) {
            return invalid(.conflict)
        }

        // 3. The section count.
        guard reported.sections == newCount else { return invalid(.sectionCount) }

        // 4. The rows of every section that existed before, by ascending new index.
        for t in 0..<newCount {
            guard let s = oldSection(of: t) else { continue }
            if reported.rows[t] != expectedRows(t, from: s) { return invalid(.rowCount(section: t)) }
        }

        // The table after the batch.
        var result: [[String]] = []
        for t in 0..<newCount {
            guard let s = oldSection(of: t) else {
                let name = if case let .old(s) = slots[t] { "rel\(s)" } else { "new\(t)" }
                result.append((0..<reported.rows[t]).map { "\(name).\($0)" })
                continue
            }
            var remaining: [String] = []
            for (r, name) in old.sections[s].enumerated() {
                let p = IndexPath(row: r, section: s)
                if effectiveDeletes.contains(p) || rowMoves.contains(where: { $0.0 == p }) { continue }
                remaining.append(effectiveReloads.contains(p) ? name + "*" : name)
            }
            var rows = [String?](repeating: nil, count: reported.rows[t])
            for p in insertedRows where p.section == t { rows[p.row] = "ins\(t).\(p.row)" }
            for (f, to) in rowMoves where to.section == t { rows[to.row] = old.sections[f.section][f.row] }
            for i in rows.indices where rows[i] == nil { rows[i] = remaining.removeFirst() }
            result.append(rows.map { $0 ?? "?" })
        }
        return .valid(RefTable(sections: result), reported)
    }

    private static func hasDuplicates<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != values.count }
}
