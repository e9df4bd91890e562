// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ListEdit",
    products: [
        .library(name: "TableKit", targets: ["TableKit"]),
        .library(name: "TableTerminal", targets: ["TableTerminal"]),
        .executable(name: "listedit", targets: ["listedit"]),
        // For the fuzzers' own package in Fuzz/ (a package can use only another's products).
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift: UITableView's editing model with no terminal and no files. Its generic
        // containers (SegmentedArray, TableSections) are used from ListDocument; without
        // cross-module optimisation every row lookup went through unspecialised code that
        // looked up generic metadata at run time (docs/DECISIONS.md, 2026-11-23).
        .target(name: "TableKit", swiftSettings: [.unsafeFlags(["-cross-module-optimization"])]),
        // ncursesw with wide characters: the macros and globals Swift cannot import, signals.
        .target(name: "CNcurses", linkerSettings: [.linkedLibrary("ncursesw")]),
        // The terminal view: screens, layout, rendering, keys, the controller and the run loop.
        .target(name: "TableTerminal", dependencies: ["TableKit", "CNcurses"]),
        // Line ends found many at a time (AVX2 or SSE2), for opening large files quickly.
        .target(name: "CByteScan"),
        // List files: formats, byte-exact round trips, atomic saves. No terminal.
        .target(name: "ListDocument", dependencies: ["TableKit", "CByteScan"]),
        // The built-in sample list that `make run` opens.
        .target(name: "SampleList", dependencies: ["TableKit", "TableTerminal"]),
        .executableTarget(
            name: "listedit",
            dependencies: [
                "TableKit", "TableTerminal", "SampleList", "ListDocument",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The properties the fuzzers check, as functions from bytes to problems: built by the
        // fuzz package (Fuzz/, `make fuzz`) with libFuzzer, and replayed on the committed
        // corpus by FuzzReplayTests. TableKitReference/ links to the TableKit tests' reference model.
        .target(name: "FuzzTargets", dependencies: ["TableKit", "ListDocument"]),
        .testTarget(name: "TableKitTests", dependencies: ["TableKit"]),
        .testTarget(name: "TableTerminalTests", dependencies: ["TableKit", "TableTerminal", "SampleList"]),
        .testTarget(
            name: "ListDocumentTests", dependencies: ["TableKit", "ListDocument", "FuzzTargets"],
            exclude: ["Fixtures"]),
        // Every input of Fuzz/Corpus and Fuzz/Regressions through its fuzz target's property.
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzTargets"]),
        // Drives the real listedit binary in tmux.
        .testTarget(name: "EndToEndTests", dependencies: ["listedit"]),
        // `make bench`: release-build timings printed as a table.
        .executableTarget(
            name: "ListEditBench",
            dependencies: ["TableKit", "TableTerminal", "SampleList", "ListDocument"],
            path: "Benchmarks/ListEditBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
