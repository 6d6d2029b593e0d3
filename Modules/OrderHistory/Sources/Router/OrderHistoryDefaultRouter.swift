/// The order history's router: nothing to route yet (see ``OrderHistoryRouter``).
@MainActor
final class OrderHistoryDefaultRouter: OrderHistoryRouter {
    /// Creates the router.
    init() {}
}
