import Testing
import ViperKitTesting

@testable import ViperToolKit

/// One planted change to a target's sources and how `viper api` must classify it.
struct PlantedAPIChange: Sendable, CustomTestStringConvertible {
    let name: String
    let before: String
    let after: String
    /// The symbol the change must name.
    let symbol: String
    let severity: APIChangeSeverity
    /// Words one of its reasons must contain.
    let reason: String

    var testDescription: String { name }
}

@Suite("viper api: each planted API change classified as a compiler in another module would see it", .onThreadsOfTheirOwn)
struct APIComparisonTests {
    static let breaking: [PlantedAPIChange] = [
        PlantedAPIChange(
            name: "a conformance replaced by one it refines (Hashable by Equatable)",
            before: "public struct Item: Hashable {}", after: "public struct Item: Equatable {}",
            symbol: "Share.Item: Hashable", severity: .breaking, reason: "no longer conforms to Hashable"),
        PlantedAPIChange(
            name: "a removed public function", before: "public enum Tools { public static func reset() {} }", after: "public enum Tools {}",
            symbol: "Share.Tools.reset()", severity: .breaking, reason: "removed"),
        PlantedAPIChange(
            name: "a renamed public function",
            before: "public protocol Share { func open(id: Int) }", after: "public protocol Share { func show(id: Int) }",
            symbol: "Share.Share.open(id:)", severity: .breaking, reason: "renamed to Share.show(id:)"),
        PlantedAPIChange(
            name: "a changed parameter label",
            before: "public func load(id: Int) {}", after: "public func load(identifier: Int) {}",
            symbol: "Share.load(id:)", severity: .breaking, reason: "parameter label changed from `id:` to `identifier:`"),
        PlantedAPIChange(
            name: "a changed parameter type",
            before: "public func load(id: Int) {}", after: "public func load(id: String) {}",
            symbol: "Share.load(id:)", severity: .breaking, reason: "parameter `id:` type changed from Int to String"),
        PlantedAPIChange(
            name: "a changed parameter order",
            before: "public func move(from: Int, to: Int, animated: Bool) {}", after: "public func move(animated: Bool, from: Int, to: Int) {}",
            symbol: "Share.move(from:to:animated:)", severity: .breaking, reason: "parameter order changed"),
        PlantedAPIChange(
            name: "a new parameter without a default",
            before: "public struct Input { public init(id: Int) {} }", after: "public struct Input { public init(id: Int, source: String) {} }",
            symbol: "Share.Input.init(id:)", severity: .breaking, reason: "new parameter `source:` without a default value"),
        PlantedAPIChange(
            name: "a new protocol requirement without a default implementation",
            before: "public protocol Delegate { func didClose() }", after: "public protocol Delegate { func didClose()\n func didSave(id: Int) }",
            symbol: "Share.Delegate.didSave(id:)", severity: .breaking, reason: "new protocol requirement without a default implementation"),
        PlantedAPIChange(
            name: "a new case in a public enum",
            before: "public enum Route { case list, detail(id: Int) }", after: "public enum Route { case list, detail(id: Int), share }",
            symbol: "Share.Route.share", severity: .breaking, reason: "new enum case"),
        PlantedAPIChange(
            name: "throws added",
            before: "public func save() async {}", after: "public func save() async throws {}",
            symbol: "Share.save()", severity: .breaking, reason: "now throws"),
        PlantedAPIChange(
            name: "the error type changed",
            before: "public func save() throws(SaveError) {}", after: "public func save() throws(StoreError) {}",
            symbol: "Share.save()", severity: .breaking, reason: "error type changed from SaveError to StoreError"),
        PlantedAPIChange(
            name: "a global actor added",
            before: "public protocol View { func show() }", after: "@MainActor public protocol View { func show() }",
            symbol: "Share.View", severity: .breaking, reason: "now isolated to @MainActor"),
        PlantedAPIChange(
            name: "a global actor removed",
            before: "public final class Store { @MainActor public func flush() {} }", after: "public final class Store { public func flush() {} }",
            symbol: "Share.Store.flush()", severity: .breaking, reason: "no longer isolated to @MainActor"),
        PlantedAPIChange(
            name: "Sendable removed from a declaration",
            before: "public struct Item: Hashable, Sendable {}", after: "public struct Item: Hashable {}",
            symbol: "Share.Item: Sendable", severity: .breaking, reason: "no longer Sendable"),
        PlantedAPIChange(
            name: "Sendable removed from an extension",
            before: "public final class Box {}\nextension Box: @unchecked Sendable {}", after: "public final class Box {}",
            symbol: "Share.Box: Sendable", severity: .breaking, reason: "no longer Sendable"),
        PlantedAPIChange(
            name: "a generic constraint added",
            before: "public func first<T>(of items: [T]) -> T? { nil }", after: "public func first<T: Hashable>(of items: [T]) -> T? { nil }",
            symbol: "Share.first(of:)", severity: .breaking, reason: "generic constraint added: T: Hashable"),
        PlantedAPIChange(
            name: "a where-clause constraint added to a type",
            before: "public struct Page<Element> {}", after: "public struct Page<Element> where Element: Sendable {}",
            symbol: "Share.Page", severity: .breaking, reason: "generic constraint added: Element: Sendable"),
        PlantedAPIChange(
            name: "a struct that became a class",
            before: "public struct Settings { public var name: String }", after: "public final class Settings { public var name: String = \"\" }",
            symbol: "Share.Settings", severity: .breaking, reason: "struct became class"),
        PlantedAPIChange(
            name: "a default implementation removed",
            before: "public protocol Delegate { func didClose() }\nextension Delegate { public func didClose() {} }",
            after: "public protocol Delegate { func didClose() }",
            symbol: "Share.Delegate.didClose()", severity: .breaking, reason: "default implementation removed"),
        PlantedAPIChange(
            name: "a property that is no longer settable",
            before: "public struct Form { public var title: String }", after: "public struct Form { public private(set) var title: String }",
            symbol: "Share.Form.title", severity: .breaking, reason: "no longer settable"),
        PlantedAPIChange(
            name: "a protocol that now inherits another",
            before: "public protocol Output {}", after: "public protocol Output: AnyObject {}",
            symbol: "Share.Output: AnyObject", severity: .breaking, reason: "every conforming type must conform to it too"),
        PlantedAPIChange(
            name: "a return type changed",
            before: "public func count() -> Int { 0 }", after: "public func count() -> Int? { 0 }",
            symbol: "Share.count()", severity: .breaking, reason: "result type changed from Int to Int?"),
    ]

    static let additive: [PlantedAPIChange] = [
        PlantedAPIChange(
            name: "a conformance replaced by one that refines it (Equatable by Hashable)",
            before: "public struct Item: Equatable {}", after: "public struct Item: Hashable {}",
            symbol: "Share.Item: Equatable", severity: .additive, reason: "conforms to Hashable instead, which refines Equatable"),
        PlantedAPIChange(
            name: "a conformance replaced by one of the package's protocols that refines it",
            before: "public protocol Base {}\npublic protocol Refined: Base {}\npublic struct Item: Base {}",
            after: "public protocol Base {}\npublic protocol Refined: Base {}\npublic struct Item: Refined {}",
            symbol: "Share.Item: Base", severity: .additive, reason: "conforms to Refined instead, which refines Base"),
        PlantedAPIChange(
            name: "a new parameter with a default",
            before: "public struct Input { public init(id: Int) {} }",
            after: "public struct Input { public init(id: Int, source: String = \"list\") {} }",
            symbol: "Share.Input.init(id:)", severity: .additive, reason: "new parameter `source:` with a default value"),
        PlantedAPIChange(
            name: "a new protocol requirement with a default implementation in an extension",
            before: "public protocol Delegate { func didClose() }",
            after: "public protocol Delegate { func didClose()\n func didSave(id: Int) }\npublic extension Delegate { func didSave(id: Int) {} }",
            symbol: "Share.Delegate.didSave(id:)", severity: .additive, reason: "new protocol requirement with a default implementation"),
        PlantedAPIChange(
            name: "@available(*, deprecated) added",
            before: "public func reload() {}", after: "@available(*, deprecated, message: \"Use refresh()\")\npublic func reload() {}",
            symbol: "Share.reload()", severity: .additive, reason: "deprecated (*, deprecated, message: \"Use refresh()\")"),
        PlantedAPIChange(
            name: "a rename that keeps a renamed: shim",
            before: "public func reload() {}",
            after: "public func refresh() {}\n@available(*, deprecated, renamed: \"refresh()\")\npublic func reload() { refresh() }",
            symbol: "Share.reload()", severity: .additive, reason: "deprecated (*, deprecated, renamed: \"refresh()\")"),
        PlantedAPIChange(
            name: "a new public function", before: "public enum Tools {}", after: "public enum Tools { public static func reset() {} }",
            symbol: "Share.Tools.reset()", severity: .additive, reason: "added"),
        PlantedAPIChange(
            name: "Sendable added", before: "public struct Item {}", after: "public struct Item: Sendable {}",
            symbol: "Share.Item: Sendable", severity: .additive, reason: "added"),
        PlantedAPIChange(
            name: "a generic constraint removed",
            before: "public func first<T: Hashable>(of items: [T]) -> T? { nil }", after: "public func first<T>(of items: [T]) -> T? { nil }",
            symbol: "Share.first(of:)", severity: .additive, reason: "generic constraint removed: T: Hashable"),
    ]

    /// What `viper api` reports from `before` to `after`, each one file of the target `Share`.
    static func changes(from before: String, to after: String) throws -> [APIChange] {
        var old = APISurfaceReader(target: "Share")
        try old.read(before, file: "Modules/Share/Interface/Share.swift")
        var new = APISurfaceReader(target: "Share")
        try new.read(after, file: "Modules/Share/Interface/Share.swift")
        return APIComparison().changes(from: old.surface(), to: new.surface())
    }

    @Test("a breaking change is classified breaking, with its reason", arguments: breaking)
    func classifiesBreaking(_ planted: PlantedAPIChange) throws {
        try expectClassified(planted)
    }

    @Test("an additive change is classified additive, with its reason, and nothing else is breaking", arguments: additive)
    func classifiesAdditive(_ planted: PlantedAPIChange) throws {
        try expectClassified(planted)
        #expect(try Self.changes(from: planted.before, to: planted.after).allSatisfy { $0.severity == .additive })
    }

    private func expectClassified(_ planted: PlantedAPIChange) throws {
        let changes = try Self.changes(from: planted.before, to: planted.after)
        let change = try #require(changes.first { $0.symbol == planted.symbol }, "\(changes.map(\.symbol))")
        #expect(change.severity == planted.severity, "\(change.reasons)")
        #expect(change.reasons.contains { $0.contains(planted.reason) }, "\(change.reasons)")
    }

    @Test("formatting, comments, bodies, internal names, default values and internal declarations change no API")
    func unchangedAPI() throws {
        let before = """
            public protocol Delegate: AnyObject { func itemDetail(_ module: Int, didSave item: [String]) async throws }
            public struct Input: Sendable { public init(id: Int, source: String = "list") { self.id = id }
                let id: Int
                func helper() {} }
            struct Hidden { public func visible() {} }
            """
        let after = """
            /// Documented now.
            public protocol Delegate : AnyObject {
                func itemDetail(
                    _ screen: Int,  // renamed inside
                    didSave saved: [ String ]
                ) async throws
            }
            public struct Input: @unchecked Sendable {
                public init(id: Int, source: String = "detail") { self.id = id + 0 }
                let id: Int
                func helper(_ x: Int) {}
                func another() {}
            }
            struct Hidden { public func visible(now: Bool) {} }
            internal func added() {}
            """
        #expect(try Self.changes(from: before, to: after).isEmpty)
    }

    @Test("a protocol's members are as public as the protocol, a public extension's as the extension, an enum's cases as the enum")
    func implicitAccess() throws {
        var reader = APISurfaceReader(target: "Share")
        try reader.read(
            """
            public protocol Output { var title: String { get }; func done() }
            public extension Int { func doubled() -> Int { self * 2 } }
            public enum Route { case list }
            enum Internal { case hidden }
            extension Internal: Equatable {}
            public struct Model { var hidden: Int; public let shown: Int; public private(set) var count = 0 }
            @available(*, unavailable) public func gone() {}
            """, file: "Share.swift")
        let paths = reader.surface().sortedSymbols.map(\.path)
        #expect(
            paths == [
                "Int.doubled()", "Model", "Model.count", "Model.shown", "Output", "Output.done()", "Output.title", "Route", "Route.list",
            ])
        #expect(reader.surface().symbols["Model.count"]?.accessors == "get")
        #expect(reader.surface().symbols["Output.title"]?.isRequirement == true)
    }

    @Test("a file that does not parse stops the reading instead of counting as an empty API")
    func unparsable() {
        var reader = APISurfaceReader(target: "Share")
        #expect(throws: APIError.unparsable(file: "Broken.swift")) {
            try reader.read("public func broken( {", file: "Broken.swift")
        }
    }

    @Test("a removed type is one change, not one per member; a target that is gone removes all its symbols")
    func removedTypeOnce() throws {
        let changes = try Self.changes(
            from: "public struct Old: Sendable { public init() {}; public var name: String { \"\" } }\npublic func kept() {}",
            to: "public func kept() {}")
        #expect(changes.map(\.symbol) == ["Share.Old"])
        var old = APISurfaceReader(target: "Share")
        try old.read("public func kept() {}", file: "Share.swift")
        #expect(APIComparison().changes(from: old.surface(), to: nil).map(\.severity) == [.breaking])
    }
}
