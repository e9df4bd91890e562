import Foundation
import Testing

/// Finds the `listedit` executable under test.
enum Binary {
    /// `LISTEDIT_BIN` if set, otherwise `listedit` beside the test bundle (SwiftPM builds both
    /// into the same folder, e.g. `.build-e2e/release/`). Fails the test when there is none.
    static func listedit(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let candidates = candidatePaths()
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        return try #require(
            found,
            """
            The listedit executable was not found. Looked at:
            \(candidates.map { "  " + $0 }.joined(separator: "\n"))
            Build it with `swift build -c release --build-tests --scratch-path .build-e2e`, \
            or set LISTEDIT_BIN to its path.
            """,
            sourceLocation: sourceLocation)
    }

    private static func candidatePaths() -> [String] {
        if let explicit = ProcessInfo.processInfo.environment["LISTEDIT_BIN"], !explicit.isEmpty {
            return [absolute(explicit)]
        }
        // The test runner is `<build>/ListEditPackageTests.xctest` on Linux and
        // `<build>/ListEditPackageTests.xctest/Contents/MacOS/ListEditPackageTests` on macOS:
        // look in its folder and a few above it.
        var folder = URL(fileURLWithPath: absolute(CommandLine.arguments[0])).deletingLastPathComponent()
        var paths: [String] = []
        for _ in 0..<4 {
            paths.append(folder.appendingPathComponent("listedit").path)
            folder = folder.deletingLastPathComponent()
        }
        return paths
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
