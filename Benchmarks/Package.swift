// swift-tools-version:6.2
//
// The benchmark suite: kept out of the product's build and of CI's test run, as swift-nio and
// Hummingbird keep theirs. It depends on the root package by path and on ordo-one's
// package-benchmark, which measures time and counts allocations. `Benchmarks/run` runs everything
// and prints the tables; see the README's "Measured figures".
import Foundation
import PackageDescription

/// The root package's identity: the name of the folder it is checked out in.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent.lowercased()
let modularVIPER = Target.Dependency.product(name: "ModularVIPER", package: root)
let benchmark = Target.Dependency.product(name: "Benchmark", package: "benchmark")
let tracing = Target.Dependency.product(name: "Tracing", package: "swift-distributed-tracing")

/// A package-benchmark suite in `Benchmarks/<name>/`.
func suite(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [benchmark, modularVIPER, tracing],
        path: "Benchmarks/\(name)",
        swiftSettings: [.swiftLanguageMode(.v6)],
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "ModularVIPERBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing.git", exact: "1.7.3"),
    ],
    targets: [
        suite("Architecture"),
        suite("Paging"),
        // The floor of the load test: a bare Hummingbird route answering the same bytes as a page.
        .executableTarget(
            name: "BareRoute",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            path: "Floors/BareRoute",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The second floor: the same pages drawn by hand from the same two API reads, over the same
        // AsyncHTTPClient pool to the demo API in its own process (see its file's head).
        .executableTarget(
            name: "HandWritten",
            dependencies: [
                modularVIPER, .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            path: "Floors/HandWritten",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
