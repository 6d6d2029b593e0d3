import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper test: what a focused package is cut from", .onThreadsOfTheirOwn)
struct FocusSourceTests {
    private static let manifest = Result {
        try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    @Test("a feature's focus is planned from the manifest cut to the features it reaches, with the same plan as the whole manifest's")
    func cut() async throws {
        let manifest = try Self.manifest.get()
        let source = try await FocusSource.planned(forPackageAt: Repository.root, manifest: manifest, request: ["ContactList"])
        #expect(source.features == 5)
        #expect(source.manifest.count < manifest.count)
        let whole = try FocusPlan(graph: await PackageDumper().graph(ofPackageAt: Repository.root), modules: ["ContactList"])
        #expect(source.plan == whole)
    }

    @Test("a service's focus is planned from the whole manifest")
    func service() async throws {
        let manifest = try Self.manifest.get()
        let source = try await FocusSource.planned(forPackageAt: Repository.root, manifest: manifest, request: ["Gateway"])
        #expect(source.features == nil)
        #expect(source.manifest == manifest)
    }

    @Test("when a kept target depends on a feature the cut left out, the whole manifest is planned instead")
    func dependencyOutsideTheCut() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // A depends on B's target by name without `uses`: only the whole manifest shows it.
        let manifest = """
            // swift-tools-version:6.2
            import PackageDescription
            struct Feature {
                let name: String
                let uses: [String]
                init(_ name: String, uses: [String] = []) {
                    self.name = name
                    self.uses = uses
                }
            }
            let features: [Feature] = [
                Feature("A"),
                Feature("B"),
            ]
            let package = Package(
                name: "Two",
                targets: features.flatMap { feature -> [Target] in
                    [
                        .target(name: feature.name, dependencies: feature.name == "A" ? ["B"] : []),
                        .testTarget(name: feature.name + "Tests", dependencies: [.target(name: feature.name)]),
                    ]
                }
            )

            """
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))

        let a = try await FocusSource.planned(forPackageAt: root, manifest: manifest, request: ["A"])
        #expect(a.features == nil)
        #expect(a.plan.targets.map(\.name) == ["A", "ATests", "B"])
        let b = try await FocusSource.planned(forPackageAt: root, manifest: manifest, request: ["B"])
        #expect(b.features == 1)
        #expect(b.plan.targets.map(\.name) == ["B", "BTests"])
    }
}
