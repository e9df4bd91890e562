import Testing
import TableKit
import TestSupport

/// Batch updates checked against the plain reference model (Support/ReferenceModel.swift):
/// every set of up to two operations on every table of up to 3 sections × 3 rows, then
/// many random larger batches. Each case runs three ways (UIKit-style with an agreeing data
/// source, UIKit-style with a data source that forgot to change, and as an undoable edit
/// followed by undo and redo), with the invariant check after every update.
@Suite("Batch updates against the reference model")
struct BatchUpdateModelTests {
    /// Every table shape with up to 3 sections of up to 3 rows.
    static let shapes: [[Int]] = {
        var shapes: [[Int]] = [[]]
        for sections in 1...3 {
            var shape = [Int](repeating: 0, count: sections)
            while true {
                shapes.append(shape)
                guard let i = shape.lastIndex(where: { $0 < 3 }) else { break }
                shape[i] += 1
                for j in (i + 1)..<sections { shape[j] = 0 }
            }
        }
        return shapes
    }()

    /// Every operation on a table of `shape`, including one index past each end, so that
    /// out-of-range cases are covered too.
    static func operations(on shape: [Int]) -> [Op] {
        let sections = shape.count
        var ops: [Op] = []
        for s in 0...sections { ops += [.deleteSection(s), .reloadSection(s)] }
        for s in 0...(sections + 1) { ops.append(.insertSection(s)) }
        for f in 0...sections { for t in 0...sections { ops.append(.moveSection(f, t)) } }
        var oldPaths = [IndexPath(row: 0, section: sections)]
        for s in 0..<sections { for r in 0...shape[s] { oldPaths.append(IndexPath(row: r, section: s)) } }
        var newPaths: [IndexPath] = []
        for t in 0...sections {
            let rows = t < sections ? shape[t] + 1 : Reference.newSectionRows
            for r in 0...rows { newPaths.append(IndexPath(row: r, section: t)) }
        }
        for p in oldPaths { ops += [.deleteRow(p), .reloadRow(p)] }
        for p in newPaths { ops.append(.insertRow(p)) }
        for f in oldPaths { for t in newPaths { ops.append(.moveRow(f, t)) } }
        return ops
    }

    @Test("Every set of up to two operations", arguments: shapes)
    func everyPairOfOperations(shape: [Int]) {
        let ops = Self.operations(on: shape)
        var failures = BatchCaseRunner.check(shape: shape, ops: [])
        for i in ops.indices {
            for j in i..<ops.count {
                let batch = i == j ? [ops[i]] : [ops[i], ops[j]]
                let caseFailures = BatchCaseRunner.check(shape: shape, ops: batch)
                if !caseFailures.isEmpty { failures.append("shape \(shape), ops \(batch): \(caseFailures)") }
                if i == j, j + 1 < ops.count {
                    // The same operation twice is a set of one in name only: check it as well.
                    let twice = BatchCaseRunner.check(shape: shape, ops: [ops[i], ops[i]])
                    if !twice.isEmpty { failures.append("shape \(shape), ops \([ops[i], ops[i]]): \(twice)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failing cases; first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test("Random larger batches (seeded)", arguments: 0..<8)
    func randomBatches(chunk: Int) {
        var failures: [String] = []
        var valid = 0
        for index in 0..<500 {
            let seed = UInt64(chunk * 500 + index)
            var rng = SeededGenerator(seed: seed)
            let shape = RandomBatches.shape(&rng)
            let ops = RandomBatches.batch(for: shape, &rng)
            if case .valid = Reference.run(RefTable(shape: shape), ops) { valid += 1 }
            let caseFailures = BatchCaseRunner.check(shape: shape, ops: ops)
            if !caseFailures.isEmpty { failures.append("seed \(seed), shape \(shape), ops \(ops): \(caseFailures)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failing cases; first: \(failures.prefix(3).joined(separator: "\n"))")
        #expect(valid > 300, "most generated batches should be valid, so that results and not just errors are compared")
    }

    @Test("Random batches with many changes per section (seeded)", arguments: 0..<4)
    func randomLargeBatches(chunk: Int) {
        var failures: [String] = []
        for index in 0..<50 {
            let seed = UInt64(10_000 + chunk * 50 + index)
            var rng = SeededGenerator(seed: seed)
            let shape = RandomBatches.shape(&rng, maxSections: 3, maxRows: 80)
            let ops = RandomBatches.batch(for: shape, &rng, scale: 10)
            let caseFailures = BatchCaseRunner.check(shape: shape, ops: ops)
            if !caseFailures.isEmpty { failures.append("seed \(seed), shape \(shape), \(ops.count) ops: \(caseFailures.prefix(3))") }
        }
        #expect(failures.isEmpty, "\(failures.count) failing cases; first: \(failures.prefix(3).joined(separator: "\n"))")
    }
}
