import CByteScan

/// Which of its platform-specific paths this build takes (docs/PORTABILITY.md): the line
/// scanner's and the memory budget's. `listedit --version` prints ``summary``, and the tests
/// check it, so that a `LISTEDIT_PORTABLE` build shows it took the portable paths.
public enum BuildPaths {
    /// Whether the build forced the portable paths (`LISTEDIT_PORTABLE`, `make test-portable`).
    public static var isPortable: Bool {
        #if LISTEDIT_PORTABLE
        true
        #else
        false
        #endif
    }

    /// The path line ends are found by, in this build on this processor: "avx2", "sse2",
    /// "neon" or "scalar".
    public static var lineScanner: String { String(cString: cbs_path_name(cbs_default_path())) }

    /// Where the memory budget comes from: "/proc" (Linux) or "sysconf" (portable).
    public static var memoryBudget: String { MemoryBudget.source }

    /// One line for people: `paths: linux (avx2 scan, /proc budget)`, or
    /// `paths: portable (scalar scan, sysconf budget)` in a `LISTEDIT_PORTABLE` build.
    public static var summary: String {
        "paths: \(isPortable ? "portable" : platform) (\(lineScanner) scan, \(memoryBudget) budget)"
    }

    /// The platform the build is for, as `summary` names it.
    private static var platform: String {
        #if os(Linux)
        "linux"
        #elseif os(macOS)
        "macos"
        #else
        "other"
        #endif
    }
}
