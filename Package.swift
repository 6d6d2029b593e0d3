// swift-tools-version:6.2
//
// One package, declared as data (isowords-style sections). One file, as SwiftPM wants it.
//
// - Modules/   ViperKit and one folder per VIPER feature: `<Name>/Interface`, `<Name>/Sources`,
//              `<Name>/Testing` (spies of the Interface for other modules' tests) and `<Name>/Previews`
//              (its named states over fakes, for the gallery and the snapshot tests).
// - Services/  Domain (entities + service protocols), live Storage and Networking, Fakes, DomainTesting
//              (spies for tests), the DemoAPI server.
// - App/       the composition root, the web shell and the `App` executable.
// - Tests/     one test target per module and service.
//
// Adding a feature module is one line in `features` below.
import PackageDescription

// MARK: - Feature modules (one line each)

/// A VIPER feature: `<name>` (Modules/<name>/Sources), `<name>Interface` (Modules/<name>/Interface),
/// `<name>Testing` (Modules/<name>/Testing: spies of the Interface for other modules' tests) and
/// `<name>Tests` (Tests/<name>Tests). `uses` names other features whose *Interface* it needs (its
/// tests get their Testing kits); `imports` names what else its code imports besides ViperKit
/// (`viper check` reports a declared dependency that no file of the target imports, so each target
/// declares what it uses).
struct Feature {
    /// A target a feature's code imports besides ViperKit and the Interfaces it uses.
    enum Import {
        /// Domain (entities, service protocols) in the implementation and its tests.
        case domain
        /// Domain in the Interface too (an input or a delegate carries an entity).
        case domainInInterface
        /// Fakes (in-memory services) in the tests.
        case fakes
        /// DomainTesting (service spies, `Unimplemented`) in the tests.
        case spies
        /// Its own Testing kit in its tests (the delegate spy).
        case testing
        /// Its own string tables (`Sources/Resources/<language>.lproj/Localizable.strings`).
        case strings
        /// Its own Interface in its previews (they build it with an input).
        case interfaceInPreviews
        /// Domain in its previews (a fetch source, a failure aimed at a call).
        case domainInPreviews
        /// Fakes in its previews (the services its states are built over).
        case fakesInPreviews
    }

    let name: String
    /// The feature whose Interface this one implements instead of having its own (a successor
    /// shipped beside it, chosen per person by a flag): no Interface and no Testing kit of its own.
    let implements: String?
    let uses: [String]
    let imports: Set<Import>
    init(_ name: String, implements: String? = nil, uses: [String] = [], imports: Set<Import> = []) {
        self.name = name
        self.implements = implements
        self.uses = uses
        self.imports = imports
    }
}

// One line per feature, however long: the generator adds a line, and a line is a feature.
// swift-format-ignore
let features: [Feature] = [
    Feature("Login", imports: [.domain, .domainInInterface, .fakes, .testing, .strings, .interfaceInPreviews, .domainInPreviews, .fakesInPreviews]),
    Feature("ItemsList", uses: ["ItemDetail"], imports: [.domain, .fakes, .strings, .domainInPreviews, .fakesInPreviews]),
    Feature("ItemDetail", imports: [.domain, .domainInInterface, .fakes, .testing, .strings, .interfaceInPreviews, .domainInPreviews, .fakesInPreviews]),
    Feature("OrderEntry", imports: [.domain, .domainInInterface, .fakes, .testing, .strings, .interfaceInPreviews, .domainInPreviews, .fakesInPreviews]),
    Feature("ContactDetail", uses: ["OrderEntry", "OrderDetail"], imports: [.domain, .spies, .strings, .interfaceInPreviews, .domainInPreviews, .fakesInPreviews]),
    Feature("ContactList", uses: ["ContactDetail", "OrderHistory"], imports: [.domain, .fakes, .spies, .strings, .domainInPreviews, .fakesInPreviews]),
    Feature("OrderHistory", uses: ["OrderDetail"], imports: [.domain, .spies, .strings, .domainInPreviews, .fakesInPreviews]),
    Feature("FinalScreen", imports: [.testing, .strings, .interfaceInPreviews]),
    Feature("Account", uses: ["FinalScreen"], imports: [.domain, .fakes, .testing, .strings, .interfaceInPreviews, .domainInPreviews, .fakesInPreviews]),
    Feature("EmployeeList", imports: [.domain, .fakes, .testing, .strings, .interfaceInPreviews, .domainInPreviews, .fakesInPreviews]),
    Feature("Home", imports: [.domain, .fakes, .testing, .strings, .interfaceInPreviews, .fakesInPreviews]),
    Feature("OrderDetail", imports: [.domain, .spies, .testing, .strings, .interfaceInPreviews, .domainInPreviews, .fakesInPreviews]),
    Feature("ItemDetailNext", implements: "ItemDetail", imports: [.domain, .fakes, .testing, .strings, .interfaceInPreviews, .domainInPreviews, .fakesInPreviews]),
]

/// The feature whose Interface and Testing kit `feature`'s line declares: its own; none for a
/// successor (`implements:`) while the feature it implements has its line; that feature's once
/// its line is gone (it was retired with `viper remove`, and the successor carries its face on).
func face(of feature: Feature) -> String? {
    guard let implemented = feature.implements else { return feature.name }
    return features.contains { $0.name == implemented } ? nil : implemented
}

// MARK: - Third-party packages (each one earns its place: see README "Dependencies")

let dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: ["FullFoundation"]),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", exact: "2.5.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", exact: "1.35.2"),
    .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
    .package(url: "https://github.com/swiftlang/swift-subprocess.git", exact: "1.0.2"),
    .package(url: "https://github.com/swift-server/async-http-client.git", exact: "1.37.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", exact: "1.19.7"),
    .package(url: "https://github.com/pointfreeco/swift-clocks.git", exact: "1.1.1"),
    .package(url: "https://github.com/apple/swift-distributed-tracing.git", exact: "1.7.3"),
    .package(url: "https://github.com/swift-otel/swift-w3c-trace-context.git", exact: "1.0.0"),
]

let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
let hummingbirdCore = Target.Dependency.product(name: "HummingbirdCore", package: "hummingbird")
let bcrypt = Target.Dependency.product(name: "HummingbirdBcrypt", package: "hummingbird-auth")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let serviceLifecycle = Target.Dependency.product(name: "ServiceLifecycle", package: "swift-service-lifecycle")
let nioCore = Target.Dependency.product(name: "NIOCore", package: "swift-nio")
let clocks = Target.Dependency.product(name: "Clocks", package: "swift-clocks")
let tracing = Target.Dependency.product(name: "Tracing", package: "swift-distributed-tracing")
let inMemoryTracing = Target.Dependency.product(name: "InMemoryTracing", package: "swift-distributed-tracing")
let w3cTraceContext = Target.Dependency.product(name: "W3CTraceContext", package: "swift-w3c-trace-context")
let nioPosix = Target.Dependency.product(name: "NIOPosix", package: "swift-nio")
let nioHTTP1 = Target.Dependency.product(name: "NIOHTTP1", package: "swift-nio")
let asyncHTTPClient = Target.Dependency.product(name: "AsyncHTTPClient", package: "async-http-client")
let nioHTTPTypes = Target.Dependency.product(name: "NIOHTTPTypes", package: "swift-nio-extras")
let nioHTTPTypesHTTP1 = Target.Dependency.product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras")
let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
let swiftSyntax = Target.Dependency.product(name: "SwiftSyntax", package: "swift-syntax")
let swiftParser = Target.Dependency.product(name: "SwiftParser", package: "swift-syntax")
let subprocess = Target.Dependency.product(name: "Subprocess", package: "swift-subprocess")
let snapshotTesting = Target.Dependency.product(name: "SnapshotTesting", package: "swift-snapshot-testing")

// MARK: - Architecture and services

let core: [Target] = [
    .target(name: "ViperKit", path: "Modules/ViperKit", resources: [.process("Resources")]),
    .target(name: "ViperKitTesting", dependencies: ["ViperKit"], path: "Modules/ViperKitTesting"),
    .target(name: "Domain", path: "Services/Domain", resources: [.process("Resources")]),
    .target(name: "Fakes", dependencies: ["Domain", "ViperKit"], path: "Services/Fakes"),
    .target(name: "DomainTesting", dependencies: ["Domain", "Fakes", "ViperKit"], path: "Services/DomainTesting"),
    .target(name: "LoopbackTesting", path: "Services/LoopbackTesting"),
    .target(name: "Storage", dependencies: ["Domain", grdb, tracing], path: "Services/Storage"),
    .target(name: "Networking", dependencies: ["Domain", asyncHTTPClient, nioCore, nioPosix, nioHTTP1, tracing], path: "Services/Networking"),
    .target(
        name: "ServerKit", dependencies: [hummingbird, logging, nioCore, nioHTTP1, nioHTTPTypes, nioHTTPTypesHTTP1, tracing],
        path: "Services/ServerKit"),
    .target(
        name: "DemoAPI",
        dependencies: ["Domain", "Storage", "ServerKit", hummingbird, hummingbirdCore, nioCore, bcrypt, serviceLifecycle, logging, tracing],
        path: "Services/DemoAPI"),
    .target(name: "Gateway", dependencies: ["Domain", "Networking", "Storage", logging], path: "Services/Gateway"),
    .target(name: "TraceExport", dependencies: [tracing, w3cTraceContext], path: "Services/TraceExport"),
]

// MARK: - App

let app: [Target] = [
    .target(name: "HostCore", dependencies: ["ViperKit", logging, tracing], path: "App/HostCore"),
    .target(name: "HostCoreTesting", dependencies: ["HostCore", "ViperKit", "Fakes"], path: "App/HostCoreTesting"),
    .target(
        name: "WebShell",
        dependencies: ["HostCore", "ViperKit", "ServerKit", hummingbird, hummingbirdCore, serviceLifecycle, nioCore, logging, tracing],
        path: "App/WebShell",
        resources: [.process("Resources")]),
    .target(
        name: "AppComposition",
        dependencies: [
            "HostCore", "ViperKit", "Domain", "Networking", "Gateway", "Storage", "Fakes", "WebShell", "DemoAPI", "LoginInterface", "HomeInterface",
            logging, tracing,
        ]
            + features.map { .target(name: $0.name) } + features.map { .target(name: $0.name + "Previews") }
            // Where a successor implements a feature's Interface, the composition chooses between the two by it.
            + features.filter { face(of: $0) == nil }.compactMap { feature -> Target.Dependency? in
                feature.implements.map { .target(name: $0 + "Interface") }
            },
        path: "App/Composition",
        resources: [.process("Resources")]
    ),
    .target(name: "TerminalHost", dependencies: ["HostCore", "ViperKit", tracing], path: "App/TerminalHost", resources: [.process("Resources")]),
    .executableTarget(
        name: "App",
        dependencies: ["AppComposition", "TerminalHost", "ViperKit", "WebShell", "DemoAPI", "TraceExport", "HostCore", argumentParser, logging],
        path: "App/Main"),
]

// MARK: - Tooling: the module generator, the architecture checker and the module graph
//
// `swift package --allow-writing-to-package-directory viper new Orders --template list --owner team-orders`
// `swift package viper check`, `swift package --allow-writing-to-package-directory viper graph --readme`
// `swift package --allow-writing-to-package-directory viper test ItemsList`, `swift package viper affected --why`

let tooling: [Target] = [
    .target(name: "ViperToolKit", dependencies: [swiftSyntax, swiftParser, subprocess], path: "Tools/ViperToolKit"),
    .executableTarget(name: "ViperTool", dependencies: ["ViperToolKit", argumentParser], path: "Tools/ViperTool"),
    .plugin(
        name: "ViperPlugin",
        capability: .command(
            intent: .custom(
                verb: "viper",
                description: "Generate a VIPER module, check the architecture, print the module graph, test one module, list what a change affects"),
            permissions: [
                .writeToPackageDirectory(
                    reason:
                        "Creates a module's files and registers it in Package.swift, the App, CODEOWNERS and the README graph; keeps focused test packages in .build"
                )
            ]
        ),
        path: "Plugins/ViperPlugin"
    ),
    .testTarget(name: "ViperToolKitTests", dependencies: ["ViperToolKit", "ViperKitTesting", "Domain", subprocess]),
]

// MARK: - Tests of the architecture, services and app

let serviceTests: [Target] = [
    .testTarget(name: "ViperKitTests", dependencies: ["ViperKit", "ViperKitTesting", clocks], resources: [.process("Resources")]),
    .testTarget(name: "FakesTests", dependencies: ["Fakes", "Domain", "DomainTesting"]),
    .testTarget(name: "StorageTests", dependencies: ["Storage", "Domain", "ViperKitTesting", grdb]),
    .testTarget(name: "NetworkingTests", dependencies: ["Networking", "DemoAPI", "Storage", "Domain", "ViperKitTesting", "LoopbackTesting"]),
    .testTarget(name: "GatewayTests", dependencies: ["Gateway", "Networking", "Storage", "DemoAPI", "Domain", "ViperKitTesting"]),
    .testTarget(name: "HostCoreTests", dependencies: ["HostCore", "HostCoreTesting", "ViperKit"]),
    .testTarget(name: "TerminalHostTests", dependencies: ["TerminalHost", "ViperKit"]),
    .testTarget(
        name: "WebShellTests", dependencies: ["WebShell", "HostCore", "HostCoreTesting", "ViperKit", "ViperKitTesting", "LoopbackTesting", nioCore]),
    .testTarget(
        name: "AppCompositionTests",
        dependencies: [
            "AppComposition", "DemoAPI", "ViperKit", "ViperKitTesting", "Domain", "Fakes", "Networking", "Storage", "TraceExport", tracing,
            inMemoryTracing,
        ]
    ),
    .testTarget(name: "FuzzTests", dependencies: ["AppComposition", "LoopbackTesting"]),
    .testTarget(
        name: "PreviewSnapshotTests",
        dependencies: ["AppComposition", "WebShell", "TerminalHost", "ViperKit", snapshotTesting],
        exclude: ["__Snapshots__"]
    ),
]

// MARK: - Feature targets, generated from `features`

let featureTargets: [Target] = features.flatMap { feature -> [Target] in
    let interface = (feature.implements ?? feature.name) + "Interface"
    let uses = feature.uses.map { Target.Dependency.target(name: $0 + "Interface") }
    let domain: [Target.Dependency] = feature.imports.contains(.domain) ? ["Domain"] : []
    let interfaceDomain: [Target.Dependency] = feature.imports.contains(.domainInInterface) ? ["Domain"] : []
    let fakes: [Target.Dependency] = feature.imports.contains(.fakes) ? ["Fakes"] : []
    let spies: [Target.Dependency] = feature.imports.contains(.spies) ? ["DomainTesting"] : []
    let testing = Target.Dependency.target(name: (feature.implements ?? feature.name) + "Testing")
    let ownTesting: [Target.Dependency] = feature.imports.contains(.testing) ? [testing] : []
    let usedTesting = feature.uses.map { Target.Dependency.target(name: $0 + "Testing") }
    // A successor's face is the Interface and Testing kit of the feature it implements, declared
    // by that feature's line; once that line is gone (the feature retired with `viper remove`), by
    // the successor's, from where they are.
    let face: [Target] =
        face(of: feature).map { facing -> [Target] in
            [
                .target(name: interface, dependencies: ["ViperKit"] + interfaceDomain, path: "Modules/\(facing)/Interface"),
                .target(
                    name: facing + "Testing",
                    dependencies: [.target(name: interface), "ViperKit", "ViperKitTesting"] + interfaceDomain,
                    path: "Modules/\(facing)/Testing"
                ),
            ]
        } ?? []
    return face + [
        .target(
            name: feature.name,
            dependencies: ["ViperKit", .target(name: interface)] + domain + uses,
            path: "Modules/\(feature.name)/Sources",
            resources: feature.imports.contains(.strings) ? [.process("Resources")] : nil
        ),
        .target(
            name: feature.name + "Previews",
            dependencies: [.target(name: feature.name), "ViperKit"]
                + (feature.imports.contains(.interfaceInPreviews) ? [.target(name: interface)] : [])
                + (feature.imports.contains(.fakesInPreviews) ? ["Fakes"] : [])
                + (feature.imports.contains(.domainInPreviews) ? ["Domain"] : []) + uses,
            path: "Modules/\(feature.name)/Previews"
        ),
        .testTarget(
            name: feature.name + "Tests",
            dependencies: [
                .target(name: feature.name), .target(name: interface), .target(name: feature.name + "Previews"), "ViperKit", "ViperKitTesting",
            ]
                + domain + fakes + spies + uses + ownTesting + usedTesting
        ),
    ]
}

// MARK: - Package

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "ModularVIPER",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "App", targets: ["App"]),
        // For the benchmark package (Benchmarks/, which depends on this one by path): every library
        // target the benchmarks build modules, services and pages with.
        .library(
            name: "ModularVIPER",
            targets: [
                "ViperKit", "ViperKitTesting", "Domain", "Fakes", "Storage", "Networking", "DemoAPI", "HostCore", "WebShell", "AppComposition",
                "TraceExport",
            ]
                + features.flatMap { feature -> [String] in [feature.name] + (face(of: feature).map { [$0 + "Interface"] } ?? []) }),
    ],
    dependencies: dependencies,
    targets: (core + app + tooling + serviceTests + featureTargets).map { target in
        if target.type != .plugin { target.swiftSettings = (target.swiftSettings ?? []) + strict }
        return target
    }
)
