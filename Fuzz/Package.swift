// swift-tools-version:6.0
import PackageDescription

// The fuzzers: one libFuzzer executable per target of the root package's FuzzTargets module.
// Built by `make fuzz` with
//   swift build --package-path Fuzz -c release --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address
// (docs/DECISIONS.md: why both flags). Each executable only names its target; the
// properties live in Sources/FuzzTargets, where the replay tests also run them.
let targets = ["lines", "markdown", "json", "git-todo", "save", "json-scanner", "tablekit", "controller"]

let package = Package(
    name: "ListEditFuzz",
    dependencies: [.package(name: "ListEdit", path: "..")],
    targets: targets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: [.product(name: "FuzzTargets", package: "ListEdit")])
    },
    swiftLanguageModes: [.v6]
)
