import LibC
import TerminalScreen

/// Runs a command with `sh -c`, writing its standard input while reading its output, so that
/// neither side waits on a full pipe however much goes through.
public enum ShellCommand {
    /// Runs `command` with `input` on its standard input; returns what it printed and how it
    /// ended. The child starts with the default action for every signal and none blocked,
    /// whatever this program set.
    /// - Parameters:
    ///   - command: the command line, for `sh -c`.
    ///   - input: what it reads on its standard input.
    ///   - ownProcessGroup: start it in a process group of its own, so that everything it
    ///     starts can be stopped together (`kill(-pid, …)`), and the terminal's Ctrl-C does
    ///     not reach it (a preview running in the background).
    ///   - outputLimit: read at most about this many bytes of each output; then the pipe is
    ///     closed, and a command still writing ends as `yes | head` does.
    ///   - started: called with the command's process id as soon as it runs.
    public static func run(
        _ command: String, input: [UInt8], ownProcessGroup: Bool = false, outputLimit: Int = .max,
        started: (pid_t) -> Void = { _ in }
    ) -> ShellCommandResult {
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard makePipe(&toChild, large: true), makePipe(&fromChild, large: true), makePipe(&errors) else {
            for fd in toChild + fromChild + errors where fd >= 0 { close(fd) }
            return .notRun("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        // Signals this program ignores (SIGPIPE, SIGXFSZ) would stay ignored in the child.
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid: pid_t = 0
        let arguments = ["sh", "-c", command]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        close(toChild[0])
        close(fromChild[1])
        close(errors[1])
        guard spawned == 0 else {
            for fd in [toChild[1], fromChild[0], errors[0]] { close(fd) }
            return .notRun("cannot run sh: \(String(cString: strerror(spawned)))")
        }
        started(pid)
        var output: [UInt8] = [], errorOutput: [UInt8] = []
        withoutBrokenPipeSignal {
            exchange(
                input, with: toChild[1], output: fromChild[0], into: &output, errors: errors[0], into: &errorOutput,
                limit: outputLimit)
        }
        let cut = output.count >= outputLimit
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0
        return ShellCommandResult(
            output: output, errorOutput: errorOutput, status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            outputWasCut: cut)
    }

    /// Runs `body` with SIGPIPE blocked in this thread, and discards one it raised: a
    /// command that stops reading (`head`, `false`) makes the write fail with EPIPE instead
    /// of ending a program that has not set SIGPIPE aside (a test runner, an app).
    private static func withoutBrokenPipeSignal(_ body: () -> Void) {
        var brokenPipe = sigset_t()
        sigemptyset(&brokenPipe)
        sigaddset(&brokenPipe, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
        body()
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
            var none = timespec()
            _ = sigtimedwait(&brokenPipe, nil, &none)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// A pipe whose ends are closed in the child (its dup2 copies are not). A `large` one
    /// holds a MiB where the system lets it (Linux): megabytes through 64 KiB pipes cost a
    /// switch between the two processes every 64 KiB, a tenth of a second for a
    /// million rows through `sort`.
    private static func makePipe(_ fds: inout [Int32], large: Bool = false) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #if os(Linux)
        // F_SETPIPE_SZ, which the C library declares only for GNU sources; a refusal keeps 64 KiB.
        if large { _ = fcntl(fds[1], 1031, Self.largePipeSize) }
        #endif
        return true
    }

    private static let largePipeSize: Int32 = 1 << 20

    /// Writes `input` to `writeFD` and reads `outputFD` and `errorFD` to their ends, as each
    /// is ready; closes all three.
    private static func exchange(
        _ input: [UInt8], with writeFD: Int32, output outputFD: Int32, into output: inout [UInt8],
        errors errorFD: Int32, into errorOutput: inout [UInt8], limit: Int
    ) {
        var writing: Int32 = writeFD
        if input.isEmpty {
            close(writing)
            writing = -1
        } else {
            _ = fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK)
        }
        var reading: [Int32] = [outputFD, errorFD]
        // A filter prints about what it reads: room for that at once, not grown a copy at a time.
        output.reserveCapacity(min(input.count, limit) + 4096)
        var written = 0
        var buffer = [UInt8](repeating: 0, count: Int(largePipeSize))
        while writing >= 0 || reading.contains(where: { $0 >= 0 }) {
            var fds = [pollfd(fd: writing, events: Int16(POLLOUT), revents: 0)]
                + reading.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { break }
            if writing >= 0, fds[0].revents != 0 {
                let count = input.withUnsafeBytes { write(writing, $0.baseAddress! + written, $0.count - written) }
                if count > 0 { written += count }
                // EPIPE: the command stopped reading (`head`); what it printed still counts.
                if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    close(writing)
                    writing = -1
                }
            }
            for index in reading.indices where reading[index] >= 0 && fds[index + 1].revents != 0 {
                // No more than the limit asks for: a big pipe could otherwise overshoot it by a MiB.
                let have = index == 0 ? output.count : errorOutput.count
                let count = read(reading[index], &buffer, min(buffer.count, max(1, limit - have)))
                if count > 0 {
                    if index == 0 { output += buffer[..<count] } else { errorOutput += buffer[..<count] }
                }
                if (count > 0 && (index == 0 ? output : errorOutput).count >= limit)
                    || (count <= 0 && (count == 0 || (errno != EINTR && errno != EAGAIN))) {
                    close(reading[index])
                    reading[index] = -1
                }
            }
        }
    }
}
