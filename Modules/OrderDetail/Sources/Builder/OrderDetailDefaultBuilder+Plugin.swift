import OrderDetailInterface
import ViperKit

extension OrderDetailDefaultBuilder {
    /// The order detail feature as the App registers it: id `order-detail`, answering
    /// `/orders/:id`. An order's id is its key (letters, digits and dashes); anything else is a
    /// ``RouteError``. A deep link has no module to report to, so its module gets no delegate.
    public func plugin() -> ModulePlugin {
        ModulePlugin(id: "order-detail", routes: [OrderDetailRoute.pattern]) { parameters throws(RouteError) in
            let id = try parameters.string("id")
            guard (1 ... 64).contains(id.count), id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                throw .invalidParameter("id", value: id, expected: "an order's key: 1 to 64 letters, digits and dashes")
            }
            return self.build(input: OrderDetailInput(orderID: id), delegate: nil)
        }
    }
}
