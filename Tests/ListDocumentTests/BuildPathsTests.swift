import CByteScan
import LibC
import ListDocument
import Testing

/// Which platform paths the build took: the portable ones in a `LISTEDIT_PORTABLE` build
/// (`make test-portable`), Linux's own otherwise. This test target is compiled with the same
/// define as the libraries, so it knows which to expect.
@Suite("Build paths")
struct BuildPathsTests {
    #if LISTEDIT_PORTABLE
    @Test("A LISTEDIT_PORTABLE build scans with the scalar path and budgets memory without /proc")
    func portablePathsTaken() {
        #expect(BuildPaths.isPortable)
        #expect(cbs_default_path() == CBS_PATH_SCALAR, "CByteScan was built with LISTEDIT_PORTABLE too")
        #expect(BuildPaths.lineScanner == "scalar")
        #expect(BuildPaths.memoryBudget == "sysconf")
        #expect(BuildPaths.summary == "paths: portable (scalar scan, sysconf budget)")
    }

    @Test("The portable budget is the machine's physical memory or less, never more")
    func portableBudget() throws {
        let physical = sysconf(Int32(_SC_PHYS_PAGES)) * sysconf(Int32(_SC_PAGESIZE))
        let available = try #require(MemoryBudget.available(), "sysconf knows the physical memory here")
        #expect(available > 0 && available <= physical)
    }
    #elseif os(Linux)
    @Test("A Linux build scans with SIMD where there is some and budgets memory from /proc")
    func linuxPathsTaken() {
        #expect(!BuildPaths.isPortable)
        #if arch(x86_64)
        #expect(["avx2", "sse2"].contains(BuildPaths.lineScanner))
        #elseif arch(arm64)
        #expect(BuildPaths.lineScanner == "neon")
        #endif
        #expect(BuildPaths.memoryBudget == "/proc")
        #expect(BuildPaths.summary == "paths: linux (\(BuildPaths.lineScanner) scan, /proc budget)")
    }

    @Test("Linux's budget is known here and no more than the physical memory")
    func linuxBudget() throws {
        let available = try #require(MemoryBudget.available(), "/proc/meminfo is readable here")
        #expect(available > 0 && available <= sysconf(Int32(_SC_PHYS_PAGES)) * sysconf(Int32(_SC_PAGESIZE)))
    }
    #endif
}
