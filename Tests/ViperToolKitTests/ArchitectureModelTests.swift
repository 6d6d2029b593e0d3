import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper check on a package graph built in the test", .onThreadsOfTheirOwn)
struct ArchitectureModelTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-model-\(UUID().uuidString)")

    private func check(_ targets: [PackageTarget]) throws -> [ArchitectureViolation] {
        try ArchitectureChecker().check(PackageGraph(name: "Model", targets: targets), root: root).violations
    }

    @Test("a feature without any test target or previews is reported for each")
    func missingTestTarget() throws {
        let found = try check([
            PackageTarget(name: "Orders", kind: .regular, path: "Modules/Orders/Sources")
        ])
        #expect(found.map(\.rule) == [.featurePreviews, .featureTests])
        #expect(found.map(\.detail) == ["Orders has no previews target OrdersPreviews", "Orders has no test target OrdersTests"])
    }

    @Test("an Interface that depends on a third-party product is reported, and so is one on another Interface")
    func interfaceDependencies() throws {
        let found = try check([
            PackageTarget(
                name: "OrdersInterface", kind: .regular, path: "Modules/Orders/Interface",
                dependencies: [
                    TargetDependency(name: "GRDB", package: "GRDB.swift"),
                    TargetDependency(name: "CartInterface"),
                ]),
            PackageTarget(name: "CartInterface", kind: .regular, path: "Modules/Cart/Interface"),
        ])
        #expect(found.map(\.rule) == [.interfaceDependency, .thirdParty])
    }

    @Test("the package decodes from dump-package JSON, with SwiftPM's default paths")
    func decoding() throws {
        let json = """
            {"name": "P", "targets": [
              {"name": "A", "type": "regular", "path": "Modules/A/Sources",
               "dependencies": [{"byName": ["B", null]}, {"target": ["C", null]}, {"product": ["GRDB", "GRDB.swift", null, null]}]},
              {"name": "ATests", "type": "test", "dependencies": []}
            ]}
            """
        let graph = try PackageGraph(dumpPackageJSON: Data(json.utf8))
        #expect(graph.targets.map(\.path) == ["Modules/A/Sources", "Tests/ATests"])
        #expect(
            graph.target(named: "A")?.dependencies == [
                TargetDependency(name: "B"), TargetDependency(name: "C"), TargetDependency(name: "GRDB", package: "GRDB.swift"),
            ])
    }

    @Test("manifest violations point at the dependency's line, in one-line and multi-line declarations and feature rows")
    func manifestLines() {
        let locator = ManifestLocator(
            manifest: """
                let features: [Feature] = [
                    Feature("Orders", uses: ["Cart"]),
                ]
                let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
                let core: [Target] = [
                    .target(name: "Storage", dependencies: ["Domain", grdb], path: "Services/Storage"),
                    .target(
                        name: "AppComposition",
                        dependencies: ["ViperKit", "Domain"],
                        path: "App/Composition"
                    ),
                    .target(name: "Domain", path: "Services/Domain"),
                ]
                """)
        #expect(locator.dependencyLine(of: "Storage", on: "GRDB") == 6)
        #expect(locator.dependencyLine(of: "AppComposition", on: "Domain") == 9)
        #expect(locator.dependencyLine(of: "AppComposition", on: "Fakes") == 8)
        #expect(locator.dependencyLine(of: "Orders", on: "CartInterface") == 2)
        #expect(locator.declarationLine(of: "OrdersTests") == 2)
        #expect(locator.declarationLine(of: "Domain") == 12)
    }
}
