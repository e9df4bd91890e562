import Foundation
import Testing
import TestSupport

/// `listedit --version`: the number, then the platform paths the binary was built with.
@Suite("The --version text")
struct VersionTests {
    @Test("The first line is the version alone; the second names the build's paths, portable under LISTEDIT_PORTABLE")
    func versionNamesPaths() throws {
        let result = try runProcess(try Binary.listedit(), ["--version"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == 2, "two lines: \(result.standardOutput)")
        #expect(lines[0].wholeMatch(of: /\d+\.\d+\.\d+/) != nil, "a version number: \(lines[0])")
        #if LISTEDIT_PORTABLE
        #expect(lines[1] == "paths: portable (scalar scan, sysconf budget)")
        #elseif os(Linux) && arch(x86_64)
        #expect(lines[1].wholeMatch(of: /paths: linux \((avx2|sse2) scan, \/proc budget\)/) != nil, "\(lines[1])")
        #else
        #expect(lines[1].hasPrefix("paths: "), "\(lines[1])")
        #endif
    }
}
