import HomeInterface
import ViperKit

extension HomeDefaultBuilder {
    /// The Home feature as the App registers it: id `home`, answering `/home`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "home", routes: [HomeRoute.pattern]) { _ in
            self.build(input: HomeInput(), delegate: nil)
        }
    }
}
