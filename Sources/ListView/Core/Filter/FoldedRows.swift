import TableKit

/// The rows folded with `za` and the rows their folds hide: each folded row's descendants in
/// an outline (`Table.descendantsOfRow(at:)`), which sit right after it in its section.
///
/// The hidden rows are kept as runs of the table's global rows, merged where folds nest or
/// touch, with how many rows the runs before each one hide, so that converting between a
/// row and its place among the rows shown costs O(log f) for f runs, whatever the table's
/// size. The runs are worked out again from the folded rows after every change to the table
/// (O(f + hidden rows)); the folded rows themselves follow the change as the cursor does.
public struct FoldedRows: Equatable, Sendable {
    /// The folded rows, ascending.
    public private(set) var rows: [IndexPath] = []
    /// The hidden global rows, as ascending runs that neither overlap nor touch.
    private var runs: [Range<Int>] = []
    /// How many rows the runs before each run hide; last, how many they all hide.
    private var hiddenBefore: [Int] = [0]

    /// No row folded.
    public init() {}

    /// Whether no row is folded.
    public var isEmpty: Bool { rows.isEmpty }

    /// How many rows the folds hide.
    public var hiddenCount: Int { hiddenBefore[hiddenBefore.count - 1] }

    /// Whether `row` is folded.
    public func isFolded(_ row: IndexPath) -> Bool {
        let i = rows.lowerBound(of: row)
        return i < rows.count && rows[i] == row
    }

    /// How many rows the fold at `row`, a row shown, hides (0 when it is not folded): what
    /// `(+N)` shows. A shown folded row's descendants are the run right after it (runs merge
    /// only where folds nest), so this is a search, not a walk of the family.
    /// - Complexity: O(log f + log S).
    func hiddenCount(under row: IndexPath, in table: Table) -> Int {
        guard isFolded(row) else { return 0 }
        let next = table.globalRow(of: row) + 1
        guard let i = run(holding: next), runs[i].lowerBound == next else { return 0 }
        return runs[i].count
    }

    // MARK: - Folding

    /// Folds `row` (which must have descendants) or unfolds it.
    mutating func toggle(_ row: IndexPath, in table: Table) {
        if isFolded(row) { unfold(row, in: table) } else { fold([row], in: table) }
    }

    /// Folds each of `rows` that has descendants.
    mutating func fold(_ folded: [IndexPath], in table: Table) {
        rows = Array(Set(rows + folded)).sorted()
        refresh(in: table)
    }

    /// Unfolds `row`.
    mutating func unfold(_ row: IndexPath, in table: Table) {
        rows.removeAll { $0 == row }
        refresh(in: table)
    }

    /// Unfolds every row.
    mutating func removeAll() { self = FoldedRows() }

    /// Unfolds the rows whose folds hide `row`, so that it shows.
    mutating func reveal(_ row: IndexPath, in table: Table) {
        rows.removeAll { $0.section == row.section && $0.row < row.row && table.descendantsOfRow(at: $0).contains(row.row) }
        refresh(in: table)
    }

    /// The folded rows after `update`, where it took them; a folded row it deleted is gone.
    mutating func follow(_ update: TableUpdate, in table: Table) {
        rows = rows.compactMap { update.newIndexPath(forOldIndexPath: $0) }.sorted()
        refresh(in: table)
    }

    /// The runs worked out again from the folded rows; a row with no descendants left is no
    /// longer folded.
    mutating func refresh(in table: Table) {
        rows = rows.filter { table.containsRow(at: $0) && !table.descendantsOfRow(at: $0).isEmpty }
        runs = []
        hiddenBefore = [0]
        for row in rows {
            let descendants = table.descendantsOfRow(at: row)
            let start = table.globalRow(of: IndexPath(row: descendants.lowerBound, section: row.section))
            let run = start..<(start + descendants.count)
            if let last = runs.last, run.lowerBound <= last.upperBound {
                // Nested in the run before, or right after it: one run.
                runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
            } else {
                runs.append(run)
            }
        }
        for run in runs { hiddenBefore.append(hiddenBefore[hiddenBefore.count - 1] + run.count) }
    }

    // MARK: - The rows shown

    /// The run holding global row `global`, if a fold hides it. - Complexity: O(log f).
    private func run(holding global: Int) -> Int? {
        let i = lastRun(startingAtOrBefore: global)
        return i.flatMap { runs[$0].contains(global) ? $0 : nil }
    }

    /// The last run that starts at or before `global`.
    private func lastRun(startingAtOrBefore global: Int) -> Int? {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].lowerBound <= global { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// Whether the row at `indexPath` is shown: in the table and not hidden by a fold.
    func contains(_ indexPath: IndexPath, in table: Table) -> Bool {
        table.containsRow(at: indexPath) && run(holding: table.globalRow(of: indexPath)) == nil
    }

    /// How many rows are shown.
    func count(in table: Table) -> Int { table.totalNumberOfRows - hiddenCount }

    /// How many rows of `section` are shown (runs never cross a section).
    func count(inSection section: Int, in table: Table) -> Int {
        let rows = table.numberOfRows(inSection: section)
        guard rows > 0 else { return 0 }
        let start = table.numberOfRows(beforeSection: section)
        let first = lastRun(startingAtOrBefore: start - 1).map { $0 + 1 } ?? 0
        let end = lastRun(startingAtOrBefore: start + rows - 1).map { $0 + 1 } ?? 0
        return rows - (hiddenBefore[end] - hiddenBefore[first])
    }

    /// The last row of `section` shown.
    func last(inSection section: Int, in table: Table) -> IndexPath? {
        let rows = table.numberOfRows(inSection: section)
        guard rows > 0 else { return nil }
        return shown(IndexPath(row: rows - 1, section: section), goingBack: true, in: table)
    }

    /// The row shown after `indexPath` in its section, or before it.
    func row(after indexPath: IndexPath, in table: Table) -> IndexPath? {
        let next = IndexPath(row: indexPath.row + 1, section: indexPath.section)
        guard table.containsRow(at: next) else { return nil }
        return shown(next, goingBack: false, in: table)
    }

    func row(before indexPath: IndexPath, in table: Table) -> IndexPath? {
        guard indexPath.row > 0 else { return nil }
        return shown(IndexPath(row: indexPath.row - 1, section: indexPath.section), goingBack: true, in: table)
    }

    /// `indexPath` if it is shown, else the row just past the run hiding it (in the direction
    /// given), if that row is in the same section. A run's row before it is its folded row,
    /// always shown.
    private func shown(_ indexPath: IndexPath, goingBack: Bool, in table: Table) -> IndexPath? {
        let global = table.globalRow(of: indexPath)
        guard let i = run(holding: global) else { return indexPath }
        let past = goingBack ? runs[i].lowerBound - 1 : runs[i].upperBound
        let row = indexPath.row + (past - global)
        let path = IndexPath(row: row, section: indexPath.section)
        return row >= 0 && table.containsRow(at: path) ? path : nil
    }

    /// The row shown nearest `indexPath`: it, or the folded row whose fold hides it.
    func nearest(to indexPath: IndexPath, in table: Table) -> IndexPath? {
        guard table.containsRow(at: indexPath) else { return nil }
        return shown(indexPath, goingBack: true, in: table)
    }

    /// The place of a shown row among those shown, from 0. - Complexity: O(log S + log f).
    func position(of indexPath: IndexPath, in table: Table) -> Int? {
        guard table.containsRow(at: indexPath) else { return nil }
        let global = table.globalRow(of: indexPath)
        guard let i = lastRun(startingAtOrBefore: global) else { return global }
        if runs[i].contains(global) { return nil }
        return global - hiddenBefore[i + 1]
    }

    /// The shown row at place `position`. - Complexity: O(log f + log S).
    func indexPath(atPosition position: Int, in table: Table) -> IndexPath? {
        guard position >= 0, position < count(in: table) else { return nil }
        // The last run with fewer shown rows before it than `position + 1`: every run up to
        // it lies before the row.
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].lowerBound - hiddenBefore[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return table.indexPath(forGlobalRow: position + hiddenBefore[low])
    }
}
