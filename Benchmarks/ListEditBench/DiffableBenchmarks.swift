import TableKit
import TestSupport
import TableTerminal

/// Diffable snapshots: building one, and applying one through a diffable data source (the
/// diff, the table's validation and applying the update), at three sizes to show the cost
/// per item stays flat.
func runDiffableBenchmarks(_ report: Report) throws {

/// Items 0..<count in one section.
func snapshot(of items: [Int]) -> DiffableSnapshot<Int, Int> {
    var snapshot = DiffableSnapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(items)
    return snapshot
}

/// The items 0..<count after `percent` % of them are deleted, as many moved to random places,
/// as many new ones inserted at random places; a tenth as many are marked for reload.
func changed(_ count: Int, percent: Int) -> DiffableSnapshot<Int, Int> {
    var generator = SeededGenerator(seed: UInt64(count))
    let changes = count * percent / 100
    func distinct(_ k: Int, below n: Int, avoiding avoided: Set<Int> = []) -> Set<Int> {
        var chosen = Set<Int>()
        while chosen.count < k {
            let x = Int.random(in: 0..<n, using: &generator)
            if !avoided.contains(x) { chosen.insert(x) }
        }
        return chosen
    }
    let deleted = distinct(changes, below: count)
    let moved = distinct(changes, below: count, avoiding: deleted)
    let placed = Array(moved) + Array(count..<(count + changes))
    let positions = Array(distinct(placed.count, below: count)).shuffled(using: &generator)
    var items = [Int?](repeating: nil, count: count)
    for (item, position) in zip(placed, positions) { items[position] = item }
    var staying = (0..<count).lazy.filter { !deleted.contains($0) && !moved.contains($0) }.makeIterator()
    for position in items.indices where items[position] == nil { items[position] = staying.next()! }
    var result = snapshot(of: items.map { $0! })
    try! result.reloadItems(Array(distinct(changes / 10, below: count, avoiding: deleted)))
    return result
}

/// Times applying `new` to a table whose data source shows items 0..<count.
func measureApply(_ what: String, count: Int, new: DiffableSnapshot<Int, Int>, runs: Int) throws {
    let old = snapshot(of: Array(0..<count))
    let median = try Measure.median(runs: runs, setUp: { () -> (Table, TableDiffableDataSource<Int, Int>) in
        let table = Table()
        let dataSource = TableDiffableDataSource<Int, Int>(table: table) { _, _, item in "Item \(item)" }
        dataSource.applySnapshotUsingReloadData(old)
        return (table, dataSource)
    }) { state in
        try state.1.apply(new)
    }
    report.record(what, table: "\(count.groupedDigits) items", operations: count, median)
}

for count in [10_000, 100_000, 1_000_000] {
    try measureApply("apply a snapshot diff (1% deleted, moved, inserted)", count: count,
        new: changed(count, percent: 1), runs: count < 1_000_000 ? 9 : 5)
}
try measureApply("apply an unchanged snapshot", count: 100_000, new: snapshot(of: Array(0..<100_000)), runs: 9)
var generator = SeededGenerator(seed: 7)
try measureApply("apply a shuffled snapshot (every item moves)", count: 100_000,
    new: snapshot(of: Array(0..<100_000).shuffled(using: &generator)), runs: 5)

let items = Array(0..<100_000)
let build = Measure.median(runs: 9, setUp: {}) { _ in
    var snapshot = DiffableSnapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(items)
    withExtendedLifetime(snapshot) {}
}
report.record("build a snapshot", table: "100,000 items", operations: items.count, build)
}
