import ViperKit

/// Where the contact detail module lives.
public enum ContactDetailRoute {
    /// `/contacts/:id`.
    public static let pattern = RoutePattern("/contacts/:id")

    /// The route of contact `contactID`'s detail, e.g. `/contacts/3`.
    public static func route(_ input: ContactDetailInput) -> Route {
        pattern.route(["id": String(input.contactID)])
    }
}
