import OrderHistoryInterface
import ViperKit

extension OrderHistoryDefaultBuilder {
    /// The Order history feature as the App registers it: id `order-history`, answering `/order-history`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "order-history", routes: [OrderHistoryRoute.pattern]) { _ in
            self.build(input: OrderHistoryInput(), delegate: nil)
        }
    }
}
