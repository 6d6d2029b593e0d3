import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

/// One case planted in a clean ``PlantedPackage``: a file written (or replaced) and, maybe, a
/// dependency declared; and what `viper check` must say: one violation of `rule` at `line` of
/// `reportedFile`, or nothing.
struct Plant: Sendable, CustomTestStringConvertible {
    let name: String
    var file: String? = nil
    var text: String = ""
    /// A file of the clean package removed.
    var removed: String? = nil
    var dependency: (target: String, on: TargetDependency)? = nil
    var products: [String: [String: [String]]] = [:]
    /// The rule broken, `nil` for a clean case.
    var rule: ArchitectureRule? = nil
    var reportedFile: String? = nil
    var line: Int = 1

    var testDescription: String { name }
    var isCaught: Bool { rule != nil }

    static let interactor = "Modules/Orders/Sources/Interactor/OrdersInteractor.swift"
    static let builder = "Modules/Orders/Sources/Builder/OrdersDefaultBuilder.swift"
    static let support = "Modules/Orders/Sources/Interactor/OrdersSupport.swift"

    /// The clean package's CODEOWNERS with `line` appended (as its line 7): an `ownership` violation
    /// is reported there, if `caught`.
    static func owners(_ name: String, appending line: String, caught: Bool) -> Plant {
        Plant(
            name: name, file: "CODEOWNERS", text: PlantedPackage.codeOwners + line + "\n", rule: caught ? .ownership : nil,
            reportedFile: caught ? "CODEOWNERS" : nil, line: caught ? 7 : 1
        )
    }

    /// A feature file with `line` in it, where a third-party import is a violation if it is seen.
    static func thirdParty(_ name: String, _ text: String, seenAt line: Int?) -> Plant {
        Plant(
            name: name, file: support, text: text, rule: line == nil ? nil : .thirdParty,
            reportedFile: support, line: line ?? 1
        )
    }

    static let all: [Plant] = [
        // Imports the checker must see: a feature importing GRDB is reported at the import.
        thirdParty("import after a block comment on the same line", "/* generated */ import GRDB\n", seenAt: 1),
        thirdParty("import after a semicolon", "let limit = 1; import GRDB\n", seenAt: 1),
        thirdParty("import in an #if branch", "#if os(Linux)\nimport GRDB\n#endif\n", seenAt: 2),
        thirdParty("import in an #else branch", "#if os(Linux)\nimport Foundation\n#else\nimport GRDB\n#endif\n", seenAt: 4),
        thirdParty("import in a nested #elseif", "#if DEBUG\n#if os(macOS)\n#elseif os(Linux)\nimport GRDB\n#endif\n#endif\n", seenAt: 4),
        thirdParty("@testable import", "@testable import GRDB\n", seenAt: 1),
        thirdParty("import struct", "import struct GRDB.DatabaseQueue\n", seenAt: 1),
        thirdParty("@_exported import", "@_exported import GRDB\n", seenAt: 1),
        // Text the checker must not take for an import.
        thirdParty("import-like text in a string literal", "let text = \"import GRDB\"\n", seenAt: nil),
        thirdParty("import-like text in a multi-line string", "let text = \"\"\"\nimport GRDB\n@testable import GRDB\n\"\"\"\n", seenAt: nil),
        thirdParty("import-like text in a raw string", "let text = #\"import GRDB\"#\n", seenAt: nil),
        thirdParty("import in a line comment", "// import GRDB\nlet x = 1 // import GRDB\n", seenAt: nil),
        thirdParty("import in a block comment", "/* import GRDB\n   import GRDB */\n/** import GRDB */\n", seenAt: nil),
        // Unused and used dependencies.
        Plant(
            name: "unused dependency (declared, never imported)",
            dependency: ("OrdersInterface", TargetDependency(name: "Domain")),
            rule: .unusedDependency, reportedFile: "Package.swift"
        ),
        Plant(
            name: "unused product dependency",
            dependency: ("App", TargetDependency(name: "GRDB", package: "GRDB.swift")),
            rule: .unusedDependency, reportedFile: "Package.swift"
        ),
        Plant(
            name: "used dependency (declared and imported)",
            file: "Modules/Orders/Interface/OrdersItem.swift", text: "import Domain\n",
            dependency: ("OrdersInterface", TargetDependency(name: "Domain"))
        ),
        Plant(
            name: "used dependency imported only in an #if branch",
            file: "Modules/Orders/Interface/OrdersItem.swift", text: "#if DEBUG\nimport Domain\n#endif\n",
            dependency: ("OrdersInterface", TargetDependency(name: "Domain"))
        ),
        Plant(
            name: "used product whose module has another name",
            file: "App/Main/Database.swift", text: "import GRDB\n",
            dependency: ("App", TargetDependency(name: "GRDB-dynamic", package: "GRDB.swift")),
            products: ["grdb.swift": ["GRDB-dynamic": ["GRDB"]]]
        ),
        // A feature's public face.
        Plant(
            name: "public declaration in Sources/Interactor",
            file: support, text: "/// Helps.\npublic struct OrdersHelper {}\n",
            rule: .featureFace, reportedFile: support, line: 2
        ),
        Plant(
            name: "public extension in Sources/Interactor",
            file: support, text: "import Domain\n\npublic extension Item {\n    var label: String { \"\" }\n}\n",
            rule: .featureFace, reportedFile: support, line: 3
        ),
        Plant(
            name: "open class in Sources/Interactor",
            file: support, text: "open class OrdersBase {}\n",
            rule: .featureFace, reportedFile: support, line: 1
        ),
        Plant(
            name: "package declaration in Sources/Presenter",
            file: "Modules/Orders/Sources/Presenter/OrdersFormat.swift", text: "package enum OrdersFormat {}\n",
            rule: .featureFace, reportedFile: "Modules/Orders/Sources/Presenter/OrdersFormat.swift", line: 1
        ),
        Plant(
            name: "public member of an internal type in Sources/Interactor",
            file: support, text: "struct OrdersHelper {\n    public var name = \"\"\n}\n",
            rule: .featureFace, reportedFile: support, line: 2
        ),
        Plant(
            name: "public declaration in Sources/Builder",
            file: "Modules/Orders/Sources/Builder/OrdersDefaultBuilder+Plugin.swift",
            text: "extension OrdersDefaultBuilder {\n    public func plugin() -> Int { 1 }\n}\npublic struct OrdersBuilderOptions {}\n"
        ),
        Plant(
            name: "public declaration with an allowance and a reason",
            file: support,
            text:
                "/// Where records come from.\n// viper:public the App injects the real source through the builder\npublic protocol OrdersSource {}\n"
        ),
        Plant(
            name: "public declaration with an allowance without a reason",
            file: support, text: "// viper:public\npublic protocol OrdersSource {}\n",
            rule: .featureFace, reportedFile: support, line: 2
        ),
        Plant(
            name: "public declaration with an allowance separated by a blank line",
            file: support, text: "// viper:public the App injects it\n\npublic protocol OrdersSource {}\n",
            rule: .featureFace, reportedFile: support, line: 3
        ),
        // String tables: every key in every language.
        Plant(
            name: "a string-table key missing in German",
            file: "Modules/Orders/Sources/Resources/de.lproj/Localizable.strings", text: "/* Not translated yet. */\n",
            rule: .stringTable, reportedFile: "Modules/Orders/Sources/Resources/de.lproj/Localizable.strings", line: 1
        ),
        // Test-support kits stay in tests.
        Plant(
            name: "a feature importing a Testing kit",
            file: support, text: "import OrdersTesting\n",
            rule: .testSupport, reportedFile: support, line: 1
        ),
        Plant(
            name: "internal declarations and the word public in comments and strings",
            file: support,
            text: "// public struct Hidden {}\nlet note = \"public struct Hidden {}\"\nstruct Visible {\n    private(set) var count = 0\n}\n"
        ),
        // One shape for every feature.
        Plant(
            name: "a role protocol declared outside the contract file",
            file: "Modules/Orders/Sources/Interactor/OrdersInteractorOutput.swift",
            text: "/// What the use case reports.\n@MainActor\nprotocol OrdersInteractorOutput: AnyObject {}\n",
            rule: .moduleShape, reportedFile: "Modules/Orders/Sources/Interactor/OrdersInteractorOutput.swift", line: 3
        ),
        Plant(
            name: "a protocol that is no role (a cell's model) outside the contract file",
            file: "Modules/Orders/Sources/ViewModels/OrdersCellModel.swift", text: "protocol OrdersCellModel {}\n"
        ),
        Plant(
            name: "a spy of the module's own role in its tests",
            file: "Tests/OrdersTests/Support/OrdersViewSpy.swift",
            text: "@testable import Orders\n\nfinal class OrdersViewSpy: Orders.OrdersView {}\n",
            rule: .moduleShape, reportedFile: "Tests/OrdersTests/Support/OrdersViewSpy.swift", line: 3
        ),
        Plant(
            name: "a stand-in for another module's role in the tests",
            file: "Tests/OrdersTests/Support/ItemsViewStandIn.swift", text: "final class ItemsViewStandIn: ItemsView {}\n"
        ),
        Plant(
            name: "tests that name the harness only in a comment and a string",
            file: "Tests/OrdersTests/OrdersTests.swift",
            text: "@testable import Orders\nimport OrdersInterface\nimport OrdersTesting\n\n// ModuleTestStore\nlet name = \"ModuleTestStore\"\n",
            rule: .moduleShape, reportedFile: "Package.swift"
        ),
        Plant(
            name: "no contract file", removed: "Modules/Orders/Sources/OrdersContract.swift",
            rule: .moduleShape, reportedFile: "Package.swift"
        ),
        Plant(
            name: "no budget", removed: "Modules/Orders/Sources/OrdersBudget.swift",
            rule: .featureBudget, reportedFile: "Package.swift"
        ),
        Plant(
            name: "a budget the builder does not give its module", file: "Modules/Orders/Sources/Builder/OrdersDefaultBuilder.swift",
            text: "import OrdersInterface\nimport ViperKit\n\npublic final class OrdersDefaultBuilder: OrdersBuilding {\n    public init() {}\n}\n",
            rule: .featureBudget, reportedFile: "Modules/Orders/Sources/OrdersBudget.swift"
        ),
        Plant(
            name: "a role folder missing", removed: "Modules/Orders/Sources/Router/OrdersDefaultRouter.swift",
            rule: .moduleShape, reportedFile: "Package.swift"
        ),
        Plant(
            name: "no Testing kit", removed: "Modules/Orders/Testing/OrdersBuilderSpy.swift",
            rule: .moduleShape, reportedFile: "Package.swift"
        ),
        Plant(
            name: "previews that declare no state", file: "Modules/Orders/Previews/OrdersPreviews.swift",
            text: "import Orders\nimport ViperKit\n\npublic enum OrdersPreviews {}\n",
            rule: .featurePreviews, reportedFile: "Package.swift"
        ),
        // One owner per target, from CODEOWNERS.
        Plant(
            name: "a target no CODEOWNERS line covers (reported at its declaration)", file: "CODEOWNERS",
            text: PlantedPackage.codeOwners.replacingOccurrences(of: "/Services/           @team-platform\n", with: ""),
            rule: .ownership, reportedFile: "Package.swift"
        ),
        owners("a CODEOWNERS line naming two teams", appending: "/Modules/Orders/Sources/ @team-orders @team-platform", caught: true),
        owners("a CODEOWNERS line naming no team", appending: "/Tests/OrdersTests/", caught: true),
        owners("a later CODEOWNERS line overriding an earlier one", appending: "/Modules/Orders/Interface/ @team-platform", caught: false),
        owners("a CODEOWNERS comment line naming two teams", appending: "# /Modules/Orders/ @team-orders @team-platform", caught: false),
        owners("a comment after a CODEOWNERS line's owner", appending: "/Modules/Orders/ @team-orders # @team-platform reviews too", caught: false),
        owners(
            "a CODEOWNERS glob that matches a Testing folder, with two teams", appending: "/Modules/*/Testing/ @team-qa @team-orders", caught: true),
        owners("a CODEOWNERS name at any depth that matches a Testing folder, with one team", appending: "Testing/ @team-qa", caught: false),
        Plant(name: "no CODEOWNERS file (the ownership rule is skipped)", removed: "CODEOWNERS"),
    ]
}

@Suite("viper check on planted cases, each in a small clean package", .onThreadsOfTheirOwn)
struct ArchitecturePlantedTests {
    @Test("the clean package breaks no rule")
    func cleanPackage() throws {
        let package = try PlantedPackage()
        defer { package.discard() }
        #expect(try package.violations() == [])
    }

    @Test("a planted case is caught by its rule at its line, a clean one is not flagged", arguments: Plant.all)
    func planted(_ plant: Plant) throws {
        var package = try PlantedPackage()
        defer { package.discard() }
        if let file = plant.file { try package.write(plant.text, to: file) }
        if let removed = plant.removed { try package.remove(removed) }
        if let dependency = plant.dependency { package.add(dependency.on, to: dependency.target) }
        let found = try package.violations(products: ProductModules(products: plant.products))
        if let rule = plant.rule {
            #expect(found.count == 1, "\(found)")
            let violation = try #require(found.first)
            #expect(violation.rule == rule)
            #expect(violation.file == plant.reportedFile)
            #expect(violation.line == plant.line)
        } else {
            #expect(found == [])
        }
    }

    @Test("the planted cases cover the required ones: caught and clean")
    func coverage() {
        let caught = Plant.all.filter(\.isCaught).count
        let clean = Plant.all.count - caught
        #expect(caught == 32)
        #expect(clean == 18)
    }

    @Test("a string-table key no code uses is reported in every language's table at its line; a key inside an interpolation is no use")
    func unusedKey() throws {
        let package = try PlantedPackage()
        defer { package.discard() }
        try package.write("import Domain\n\nlet title = \"\\(\"orders\").title\"\nvar items: [Item] = []\n", to: Plant.interactor)
        let found = try package.violations()
        #expect(
            found.map(\.file) == [
                "Modules/Orders/Sources/Resources/de.lproj/Localizable.strings", "Modules/Orders/Sources/Resources/en.lproj/Localizable.strings",
            ])
        #expect(found.map(\.line) == [2, 2])
        #expect(found.allSatisfy { $0.rule == .stringTable && $0.detail == "\"orders.title\" is used by no code of Orders" })
    }

    @Test(
        "a key under an error wording's prefix the code names is used when its suffix is one the wording reads; any other is reported"
    )
    func errorWordingKeys() throws {
        let package = try PlantedPackage()
        defer { package.discard() }
        for language in ["en", "de"] {
            let table = "Modules/Orders/Sources/Resources/\(language).lproj/Localizable.strings"
            let words = try String(contentsOf: package.root.appendingPathComponent(table), encoding: .utf8)
            try package.write(words + "\"orders.error.not-found\" = \"Gone.\";\n\"orders.error.gone\" = \"Gone.\";\n", to: table)
        }
        try package.write("let wordingPrefix = \"orders.error\"\n", to: "Modules/Orders/Sources/Presenter/OrdersWording.swift")
        let found = try package.violations()
        #expect(found.map(\.detail) == ["\"orders.error.gone\" is used by no code of Orders", "\"orders.error.gone\" is used by no code of Orders"])
    }

    @Test("a face violation names the declaration and the reason it is refused")
    func faceDetails() throws {
        let package = try PlantedPackage()
        defer { package.discard() }
        try package.write("public struct OrdersHelper {}\n", to: Plant.support)
        try package.write("// viper:public\npublic enum OrdersMode {}\n", to: "Modules/Orders/Sources/Presenter/OrdersMode.swift")
        let found = try package.violations()
        #expect(
            found.map(\.detail) == [
                "public struct OrdersHelper outside Modules/Orders/Sources/Builder/",
                "public enum OrdersMode has a `// viper:public` comment without a reason",
            ])
        #expect(found.map(\.target) == ["Orders", "Orders"])
    }

    @Test("an unused dependency names the target and the dependency")
    func unusedDetails() throws {
        var package = try PlantedPackage()
        defer { package.discard() }
        package.add(TargetDependency(name: "Domain"), to: "OrdersTests")
        #expect(
            try package.violations() == [
                ArchitectureViolation(
                    rule: .unusedDependency, target: "OrdersTests", file: "Package.swift", line: 1,
                    detail: "OrdersTests depends on Domain but none of its files imports it"
                )
            ])
    }
}
