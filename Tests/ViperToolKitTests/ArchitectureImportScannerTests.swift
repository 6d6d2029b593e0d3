import Testing
import ViperToolKit

@Suite("Reading import lines")
struct ArchitectureImportScannerTests {
    private let scanner = ImportScanner()

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
        """
        let found = scanner.imports(in: source, file: "A.swift")
        #expect(found.map(\.module) == ["Foundation", "ItemsList", "GRDB", "ViperKit", "NIOCore", "Hummingbird", "Dispatch"])
        #expect(found.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(found.map(\.isTestable) == [false, true, false, false, false, false, false])
    }

    @Test("imports in comments and strings that are not declarations are ignored")
    func comments() {
        let source = """
        // import GRDB
        /* import Hummingbird
           import NIOCore */
        let text = "import Storage"
        import Domain // import Networking
        """
        #expect(scanner.imports(in: source, file: "A.swift").map(\.module) == ["Domain"])
    }

    @Test("targets are classified by folder, so a new feature needs no configuration")
    func classification() {
        let classifier = TargetClassifier()
        #expect(classifier.role(of: PackageTarget(name: "Orders", kind: .regular, path: "Modules/Orders/Sources")) == .feature("Orders"))
        #expect(classifier.role(of: PackageTarget(name: "OrdersInterface", kind: .regular, path: "Modules/Orders/Interface")) == .interface("Orders"))
        #expect(classifier.role(of: PackageTarget(name: "Storage", kind: .regular, path: "Services/Storage")) == .liveService)
        #expect(classifier.role(of: PackageTarget(name: "App", kind: .executable, path: "App/Main")) == .app)
        #expect(classifier.role(of: PackageTarget(name: "OrdersTests", kind: .test)) == .test)
    }
}
