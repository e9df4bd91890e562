import Testing
import TableKit
import TestSupport

@Suite("SegmentedArray")
struct SegmentedArrayTests {
    @Test("Random inserts, removes and writes agree with Array, across chunk splits and emptied chunks", arguments: 0..<4)
    func againstArray(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var reference = Array(0..<Int.random(in: 0...5_000, using: &rng))
        var segmented = SegmentedArray(reference)
        var next = 1_000_000
        for step in 0..<6_000 {
            let choice = Int.random(in: 0..<10, using: &rng)
            if choice < 4 || reference.isEmpty {
                // Inserts cluster at one place half the time, which forces splits.
                let index = step % 2 == 0 ? min(reference.count, 3_000) : Int.random(in: 0...reference.count, using: &rng)
                reference.insert(next, at: index)
                segmented.insert(next, at: index)
                next += 1
            } else if choice < 8 {
                let index = Int.random(in: 0..<reference.count, using: &rng)
                #expect(segmented.remove(at: index) == reference.remove(at: index))
            } else {
                let index = Int.random(in: 0..<reference.count, using: &rng)
                reference[index] = -step
                segmented[index] = -step
            }
        }
        #expect(segmented.count == reference.count)
        #expect(Array(segmented) == reference, "iteration")
        #expect(reference.indices.allSatisfy { segmented[$0] == reference[$0] }, "subscript")
        for _ in 0..<50 {
            let lower = Int.random(in: 0...reference.count, using: &rng)
            let range = lower..<Int.random(in: lower...reference.count, using: &rng)
            var runs: [(Int, [Int])] = []
            segmented.forEachRun(in: range) { start, elements in runs.append((start, Array(elements))) }
            #expect(runs.flatMap(\.1) == Array(reference[range]), "the runs of \(range) are its elements, in order")
            #expect(runs.allSatisfy { !$0.1.isEmpty }, "no empty run")
            let starts = runs.map(\.0)
            #expect(starts == runs.indices.map { i in range.lowerBound + runs[..<i].reduce(0) { $0 + $1.1.count } },
                    "each run's start is its first element's index")
        }
        while !reference.isEmpty {
            let index = Int.random(in: 0..<reference.count, using: &rng)
            #expect(segmented.remove(at: index) == reference.remove(at: index))
        }
        #expect(segmented.isEmpty && segmented.count == 0)
        segmented.append(7)
        #expect(segmented == [7])
    }

    @Test("Array literals, equality and appending")
    func basics() {
        var a: SegmentedArray = ["a", "b"]
        a.append("c")
        #expect(a == ["a", "b", "c"])
        #expect(a != ["a", "b"])
        #expect(a.description == "[\"a\", \"b\", \"c\"]")
        #expect(a.suffix(2).elementsEqual(["b", "c"]))
    }
}
