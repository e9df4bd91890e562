import CByteScan
import Testing
import TestSupport

/// CByteScan's paths (scalar, SSE2, AVX2; NEON on arm64, run under qemu by
/// `make cross-check-c`) against a byte-by-byte reference, on random bytes dense with line
/// feeds and carriage returns, at lengths across the 16-, 32- and 64-byte blocks, with room
/// for few ends or many.
@Suite("Line scanning paths")
struct LineScanPathTests {
    /// What every path must return, as CByteScan.h states it: the offsets just past each
    /// '\n' of bytes[start..<end], stopping at a full `capacity` or at the first '\r'.
    static func reference(_ bytes: [UInt8], _ start: Int, _ end: Int, capacity: Int) -> (ends: [UInt64], sawCR: Bool) {
        var ends: [UInt64] = []
        guard capacity > 0 else { return ([], false) }
        for index in start..<end {
            if bytes[index] == 0x0D { return (ends, true) }
            if bytes[index] == 0x0A {
                ends.append(UInt64(index + 1))
                if ends.count == capacity { break }
            }
        }
        return (ends, false)
    }

    /// `cbs_line_ends_using(path, …)` on the same question.
    static func scan(_ path: cbs_path, _ bytes: [UInt8], _ start: Int, _ end: Int, capacity: Int) -> (ends: [UInt64], sawCR: Bool) {
        var ends = [UInt64](repeating: 0, count: max(capacity, 1))
        var sawCR: Int32 = 0
        let count = bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeMutableBufferPointer { cbs_line_ends_using(path, bytes.baseAddress, start, end, $0.baseAddress, capacity, &sawCR) }
        }
        return (Array(ends[..<count]), sawCR != 0)
    }

    /// The paths this processor runs, the scalar one always among them.
    static var availablePaths: [cbs_path] {
        [CBS_PATH_SCALAR, CBS_PATH_SSE2, CBS_PATH_AVX2, CBS_PATH_NEON].filter { cbs_path_available($0) != 0 }
    }

    /// Random bytes, one in `newlineOdds` a '\n' and (when not 0) one in `carriageOdds` a '\r'.
    static func randomBytes(count: Int, newlineOdds: Int, carriageOdds: Int, using random: inout SeededGenerator) -> [UInt8] {
        (0..<count).map { _ in
            if Int.random(in: 0..<newlineOdds, using: &random) == 0 { return 0x0A }
            if carriageOdds > 0, Int.random(in: 0..<carriageOdds, using: &random) == 0 { return 0x0D }
            let byte = UInt8.random(in: 0...255, using: &random)
            return byte == 0x0A || byte == 0x0D ? 0x78 : byte
        }
    }

    @Test("Every path finds the reference's ends, and stops where it does", arguments: 0..<8)
    func pathsAgree(seed: UInt64) {
        var random = SeededGenerator(seed: 0xB17E_5CA0 + seed)
        let paths = Self.availablePaths
        for round in 0..<1500 {
            let bytes = Self.randomBytes(
                count: Int.random(in: 0...200, using: &random), newlineOdds: Int.random(in: 2...40, using: &random),
                carriageOdds: Bool.random(using: &random) ? 0 : Int.random(in: 20...400, using: &random), using: &random)
            let start = Int.random(in: 0...min(70, bytes.count), using: &random)
            let end = Int.random(in: start...bytes.count, using: &random)
            let capacity = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0...3, using: &random) : Int.random(in: 1...80, using: &random)
            let expected = Self.reference(bytes, start, end, capacity: capacity)
            for path in paths {
                let found = Self.scan(path, bytes, start, end, capacity: capacity)
                #expect(found.ends == expected.ends && found.sawCR == expected.sawCR,
                        "\(String(cString: cbs_path_name(path))), seed \(seed) round \(round): \(start)..<\(end) of \(bytes.count), capacity \(capacity)")
            }
        }
    }

    @Test("Resuming from the last end after a full batch finds every end of a long run, on every path")
    func resumingAfterFullBatches() {
        var random = SeededGenerator(seed: 0x2E5_0E)
        let bytes = Self.randomBytes(count: 5000, newlineOdds: 3, carriageOdds: 0, using: &random)
        let all = Self.reference(bytes, 0, bytes.count, capacity: bytes.count).ends
        #expect(all.count > 1000, "many ends to find")
        for path in Self.availablePaths {
            var found: [UInt64] = [], position = 0
            while true {
                let batch = Self.scan(path, bytes, position, bytes.count, capacity: 7)
                found += batch.ends
                guard batch.ends.count == 7 else { break }
                position = Int(batch.ends[6])
            }
            #expect(found == all, "\(String(cString: cbs_path_name(path)))")
        }
    }

    @Test("The paths checked here include a SIMD one besides the scalar one on x86-64 and arm64")
    func simdPathsAreChecked() {
        #if arch(x86_64)
        #expect(Self.availablePaths.contains(CBS_PATH_SSE2))
        #elseif arch(arm64)
        #expect(Self.availablePaths.contains(CBS_PATH_NEON))
        #endif
        #expect(Self.availablePaths.contains(CBS_PATH_SCALAR))
    }
}
