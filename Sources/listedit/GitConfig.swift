import LibC

/// git's settings that change how a todo is read.
enum GitConfig {
    /// `core.commentChar`: the character that starts a comment line (`#` unless set; `auto`
    /// also means `#` for a todo, whose comments git writes with the default).
    static func commentCharacter() -> UInt8 {
        guard let value = output(of: ["git", "config", "--get", "core.commentChar"]),
            let first = value.utf8.first, value != "auto"
        else { return UInt8(ascii: "#") }
        return first
    }

    /// Whether git checks that a rebase loses no commit by a removed line
    /// (`rebase.missingCommitsCheck` `warn` or `error`): a dropped commit must then say `drop`.
    static func checksMissingCommits() -> Bool {
        guard let value = output(of: ["git", "config", "--get", "rebase.missingCommitsCheck"]) else { return false }
        return ["warn", "error"].contains(value.lowercased())
    }

    /// Whether the repository has a commit of that name (a typed `pick 1a2b3c`): what
    /// `git rev-parse --verify --quiet NAME^{commit}` says.
    static func commitExists(_ name: String) -> Bool {
        guard !name.hasPrefix("-") else { return false }
        return output(of: ["git", "rev-parse", "--verify", "--quiet", name + "^{commit}"]) != nil
    }

    /// The first line a command prints, or nil if it cannot run or fails.
    private static func output(of arguments: [String]) -> String? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { return nil }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else { return nil }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return line?.isEmpty == false ? line : nil
    }
}
