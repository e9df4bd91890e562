import Dispatch
import LibC
import ListView
import Synchronization
import TerminalScreen

/// Runs preview commands with `sh -c` on a thread of their own, one at a time: a new one,
/// or a cancel, kills the one still running with everything it started (its process
/// group), so that a slow command (`sleep 5`, a big `git show`) never holds up a key.
public final class ProcessPreviewRunner: PreviewRunner, Sendable {
    private struct Run {
        /// Counts the runs started, so that a run cancelled or replaced cannot deliver.
        var generation = 0
        /// The running command's process (group), once started.
        var process: pid_t?
        var isRunning = false
        var finished: (command: String, result: ShellCommandResult)?
    }

    private let run = Mutex(Run())
    /// The most of each output read (more would not be looked at in a pane).
    private let outputLimit: Int

    /// A runner reading at most `outputLimit` bytes of each command's output.
    public init(outputLimit: Int = 1 << 20) {
        self.outputLimit = outputLimit
    }

    deinit { cancel() }

    public func start(_ command: String) {
        let generation = run.withLock { run in
            Self.stop(&run)
            run.isRunning = true
            return run.generation
        }
        let limit = outputLimit
        DispatchQueue.global().async { [self] in
            let result = ShellCommand.run(command, input: [], ownProcessGroup: true, outputLimit: limit) { pid in
                run.withLock { run in
                    if run.generation == generation { run.process = pid } else { kill(-pid, SIGKILL) }
                }
            }
            run.withLock { run in
                guard run.generation == generation else { return }
                run.process = nil
                run.isRunning = false
                run.finished = (command, result)
            }
        }
    }

    public func cancel() {
        run.withLock { Self.stop(&$0) }
    }

    public var isRunning: Bool { run.withLock { $0.isRunning } }

    public func takeFinished() -> (command: String, result: ShellCommandResult)? {
        run.withLock { run in
            defer { run.finished = nil }
            return run.finished
        }
    }

    /// Kills the running command's process group and forgets the run.
    private static func stop(_ run: inout Run) {
        if let process = run.process { kill(-process, SIGKILL) }
        run.generation += 1
        run.process = nil
        run.isRunning = false
        run.finished = nil
    }
}
