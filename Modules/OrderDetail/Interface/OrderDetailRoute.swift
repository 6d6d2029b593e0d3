import ViperKit

/// Where the order detail module lives.
public enum OrderDetailRoute {
    /// `/orders/:id`.
    public static let pattern = RoutePattern("/orders/:id")

    /// The route of `input`'s order, e.g. `/orders/5F3A…`.
    public static func route(_ input: OrderDetailInput) -> Route {
        pattern.route(["id": input.orderID])
    }
}
