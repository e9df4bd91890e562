import Dispatch
import LibC

/// Work cut into pieces run on every core at once.
enum Parallel {
    /// The cores available to this process (at least 1).
    static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `body(k, range)` for each of `pieces` consecutive pieces of `0..<count` (the k-th
    /// range), at the same time; fewer pieces when `count` is smaller.
    static func forEachPiece(of count: Int, pieces: Int = cores, _ body: (_ piece: Int, _ range: Range<Int>) -> Void) {
        let pieces = max(1, min(pieces, count))
        @Sendable func range(_ k: Int) -> Range<Int> { (count * k / pieces)..<(count * (k + 1) / pieces) }
        if pieces == 1 { return body(0, 0..<count) }
        withoutActuallyEscaping(body) { body in
            let shared = UncheckedSendable(body)
            DispatchQueue.concurrentPerform(iterations: pieces) { k in shared.value(k, range(k)) }
        }
    }
}

/// A value the compiler cannot see is only ever used by one thread at a time.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
