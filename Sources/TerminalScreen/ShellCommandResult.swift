/// How a shell command run for the list (`:!sort`) ended: what it printed and its status.
public struct ShellCommandResult: Hashable, Sendable {
    /// What it wrote to standard output.
    public var output: [UInt8]
    /// What it wrote to standard error.
    public var errorOutput: [UInt8]
    /// Its exit status, or 128 + the signal that ended it; -1 when it could not be started.
    public var status: Int32
    /// Whether its output was cut at a limit: reading stopped, so a command still writing
    /// then ended by SIGPIPE, which is no failure of its own.
    public var outputWasCut: Bool

    /// A result.
    public init(output: [UInt8], errorOutput: [UInt8], status: Int32, outputWasCut: Bool = false) {
        self.output = output
        self.errorOutput = errorOutput
        self.status = status
        self.outputWasCut = outputWasCut
    }

    /// A command that never ran, and why.
    public static func notRun(_ reason: String) -> ShellCommandResult {
        ShellCommandResult(output: [], errorOutput: Array(reason.utf8), status: -1)
    }
}
