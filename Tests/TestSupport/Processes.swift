import Foundation
import LibC

/// What a finished process printed and how it ended.
public struct ProcessResult: Sendable {
    /// The exit status, or 128 + the signal that killed it.
    public var status: Int32
    /// Everything it wrote to standard output.
    public var standardOutput: String
    /// Everything it wrote to standard error.
    public var standardError: String
}

/// A process could not be started.
public struct SpawnFailure: Error, CustomStringConvertible {
    public let description: String
}

/// Runs `executable` (looked up on PATH when it has no slash) with `arguments`, stdin from
/// /dev/null, stdout and stderr to files, and waits for it to finish.
///
/// Not Foundation's `Process`: a child inherits the signal mask of the thread that starts it,
/// and the test threads block SIGINT, SIGHUP, SIGTERM, SIGTSTP, SIGWINCH and more. A tmux
/// server started that way passes the mask on to its panes, where listedit would then never
/// see a resize or be stopped by Ctrl-Z. Here the child starts with no signal blocked and
/// every signal at its default action, as from a login shell.
public func runProcess(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
) throws -> ProcessResult {
    let folder = FileManager.default.temporaryDirectory.path
    let name = "listedit-test-\(UUID().uuidString)"
    let outputPath = "\(folder)/\(name).out"
    let errorPath = "\(folder)/\(name).err"
    defer {
        unlink(outputPath)
        unlink(errorPath)
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    sigdelset(&allSignals, SIGKILL)
    sigdelset(&allSignals, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let environmentStrings = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let envp = environmentStrings.map { strdup($0) } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }

    var pid = pid_t()
    let spawned = posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
        throw SpawnFailure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { throw SpawnFailure(description: "waitpid failed: \(String(cString: strerror(errno)))") }
    }
    let signal = status & 0x7f
    return ProcessResult(
        status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
        standardOutput: contentsOfFile(outputPath),
        standardError: contentsOfFile(errorPath))
}

/// Runs a shell command line with `/bin/sh -c`; returns its exit status, or 127 when the
/// shell could not be started.
@discardableResult
public func shell(_ command: String) -> Int32 {
    (try? runProcess("/bin/sh", ["-c", command]))?.status ?? 127
}

private func contentsOfFile(_ path: String) -> String {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
}

/// `text` quoted for a POSIX shell: `'it'\''s'`.
public func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
