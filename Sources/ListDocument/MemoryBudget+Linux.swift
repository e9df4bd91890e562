// Linux's own accounts of memory: /proc and cgroup v2. LISTEDIT_PORTABLE leaves them out, so
// that the portable path (MemoryBudget+Portable.swift) is the one a Linux build tests.
#if os(Linux) && !LISTEDIT_PORTABLE
import LibC

extension MemoryBudget {
    static let sourceName = "/proc"

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
        guard let limit = addressSpaceLimit(), let mapped = field("VmSize:", in: "/proc/self/status") else { return nil }
        return max(0, limit - mapped * 1024)
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
#endif
