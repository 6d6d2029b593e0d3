import Foundation
import ViperToolKit

/// A small package in a temporary folder that breaks no rule: ViperKit, Domain, a feature `Orders`
/// (its Interface; its implementation in the one shape: a contract file and a file in each role
/// folder; its Testing kit; its tests on the harness) and an App
/// executable that uses a third-party product; a CODEOWNERS that gives every target's folder one
/// team. A test plants one file or one dependency in it and checks what `viper check` says. Its
/// graph is built in memory, so a check reads no manifest.
struct PlantedPackage {
    /// The folder.
    let root: URL
    /// The targets.
    private(set) var targets: [PackageTarget]

    /// The clean package's CODEOWNERS: one team for every target's folder (a line appended to it is line 7).
    static let codeOwners = """
        # Who reviews what; the last matching pattern wins.
        /Modules/ViperKit/   @team-platform
        /Services/           @team-platform
        /App/                @team-platform
        /Modules/Orders/     @team-orders
        /Tests/OrdersTests/  @team-orders

        """

    /// The files of the clean package, by path.
    static let files: [String: String] = [
        "CODEOWNERS": codeOwners,
        "Modules/ViperKit/Module.swift": "public struct Module {}\n",
        "Services/Domain/Item.swift": "public struct Item {}\n",
        "Modules/Orders/Interface/OrdersBuilding.swift": "import ViperKit\n\npublic protocol OrdersBuilding {}\n",
        "Modules/Orders/Sources/Builder/OrdersDefaultBuilder.swift": """
        import OrdersInterface
        import ViperKit

        /// Builds the module.
        public final class OrdersDefaultBuilder: OrdersBuilding {
            public init() {}
            let budget = OrdersBudget.events
        }

        """,
        "Modules/Orders/Sources/OrdersBudget.swift": "import ViperKit\n\nenum OrdersBudget {\n    static let events = 0\n}\n",
        "Modules/Orders/Sources/Interactor/OrdersInteractor.swift": """
        import Domain

        /// The use case.
        final class OrdersInteractor {
            var items: [Item] = []
            let titleKey = "orders.title"
        }

        """,
        "Modules/Orders/Sources/OrdersContract.swift": """
        /// What the presenter asks of the view.
        @MainActor
        protocol OrdersView: AnyObject {}

        /// What the view tells the presenter.
        @MainActor
        protocol OrdersPresenter: AnyObject {}

        """,
        "Modules/Orders/Sources/View/OrdersDefaultView.swift": "final class OrdersDefaultView: OrdersView {}\n",
        "Modules/Orders/Sources/Presenter/OrdersDefaultPresenter.swift": "final class OrdersDefaultPresenter: OrdersPresenter {}\n",
        "Modules/Orders/Sources/Router/OrdersDefaultRouter.swift": "final class OrdersDefaultRouter {}\n",
        "Modules/Orders/Testing/OrdersBuilderSpy.swift": "import OrdersInterface\n\npublic final class OrdersBuilderSpy {}\n",
        "Modules/Orders/Previews/OrdersPreviews.swift":
            "import Orders\nimport ViperKit\n\npublic enum OrdersPreviews {\n    public static let all = [ModulePreview(\"shown\") { _ in fatalError() }]\n}\n",
        "Modules/Orders/Sources/Resources/en.lproj/Localizable.strings": "/* The screen's title. */\n\"orders.title\" = \"Orders\";\n",
        "Modules/Orders/Sources/Resources/de.lproj/Localizable.strings": "/* The screen's title. */\n\"orders.title\" = \"Bestellungen\";\n",
        "Tests/OrdersTests/OrdersTests.swift":
            "@testable import Orders\nimport OrdersInterface\nimport OrdersTesting\n\nlet harness = ModuleTestStore.self\n",
        "App/Main/main.swift": "import ArgumentParser\nimport Orders\n",
    ]

    /// Writes the clean package.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-planted-\(UUID().uuidString)", isDirectory: true)
        targets = [
            PackageTarget(name: "ViperKit", kind: .regular, path: "Modules/ViperKit"),
            PackageTarget(name: "Domain", kind: .regular, path: "Services/Domain"),
            PackageTarget(
                name: "OrdersInterface", kind: .regular, path: "Modules/Orders/Interface",
                dependencies: [
                    TargetDependency(name: "ViperKit")
                ]),
            PackageTarget(
                name: "Orders", kind: .regular, path: "Modules/Orders/Sources",
                dependencies: [
                    TargetDependency(name: "ViperKit"), TargetDependency(name: "OrdersInterface"), TargetDependency(name: "Domain"),
                ]),
            PackageTarget(
                name: "OrdersTesting", kind: .regular, path: "Modules/Orders/Testing",
                dependencies: [
                    TargetDependency(name: "OrdersInterface")
                ]),
            PackageTarget(
                name: "OrdersPreviews", kind: .regular, path: "Modules/Orders/Previews",
                dependencies: [
                    TargetDependency(name: "Orders"), TargetDependency(name: "ViperKit"),
                ]),
            PackageTarget(
                name: "OrdersTests", kind: .test, path: "Tests/OrdersTests",
                dependencies: [
                    TargetDependency(name: "Orders"), TargetDependency(name: "OrdersInterface"), TargetDependency(name: "OrdersTesting"),
                ]),
            PackageTarget(
                name: "App", kind: .executable, path: "App/Main",
                dependencies: [
                    TargetDependency(name: "Orders"), TargetDependency(name: "ArgumentParser", package: "swift-argument-parser"),
                ]),
        ]
        for (path, text) in Self.files { try write(text, to: path) }
    }

    /// Writes `text` to `path`, replacing the file there.
    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Removes the file at `path`.
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Declares `dependency` for `target`.
    mutating func add(_ dependency: TargetDependency, to target: String) {
        targets = targets.map { candidate in
            guard candidate.name == target else { return candidate }
            return PackageTarget(
                name: candidate.name, kind: candidate.kind, path: candidate.path, dependencies: candidate.dependencies + [dependency]
            )
        }
    }

    /// What `viper check` finds, knowing the modules of other packages' products from `products`.
    func violations(products: ProductModules = ProductModules()) throws -> [ArchitectureViolation] {
        try ArchitectureChecker().check(PackageGraph(name: "Planted", targets: targets), root: root, products: products).violations
    }

    /// Deletes the folder.
    func discard() {
        try? FileManager.default.removeItem(at: root)
    }
}
