/// A property that must hold for any input: a fuzzer feeds it bytes, and the replay tests
/// feed it the committed corpus (`Fuzz/Corpus`) and every input that once broke it
/// (`Fuzz/Regressions`).
public struct FuzzTarget: Sendable {
    /// The target's name: its fuzzer is `fuzz-NAME`, its inputs are in `Fuzz/Corpus/NAME`
    /// and `Fuzz/Regressions/NAME`.
    public let name: String
    /// What the property says, for a failure message.
    public let summary: String
    /// The ways `input` breaks the property, in words; empty when it holds.
    public let problems: @Sendable (_ input: [UInt8]) -> [String]

    /// Checks `input` and stops the process with the problems if there are any: a fuzzer
    /// records the input that made it stop.
    /// - Parameters:
    ///   - data: the input's first byte (nil when it is empty).
    ///   - count: the input's length.
    public func run(_ data: UnsafePointer<UInt8>?, count: Int) {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        let found = problems(input)
        if !found.isEmpty {
            fatalError("\(name): \(found.count) problem(s): \(found.prefix(5).joined(separator: "; "))")
        }
    }
}

/// Every fuzz target.
public enum FuzzTargets {
    /// The targets, each with its own fuzzer (`make fuzz`).
    public static let all: [FuzzTarget] = [
        ReaderProperties.target(.lines),
        ReaderProperties.target(.markdown),
        ReaderProperties.target(.json),
        ReaderProperties.target(.gitTodo),
        SaveProperties.target,
        JSONScannerProperties.target,
        TableKitProperties.target,
        ControllerProperties.target,
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget {
        guard let target = all.first(where: { $0.name == name }) else { fatalError("no fuzz target \(name)") }
        return target
    }
}
