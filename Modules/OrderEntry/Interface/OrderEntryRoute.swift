import ViperKit

/// Where the order entry module lives.
public enum OrderEntryRoute {
    /// `/contacts/:contact/orders/new`.
    public static let pattern = RoutePattern("/contacts/:contact/orders/new")

    /// The route of a new order for `input`'s contact, e.g. `/contacts/3/orders/new`.
    public static func route(_ input: OrderEntryInput) -> Route {
        pattern.route(["contact": String(input.contactID)])
    }
}
