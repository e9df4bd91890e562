/// Times a piece of work over several runs and keeps the median, so one slow run (the
/// machine doing something else) does not decide the figure.
struct Measurement {
    let name: String
    let table: String
    let operations: Int
    let median: Duration
    /// The 90th percentile, where the spread matters (a key typed, time to its frame).
    var p90: Duration? = nil

    var perOperation: Duration { median / operations }
}

enum Measure {
    /// Runs `setUp` then times `body`, `runs` times; returns the median time of `body`.
    static func median<State>(runs: Int, setUp: () -> State, _ body: (inout State) throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<runs {
            var state = setUp()
            let start = clock.now
            try body(&state)
            times.append(clock.now - start)
            withExtendedLifetime(state) {}
        }
        return times.sorted()[times.count / 2]
    }

    /// The `fraction` percentile of `samples` (nearest rank).
    static func percentile(_ samples: [Duration], _ fraction: Double) -> Duration {
        let sorted = samples.sorted()
        let rank = Int((Double(sorted.count) * fraction).rounded(.up)) - 1
        return sorted[min(max(0, rank), sorted.count - 1)]
    }
}

extension Duration {
    /// "12.3 ms", "456 µs", "78 ns": three significant figures in a readable unit.
    var readable: String {
        let nanoseconds = Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
        let (value, unit): (Double, String) =
            nanoseconds >= 1e9 ? (nanoseconds / 1e9, "s")
            : nanoseconds >= 1e6 ? (nanoseconds / 1e6, "ms")
            : nanoseconds >= 1e3 ? (nanoseconds / 1e3, "µs") : (nanoseconds, "ns")
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return format(value, digits: digits) + " " + unit
    }

    /// `value` with `digits` decimals, by integer arithmetic (no libm needed).
    private func format(_ value: Double, digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int(value * Double(scale) + 0.5)
        let whole = "\(scaled / scale)"
        guard digits > 0 else { return whole }
        let fraction = "\(scaled % scale)"
        return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}

/// Keeps `value` alive and opaque to the optimiser, so the work that made it is not skipped.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
