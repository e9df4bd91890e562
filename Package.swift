// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ListEdit",
    products: [
        .library(name: "TableKit", targets: ["TableKit"]),
    ],
    targets: [
        // Pure Swift: UITableView's editing model with no terminal and no files.
        .target(name: "TableKit"),
        .testTarget(name: "TableKitTests", dependencies: ["TableKit"]),
        // `make bench`: release-build timings printed as a table.
        .executableTarget(
            name: "TableKitBench",
            dependencies: ["TableKit"],
            path: "Benchmarks/TableKitBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
