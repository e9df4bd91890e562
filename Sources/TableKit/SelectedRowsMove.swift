/// Works out how the selected rows move one place up or down as blocks, asking the delegate
/// about each row as a drag of that row would, and returns the moves: one at a time (for a
/// data source's `moveRowAt`) and as one batch (for the table).
///
/// Each run of consecutive selected rows of a section is a block. A block passes the element
/// beside it in the direction of travel: an unselected row, or a section boundary (the block
/// then joins the end of the previous section, or the start of the next). The delegate's
/// `targetIndexPathForMoveFromRowAt` is asked, for every row of the block in the order of
/// travel, about the place the block lands, as a drag of that row to the same place would
/// propose it in the table as it is (which is what a delegate that looks at its model can
/// judge); it must accept every proposal. If it retargets one, the block tries the place
/// beyond (as a dragged row steps past a row the delegate keeps in place), up to
/// `maximumProposals` places; a block never passes another block, and one that finds no
/// place stays. Blocks move in the order of travel, each against the rows as the blocks
/// before it left them.
///
/// The planner works in *travel coordinates*: moving up as is; moving down on the table turned
/// upside down (sections and rows counted from the end), so that one walk serves both.
struct SelectedRowsMove {
    /// A single-row move as a data source's `moveRowAt` receives it.
    typealias Move = (source: IndexPath, destination: IndexPath)

    /// The moves one at a time, each against the rows the ones before it left.
    private(set) var sequentialMoves: [Move] = []
    /// The moves as one batch: from where each row was to where it ends.
    private(set) var batchMoves: [Move] = []

    private let counts: RowCounts
    private let selection: RowSelection
    private let step: DragStep
    /// Per real section, the number of selected rows in its runs before each run (prefix
    /// sums), for counting the selected rows above a row in O(log m).
    private var runStarts: [Int: (lowerBounds: [Int], ranges: [Range<Int>], before: [Int])] = [:]

    // Travel state.
    /// Selected rows already placed, by the travel section they are in now.
    private var placedIn: [Int: Int] = [:]
    /// Rows each travel section gained (or lost) from blocks already moved.
    private var gained: [Int: Int] = [:]
    /// Final places of moved rows (travel coordinates), with where they came from (real).
    private var finals: [(from: IndexPath, section: Int, row: Int)] = []

    /// Plans the move of the selected rows one place in `step`'s direction.
    /// - Parameter accepts: whether the delegate lets the row at `source` land on `proposal`
    ///   (both real index paths, as a drag proposes them).
    init(counts: RowCounts, selection: RowSelection, step: DragStep, maximumProposals: Int,
         accepts: (_ source: IndexPath, _ proposal: IndexPath) -> Bool) {
        self.counts = counts
        self.selection = selection
        self.step = step
        for (section, set) in selection.sections {
            var before: [Int] = []
            var total = 0
            for range in set.ranges {
                before.append(total)
                total += range.count
            }
            runStarts[section] = (set.ranges.map(\.lowerBound), set.ranges, before)
        }
        var previous: Block?
        for run in travelRuns() {
            previous = place(Block(section: run.section, top: run.rows.lowerBound, length: run.rows.count, passed: 0),
                             after: previous, maximumProposals: maximumProposals, accepts: accepts)
        }
        batchMoves = finals.map { ($0.from, realPlace(section: $0.section, row: $0.row, count: finalCount($0.section))) }
    }

    /// A block of selected rows, in travel coordinates: where it started, and how many
    /// elements it passed.
    private struct Block {
        var section: Int
        var top: Int
        var length: Int
        var passed: Int
        var bottom: Int { top + length - 1 }
    }

    /// An element of the table in travel order: a row, or the boundary before a section.
    private enum Element {
        case row(section: Int, row: Int)
        case boundary(before: Int)
    }

    /// Tries the block past 1, 2, … elements until the delegate accepts every row's
    /// proposal; records the moves, and returns the block as placed.
    private mutating func place(_ block: Block, after previous: Block?, maximumProposals: Int,
                                accepts: (IndexPath, IndexPath) -> Bool) -> Block {
        var block = block
        var walker = Walker(cursor: .row(section: block.section, row: block.top), previous: previous)
        for passed in 1...maximumProposals {
            guard let element = walker.next(in: self) else { break }
            let accepted = (0..<block.length).allSatisfy { i in
                let source = realOriginal(section: block.section, row: block.top + i)
                return accepts(source, dragProposal(from: source, passing: element))
            }
            guard accepted else { continue }
            let (target, top) = landing(above: element)
            let virtualTop = block.top - selectedRows(inSection: block.section, above: block.top) + placedIn[block.section, default: 0]
            for i in 0..<block.length {
                sequentialMoves.append(move(i, of: block, virtualTop: virtualTop, to: target, top: top))
                finals.append((realOriginal(section: block.section, row: block.top + i), target, top + i))
            }
            placedIn[target, default: 0] += block.length
            if target != block.section {
                gained[block.section, default: 0] -= block.length
                gained[target, default: 0] += block.length
            }
            block.passed = passed
            return block
        }
        placedIn[block.section, default: 0] += block.length
        return block
    }

    /// What a drag of the row at `source` (a real index path, the table as it is) would
    /// propose for the place just past `element`: the question the delegate is asked, in the
    /// table it can see, for every row of a block that lands there.
    private func dragProposal(from source: IndexPath, passing element: Element) -> IndexPath {
        switch element {
        case let .row(section, row):
            let place = realOriginal(section: section, row: row)
            // Going down, a row from the same section lands on the passed row's index (it left
            // a place above it); a row from elsewhere lands one below it.
            let below = step == .down && place.section != source.section ? 1 : 0
            return IndexPath(row: place.row + below, section: place.section)
        case let .boundary(section):
            let target = realSection(section - 1)
            return IndexPath(row: step == .up ? counts[target] : 0, section: target)
        }
    }

    /// Row `i` of the block moved on its own, when the rows before it in the block have
    /// moved (real index paths): what a data source's `moveRowAt` is sent.
    private func move(_ i: Int, of block: Block, virtualTop: Int, to target: Int, top: Int) -> Move {
        let s = block.section
        if target == s {
            let count = currentCount(s)
            return (realPlace(section: s, row: virtualTop + i, count: count), realPlace(section: s, row: top + i, count: count))
        }
        // The rows before it left the section: it is where the block's top was.
        let source = realPlace(section: s, row: virtualTop, count: currentCount(s) - i)
        return (source, realInsertion(section: target, at: top + i, countBefore: currentCount(target) + i))
    }

    /// The travel section a block lands in when it passes `element`, and the row its top
    /// lands on (counting every row there but the block's).
    private func landing(above element: Element) -> (section: Int, top: Int) {
        switch element {
        case let .row(section, row):
            return (section, row - selectedRows(inSection: section, above: row) + placedIn[section, default: 0])
        case let .boundary(section):
            let target = section - 1
            return (target, count(target) - selectedRows(inSection: target, above: count(target)) + placedIn[target, default: 0])
        }
    }

    /// Walks up from a block through the elements it may pass: the ones between it and the
    /// previous block, then the ones that block passed; never the previous block itself.
    private struct Walker {
        var cursor: Element
        let previous: Block?
        /// Once past the previous block's place, how many of the elements it passed are left.
        var budget: Int?

        mutating func next(in plan: SelectedRowsMove) -> Element? {
            if let left = budget {
                guard left > 0 else { return nil }
                budget = left - 1
            }
            guard var element = plan.element(above: cursor) else { return nil }
            if budget == nil, let previous, case let .row(section, row) = element, section == previous.section,
                row == previous.bottom
            {
                guard previous.passed > 0,
                    let beyond = plan.element(above: .row(section: section, row: previous.top))
                else { return nil }
                budget = previous.passed - 1
                element = beyond
            }
            cursor = element
            return element
        }
    }

    /// The element just above `element` in the table as it was (travel coordinates).
    private func element(above element: Element) -> Element? {
        switch element {
        case let .row(section, row):
            if row > 0 { return .row(section: section, row: row - 1) }
            return section > 0 ? .boundary(before: section) : nil
        case let .boundary(section):
            let previous = section - 1
            if count(previous) > 0 { return .row(section: previous, row: count(previous) - 1) }
            return previous > 0 ? .boundary(before: previous) : nil
        }
    }

    // MARK: - Travel coordinates

    private var sectionCount: Int { counts.sectionCount }
    private func realSection(_ section: Int) -> Int { step == .up ? section : sectionCount - 1 - section }
    /// The section's rows in the table as it was.
    private func count(_ section: Int) -> Int { counts[realSection(section)] }
    /// The section's rows now, after the blocks moved so far.
    private func currentCount(_ section: Int) -> Int { count(section) + gained[section, default: 0] }
    private func finalCount(_ section: Int) -> Int { currentCount(section) }

    /// The runs of selected rows in the order of travel.
    private func travelRuns() -> [(section: Int, rows: Range<Int>)] {
        let runs = selection.sortedRuns
        guard step == .down else { return runs }
        return runs.reversed().map { run in
            let rows = counts[run.section]
            return (sectionCount - 1 - run.section, (rows - run.rows.upperBound)..<(rows - run.rows.lowerBound))
        }
    }

    /// The number of selected rows of the travel section above travel row `row`.
    private func selectedRows(inSection section: Int, above row: Int) -> Int {
        let real = realSection(section)
        guard step == .down else { return selectedRows(inRealSection: real, below: row) }
        let total = selection.sections[real]?.count ?? 0
        return total - selectedRows(inRealSection: real, below: count(section) - row)
    }

    /// The number of selected rows of the real section with a row index below `row`.
    private func selectedRows(inRealSection section: Int, below row: Int) -> Int {
        guard let (lowerBounds, ranges, before) = runStarts[section] else { return 0 }
        let i = IndexShift.count(lessThan: row, in: lowerBounds)
        guard i > 0 else { return 0 }
        return before[i - 1] + min(ranges[i - 1].count, row - ranges[i - 1].lowerBound)
    }

    /// The real index path of an existing row at travel `row` of a section of `count` rows.
    private func realPlace(section: Int, row: Int, count: Int) -> IndexPath {
        IndexPath(row: step == .up ? row : count - 1 - row, section: realSection(section))
    }

    /// The real index path of a place a row is inserted at in another section of `countBefore` rows.
    private func realInsertion(section: Int, at row: Int, countBefore: Int) -> IndexPath {
        IndexPath(row: step == .up ? row : countBefore - row, section: realSection(section))
    }

    private func realOriginal(section: Int, row: Int) -> IndexPath {
        realPlace(section: section, row: row, count: count(section))
    }
}
