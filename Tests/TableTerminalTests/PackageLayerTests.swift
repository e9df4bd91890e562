import Foundation
import Testing
import TestSupport

/// The package's shape as docs/ARCHITECTURE.md records it: the dependency list there is the
/// one SwiftPM reads from Package.swift, the terminal layer is a chain, and its files stay
/// small enough to read at once.
@Suite struct PackageLayerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The terminal layer, lowest first: each uses the one before it, none a later one.
    static let terminalLayers = ["TerminalText", "TerminalScreen", "ListView", "TableTerminal"]

    @Test func architectureListsPackageDependencies() throws {
        let written = try Self.writtenDependencies()
        let package = try Self.packageDependencies()
        for (target, dependencies) in package.sorted(by: { $0.key < $1.key }) {
            #expect(written.first { $0.target == target }.map { Set($0.dependencies) } == dependencies,
                    "\(target) depends on \(dependencies.sorted()) in Package.swift")
        }
        for entry in written where package[entry.target] == nil {
            Issue.record("ARCHITECTURE.md lists \(entry.target), which Package.swift has not")
        }
    }

    @Test func dependencyListPutsEachTargetAfterWhatItUses() throws {
        var seen: Set<String> = []
        let external: Set<String> = ["ArgumentParser", "TOMLKit"]
        for entry in try Self.writtenDependencies() {
            for dependency in entry.dependencies where !external.contains(dependency) {
                #expect(seen.contains(dependency), "\(entry.target) uses \(dependency), listed after it")
            }
            seen.insert(entry.target)
        }
    }

    @Test func terminalLayersFormAChain() throws {
        let package = try Self.packageDependencies()
        for (index, layer) in Self.terminalLayers.enumerated() {
            let uses = package[layer] ?? []
            if index > 0 { #expect(uses.contains(Self.terminalLayers[index - 1]), "\(layer) skips the layer under it") }
            let above = Set(Self.terminalLayers[(index + 1)...])
            #expect(uses.isDisjoint(with: above), "\(layer) uses a layer above it")
        }
    }

    @Test func terminalLayerFilesStaySmall() throws {
        for layer in Self.terminalLayers {
            let folder = Self.root.appendingPathComponent("Sources/\(layer)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            #expect(!files.isEmpty, "no files in \(folder.path)")
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                let limit = file == "CursesTerminal.swift" ? 200 : 250
                #expect(lines <= limit, "\(layer)/\(file) has \(lines) lines (at most \(limit))")
            }
        }
    }

    /// The fenced block after `<!-- package-dependencies -->` in docs/ARCHITECTURE.md: a
    /// target per line, then what it depends on (`-` for nothing).
    static func writtenDependencies() throws -> [(target: String, dependencies: [String])] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        guard let marker = text.range(of: "<!-- package-dependencies -->\n```\n"),
              let end = text.range(of: "\n```", range: marker.upperBound..<text.endIndex)
        else { throw ListMissing() }
        return text[marker.upperBound..<end.lowerBound].split(separator: "\n").map { line in
            let words = line.split(separator: " ").map(String.init)
            return (words[0], words.dropFirst().filter { $0 != "-" })
        }
    }

    /// Every target of Package.swift and the names of what it depends on, as SwiftPM reads
    /// them (`swift package dump-package`, in a scratch folder of its own so that it does not
    /// wait for the build folder the tests run from).
    static func packageDependencies() throws -> [String: Set<String>] {
        let scratch = TemporaryFolder()
        let result = try runProcess(
            "swift", ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"])
        try #require(result.status == 0, "swift package dump-package: \(result.standardError)")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(result.standardOutput.utf8))
        return Dictionary(uniqueKeysWithValues: manifest.targets.map { target in
            (target.name, Set(target.dependencies.compactMap { $0.name }))
        })
    }

    struct ListMissing: Error, CustomStringConvertible {
        var description: String { "docs/ARCHITECTURE.md has no <!-- package-dependencies --> block" }
    }

    /// The part of `dump-package`'s JSON read here: targets and their dependencies, each
    /// `{"byName": [name, condition]}`, `{"target": [...]}` or `{"product": [name, package, ...]}`.
    struct Manifest: Decodable {
        struct Target: Decodable {
            let name: String
            let dependencies: [Dependency]
        }
        struct Dependency: Decodable {
            let name: String?
            init(from decoder: any Decoder) throws {
                let kinds = try decoder.container(keyedBy: Kind.self)
                guard let kind = kinds.allKeys.first else { name = nil; return }
                var fields = try kinds.nestedUnkeyedContainer(forKey: kind)
                name = try fields.decode(String.self)
            }
        }
        struct Kind: CodingKey {
            let stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
        let targets: [Target]
    }
}
