import ItemDetailInterface
import ViperKit

extension ItemDetailNextDefaultBuilder {
    /// The item detail feature as the App registers it: id `item-detail-next`, answering `/items/:id`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "item-detail-next", routes: [ItemDetailRoute.pattern]) { parameters throws(RouteError) in
            let id = try parameters.id("id")
            return self.build(input: ItemDetailInput(id: id), delegate: nil)
        }
    }
}
