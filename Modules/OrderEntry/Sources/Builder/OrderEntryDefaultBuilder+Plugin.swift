import OrderEntryInterface
import ViperKit

extension OrderEntryDefaultBuilder {
    /// The Order entry feature as the App registers it: id `order-entry`, answering `/order-entry`.
    /// A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "order-entry", routes: [OrderEntryRoute.pattern]) { parameters throws(RouteError) in
            let contactID = try parameters.id("contact")
            return self.build(input: OrderEntryInput(contactID: contactID), delegate: nil)
        }
    }
}
