import Foundation
import Testing
import TestSupport

/// What a fresh machine needs for `make test`, as the Makefile and README say it.
@Suite("Set-up")
struct SetUpTests {
    /// The repository: three folders up from this file.
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The full path of `tool` on this machine's PATH.
    private func located(_ tool: String) throws -> String {
        let found = try runProcess("/bin/sh", ["-c", "command -v \(tool)"]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return try #require(found.hasPrefix("/") ? found : nil, "\(tool) is on this machine")
    }

    /// `make test` run with a PATH that holds only `tools` (and make's own shell by its full
    /// path): a machine that lacks the others.
    private func makeTest(withOnly tools: [String]) throws -> ProcessResult {
        let make = try located("make")
        let bin = TemporaryFolder()
        for tool in tools { try FileManager.default.createSymbolicLink(atPath: bin.file(tool), withDestinationPath: try located(tool)) }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path
        // Not the make running these tests: no jobserver, no inherited flags.
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEFILES"] { environment.removeValue(forKey: name) }
        return try withExtendedLifetime(bin) {
            try runProcess(make, ["--no-print-directory", "-C", Self.repository, "test"], environment: environment)
        }
    }

    @Test("Without tmux, make test stops at once with one line naming it; without git too, both are named")
    func missingToolsStopMakeTest() throws {
        let noTmux = try makeTest(withOnly: ["git"])
        #expect(noTmux.status != 0)
        #expect(noTmux.standardOutput.isEmpty, "nothing was built or run: \(noTmux.standardOutput)")
        let lines = noTmux.standardError.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(noTmux.standardError)")
        #expect(noTmux.standardError.contains("make test needs tmux, not found on PATH"), "\(noTmux.standardError)")

        let neither = try makeTest(withOnly: [])
        #expect(neither.status != 0)
        #expect(neither.standardError.split(separator: "\n").count == 1, "\(neither.standardError)")
        #expect(neither.standardError.contains("make test needs tmux git, not found on PATH: install them"), "\(neither.standardError)")
    }

    @Test("README's set-up names every tool the tests need, and every exit status the manual gives")
    func readmeNamesWhatIsNeeded() throws {
        let readme = try String(contentsOfFile: Self.repository + "/README.md", encoding: .utf8)
        let setUp = try #require(readme.components(separatedBy: "## Set up").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        for tool in ["Swift 6", "libncurses-dev", "tmux", "git"] {
            #expect(setUp.contains(tool), "README's set-up names \(tool)")
        }
        let exitStatus = try #require(readme.components(separatedBy: "Exit status:").dropFirst().first?
            .components(separatedBy: "\n\n").first)
        for status in ["0 after quitting", "1 after Ctrl-C on a file", "130 after Ctrl-C in a pipe", "2 for bad usage"] {
            #expect(exitStatus.contains(status), "README's exit status says “\(status)”: \(exitStatus)")
        }
        #expect(!readme.contains("stops the pipeline"), "Ctrl-C stops listedit; the commands after it still run")
    }
}
