import ItemDetailInterface
import ViperKit

extension ItemDetailDefaultBuilder {
    /// The item detail feature as the App registers it: id `item-detail`, answering `/items/:id`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "item-detail", routes: [ItemDetailRoute.pattern]) { parameters throws(RouteError) in
            let id = try parameters.id("id")
            return self.build(input: ItemDetailInput(id: id), delegate: nil)
        }
    }
}
