import LoginInterface
import ViperKit

extension LoginDefaultBuilder {
    /// The login feature as the App registers it: id `login`, answering `/login`. Every module it
    /// builds reports to `delegate`, which the plugin holds weakly.
    public func plugin(delegate: (any LoginDelegate)?) -> ModulePlugin {
        ModulePlugin(id: "login", routes: [LoginRoute.pattern]) { [weak delegate] _ in
            self.build(delegate: delegate)
        }
    }
}
