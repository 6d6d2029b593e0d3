import Foundation

/// A small package in a git repository: two features, their registrations and owners, an article,
/// for `viper rename` and `viper remove` to change for real.
struct LifecycleSandbox {
    let git: GitSandbox
    var root: URL { git.root }

    init() async throws {
        git = try await GitSandbox()
        try git.write(
            """
            let features: [Feature] = [
                Feature("Home"),
                Feature("Orders"),
            ]

            """, to: "Package.swift")
        try git.write(
            """
            import Home
            import Orders

            enum FeaturePlugins {
                static func all() -> [ModulePlugin] {
                    [
                        HomeDefaultBuilder().plugin(),
                        OrdersDefaultBuilder().plugin(),
                    ]
                }
            }

            """, to: "App/Composition/Flow/FeaturePlugins.swift")
        try git.write("* @team-platform\n/Modules/Orders/Sources/ @team-orders\n/Tests/OrdersTests/ @team-orders\n", to: "CODEOWNERS")
        try git.write(
            "/// The orders.\nfinal class OrdersDefaultView {\n" + (1 ... 12).map { "    let row\($0) = \"row \($0)\"\n" }.joined() + "}\n",
            to: "Modules/Orders/Sources/OrdersDefaultView.swift")
        try git.write("public struct OrdersDefaultBuilder {}\n", to: "Modules/Orders/Sources/OrdersDefaultBuilder.swift")
        try git.write("@testable import Orders\nstruct OrdersTests {}\n", to: "Tests/OrdersTests/OrdersTests.swift")
        try git.write("public struct HomeDefaultBuilder {}\n", to: "Modules/Home/Sources/HomeDefaultBuilder.swift")
        try git.write("`OrdersDefaultView` draws the orders.\n", to: "docs.md")
        try await git.commitAll("two features")
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func remove() { git.remove() }
}
