// The budget from POSIX calls alone, for every platform without /proc (macOS, the BSDs) and
// for a Linux build with LISTEDIT_PORTABLE, whose tests exercise it here.
#if !os(Linux) || LISTEDIT_PORTABLE
import LibC

extension MemoryBudget {
    static let sourceName = "sysconf"

    /// The lesser of the machine's physical memory and the process's address-space limit
    /// (`RLIMIT_AS`); nil when neither is known. Coarser than Linux's: what other processes
    /// hold and what this one has mapped are not counted, so a file that fits neither is
    /// still refused with a reason, while one that nearly fits may be read and fail then.
    public static func available() -> Int? {
        [physicalMemory(), addressSpaceLimit()].compactMap { $0 }.min()
    }

    /// `_SC_PHYS_PAGES` pages of `_SC_PAGESIZE` bytes (Linux, macOS and the BSDs have both),
    /// or nil where sysconf does not know.
    static func physicalMemory() -> Int? {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return nil }
        return pages.multipliedReportingOverflow(by: pageSize).overflow ? Int.max : pages * pageSize
    }
}
#endif
