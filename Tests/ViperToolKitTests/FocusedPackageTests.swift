import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("viper test: the focused package on disk", .onThreadsOfTheirOwn)
struct FocusedPackageTests {
    private static let graph = Task { try await PackageDumper().graph(ofPackageAt: Repository.root) }
    private static let manifest = Result {
        try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    /// A focused package of the real repository, planned as `viper test` plans it and written under a
    /// temporary root whose target folders link to the real ones.
    private func write(_ modules: [String]) async throws -> (FocusedPackage, FocusPlan, URL) {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("viper-focus-\(UUID().uuidString)")
        let package = FocusedPackage(root: Repository.root, request: modules)
        let relocated = FocusedPackage(root: Repository.root, request: modules, directory: temporary)
        let manifest = try Self.manifest.get()
        let source = try await FocusSource.planned(forPackageAt: Repository.root, manifest: manifest, request: modules)
        try relocated.write(source.plan, manifest: manifest, cutFrom: source.manifest)
        #expect(package.directory.path.hasSuffix(".build/viper-focus/" + modules.sorted().joined(separator: "+")))
        return (relocated, source.plan, temporary)
    }

    @Test("each kept target's folder is a link to the real folder, and nothing else is linked")
    func links() async throws {
        let (package, plan, folder) = try await write(["ItemsList"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in plan.linkedPaths {
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: package.directory.appendingPathComponent(path).path)
            #expect(destination == Repository.root.appendingPathComponent(path).path)
        }
        #expect(!FileManager.default.fileExists(atPath: package.directory.appendingPathComponent("Modules/OrderEntry").path))
        #expect(!FileManager.default.fileExists(atPath: package.directory.appendingPathComponent("App").path))
    }

    @Test(
        "the focused manifest, cut or whole, declares the kept targets exactly as the real one does, and only the packages they use",
        arguments: [(["Storage", "FinalScreen"], ["grdb.swift", "swift-distributed-tracing"]), (["ContactList"], [])]
    )
    func sameDeclarations(modules: [String], packages: [String]) async throws {
        let (_, plan, folder) = try await write(modules)
        defer { try? FileManager.default.removeItem(at: folder) }
        let focused = try await PackageDumper().graph(ofPackageAt: folder)
        #expect(focused.targets.map(\.name) == plan.targets.map(\.name))
        let real = try await Self.graph.value
        for target in focused.targets {
            #expect(target.declaration == real.target(named: target.name)?.declaration, "\(target.name)")
        }
        let json = try await PackageDumper().dumpPackageJSON(ofPackageAt: folder)
        let dependencies = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])[
            "dependencies"]
        let identities = (dependencies as? [[String: Any]] ?? []).compactMap {
            ($0["sourceControl"] as? [[String: Any]])?.first?["identity"] as? String
        }
        #expect(identities == packages)
    }

    @Test("the folder is current for the manifest it was made from, and remade (keeping its build) when the manifest changes")
    func currency() async throws {
        let (package, plan, folder) = try await write(["FinalScreen"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.manifest.get()
        #expect(package.isCurrent(forManifest: manifest))
        #expect(!package.isCurrent(forManifest: manifest + "\n// edited\n"))
        let build = folder.appendingPathComponent(".build/kept")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try package.write(plan, manifest: manifest + "\n// edited\n", cutFrom: manifest)
        #expect(package.isCurrent(forManifest: manifest + "\n// edited\n"))
        #expect(FileManager.default.fileExists(atPath: build.path))
    }

    @Test("paths in the focused folder read as the real files' paths")
    func realPaths() async {
        let package = FocusedPackage(root: URL(fileURLWithPath: "/repo"), request: ["A"])
        #expect(package.realPath("/repo/.build/viper-focus/A/Tests/ATests/X.swift:3:1: error") == "/repo/Tests/ATests/X.swift:3:1: error")
    }

    @Test("a module and its test target's name share one folder, but each spelling is its own request")
    func spellings() async throws {
        let module = FocusedPackage(root: URL(fileURLWithPath: "/repo"), request: ["ItemsList"])
        let tests = FocusedPackage(root: URL(fileURLWithPath: "/repo"), request: ["ItemsListTests"])
        #expect(module.directory == tests.directory)
        let (package, _, folder) = try await write(["FinalScreen"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = FocusedPackage(root: Repository.root, request: ["FinalScreenTests"], directory: folder)
        #expect(package.isCurrent(forManifest: try Self.manifest.get()))
        #expect(!other.isCurrent(forManifest: try Self.manifest.get()))
    }

    @Test("a long request gets a short stable folder name")
    func longName() async {
        let names = (1 ... 20).map { "Feature\($0)Tests" }
        let first = FocusedPackage(root: URL(fileURLWithPath: "/repo"), request: names)
        let second = FocusedPackage(root: URL(fileURLWithPath: "/repo"), request: names.reversed())
        #expect(first.directory == second.directory)
        #expect(first.directory.lastPathComponent.hasPrefix("focus-"))
    }
}
