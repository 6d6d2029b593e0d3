import Foundation
import Testing
import ViperToolKit

@Suite("Generator: templates and the plan", .onThreadsOfTheirOwn)
struct GeneratorTemplateTests {
    @Test("the built-in templates are blank, form and list")
    func builtIn() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        #expect(sandbox.generator.templates.available() == ["blank", "form", "list"])
    }

    @Test(
        "each template renders the one module shape (contract, role folders, Testing kit, module tests) and the registrations",
        arguments: ["blank", "list", "form"])
    func renders(template: String) throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let plan = try sandbox.generator.plan(ModuleRequest(name: "ShoppingCart", template: template, owner: "team-orders", uses: ["ItemDetail"]))
        try plan.apply(to: sandbox.root)

        #expect(plan.files.map(\.path) == Self.files(of: template), "\(template) creates the one module shape, and nothing else")
        for file in plan.files {
            #expect(sandbox.exists(file.path))
            #expect(file.path.hasSuffix(".swift") || file.path.hasSuffix(".lproj/Localizable.strings"), "\(file.path) is a source or a string table")
            #expect(!file.path.hasSuffix(".template"))
            #expect(!file.path.contains("__Name__"))
            #expect(!file.contents.contains("{{"), "\(file.path) has no placeholder left")
        }
        let plugin = try sandbox.read("Modules/ShoppingCart/Sources/Builder/ShoppingCartDefaultBuilder+Plugin.swift")
        #expect(plugin.contains("id: \"shopping-cart\""))
        #expect(try sandbox.read("Modules/ShoppingCart/Interface/ShoppingCartRoute.swift").contains("RoutePattern(\"/shopping-cart\")"))

        // The feature line declares what the generated files import: Domain in the list and form
        // templates, and the module's own Testing kit (its delegate spy) in every template's tests;
        // and every template's module has its own string tables (`.strings`, its resources).
        let featureLine =
            template == "blank"
            ? "Feature(\"ShoppingCart\", uses: [\"ItemDetail\"], imports: [.testing, .strings, .interfaceInPreviews]),"
            : "Feature(\"ShoppingCart\", uses: [\"ItemDetail\"], imports: [.domain, .testing, .strings, .interfaceInPreviews]),"
        let manifest = try sandbox.read("Package.swift")
        #expect(manifest.contains("    " + featureLine + "\n]"))
        let plugins = try sandbox.read(ModuleGenerator.featurePluginsPath)
        #expect(plugins.contains("import ShoppingCart\n"))
        let lines = plugins.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let marker = try #require(lines.firstIndex { $0.hasPrefix(FeaturePluginsEditor.marker) })
        // The App's plugin list gives its builders the session's language when it takes one.
        let arguments = plugins.contains(FeaturePluginsEditor.languageParameter) ? "language: language" : ""
        #expect(lines[marker - 1] == "ShoppingCartDefaultBuilder(\(arguments)).plugin(),")
        // The gallery and the snapshot tests list the module's previews.
        let previews = try sandbox.read(ModuleGenerator.featurePreviewsPath)
        #expect(previews.contains("import ShoppingCartPreviews\n"))
        let previewLines = previews.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let previewsMarker = try #require(previewLines.firstIndex { $0.hasPrefix(FeaturePreviewsEditor.marker) })
        #expect(previewLines[previewsMarker - 1] == "(\"ShoppingCart\", ShoppingCartPreviews.all),")
        let owners = CodeOwners(text: try sandbox.read("CODEOWNERS"))
        for folder in [
            "Modules/ShoppingCart/Interface", "Modules/ShoppingCart/Sources", "Modules/ShoppingCart/Testing", "Modules/ShoppingCart/Previews",
            "Tests/ShoppingCartTests",
        ] {
            #expect(owners.owners(ofFolder: folder) == ["@team-orders"])
        }
        #expect(plan.summary.contains("edit   Package.swift: + " + featureLine))

        // The router and its tests import the Interface of the feature the module uses.
        #expect(try sandbox.read("Modules/ShoppingCart/Sources/Router/ShoppingCartDefaultRouter.swift").contains("import ItemDetailInterface\n"))
        #expect(try sandbox.read("Tests/ShoppingCartTests/ShoppingCartModuleTests.swift").contains("import ItemDetailInterface\n"))
        #expect(try sandbox.read("Tests/ShoppingCartTests/ShoppingCartModuleTests.swift").contains("import ItemDetailTesting\n"))
        // Roles are internal; the tests reach them with @testable.
        #expect(try sandbox.read("Tests/ShoppingCartTests/ShoppingCartModuleTests.swift").contains("@testable import ShoppingCart\n"))

        // The role protocols are declared together in the contract file, and only there.
        let contract = try sandbox.read("Modules/ShoppingCart/Sources/ShoppingCartContract.swift")
        for role in ["View", "Presenter", "Interactor", "InteractorOutput", "Router"] {
            #expect(contract.contains("protocol ShoppingCart\(role): AnyObject {"), "the contract declares ShoppingCart\(role)")
        }
        for file in plan.files where !file.path.hasSuffix("/ShoppingCartContract.swift") {
            for role in ["View", "Presenter", "Interactor", "InteractorOutput", "Router"] {
                #expect(!file.contents.contains("protocol ShoppingCart\(role):"), "\(file.path) declares no role protocol")
            }
        }
        // The module's tests drive it through its builder with ModuleTestStore; one lifecycle test
        // checks its builder, its plugin's route and its release with ModuleLifecycleCheck.
        let tests = try sandbox.read("Tests/ShoppingCartTests/ShoppingCartModuleTests.swift")
        #expect(tests.contains("ModuleTestStore("))
        #expect(tests.components(separatedBy: "await ModuleLifecycleCheck.run(\"ShoppingCart\", at: route, plugin: builder.plugin()").count == 2)
        #expect(tests.contains("closedMidWork: true"), "the lifecycle test closes the module while its work runs")
        #expect(!plan.files.contains { $0.contents.contains("ModuleRoles") }, "no test reads the module's roles")
    }

    /// The files every template creates for `ShoppingCart`: its Interface, its contract, one
    /// folder per role, its view models, its words in English and German, its Testing kit, and its
    /// module tests with their fixtures, sorted as a plan lists them.
    static func files(of template: String) -> [String] {
        let module = "Modules/ShoppingCart/"
        let common = [
            module + "Interface/ShoppingCartBuilding.swift",
            module + "Interface/ShoppingCartDelegate.swift",
            module + "Interface/ShoppingCartInput.swift",
            module + "Interface/ShoppingCartRoute.swift",
            module + "Previews/ShoppingCartPreviews.swift",
            module + "Sources/ShoppingCartBudget.swift",
            module + "Sources/ShoppingCartContract.swift",
            module + "Sources/Builder/ShoppingCartDefaultBuilder+Plugin.swift",
            module + "Sources/Builder/ShoppingCartDefaultBuilder.swift",
            module + "Sources/Interactor/ShoppingCartDefaultInteractor.swift",
            module + "Sources/Presenter/ShoppingCartDefaultPresenter.swift",
            module + "Sources/Resources/de.lproj/Localizable.strings",
            module + "Sources/Resources/en.lproj/Localizable.strings",
            module + "Sources/Router/ShoppingCartDefaultRouter.swift",
            module + "Sources/View/ShoppingCartDefaultView.swift",
            module + "Sources/ViewModels/ShoppingCartViewModel.swift",
            module + "Testing/ShoppingCartBuilderSpy.swift",
            module + "Testing/ShoppingCartDelegateSpy.swift",
            "Tests/ShoppingCartTests/ShoppingCartModuleTests.swift",
            "Tests/ShoppingCartTests/Support/ShoppingCartFixtures.swift",
        ]
        let own: [String: [String]] = [
            "list": [
                module + "Sources/DataSource/ShoppingCartDataSource.swift",
                module + "Sources/DataSource/ShoppingCartPage.swift",
                module + "Sources/DataSource/ShoppingCartRecord.swift",
                module + "Sources/DataSource/ShoppingCartSampleDataSource.swift",
                module + "Sources/ViewModels/ShoppingCartRowViewModel.swift",
            ],
            "form": [
                module + "Interface/ShoppingCartSubmission.swift",
                module + "Sources/Submitter/ShoppingCartSampleSubmitter.swift",
                module + "Sources/Submitter/ShoppingCartSubmitter.swift",
            ],
        ]
        return (common + own[template, default: []]).sorted()
    }

    @Test(
        "each template's module owns its words: an English and a German table with the same keys, each read by its code",
        arguments: ["blank", "list", "form"])
    func stringTables(template: String) throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let plan = try sandbox.generator.plan(ModuleRequest(name: "ShoppingCart", template: template))
        let resources = "Modules/ShoppingCart/Sources/Resources/"
        #expect(
            plan.files.map(\.path).filter { $0.hasPrefix(resources) } == [
                resources + "de.lproj/Localizable.strings", resources + "en.lproj/Localizable.strings",
            ])
        func table(_ language: String) throws -> [String: String] {
            let file = try #require(plan.files.first { $0.path == resources + language + ".lproj/Localizable.strings" })
            #expect(!file.contents.contains("{{"), "\(file.path) has no placeholder left")
            // Read as Foundation reads it at run time (StringTable), so a malformed line fails here.
            let table = try PropertyListSerialization.propertyList(from: Data(file.contents.utf8), format: nil) as? [String: String]
            return try #require(table, "\(file.path) is a strings table")
        }
        let english = try table("en")
        let german = try table("de")
        #expect(!english.isEmpty)
        #expect(Set(english.keys) == Set(german.keys), "every word is in both languages")
        #expect(english.keys.allSatisfy { $0.hasPrefix("shopping-cart.") }, "the keys are the module's own")
        #expect(english.keys.contains { english[$0] != german[$0] }, "the German table is translated")
        #expect(english["shopping-cart.title"] == "Shopping cart")

        // Every key is a plain literal of the module's code, or a sentence of the error wording
        // whose prefix is one (`viper check` requires it), and the presenter reads its words from
        // the module's own table in the builder's language.
        let sources = plan.files.filter { $0.path.hasPrefix("Modules/ShoppingCart/Sources/") && $0.path.hasSuffix(".swift") }
        for key in english.keys {
            let wordingPrefix = key.hasPrefix("shopping-cart.error.") ? "shopping-cart.error" : key
            #expect(sources.contains { $0.contents.contains("\"\(wordingPrefix)\"") }, "\(key) is read by the module's code")
        }
        let presenter = try #require(sources.first { $0.path.hasSuffix("/ShoppingCartDefaultPresenter.swift") })
        // The presenter takes one formatting context, which the builder makes from its language.
        #expect(presenter.contents.contains("formatting: Formatting)"))
        #expect(presenter.contents.contains("StringTable(bundle: .module, language: formatting.language)"))
        let builder = try #require(sources.first { $0.path.hasSuffix("/ShoppingCartDefaultBuilder.swift") })
        #expect(builder.contents.contains("language: Language = .english"))
        #expect(builder.contents.contains("Formatting(language: language)"))
        #expect(
            plan.files.contains { $0.path.hasPrefix("Tests/ShoppingCartTests/") && $0.contents.contains("language: .german") },
            "a test builds it in German")
    }

    @Test(
        "a generated module breaks no rule of viper check: internal roles, every declared dependency imported", arguments: ["blank", "list", "form"])
    func generatedModuleIsClean(template: String) async throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        try sandbox.generator.plan(ModuleRequest(name: "ShoppingCart", template: template, uses: ["ItemDetail"])).apply(to: sandbox.root)
        let graph = try await PackageDumper().graph(ofPackageAt: sandbox.root)
        // The sandbox holds only the files the generator writes and edits, so only the new module's targets are judged.
        let found = try ArchitectureChecker().check(graph, root: sandbox.root).violations.filter { $0.target.hasPrefix("ShoppingCart") }
        #expect(found == [])
    }

    @Test("generated imports are ordered as swift format orders them, whatever the module's name: plain ones sorted, then the @testable one")
    func importOrder() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let plan = try sandbox.generator.plan(ModuleRequest(name: "Zeta", template: "list", owner: nil, uses: ["ItemDetail"]))
        let tests = try #require(plan.files.first { $0.path == "Tests/ZetaTests/ZetaModuleTests.swift" })
        let imports = tests.contents.components(separatedBy: "\n").prefix { !$0.hasPrefix("///") }
        #expect(
            Array(imports) == [
                "import Domain", "import ItemDetailInterface", "import ItemDetailTesting", "import Testing", "import ViperKit",
                "import ViperKitTesting", "import ZetaInterface", "import ZetaPreviews", "import ZetaTesting", "", "@testable import Zeta", "",
            ])
    }

    @Test("without an owner CODEOWNERS is left alone")
    func noOwner() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let before = try sandbox.read("CODEOWNERS")
        let plan = try sandbox.generator.plan(ModuleRequest(name: "Orders"))
        #expect(!plan.edits.map(\.path).contains("CODEOWNERS"))
        try plan.apply(to: sandbox.root)
        #expect(try sandbox.read("CODEOWNERS") == before)
    }

    @Test("a package without CODEOWNERS gets one when an owner is given")
    func createsCodeOwners() throws {
        let sandbox = try GeneratorSandbox(codeOwners: false)
        defer { sandbox.remove() }
        try sandbox.generator.plan(ModuleRequest(name: "Orders", owner: "team-orders")).apply(to: sandbox.root)
        #expect(
            try sandbox.read("CODEOWNERS")
                == "/Modules/Orders/Interface/ @team-orders\n/Modules/Orders/Sources/   @team-orders\n"
                + "/Modules/Orders/Testing/   @team-orders\n/Modules/Orders/Previews/  @team-orders\n/Tests/OrdersTests/        @team-orders\n")
    }

    @Test("planning is a dry run: it lists every file and edit and writes nothing")
    func dryRun() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let before = sandbox.allFiles()
        let manifest = try sandbox.read("Package.swift")
        let plan = try sandbox.generator.plan(ModuleRequest(name: "Orders", template: "list", owner: "team-orders"))
        #expect(sandbox.allFiles() == before)
        #expect(try sandbox.read("Package.swift") == manifest)
        #expect(plan.summary.count == plan.files.count + 10)
        #expect(plan.summary.contains("create Modules/Orders/Sources/View/OrdersDefaultView.swift"))
        let language =
            try sandbox.read(ModuleGenerator.featurePluginsPath).contains(FeaturePluginsEditor.languageParameter) ? "language: language" : ""
        #expect(plan.summary.contains("edit   App/Composition/Flow/FeaturePlugins.swift: + OrdersDefaultBuilder(\(language)).plugin(),"))
        #expect(plan.summary.contains { $0.hasPrefix("edit   CODEOWNERS: + /Tests/OrdersTests/ ") && $0.hasSuffix(" @team-orders") })
    }

    @Test(
        "refuses an existing module folder, test folder or feature, and writes nothing",
        arguments: ["Modules/Orders", "Tests/OrdersTests", "feature"])
    func refusesToOverwrite(existing: String) throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        if existing == "feature" {
            let manifest = try sandbox.read("Package.swift")
            try sandbox.write(try PackageManifestEditor.addingFeature("Orders", uses: [], to: manifest).text, to: "Package.swift")
        } else {
            try sandbox.write("// a team's work\n", to: existing + "/Keep.swift")
        }
        let before = sandbox.allFiles()
        let manifest = try sandbox.read("Package.swift")
        #expect(throws: GeneratorError.self) { try sandbox.generator.plan(ModuleRequest(name: "Orders")) }
        #expect(sandbox.allFiles() == before)
        #expect(try sandbox.read("Package.swift") == manifest)
    }

    @Test("applying refuses a file that appeared after planning, and writes nothing")
    func applyRefusesExistingFile() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let plan = try sandbox.generator.plan(ModuleRequest(name: "Orders"))
        try sandbox.write("// mine\n", to: "Modules/Orders/Interface/OrdersInput.swift")
        #expect(throws: GeneratorError.alreadyExists("Modules/Orders/Interface/OrdersInput.swift")) { try plan.apply(to: sandbox.root) }
        #expect(!sandbox.exists("Modules/Orders/Sources"))
        #expect(try !sandbox.read("Package.swift").contains("Feature(\"Orders\")"))
    }

    @Test("refuses names of existing targets", arguments: ["ViperKit", "Domain", "App", "Login", "ItemDetail"])
    func refusesTakenNames(name: String) throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        #expect(throws: GeneratorError.self) { try sandbox.generator.plan(ModuleRequest(name: name)) }
    }

    @Test("refuses a name whose Interface or Tests target would collide")
    func refusesDerivedCollision() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let manifest = try sandbox.read("Package.swift")
        try sandbox.write(manifest + "\nlet extra: [Target] = [.testTarget(name: \"ReportsTests\")]\n", to: "Package.swift")
        #expect(throws: GeneratorError.nameTaken("Reports", target: "ReportsTests")) { try sandbox.generator.plan(ModuleRequest(name: "Reports")) }
        #expect(throws: GeneratorError.nameTaken("ViperKit", target: "ViperKit")) { try sandbox.generator.plan(ModuleRequest(name: "ViperKit")) }
    }

    @Test("an unknown template's error lists the available ones")
    func unknownTemplate() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let error = GeneratorError.unknownTemplate("grid", available: ["blank", "form", "list"])
        #expect(throws: error) { try sandbox.generator.plan(ModuleRequest(name: "Orders", template: "grid")) }
        #expect(error.description == "There is no template “grid”; available templates: blank, form, list.")
    }

    @Test("--uses must name an existing feature")
    func unknownUses() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        let error = #expect(throws: GeneratorError.self) {
            try sandbox.generator.plan(ModuleRequest(name: "Orders", uses: ["Payments"]))
        }
        guard case .unknownFeature(let name, let known) = error else {
            Issue.record("expected unknownFeature, got \(String(describing: error))")
            return
        }
        #expect(name == "Payments")
        #expect(Array(known.prefix(3)) == ["Login", "ItemsList", "ItemDetail"])
        #expect(!known.contains("Payments"))
    }

    @Test("a project-local template replaces the built-in one of the same name, and a new one is listed")
    func localTemplates() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        try sandbox.write(
            "/// {{title}} by {{owner}}\npublic enum {{Name}}Marker {}\n",
            to: ".viper/templates/blank/Modules/__Name__/Sources/__Name__Marker.swift.template")
        try sandbox.write("public enum {{Name}}Grid {}\n", to: ".viper/templates/grid/Modules/__Name__/Sources/__Name__Grid.swift.template")
        let generator = sandbox.generator
        #expect(generator.templates.available() == ["blank", "form", "grid", "list"])
        let blank = try generator.plan(ModuleRequest(name: "OrderArchive", owner: "team-orders"))
        #expect(
            blank.files == [
                PlannedFile(
                    path: "Modules/OrderArchive/Sources/OrderArchiveMarker.swift",
                    contents: "/// Order archive by @team-orders\npublic enum OrderArchiveMarker {}\n")
            ])
        let grid = try generator.plan(ModuleRequest(name: "Orders", template: "grid"))
        #expect(grid.files.map(\.path) == ["Modules/Orders/Sources/OrdersGrid.swift"])
        #expect(grid.edits.first { $0.path == ModuleGenerator.manifestPath }?.insertedLines == ["Feature(\"Orders\"),"], "no tables, no .strings")
    }

    @Test("a template with a string table, whatever its kind of file, is rendered without .template and declares .strings")
    func localTemplateWithStrings() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        try sandbox.write("public enum {{Name}}Words {}\n", to: ".viper/templates/words/Modules/__Name__/Sources/__Name__Words.swift.template")
        try sandbox.write(
            "\"{{kebab-name}}.title\" = \"{{title}}\";\n",
            to: ".viper/templates/words/Modules/__Name__/Sources/Resources/en.lproj/Localizable.strings.template")
        let plan = try sandbox.generator.plan(ModuleRequest(name: "OrderArchive", template: "words"))
        #expect(
            plan.files.last
                == PlannedFile(
                    path: "Modules/OrderArchive/Sources/Resources/en.lproj/Localizable.strings",
                    contents: "\"order-archive.title\" = \"Order archive\";\n"))
        #expect(plan.edits.first { $0.path == ModuleGenerator.manifestPath }?.insertedLines == ["Feature(\"OrderArchive\", imports: [.strings]),"])
    }

    @Test("a template with an unknown placeholder is refused, naming the file")
    func unknownPlaceholder() throws {
        let sandbox = try GeneratorSandbox()
        defer { sandbox.remove() }
        try sandbox.write("let x = \"{{colour}}\"\n", to: ".viper/templates/odd/Modules/__Name__/Sources/Odd.swift.template")
        #expect(throws: GeneratorError.unknownPlaceholder("{{colour}}", file: "Modules/__Name__/Sources/Odd.swift.template")) {
            try sandbox.generator.plan(ModuleRequest(name: "Orders", template: "odd"))
        }
    }
}
