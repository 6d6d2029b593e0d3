import OrderEntryInterface
import ViperKit

extension OrderEntryDefaultBuilder {
    /// The order entry feature as the App registers it: id `order-entry`, answering
    /// `/contacts/:contact/orders/new`. A deep link has no module to report to, so its module gets
    /// no delegate; a contact that is not a positive whole number is a ``RouteError``.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "order-entry", routes: [OrderEntryRoute.pattern]) { parameters throws(RouteError) in
            let contactID = try parameters.id("contact")
            return self.build(input: OrderEntryInput(contactID: contactID), delegate: nil)
        }
    }
}
