import LibC

/// How much memory listedit can still take, so that a file too big for it is refused with a
/// reason instead of the process being killed half-way through reading it.
///
/// Linux builds ask /proc and the control group (MemoryBudget+Linux.swift); every other
/// build, and a Linux build with `LISTEDIT_PORTABLE`, asks only POSIX calls
/// (MemoryBudget+Portable.swift): physical memory and the address-space limit.
public enum MemoryBudget {
    /// The memory a document of `size` bytes needs, roughly: the bytes themselves, and 8
    /// bytes a row, counting a row for every 32 bytes.
    public static func needed(forFileOf size: Int) -> Int { size + size / 4 }

    /// What this build asks for the budget: "/proc" (Linux) or "sysconf" (portable).
    public static var source: String { sourceName }

    /// The soft `RLIMIT_AS` in bytes, or nil if unlimited. glibc's `getrlimit` takes its own
    /// enum type; Darwin's and musl's take the plain constant.
    static func addressSpaceLimit() -> Int? {
        var limit = rlimit()
        #if canImport(Glibc)
        let asked = getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        #else
        let asked = getrlimit(RLIMIT_AS, &limit)
        #endif
        // RLIM_INFINITY, a cast in C that Swift does not import, is all ones on Linux and
        // Int64.max on Darwin: either is at least Int64.max.
        guard asked == 0, limit.rlim_cur < rlim_t(Int64.max) else { return nil }
        return Int(clamping: limit.rlim_cur)
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
