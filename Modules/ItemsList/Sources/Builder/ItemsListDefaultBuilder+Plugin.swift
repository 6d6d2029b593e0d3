import ItemsListInterface
import ViperKit

extension ItemsListDefaultBuilder {
    /// The items list feature as the App registers it: id `items-list`, answering `/items`.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "items-list", routes: [ItemsListRoute.pattern]) { _ in
            self.build()
        }
    }
}
