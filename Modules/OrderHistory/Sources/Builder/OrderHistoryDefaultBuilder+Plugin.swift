import OrderHistoryInterface
import ViperKit

extension OrderHistoryDefaultBuilder {
    /// The order history feature as the App registers it: id `order-history`, answering `/orders`.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "order-history", routes: [OrderHistoryRoute.pattern]) { _ in
            self.build()
        }
    }
}
