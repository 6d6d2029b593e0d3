import Testing
import ViperKit

@MainActor
@Suite("The plugin registry")
struct PluginRegistryTests {
    private func plugin(_ id: String, _ patterns: String...) -> ModulePlugin {
        ModulePlugin(id: id, routes: patterns.map(RoutePattern.init)) { parameters throws(RouteError) in
            let suffix = parameters.values["id"].map { "/\($0)" } ?? ""
            return TestModule.make(route: Route("/\(id)\(suffix)"))
        }
    }

    @Test("resolves a path to the plugin answering it, with its parameters")
    func resolves() throws {
        let registry = PluginRegistry([plugin("list", "/list"), plugin("detail", "/detail/:id")])
        let match = try #require(registry.resolve("/detail/9"))
        #expect(match.plugin.id == "detail")
        #expect(match.parameters.values == ["id": "9"])
        #expect(registry.resolve("/nowhere") == nil)
    }

    @Test("builds the module for a path, and says which path has no screen")
    func builds() throws {
        let registry = PluginRegistry([plugin("detail", "/detail/:id")])
        #expect(try registry.build("/detail/3").route == Route("/detail/3"))
        #expect(throws: RouteError.notFound("/missing")) { try registry.build("/missing") }
    }
}
