import Testing
import ViperKitTesting
import ViperToolKit

@Suite("Reading imports and public declarations with swift-syntax", .onThreadsOfTheirOwn)
struct SourceScannerTests {
    private let scanner = SourceScanner()

    @Test("every spelling of an import yields its module and line")
    func spellings() {
        let source = """
            import Foundation
            @testable import ItemsList
            import struct GRDB.DatabaseQueue
            @_exported import ViperKit
            internal import NIOCore
            public import class Hummingbird.Router
            @preconcurrency import Dispatch
            @_spi(Private) import Synchronization
            """
        let found = scanner.imports(in: source, file: "A.swift")
        #expect(found.map(\.module) == ["Foundation", "ItemsList", "GRDB", "ViperKit", "NIOCore", "Hummingbird", "Dispatch", "Synchronization"])
        #expect(found.map(\.line) == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(found.map(\.isTestable) == [false, true, false, false, false, false, false, false])
    }

    @Test("an import after a block comment or a semicolon on the same line is seen")
    func sameLine() {
        let source = """
            /* generated */ import GRDB
            let x = 1; import Hummingbird
            /* one */ /* two */ @testable import Storage
            """
        let found = scanner.imports(in: source, file: "A.swift")
        #expect(found.map(\.module) == ["GRDB", "Hummingbird", "Storage"])
        #expect(found.map(\.line) == [1, 2, 3])
        #expect(found.map(\.isTestable) == [false, false, true])
    }

    @Test("imports in every branch of an #if are seen, nested ones and those in a type's #if too")
    func conditionalCompilation() {
        let source = """
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #elseif os(macOS)
            import Darwin
            #else
            import Glibc
            #if DEBUG
            import Networking
            #endif
            #endif
            """
        #expect(scanner.imports(in: source, file: "A.swift").map(\.module) == ["FoundationNetworking", "Darwin", "Glibc", "Networking"])
        #expect(scanner.imports(in: source, file: "A.swift").map(\.line) == [2, 4, 6, 8])
    }

    @Test("text in comments and string literals, multi-line and raw ones too, is not an import")
    func commentsAndStrings() {
        let source = #"""
            // import GRDB
            /* import Hummingbird
               import NIOCore */
            /// import Storage
            let text = "import Storage"
            let raw = #"import Networking"#
            let lines = """
            import DemoAPI
            @testable import Gateway
            """
            func f() { _ = "x"; /* import Fakes */ }
            import Domain // import Networking
            """#
        let found = scanner.imports(in: source, file: "A.swift")
        #expect(found.map(\.module) == ["Domain"])
        #expect(found.map(\.line) == [12])
    }

    @Test("outermost public and open declarations are found at their modifier's line, with their allowance")
    func publicDeclarations() {
        let source = """
            import Foundation

            /// A thing.
            @MainActor
            public final class Thing {
                public init() {}
            }
            struct Inner {
                public var name: String
                func body() { struct Local {} }
            }
            public extension String {
                var shout: String { uppercased() }
            }
            // viper:public the App injects it through the builder
            public protocol Source {}
            /// Documented.
            // viper:public
            open class Base {}
            // viper:public a reason

            public struct Detached {}
            struct Setter {
                public(set) var count = 0
            }
            #if DEBUG
            public enum Debug {}
            #endif
            """
        let found = scanner.scan(source, file: "A.swift").publicDeclarations
        #expect(
            found.map(\.name) == ["class Thing", "var name", "extension String", "protocol Source", "class Base", "struct Detached", "enum Debug"])
        #expect(found.map(\.access) == ["public", "public", "public", "public", "open", "public", "public"])
        #expect(found.map(\.line) == [5, 9, 12, 16, 19, 22, 27])
        #expect(found.map(\.allowance) == [nil, nil, nil, "the App injects it through the builder", "", nil, nil])
    }

    @Test("protocols, types and extensions are found with what they inherit, nested and #if ones too; identifiers only in code")
    func typesAndIdentifiers() {
        let source = """
            import Testing
            @testable import Orders

            /// A spy.
            final class OrdersViewSpy: Orders.OrdersView, Sendable {}
            protocol OrdersPresenter: AnyObject {}
            public struct Outer {
                struct Inner: Equatable {}
            }
            extension Outer: CustomStringConvertible {}
            #if DEBUG
            actor Worker: Service<Int> {}
            #endif
            func body() { final class Local: OrdersRouter {} }
            // ModuleTestStore in a comment
            let text = "HiddenName"
            let store = ModuleTestStore(module)
            """
        let scanned = scanner.scan(source, file: "A.swift")
        #expect(scanned.types.map(\.keyword) == ["class", "protocol", "struct", "struct", "extension", "actor"])
        #expect(scanned.types.map(\.name) == ["OrdersViewSpy", "OrdersPresenter", "Outer", "Inner", "Outer", "Worker"])
        #expect(
            scanned.types.map(\.inherited) == [
                ["OrdersView", "Sendable"], ["AnyObject"], [], ["Equatable"], ["CustomStringConvertible"], ["Service"],
            ])
        #expect(scanned.types.map(\.line) == [5, 6, 7, 8, 10, 12])
        #expect(scanned.identifiers.contains("ModuleTestStore"))
        #expect(!scanned.identifiers.contains("HiddenName"))
    }

    @Test("plain string literals are read as written, multi-line and raw ones too; an interpolated one is not")
    func stringLiterals() {
        let source = #"""
            let title = "orders.title"
            let raw = #"orders.raw"#
            let long = """
                orders.long
                """
            let said = "orders.\(count)"
            let empty = ""
            // "orders.comment"
            """#
        #expect(scanner.scan(source, file: "A.swift").stringLiterals == ["orders.title", "orders.raw", "orders.long", ""])
    }

    @Test("targets are classified by folder, so a new feature needs no configuration")
    func classification() {
        let classifier = TargetClassifier()
        #expect(classifier.role(of: PackageTarget(name: "Orders", kind: .regular, path: "Modules/Orders/Sources")) == .feature("Orders"))
        #expect(classifier.role(of: PackageTarget(name: "OrdersInterface", kind: .regular, path: "Modules/Orders/Interface")) == .interface("Orders"))
        #expect(classifier.role(of: PackageTarget(name: "Storage", kind: .regular, path: "Services/Storage")) == .liveService)
        #expect(classifier.role(of: PackageTarget(name: "App", kind: .executable, path: "App/Main")) == .app)
        #expect(classifier.role(of: PackageTarget(name: "HostCore", kind: .regular, path: "App/HostCore")) == .shell)
        #expect(classifier.role(of: PackageTarget(name: "HostCoreTesting", kind: .regular, path: "App/HostCoreTesting")) == .kitSupport)
        #expect(classifier.role(of: PackageTarget(name: "OrdersTests", kind: .test)) == .test)
    }

    @Test("a product's modules are read from its package's manifest: another name, several targets")
    func productModules() {
        let manifest = """
            let package = Package(
                name: "GRDB",
                products: [
                    .library(name: "GRDBSQLite", targets: ["GRDBSQLite"]),
                    .library(name: "GRDB", targets: ["GRDB"]),
                    .library(name: "GRDB-dynamic", type: .dynamic, targets: ["GRDB"]),
                    .library(name: "Kit", targets: ["KitCore", "KitExtras"]),
                    .executable(name: "tool", targets: ["Tool"]),
                ]
            )
            """
        let libraries = ProductModules.libraries(inManifest: manifest)
        #expect(libraries == ["GRDBSQLite": ["GRDBSQLite"], "GRDB": ["GRDB"], "GRDB-dynamic": ["GRDB"], "Kit": ["KitCore", "KitExtras"]])
        let products = ProductModules(products: ["grdb.swift": libraries])
        #expect(products.modules(of: TargetDependency(name: "GRDB-dynamic", package: "GRDB.swift")) == ["GRDB", "GRDB-dynamic"])
        #expect(products.modules(of: TargetDependency(name: "Kit", package: "GRDB.swift")) == ["KitCore", "KitExtras", "Kit"])
        #expect(products.modules(of: TargetDependency(name: "ArgumentParser", package: "swift-argument-parser")) == ["ArgumentParser"])
    }
}
