/// The order history's router: nothing to route yet (see ``OrderHistoryRouter``).
@MainActor
public final class OrderHistoryDefaultRouter: OrderHistoryRouter {
    /// Creates the router.
    public init() {}
}
