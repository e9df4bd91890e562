import TableKit
import TestSupport

/// Random batches that are valid by construction (deletes, reloads and move sources drawn
/// without repetition from existing rows and sections; inserts and move destinations from
/// free places in the result), with covered row operations inside deleted and inserted
/// sections now and then, and sometimes one arbitrary operation that may break the batch.
enum RandomBatches {
    static func shape(_ rng: inout SeededGenerator, maxSections: Int = 6, maxRows: Int = 12) -> [Int] {
        (0..<Int.random(in: 0...maxSections, using: &rng)).map { _ in Int.random(in: 0...maxRows, using: &rng) }
    }

    /// A batch for a table of `shape`; `scale` multiplies the number of row operations per
    /// section (1 gives up to 3 deletes, 2 reloads, 2 moves and 2 inserts).
    static func batch(for shape: [Int], _ rng: inout SeededGenerator, scale: Int = 1) -> [Op] {
        var ops: [Op] = []
        let oldCount = shape.count
        var oldSections = Array(0..<oldCount).shuffled(using: &rng)
        let deleted = take(&oldSections, Int.random(in: 0...min(2, oldCount), using: &rng))
        let reloaded = take(&oldSections, Int.random(in: 0...min(1, oldSections.count), using: &rng))
        let movedFrom = take(&oldSections, Int.random(in: 0...min(2, oldSections.count), using: &rng))
        let insertedCount = Int.random(in: 0...2, using: &rng)
        let newCount = oldCount - deleted.count + insertedCount

        var freeNew = Array(0..<newCount).shuffled(using: &rng)
        let inserted = take(&freeNew, insertedCount)
        let movedTo = take(&freeNew, movedFrom.count)
        ops += deleted.map { .deleteSection($0) } + reloaded.map { .reloadSection($0) } + inserted.map { .insertSection($0) }
        ops += zip(movedFrom, movedTo).map { .moveSection($0, $1) }

        // Where each surviving old section ends up.
        var newIndex: [Int: Int] = Dictionary(uniqueKeysWithValues: zip(movedFrom, movedTo))
        let staying = (0..<oldCount).filter { !deleted.contains($0) && !movedFrom.contains($0) }
        let freeSlots = (0..<newCount).filter { !inserted.contains($0) && !movedTo.contains($0) }
        for (s, t) in zip(staying, freeSlots) { newIndex[s] = t }
        let rowSections = (0..<oldCount).filter { !deleted.contains($0) && !reloaded.contains($0) }

        // Rows leaving their place, per old section.
        var remaining: [Int: Int] = [:]
        var moveSources: [IndexPath] = []
        for s in rowSections {
            var rows = Array(0..<shape[s]).shuffled(using: &rng)
            let deletes = take(&rows, Int.random(in: 0...min(3 * scale, rows.count), using: &rng))
            let reloads = take(&rows, Int.random(in: 0...min(2 * scale, rows.count), using: &rng))
            let moves = take(&rows, Int.random(in: 0...min(2 * scale, rows.count), using: &rng))
            ops += deletes.map { .deleteRow(IndexPath(row: $0, section: s)) }
            ops += reloads.map { .reloadRow(IndexPath(row: $0, section: s)) }
            moveSources += moves.map { IndexPath(row: $0, section: s) }
            remaining[newIndex[s]!] = shape[s] - deletes.count - moves.count
        }
        // Rows arriving, per new section.
        let targets = rowSections.map { newIndex[$0]! }
        var moveTargets: [Int] = []
        for _ in moveSources {
            guard let t = targets.randomElement(using: &rng) else { break }
            moveTargets.append(t)
        }
        if moveTargets.count < moveSources.count { moveSources.removeLast(moveSources.count - moveTargets.count) }
        for t in targets {
            let insertCount = Int.random(in: 0...(2 * scale), using: &rng)
            let moveCount = moveTargets.filter { $0 == t }.count
            let total = remaining[t]! + insertCount + moveCount
            var places = Array(0..<total).shuffled(using: &rng)
            ops += take(&places, insertCount).map { .insertRow(IndexPath(row: $0, section: t)) }
            let destinations = take(&places, moveCount)
            var next = destinations.makeIterator()
            for (source, target) in zip(moveSources, moveTargets) where target == t {
                ops.append(.moveRow(source, IndexPath(row: next.next()!, section: t)))
            }
        }
        // Covered operations: rows of deleted sections, rows of inserted ones.
        for s in deleted where shape[s] > 0 && Bool.random(using: &rng) {
            ops.append(.deleteRow(IndexPath(row: Int.random(in: 0..<shape[s], using: &rng), section: s)))
        }
        for t in inserted where Bool.random(using: &rng) {
            ops.append(.insertRow(IndexPath(row: Int.random(in: 0..<Reference.newSectionRows, using: &rng), section: t)))
        }
        if Int.random(in: 0..<5, using: &rng) == 0 {
            let anyOp = BatchUpdateModelTests.operations(on: shape)
            ops.append(anyOp.randomElement(using: &rng)!)
        }
        return ops.shuffled(using: &rng)
    }

    private static func take<T>(_ pool: inout [T], _ count: Int) -> [T] {
        let taken = Array(pool.prefix(count))
        pool.removeFirst(taken.count)
        return taken
    }
}
