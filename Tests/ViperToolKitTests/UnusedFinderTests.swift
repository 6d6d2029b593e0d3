import Foundation
import Testing

@testable import ViperToolKit

/// `viper unused` on planted cases: what it must list and what it must not.
@Suite("Finding what nobody uses")
struct UnusedFinderTests {
    /// Two features: Shop's Interface with planted declarations, and Cart, which uses some of them
    /// (its tests use one more) and which nothing reaches.
    static let files: [String: String] = [
        "Modules/Shop/Interface/ShopInterface.swift": """
        public protocol ShopBuilding {
            func build(input: ShopInput) -> Int
        }
        public struct ShopInput: Equatable, CustomStringConvertible {
            public let value: String
            public init(value: String) { self.value = value }
            public var description: String { value }
            public func plantedUnused() -> Int { 1 }
            public func usedOnlyByATest() -> Int { 2 }
            public var reachedThroughAnAlias: Int { 3 }
        }
        public enum ShopState { case loaded, failed }
        public typealias ShopAlias = ShopInput
        public enum ShopRoute { public static let path = "/shop" }
        """,
        "Modules/Shop/Sources/Builder/ShopDefaultBuilder.swift": """
        import ShopInterface
        public struct ShopDefaultBuilder: ShopBuilding {
            public func build(input: ShopInput) -> Int { input.value.count }
        }
        """,
        "Modules/Cart/Sources/Builder/CartDefaultBuilder.swift": """
        import ShopInterface
        public struct CartDefaultBuilder {
            let shop: any ShopBuilding
            func total(_ input: ShopAlias, state: ShopState) -> Int {
                switch state {
                case .loaded: input.reachedThroughAnAlias + shop.build(input: ShopInput(value: ShopRoute.path))
                case .failed: 0
                }
            }
        }
        """,
        "Tests/CartTests/CartTests.swift": """
        import ShopInterface
        let used = ShopInput(value: "a").usedOnlyByATest()
        """,
    ]

    static func findings() throws -> [UnusedFinding] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-unused-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let graph = PackageGraph(
            name: "Planted",
            targets: [
                PackageTarget(name: "ShopInterface", kind: .regular, path: "Modules/Shop/Interface"),
                PackageTarget(name: "Shop", kind: .regular, path: "Modules/Shop/Sources"),
                PackageTarget(name: "Cart", kind: .regular, path: "Modules/Cart/Sources"),
                PackageTarget(name: "CartTests", kind: .test, path: "Tests/CartTests"),
            ])
        return try UnusedFinder(root: root, graph: graph).findings()
    }

    @Test("a public function used nowhere is listed, and a feature nothing reaches; nothing else of the planted cases is")
    func planted() throws {
        let found = try Self.findings().map { "\($0.kind.rawValue) \($0.target) \($0.symbol)" }
        #expect(found == ["feature Cart Cart", "declaration ShopInterface ShopInput.plantedUnused()"])
    }

    @Test(
        "not listed: a use by another target's test, a protocol requirement, a conformance, a matched enum case, a member reached through a typealias, a reached feature",
        arguments: [
            "usedOnlyByATest", "ShopBuilding", "build", "description", "ShopInput: ", "failed", "loaded", "reachedThroughAnAlias", "feature Shop",
        ])
    func notListed(name: String) throws {
        #expect(!(try Self.findings()).contains { "\($0.kind == .feature ? "feature " : "")\($0.symbol)".contains(name) })
    }
}
