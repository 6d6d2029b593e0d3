import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper test: the focus plan on this package's real manifest", .onThreadsOfTheirOwn)
struct FocusPlanTests {
    private static let graph = Task { try await PackageDumper().graph(ofPackageAt: Repository.root) }

    private func plan(_ modules: String...) async throws -> FocusPlan {
        try FocusPlan(graph: await Self.graph.value, modules: modules)
    }

    @Test(
        "a feature keeps its tests, its Interface, its previews, the Interfaces it uses with their Testing kits and the core, and no third-party package"
    )
    func feature() async throws {
        let plan = try await plan("ItemsList")
        #expect(plan.testTargets == ["ItemsListTests"])
        #expect(
            Set(plan.targets.map(\.name)) == [
                "ViperKit", "ViperKitTesting", "Domain", "Fakes", "ItemsListInterface", "ItemDetailInterface", "ItemDetailTesting", "ItemsList",
                "ItemsListPreviews", "ItemsListTests",
            ])
        #expect(plan.packages == [])
        #expect(plan.linkedPaths.contains("Modules/ItemsList/Sources"))
        #expect(plan.linkedPaths.contains("Tests/ItemsListTests"))
    }

    @Test("a service keeps the third-party package it uses, and only that one")
    func service() async throws {
        let plan = try await plan("Storage")
        #expect(Set(plan.targets.map(\.name)) == ["Domain", "Storage", "StorageTests", "ViperKitTesting", "ViperKit"])
        #expect(plan.packages == ["grdb.swift", "swift-distributed-tracing"])
    }

    @Test("several modules are one focused package; a test target's own name works too")
    func several() async throws {
        let plan = try await plan("FinalScreen", "AccountTests")
        #expect(plan.testTargets == ["AccountTests", "FinalScreenTests"])
        #expect(plan.targets.map(\.name).contains("Account"))
        #expect(plan.targets.map(\.name).contains("FinalScreen"))
        #expect(!plan.targets.map(\.name).contains("ItemsList"))
    }

    @Test("an unknown name lists the modules that have tests")
    func unknown() async throws {
        await #expect {
            try await plan("ItemList")
        } throws: { error in
            guard case let FocusError.unknownModule(name, known) = error else { return false }
            return name == "ItemList" && known.contains("ItemsList") && known.contains("Storage") && !known.contains("ItemsListTests")
        }
        #expect(FocusError.unknownModule("X", known: ["A", "B"]).description == "unknown module 'X'. Modules with tests: A, B")
    }

    @Test("a target without a test target says so")
    func untested() async throws {
        await #expect(throws: FocusError.noTestTarget("ItemDetailInterface", lookedFor: "ItemDetailInterfaceTests")) {
            try await plan("ItemDetailInterface")
        }
        let graph = try await Self.graph.value
        #expect(throws: FocusError.nothingToTest) { try FocusPlan(graph: graph, modules: []) }
    }

    @Test("a product named without its package keeps every third-party package")
    func unknownProduct() async {
        let graph = PackageGraph(
            name: "P",
            targets: [
                PackageTarget(name: "A", kind: .regular, dependencies: [TargetDependency(name: "SomeProduct")]),
                PackageTarget(name: "ATests", kind: .test, dependencies: [TargetDependency(name: "A")]),
            ])
        #expect(FocusPlan(graph: graph, testTargets: ["ATests"]).packages == nil)
    }
}
