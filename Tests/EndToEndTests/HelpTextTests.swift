import Foundation
import Testing
import TestSupport

/// `listedit --help` as a terminal of a given width shows it.
@Suite("The --help text")
struct HelpTextTests {
    /// `listedit --help` at `columns` columns, its lines.
    private func help(columns: Int) throws -> [String] {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = String(columns)
        let result = try runProcess(try Binary.listedit(), ["--help"], environment: environment)
        #expect(result.status == 0)
        return result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("Wrapped once, to the width: no line ends early when its next line's first word would have fitted on it",
          arguments: [80, 60, 100])
    func wrappedOnce(columns: Int) throws {
        let lines = try help(columns: columns)
        // The overview and the discussion: the prose before the usage line.
        let prose = lines.prefix { !$0.hasPrefix("USAGE:") }
        #expect(prose.count > 5, "the discussion is there:\n\(lines.joined(separator: "\n"))")
        for (line, next) in zip(prose, prose.dropFirst()) where !line.isEmpty && !next.isEmpty {
            let firstWord = next.prefix { $0 != " " }
            // The argument parser keeps a column spare for a word that follows: >=, not >.
            #expect(line.count + 1 + firstWord.count >= columns,
                    "“\(firstWord)” would fit after “\(line)” at \(columns) columns: wrapped twice")
            #expect(line.count <= columns, "“\(line)” is wider than \(columns) columns")
        }
    }
}
