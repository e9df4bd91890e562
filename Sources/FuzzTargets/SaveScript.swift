import ListDocument
import TableKit

/// Random edits played on a document through its table, as the view plays them, and the same
/// edits on a ``SaveReference`` as plain array operations. Undo and redo restore the
/// reference's earlier states, kept whole.
struct SaveScript {
    private(set) var reference: SaveReference
    /// What was played, for a failure message.
    private(set) var log: [String] = []
    /// The first way the table disagreed with the script (an edit refused), if any.
    private(set) var problem: String?
    private var undoStates: [[SaveReference.Section]] = []
    private var redoStates: [[SaveReference.Section]] = []
    private var session: EditingSession?
    private var serial = 1_000_000

    init(reference: SaveReference) { self.reference = reference }

    mutating func start(_ session: EditingSession) {
        self.session = session
        session.table.setEditing(true)
    }

    private var table: Table { session!.table }
    private var document: ListDocument { session!.file.document }
    private var rowCounts: [Int] { reference.sections.map(\.rows.count) }
    private var rowCount: Int { rowCounts.reduce(0, +) }

    /// A row to act on: near the start, the middle or the end, or anywhere (an edit near
    /// each end leaves the long untouched runs that saves write without copying).
    private func randomRow<G: RandomNumberGenerator>(using rng: inout G, extra: Int = 0) -> IndexPath {
        let total = rowCount + extra
        let flat: Int = switch Int.random(in: 0..<4, using: &rng) {
        case 0: Int.random(in: 0..<min(total, 3), using: &rng)
        case 1: max(0, total - 1 - Int.random(in: 0..<min(total, 3), using: &rng))
        case 2: min(total - 1, total / 2 + Int.random(in: 0..<3, using: &rng))
        default: Int.random(in: 0..<total, using: &rng)
        }
        return indexPath(ofFlat: flat, extra: extra)
    }

    /// The `flat`-th row of the table; with `extra` 1, a place a row can be inserted at (the
    /// end of a section counts as a place of its own, the last section's end last).
    private func indexPath(ofFlat flat: Int, extra: Int = 0) -> IndexPath {
        var remaining = flat
        for (section, count) in rowCounts.enumerated() {
            let places = count + extra
            if remaining < places { return IndexPath(row: remaining, section: section) }
            remaining -= places
        }
        return IndexPath(row: rowCounts.last! + extra - 1, section: rowCounts.count - 1)
    }

    private mutating func newText<G: RandomNumberGenerator>(using rng: inout G) -> String {
        serial += 1
        return SaveReference.rowText(serial, format: reference.format, using: &rng)
    }

    /// Plays one random edit on both.
    mutating func playRandomEdit<G: RandomNumberGenerator>(using rng: inout G) {
        let before = reference.sections
        let marker = table.historyMarker
        var undoable = true
        let choice = rowCount == 0 ? 1 : Int.random(in: 0..<10, using: &rng)
        do {
            switch choice {
            case 0: try deleteThroughControl(using: &rng)
            case 1: try insert(using: &rng)
            case 2: try retype(using: &rng)
            case 3: try drag(using: &rng)
            case 4: try move(using: &rng)
            case 5: try deleteChecked(using: &rng)
            case 6: try moveChecked(using: &rng)
            case 7, 8:
                undoable = false
                try undo()
            default:
                undoable = false
                try redo()
            }
        } catch {
            problem = "\(log.last ?? "an edit") failed: \(error)"
            return
        }
        // Every edit that changed the table is one undo step, and only those are.
        if undoable, table.historyMarker != marker {
            undoStates.append(before)
            redoStates = []
        } else if undoable, before != reference.sections {
            problem = "\(log.last ?? "an edit") changed the rows but made no undo step"
        }
    }

    /// Undoes every step left.
    mutating func undoAll() {
        while table.canUndo, problem == nil {
            do { try undo() } catch { problem = "undo failed: \(error)" }
        }
        if let first = undoStates.first { reference.sections = first }
    }

    // MARK: - Edits

    private mutating func deleteThroughControl<G: RandomNumberGenerator>(using rng: inout G) throws {
        let path = randomRow(using: &rng)
        log.append("delete \(path.section).\(path.row)")
        try table.tapDeletionControl(at: path)
        try table.confirmDeletion()
        reference.sections[path.section].rows.remove(at: path.row)
    }

    private mutating func insert<G: RandomNumberGenerator>(using rng: inout G) throws {
        let path = randomRow(using: &rng, extra: 1)
        let text = newText(using: &rng)
        log.append("insert at \(path.section).\(path.row)")
        let row = document.newRow(text: text, at: path)
        try table.edit(of: document) { $0.insertRow(row, at: path) }
        reference.sections[path.section].rows.insert(SaveReference.Row(text: text), at: path.row)
    }

    private mutating func retype<G: RandomNumberGenerator>(using rng: inout G) throws {
        let path = randomRow(using: &rng)
        let text = newText(using: &rng)
        log.append("retype \(path.section).\(path.row)")
        let row = document.retypedRow(at: path, text: text)
        try table.edit(of: document) { $0.reloadRow(at: path, with: row) }
        reference.sections[path.section].rows[path.row].text = text
    }

    private mutating func drag<G: RandomNumberGenerator>(using rng: inout G) throws {
        let from = randomRow(using: &rng)
        var counts = rowCounts
        counts[from.section] -= 1
        let target = randomRow(using: &rng, extra: 1)
        let proposal = IndexPath(row: min(target.row, counts[target.section]), section: target.section)
        log.append("drag \(from.section).\(from.row) to \(proposal.section).\(proposal.row)")
        try table.beginDrag(at: from)
        _ = try table.dragOver(proposal)
        let to = try table.dropDrag()
        let row = reference.sections[from.section].rows.remove(at: from.row)
        reference.sections[to.section].rows.insert(row, at: to.row)
    }

    private mutating func move<G: RandomNumberGenerator>(using rng: inout G) throws {
        let from = randomRow(using: &rng)
        var counts = rowCounts
        counts[from.section] -= 1
        let section = Int.random(in: 0..<counts.count, using: &rng)
        let to = IndexPath(row: Int.random(in: 0...counts[section], using: &rng), section: section)
        log.append("move \(from.section).\(from.row) to \(to.section).\(to.row)")
        try table.edit(of: document) { $0.moveRow(at: from, to: to) }
        let row = reference.sections[from.section].rows.remove(at: from.row)
        reference.sections[to.section].rows.insert(row, at: to.row)
    }

    /// Checks some rows (a run, and a few anywhere) in editing mode's multiple selection.
    private mutating func checkRows<G: RandomNumberGenerator>(using rng: inout G) throws -> [IndexPath] {
        table.allowsMultipleSelectionDuringEditing = true
        let start = randomRow(using: &rng)
        let runLength = Int.random(in: 1...4, using: &rng)
        var chosen = Set((0..<runLength).compactMap { offset -> IndexPath? in
            let row = start.row + offset
            return row < rowCounts[start.section] ? IndexPath(row: row, section: start.section) : nil
        })
        for _ in 0..<Int.random(in: 0...2, using: &rng) { chosen.insert(randomRow(using: &rng)) }
        for path in chosen { try table.selectRow(at: path) }
        return chosen.sorted()
    }

    private mutating func deleteChecked<G: RandomNumberGenerator>(using rng: inout G) throws {
        let checked = try checkRows(using: &rng)
        log.append("delete checked \(checked.map { "\($0.section).\($0.row)" }.joined(separator: ","))")
        defer { table.allowsMultipleSelectionDuringEditing = false }
        try table.deleteSelectedRows()
        for path in checked.reversed() { reference.sections[path.section].rows.remove(at: path.row) }
    }

    private mutating func moveChecked<G: RandomNumberGenerator>(using rng: inout G) throws {
        let checked = try checkRows(using: &rng)
        let step: DragStep = Bool.random(using: &rng) ? .down : .up
        log.append("move checked \(checked.map { "\($0.section).\($0.row)" }.joined(separator: ",")) \(step)")
        defer {
            for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path) }
            table.allowsMultipleSelectionDuringEditing = false
        }
        let recorder = UpdateRecorder()
        table.observer = recorder
        defer { table.observer = nil }
        try table.moveSelectedRows(step)
        for update in recorder.updates { reference.sections = Self.applyingMoves(of: update, to: reference.sections) }
    }

    /// The rows of `sections` after an update that only moves rows: each moved row at its
    /// new place, the others in their order in the places left (UIKit's index rule).
    static func applyingMoves(of update: TableUpdate, to sections: [SaveReference.Section]) -> [SaveReference.Section] {
        let moves = update.movedRows
        var result = sections
        for section in sections.indices {
            let leaving = Set(moves.filter { $0.from.section == section }.map(\.from.row))
            var staying = sections[section].rows.enumerated().filter { !leaving.contains($0.offset) }.map(\.element)[...]
            let arriving = Dictionary(uniqueKeysWithValues: moves.filter { $0.to.section == section }.map {
                ($0.to.row, sections[$0.from.section].rows[$0.from.row])
            })
            let count = staying.count + arriving.count
            result[section].rows = (0..<count).map { arriving[$0] ?? staying.popFirst()! }
        }
        return result
    }

    private mutating func undo() throws {
        guard table.canUndo else { return }
        log.append("undo")
        try table.undo()
        redoStates.append(reference.sections)
        reference.sections = undoStates.removeLast()
    }

    private mutating func redo() throws {
        guard table.canRedo else { return }
        log.append("redo")
        try table.redo()
        undoStates.append(reference.sections)
        reference.sections = redoStates.removeLast()
    }
}

/// Keeps every update a table applies.
private final class UpdateRecorder: TableObserver {
    var updates: [TableUpdate] = []
    func table(_ table: Table, didApply update: TableUpdate) { updates.append(update) }
}
