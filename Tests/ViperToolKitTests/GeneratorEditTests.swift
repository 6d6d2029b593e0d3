import Foundation
import Testing
import ViperKitTesting
import ViperToolKit

@Suite("Generator: editing Package.swift, FeaturePlugins.swift and CODEOWNERS", .onThreadsOfTheirOwn)
struct GeneratorEditTests {
    static let manifest = """
        import PackageDescription

        let features: [Feature] = [
            Feature("Login"),
            Feature("ItemsList", uses: ["ItemDetail"]),
            Feature("ItemDetail"),
        ]

        let other: [String] = ["a"]
        let core: [Target] = [.target(name: "ViperKit", path: "Modules/ViperKit")]
        """

    @Test("reads the features and every target name")
    func reads() throws {
        #expect(try PackageManifestEditor.features(in: Self.manifest) == ["Login", "ItemsList", "ItemDetail"])
        let targets = try PackageManifestEditor.targetNames(in: Self.manifest)
        #expect(targets.isSuperset(of: ["ViperKit", "Login", "LoginInterface", "LoginTests", "ItemDetailInterface"]))
    }

    @Test("appends a feature as the array's last line, keeping everything else byte for byte")
    func appends() throws {
        let (text, line) = try PackageManifestEditor.addingFeature("Orders", uses: ["ItemDetail", "Login"], to: Self.manifest)
        #expect(line == #"Feature("Orders", uses: ["ItemDetail", "Login"]),"#)
        let expected = Self.manifest.replacingOccurrences(
            of: "    Feature(\"ItemDetail\"),\n]",
            with: "    Feature(\"ItemDetail\"),\n    Feature(\"Orders\", uses: [\"ItemDetail\", \"Login\"]),\n]"
        )
        #expect(text == expected)
        #expect(try PackageManifestEditor.features(in: text) == ["Login", "ItemsList", "ItemDetail", "Orders"])
    }

    @Test("adds the missing trailing comma of the last feature")
    func trailingComma() throws {
        let manifest = "let features: [Feature] = [\n  Feature(\"Login\")\n]\n"
        let (text, _) = try PackageManifestEditor.addingFeature("Orders", uses: [], to: manifest)
        #expect(text == "let features: [Feature] = [\n  Feature(\"Login\"),\n  Feature(\"Orders\"),\n]\n")
    }

    @Test("appends to the repository's real Package.swift")
    func realManifest() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let manifest = try sandbox.read("Package.swift")
        let (text, _) = try PackageManifestEditor.addingFeature("Orders", uses: [], to: manifest)
        let features = try PackageManifestEditor.features(in: text)
        #expect(features.last == "Orders")
        #expect(features.count == (try PackageManifestEditor.features(in: manifest)).count + 1)
        #expect(text.components(separatedBy: "\n").count == manifest.components(separatedBy: "\n").count + 1)
    }

    @Test("fails clearly when the features array is missing")
    func noArray() {
        #expect(throws: GeneratorError.cannotEdit(file: "Package.swift", reason: "no `let features: [Feature] = [` line was found")) {
            try PackageManifestEditor.addingFeature("Orders", uses: [], to: "let package = Package(name: \"x\")")
        }
    }

    @Test("adds the plugin above the marker, indented like it, and the import in sorted order")
    func plugins() throws {
        let source = """
            import ItemDetail
            import Login
            import ViperKit

            enum FeaturePlugins {
                static func all() -> [ModulePlugin] {
                    [
                        itemDetail.plugin(),
                        // viper:plugins — the module generator adds new features above this line.
                    ]
                }
            }
            """
        let (text, lines) = try FeaturePluginsEditor.addingPlugin(for: "Orders", to: source)
        #expect(lines == ["import Orders", "OrdersDefaultBuilder().plugin(),"])
        #expect(text.contains("import Login\nimport Orders\nimport ViperKit\n"))
        #expect(text.contains("            OrdersDefaultBuilder().plugin(),\n            // viper:plugins"))
        let (first, _) = try FeaturePluginsEditor.addingPlugin(for: "Accounts", to: source)
        #expect(first.hasPrefix("import Accounts\nimport ItemDetail\n"))
    }

    @Test("gives the new builder the session's language when the plugin list takes one")
    func pluginsWithLanguage() throws {
        let source = """
            import Login
            import ViperKit

            enum FeaturePlugins {
                static func all(login: (any LoginDelegate)?, language: Language = .english) -> [ModulePlugin] {
                    [
                        LoginDefaultBuilder(language: language).plugin(delegate: login),
                        // viper:plugins — the module generator adds new features above this line.
                    ]
                }
            }
            """
        let (text, lines) = try FeaturePluginsEditor.addingPlugin(for: "Orders", to: source)
        #expect(lines == ["import Orders", "OrdersDefaultBuilder(language: language).plugin(),"])
        #expect(text.contains("            OrdersDefaultBuilder(language: language).plugin(),\n            // viper:plugins"))
    }

    @Test("fails clearly when the plugins marker is missing")
    func noMarker() {
        #expect(throws: GeneratorError.self) {
            try FeaturePluginsEditor.addingPlugin(for: "Orders", to: "import ViperKit\n")
        }
    }

    @Test("gives the module's Interface, Sources, Testing, Previews and test folders to the owner in CODEOWNERS, in the file's owner column")
    func codeOwners() {
        let source = "# Owners\n*            @team-platform\n/App/        @team-platform\n"
        let (text, lines) = CodeOwnersEditor.addingOwner("team-orders", of: "Orders", to: source)
        #expect(
            lines == [
                "/Modules/Orders/Interface/ @team-orders", "/Modules/Orders/Sources/   @team-orders", "/Modules/Orders/Testing/   @team-orders",
                "/Modules/Orders/Previews/  @team-orders", "/Tests/OrdersTests/        @team-orders",
            ])
        // The new patterns are longer than the file's column: every rule line moves to the new one, comments stay.
        #expect(
            text == "# Owners\n*                          @team-platform\n/App/                      @team-platform\n" + lines.joined(separator: "\n")
                + "\n")
        let empty = CodeOwnersEditor.addingOwner("@team-orders", of: "Orders", to: "")
        #expect(empty.text == empty.lines.joined(separator: "\n") + "\n")
        #expect(empty.lines.first == "/Modules/Orders/Interface/ @team-orders")
    }

    @Test("keeps a wider column and every other line byte for byte, and adds a missing last newline")
    func codeOwnersWideColumn() {
        let source = "*                                  @team-platform\n\n# Features\n/Modules/Login/Interface/          @team-identity @lead"
        let (text, lines) = CodeOwnersEditor.addingOwner("team-orders", of: "Zeta", to: source)
        #expect(lines.allSatisfy { line in line.firstIndex(of: "@").map { line.distance(from: line.startIndex, to: $0) } == 35 })
        #expect(text == source + "\n" + lines.joined(separator: "\n") + "\n")
        #expect(
            CodeOwnersEditor.patterns(for: "Zeta") == [
                "/Modules/Zeta/Interface/", "/Modules/Zeta/Sources/", "/Modules/Zeta/Testing/", "/Modules/Zeta/Previews/",
                "/Tests/ZetaTests/",
            ])
    }

    @Test("the lines added to this repository's CODEOWNERS give each of the new module's five targets exactly one owner, aligned with the others")
    func codeOwnersOnRepository() throws {
        let source = try String(contentsOf: Repository.root.appendingPathComponent("CODEOWNERS"), encoding: .utf8)
        let (text, lines) = CodeOwnersEditor.addingOwner("team-orders", of: "ShoppingCart", to: source)
        #expect(text == source + lines.joined(separator: "\n") + "\n")
        let owners = CodeOwners(text: text)
        for folder in [
            "Modules/ShoppingCart/Interface", "Modules/ShoppingCart/Sources", "Modules/ShoppingCart/Testing", "Modules/ShoppingCart/Previews",
            "Tests/ShoppingCartTests",
        ] {
            #expect(owners.owners(ofFolder: folder) == ["@team-orders"])
        }
        let columns = Set(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
                line.firstIndex(of: "@").map { line.distance(from: line.startIndex, to: $0) }
            })
        #expect(columns.count == 1)
    }
}
