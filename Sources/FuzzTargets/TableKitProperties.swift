import TableKit

/// TableKit's batch updates agree with the test suite's reference model
/// (`Tests/TableKitTests/Support/ReferenceModel.swift`, compiled here from the same file):
/// the same outcome, the same mapping of old rows to new, the table unchanged after an
/// error, its invariants after every update; done UIKit-style with an agreeing data source,
/// with one that forgot to change, and as an undoable edit undone and redone.
enum TableKitProperties {
    static let target = FuzzTarget(
        name: "tablekit",
        summary: "TableKit: a batch on a table agrees with the reference model three ways"
    ) { input in
        let (shape, ops) = batch(from: input)
        return BatchCaseRunner.check(shape: shape, ops: ops).map { "\($0) — table \(shape), batch \(ops)" }
    }

    /// The most operations one batch takes from an input.
    static let maximumOperations = 24

    /// A table's shape and a batch, read from bytes: the first byte gives the number of
    /// sections (up to 4), one byte each their rows (up to 5), then three bytes per
    /// operation (its kind, and two indexes). Indexes reach one or two past the end, so
    /// that out-of-range operations come up as often as valid ones.
    static func batch(from input: [UInt8]) -> (shape: [Int], ops: [Op]) {
        var bytes = input.makeIterator()
        func next(_ bound: Int) -> Int { Int(bytes.next() ?? 0) % bound }
        let sections = next(5)
        let shape = (0..<sections).map { _ in next(6) }
        let oldSections = sections + 1
        let newSections = sections + 3
        func oldPath() -> IndexPath {
            let section = next(oldSections)
            return IndexPath(row: next((section < sections ? shape[section] : 0) + 2), section: section)
        }
        func newPath() -> IndexPath {
            let section = next(newSections)
            return IndexPath(row: next((section < sections ? shape[section] : Reference.newSectionRows) + 3), section: section)
        }
        var ops: [Op] = []
        while ops.count < maximumOperations, let kind = bytes.next() {
            switch kind % 8 {
            case 0: ops.append(.deleteSection(next(oldSections)))
            case 1: ops.append(.insertSection(next(newSections)))
            case 2: ops.append(.reloadSection(next(oldSections)))
            case 3: ops.append(.moveSection(next(oldSections), next(newSections)))
            case 4: ops.append(.deleteRow(oldPath()))
            case 5: ops.append(.insertRow(newPath()))
            case 6: ops.append(.reloadRow(oldPath()))
            default: ops.append(.moveRow(oldPath(), newPath()))
            }
        }
        return (shape, ops)
    }
}
