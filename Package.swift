// swift-tools-version:6.0
import PackageDescription

// LISTEDIT_PORTABLE=1 in the environment (`make test-portable`) builds the portable paths on
// Linux too: the scalar line scanner, the memory budget without /proc (docs/PORTABILITY.md).
// A define, not unsafeFlags, so that packages can still depend on the libraries by version.
let portable = Context.environment["LISTEDIT_PORTABLE"] != nil

let package = Package(
    name: "ListEdit",
    products: [
        .library(name: "TableKit", targets: ["TableKit"]),
        .library(name: "TableTerminal", targets: ["TableTerminal"]),
        // For apps' tests: drive a TableApp with keys and time, and check its screen.
        .library(name: "TableTerminalTesting", targets: ["TableTerminalTesting"]),
        .executable(name: "listedit", targets: ["listedit"]),
        // For the fuzzers' own package in Fuzz/ (a package can use only another's products).
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // Pure Swift: UITableView's editing model with no terminal and no files. Its hot
        // generic paths (SegmentedArray, TableSections, the edit builder) are @inlinable, so
        // ListDocument and the app specialise them; no unsafeFlags, so that a package can
        // depend on TableKit by version (docs/DECISIONS.md, 2026-11-25).
        .target(name: "TableKit"),
        // ncursesw with wide characters: the macros and globals Swift cannot import, signals.
        // Linux calls the wide-character library ncursesw; macOS's ncurses has the wide API.
        .target(name: "CNcurses", linkerSettings: [
            .linkedLibrary("ncursesw", .when(platforms: [.linux])),
            .linkedLibrary("ncurses", .when(platforms: [.macOS])),
        ]),
        // The terminal layer, four targets in a chain (docs/ARCHITECTURE.md, "Layers"; a test
        // checks that list against this file). Text: display widths, escaping, styles.
        .target(name: "TerminalText", dependencies: ["CWideChar", "LibC"]),
        // Screen: frames and their diff, the Terminal protocol, keys and mouse events and the
        // decoder that reads them from bytes, the in-memory terminal.
        .target(name: "TerminalScreen", dependencies: ["TerminalText", "LibC"]),
        // The list view on any Terminal: state, update, key tables, layout, widgets, run loop.
        .target(name: "ListView", dependencies: ["TableKit", "TerminalText", "TerminalScreen", "LibC"]),
        // What an app imports: the curses terminal, TableApp, and the layers under it re-exported.
        .target(name: "TableTerminal", dependencies: ["TableKit", "TerminalText", "TerminalScreen", "ListView", "CNcurses", "LibC"]),
        // Drives a TableApp in a test: keys, a clock, the screen, expectations on it.
        .target(name: "TableTerminalTesting", dependencies: ["TableKit", "TableTerminal"]),
        // The C library under one name (Glibc, Darwin or Musl): every other target imports LibC.
        .target(name: "LibC"),
        // The C library's character widths (wcwidth) and locale codeset, hidden from Glibc's module.
        .target(name: "CWideChar"),
        // Line ends found many at a time (AVX2 or SSE2 on x86-64, NEON on arm64, scalar
        // elsewhere or with LISTEDIT_PORTABLE), for opening large files quickly.
        .target(name: "CByteScan", cSettings: portable ? [.define("LISTEDIT_PORTABLE")] : []),
        // List files: formats, byte-exact round trips, atomic saves. No terminal.
        .target(name: "ListDocument", dependencies: ["TableKit", "CByteScan", "LibC"]),
        // The built-in sample list that `make run` opens: a data source and delegate, no terminal.
        .target(name: "SampleList", dependencies: ["TableKit"]),
        // The app's parts besides its command line: the hosts (saving, quitting) and the
        // adapters that let the view edit documents and the sample list.
        .target(name: "ListEditApp", dependencies: ["TableKit", "TableTerminal", "SampleList", "ListDocument", "LibC"]),
        .target(name: "ListEditConfig", dependencies: ["TableTerminal", .product(name: "TOMLKit", package: "TOMLKit")]),
        .executableTarget(
            name: "listedit",
            dependencies: [
                "TableKit", "TableTerminal", "SampleList", "ListDocument", "ListEditApp", "ListEditConfig", "LibC",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the tests, the benchmark and the fuzzers share: the seeded generator, index-path
        // shorthand, counts-only data sources, processes, temporary folders, frame assertions.
        .target(
            name: "TestSupport", dependencies: ["TableKit", "TableTerminal", "LibC"],
            path: "Tests/TestSupport"),
        // The properties the fuzzers check, as functions from bytes to problems: built by the
        // fuzz package (Fuzz/, `make fuzz`) with libFuzzer, and replayed on the committed
        // corpus by FuzzReplayTests. TableKitReference/ links to the TableKit tests' reference model.
        .target(name: "FuzzTargets", dependencies: ["TableKit", "TableTerminal", "ListDocument", "ListEditApp", "TestSupport", "LibC"]),
        .testTarget(name: "TableKitTests", dependencies: ["TableKit", "TestSupport"]),
        .testTarget(
            name: "TableTerminalTests",
            dependencies: ["TableKit", "TableTerminal", "SampleList", "ListEditApp", "ListEditConfig", "TestSupport", "LibC"]),
        .testTarget(
            name: "ListDocumentTests", dependencies: ["TableKit", "ListDocument", "CByteScan", "TestSupport", "FuzzTargets", "LibC"],
            exclude: ["Fixtures"]),
        // Every input of Fuzz/Corpus and Fuzz/Regressions through its fuzz target's property.
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzTargets", "ListDocument"]),
        // Drives the real listedit binary in tmux.
        .testTarget(
            name: "EndToEndTests", dependencies: ["listedit", "SampleList", "ListDocument", "TestSupport", "LibC"], exclude: ["Fixtures"]),
        // The examples (Examples/): each app's code as a library, which its tests drive
        // through TableTerminalTesting, and a three-line executable that runs it.
        .target(name: "TodoExample", dependencies: ["TableKit", "TableTerminal"], path: "Examples/Todo/TodoExample"),
        .executableTarget(name: "todo-example", dependencies: ["TodoExample"], path: "Examples/Todo/todo-example"),
        .target(name: "HomepwnerExample", dependencies: ["TableKit", "TableTerminal"], path: "Examples/Homepwner/HomepwnerExample"),
        .executableTarget(name: "homepwner-example", dependencies: ["HomepwnerExample"], path: "Examples/Homepwner/homepwner-example"),
        .target(name: "ProcessesExample", dependencies: ["TableKit", "TableTerminal", "LibC"], path: "Examples/Processes/ProcessesExample"),
        .executableTarget(name: "processes-example", dependencies: ["ProcessesExample"], path: "Examples/Processes/processes-example"),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["TodoExample", "HomepwnerExample", "ProcessesExample", "TableKit", "TableTerminal", "TableTerminalTesting", "LibC"]),
        // `make bench`: release-build timings printed as a table.
        .executableTarget(
            name: "ListEditBench",
            dependencies: ["TableKit", "TableTerminal", "SampleList", "ListDocument", "ListEditApp", "TestSupport", "LibC"],
            path: "Benchmarks/ListEditBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target sees LISTEDIT_PORTABLE too: the libraries to take the portable paths,
// the tests to know which paths to expect.
if portable {
    for target in package.targets where target.type != .system && target.type != .binary && target.type != .plugin {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("LISTEDIT_PORTABLE")]
    }
}
