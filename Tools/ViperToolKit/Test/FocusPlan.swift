/// What a focused package keeps of the real one: the test targets asked for and the transitive
/// closure of their dependencies, nothing else.
///
/// ```swift
/// let plan = try FocusPlan(graph: graph, modules: ["ItemsList"])
/// plan.testTargets   // ["ItemsListTests"]
/// plan.targets       // ViperKit, ViperKitTesting, Domain, Fakes, ItemDetailInterface, ItemsList…
/// plan.packages      // [] : a feature needs no third-party package
/// ```
public struct FocusPlan: Sendable, Hashable {
    /// The test targets that run, sorted.
    public let testTargets: [String]
    /// Every target the focused package declares, in the real manifest's order.
    public let targets: [PackageTarget]
    /// Identities (lowercased package names) of the third-party packages those targets use, sorted.
    /// `nil` when a dependency names a product without its package, so every package must be kept.
    public let packages: [String]?

    /// The folders, relative to the package root, that the focused package links to the real ones.
    public var linkedPaths: [String] { targets.map(\.path) }

    /// Plans the focus for `modules`: each is a test target's name, or a target whose tests are `<name>Tests`.
    public init(graph: PackageGraph, modules: [String]) throws(FocusError) {
        guard !modules.isEmpty else { throw .nothingToTest }
        var testTargets: [String] = []
        for module in modules {
            testTargets.append(try Self.testTarget(for: module, in: graph))
        }
        self.init(graph: graph, testTargets: testTargets)
    }

    /// Plans the focus for test targets already known to exist.
    public init(graph: PackageGraph, testTargets: [String]) {
        self.testTargets = Array(Set(testTargets)).sorted()
        targets = graph.dependencyClosure(of: testTargets)
        var packages = Set<String>()
        var everyPackage = false
        for dependency in targets.flatMap(\.dependencies) {
            if let package = dependency.package {
                packages.insert(package.lowercased())
            } else if graph.target(named: dependency.name) == nil {
                everyPackage = true
            }
        }
        self.packages = everyPackage ? nil : packages.sorted()
    }

    private static func testTarget(for module: String, in graph: PackageGraph) throws(FocusError) -> String {
        if let target = graph.target(named: module), target.kind == .test { return module }
        let candidate = module + "Tests"
        if let tests = graph.target(named: candidate), tests.kind == .test { return candidate }
        guard graph.target(named: module) != nil else {
            let known = graph.targets.filter { $0.kind != .test && graph.target(named: $0.name + "Tests")?.kind == .test }
            throw .unknownModule(module, known: known.map(\.name).sorted())
        }
        throw .noTestTarget(module, lookedFor: candidate)
    }
}
