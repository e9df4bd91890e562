import LibC

/// How much memory listedit can still take, so that a file too big for it is refused with a
/// reason instead of the process being killed half-way through reading it.
public enum MemoryBudget {
    /// The memory a document of `size` bytes needs, roughly: the bytes themselves, and 8
    /// bytes a row, counting a row for every 32 bytes.
    public static func needed(forFileOf size: Int) -> Int { size + size / 4 }

    /// The least of what the kernel says is available (`MemAvailable`), what the process's
    /// address-space limit leaves (`RLIMIT_AS` less what is mapped), and what its control
    /// group's limit leaves (cgroup v2 `memory.max` less `memory.current`); nil when none is
    /// known.
    public static func available() -> Int? {
        [kernelAvailable(), addressSpaceLeft(), controlGroupLeft()].compactMap { $0 }.min()
    }

    /// `MemAvailable` from /proc/meminfo.
    static func kernelAvailable() -> Int? {
        field("MemAvailable:", in: "/proc/meminfo").map { $0 * 1024 }
    }

    /// The soft `RLIMIT_AS` less the process's mapped size (`VmSize`), or nil if unlimited.
    static func addressSpaceLeft() -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,  // RLIM_INFINITY
            let mapped = field("VmSize:", in: "/proc/self/status")
        else { return nil }
        return max(0, Int(clamping: limit.rlim_cur) - mapped * 1024)
    }

    /// cgroup v2's `memory.max` less `memory.current` for this process's group, or nil.
    static func controlGroupLeft() -> Int? {
        guard let membership = contents(of: "/proc/self/cgroup"),
            let line = membership.split(separator: "\n").first(where: { $0.hasPrefix("0::") })
        else { return nil }
        let folder = "/sys/fs/cgroup" + line.dropFirst(3)
        guard let maximum = contents(of: folder + "/memory.max").flatMap({ Int($0.trimmingSpacesAndNewlines) }),
            let current = contents(of: folder + "/memory.current").flatMap({ Int($0.trimmingSpacesAndNewlines) })
        else { return nil }
        return max(0, maximum - current)
    }

    /// The number after `name` on its line of the file (kB in /proc).
    private static func field(_ name: String, in path: String) -> Int? {
        guard let text = contents(of: path),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name) })
        else { return nil }
        return line.dropFirst(name.count).split { $0 == " " || $0 == "\t" }.first.flatMap { Int($0) }
    }

    /// A small text file's contents (files under /proc and /sys report no size).
    private static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
            if bytes.count > 1 << 20 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private extension StringProtocol {
    var trimmingSpacesAndNewlines: String {
        String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}

/// A size for people: `512 bytes`, `3.1 KiB`, `29.6 MiB`, `2.0 GiB`.
public func byteCountText(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) byte\(bytes == 1 ? "" : "s")" }
    var value = Double(bytes) / 1024
    for unit in ["KiB", "MiB", "GiB"] {
        if value < 1024 || unit == "GiB" { return "\((value * 10).rounded() / 10) \(unit)" }
        value /= 1024
    }
    return "\(bytes) bytes"
}
