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
/// implementation: arrays, linear searches, one rule at a time.
///
/// Rules (see docs/DECISIONS.md for the ones UIKit leaves open): deletes, reloads and move
/// sources name old indexes; inserts and move destinations new ones. A section that is
/// deleted or reloaded takes its rows with it (row deletes in it are accepted and covered,
/// reloads and moves out of a deleted one are errors); an inserted or reloaded section's
/// rows come from the data source (row inserts into it are covered, moves into it are
/// errors). Two operations may not name the same old or new place. Every surviving section
/// that a row operation touches must report old + inserted − deleted ± moved rows; untouched
/// sections are not asked. Inserted and reloaded sections here always get `newSectionRows`
/// rows, named "new<t>.<k>" by their new index (inserted) or "rel<s>.<k>" by their old
/// index (reloaded); an inserted row is
/// named "ins<t>.<r>"; a reloaded row keeps its name with a "*" added.
enum Reference {
    static let newSectionRows = 2

    enum Outcome: Equatable {
        /// Why the batch is invalid, and the counts a data source following it would report
        /// (nil when the batch is too broken to have any).
        case invalid(String, ReportedCounts?)
        /// The table after the batch, and the counts the data source reports.
        case valid(RefTable, ReportedCounts)
    }

    private enum Slot: Equatable {
        case inserted
        case old(Int)
    }

    /// The table after `ops`, or why the batch is invalid. `reported` is what the data
    /// source will say; `nil` means it agrees with the batch.
    static func run(_ old: RefTable, _ ops: [Op], reported: ReportedCounts? = nil) -> Outcome {
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

        // Sections before the update.
        let oldSectionRefs = deletedSections + reloadedSections + sectionMoves.map(\.0)
        if oldSectionRefs.contains(where: { $0 < 0 || $0 >= oldCount }) { return .invalid("old section out of range", nil) }
        if hasDuplicates(oldSectionRefs) { return .invalid("old section named twice", nil) }

        // Sections after the update.
        let newCount = oldCount + insertedSections.count - deletedSections.count
        if let reported, reported.sections != newCount { return .invalid("section count", nil) }
        let newSectionRefs = insertedSections + sectionMoves.map(\.1)
        if newSectionRefs.contains(where: { $0 < 0 || $0 >= newCount }) { return .invalid("new section out of range", nil) }
        if hasDuplicates(newSectionRefs) { return .invalid("new section named twice", nil) }

        var slots = [Slot?](repeating: nil, count: newCount)
        for s in insertedSections { slots[s] = .inserted }
        for (f, t) in sectionMoves { slots[t] = .old(f) }
        var staying = (0..<oldCount).filter { s in !deletedSections.contains(s) && !sectionMoves.contains { $0.0 == s } }
        for t in 0..<newCount where slots[t] == nil { slots[t] = .old(staying.removeFirst()) }
        func slotIsNew(_ t: Int) -> Bool {
            if case let .old(s) = slots[t]! { return reloadedSections.contains(s) }
            return true
        }

        let covered = { (p: IndexPath) in deletedSections.contains(p.section) || reloadedSections.contains(p.section) }
        let effectiveDeletes = deletedRows.filter { !covered($0) }
        let effectiveReloads = reloadedRows.filter { !covered($0) }

        // What a data source that follows the batch reports, worked out before any row rule
        // is checked, so that an invalid batch can be tried against the counts it implies.
        let intended = ReportedCounts(sections: newCount, rows: (0..<newCount).map { t in
            guard case let .old(s) = slots[t]!, !slotIsNew(t) else { return newSectionRows }
            return old.sections[s].count - effectiveDeletes.filter { $0.section == s }.count
                - rowMoves.filter { $0.0.section == s }.count
                + insertedRows.filter { $0.section == t }.count + rowMoves.filter { $0.1.section == t }.count
        })
        let reported = reported ?? intended
        func invalid(_ reason: String) -> Outcome { .invalid(reason, intended) }

        // Rows before the update.
        for p in deletedRows + reloadedRows + rowMoves.map(\.0) {
            if p.section < 0 || p.section >= oldCount { return invalid("old row's section out of range") }
            if p.row < 0 || p.row >= old.sections[p.section].count { return invalid("old row out of range") }
        }
        if reloadedRows.contains(where: { deletedSections.contains($0.section) }) { return invalid("reload in deleted section") }
        if rowMoves.contains(where: { deletedSections.contains($0.0.section) || reloadedSections.contains($0.0.section) }) {
            return invalid("move out of a deleted or reloaded section")
        }
        if hasDuplicates(effectiveDeletes + effectiveReloads + rowMoves.map(\.0)) { return invalid("old row named twice") }

        // Rows after the update.
        for p in insertedRows + rowMoves.map(\.1) where p.section < 0 || p.section >= newCount {
            return invalid("new row's section out of range")
        }
        if rowMoves.contains(where: { slotIsNew($0.1.section) }) { return invalid("move into an inserted or reloaded section") }
        if hasDuplicates(insertedRows + rowMoves.map(\.1)) { return invalid("new row named twice") }

        // Build each new section. The table keeps its own count for a section the batch does
        // not touch, whatever the data source says.
        var result: [[String]] = []
        for t in 0..<newCount {
            if slotIsNew(t) {
                let count = reported.rows[t]
                if insertedRows.contains(where: { $0.section == t && ($0.row < 0 || $0.row >= count) }) {
                    return invalid("insert beyond a new section's rows")
                }
                let name = if case let .old(s) = slots[t]! { "rel\(s)" } else { "new\(t)" }
                result.append((0..<count).map { "\(name).\($0)" })
                continue
            }
            guard case let .old(s) = slots[t]! else { fatalError("unreachable") }
            var remaining: [String] = []
            for (r, name) in old.sections[s].enumerated() {
                let p = IndexPath(row: r, section: s)
                if effectiveDeletes.contains(p) || rowMoves.contains(where: { $0.0 == p }) { continue }
                remaining.append(effectiveReloads.contains(p) ? name + "*" : name)
            }
            let inserts = insertedRows.filter { $0.section == t }
            let movesIn = rowMoves.filter { $0.1.section == t }
            let count = remaining.count + inserts.count + movesIn.count
            let touched = effectiveDeletes.contains { $0.section == s } || effectiveReloads.contains { $0.section == s }
                || rowMoves.contains { $0.0.section == s } || !inserts.isEmpty || !movesIn.isEmpty
            if touched, reported.rows[t] != count { return invalid("row count of section \(t)") }
            if (inserts + movesIn.map(\.1)).contains(where: { $0.row < 0 || $0.row >= count }) {
                return invalid("new row beyond its section's rows")
            }
            var rows = [String?](repeating: nil, count: count)
            for p in inserts { rows[p.row] = "ins\(t).\(p.row)" }
            for (f, to) in movesIn { rows[to.row] = old.sections[f.section][f.row] }
            for i in rows.indices where rows[i] == nil { rows[i] = remaining.removeFirst() }
            result.append(rows.map { $0! })
        }
        return .valid(RefTable(sections: result), reported)
    }

    private static func hasDuplicates<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != values.count }
}
